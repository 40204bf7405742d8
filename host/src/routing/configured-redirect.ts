export interface ConfiguredRedirects {
  requireSellerPrefix: boolean;
  disableHomeRoute: boolean;
  /** A full URL (`config.redirects.target`). */
  target: string | null;
}

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/** Only a web address: the target comes from configuration, but `javascript:` must never be followed. */
function webAddress(target: string | null): string | null {
  if (!target) return null;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Spec 03 Router rules, configured redirects: where the visitor must go instead of this
 * page (`pathname` below the seller prefix), or null to stay. Without a seller prefix
 * (`basePath` '') when one is required, home and every events and checkout path leave for
 * the target; with the home route disabled, home and the event listing (not an event) do.
 */
export function configuredRedirectTarget(pathname: string, redirects: ConfiguredRedirects, basePath: string): string | null {
  const target = webAddress(redirects.target);
  if (!target) return null;
  const [first, ...rest] = segments(pathname);
  const isHome = first === undefined;
  const needsPrefix = isHome || first === 'events' || first === 'checkout';
  if (redirects.requireSellerPrefix && basePath === '' && needsPrefix) return target;
  const isListing = first === 'events' && rest.length === 0;
  if (redirects.disableHomeRoute && (isHome || isListing)) return target;
  return null;
}
