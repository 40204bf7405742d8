import { useSyncExternalStore } from 'react';
import { Alert } from '@storefront/shared';

/**
 * Whether this document can keep a cookie as the API's session cookie is kept when framed
 * (`SameSite=None; Secure; Partitioned`). Chromium blocking third-party cookies still keeps
 * partitioned ones (CHIPS) while it refuses storage, so storage tells nothing here and
 * `navigator.cookieEnabled` stays true: only writing one and reading it back does.
 */
export function canKeepSessionCookie(doc: Document = document): boolean {
  const name = 'sf_cookie_probe';
  const value = Math.random().toString(36).slice(2);
  const attributes = 'Path=/; SameSite=None; Secure; Partitioned';
  doc.cookie = `${name}=${value}; ${attributes}`;
  const kept = doc.cookie.split('; ').includes(`${name}=${value}`);
  doc.cookie = `${name}=; Max-Age=0; ${attributes}`;
  return kept;
}

/** Framed on a seller's site by a browser that will not keep the session cookie: no cart can work there. */
export function isEmbeddedWithoutCookies(win: Window = window): boolean {
  if (win.parent === win) return false;
  return !win.navigator.cookieEnabled || !canKeepSessionCookie(win.document);
}

/** The answer does not change while the page is open: nothing to subscribe to. */
const neverChanges = () => () => undefined;

/** Says so and offers the same page in a tab of its own, where the purchase works. */
export function EmbeddedCookieNotice() {
  // Known only in the browser: the server (and so the hydrating render) shows nothing.
  const blocked = useSyncExternalStore(neverChanges, () => isEmbeddedWithoutCookies(), () => false);
  if (!blocked) return null;
  return (
    <Alert kind="warning" className="sf-embedded-notice" title="Your browser is blocking cookies for this embedded storefront.">
      <p>
        <a href={window.location.href} target="_blank" rel="noopener">
          Open the storefront in a new tab
        </a>{' '}
        to buy tickets.
      </p>
    </Alert>
  );
}
