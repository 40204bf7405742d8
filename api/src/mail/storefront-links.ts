/**
 * Where links in e-mails start: the storefront's own address (`STOREFRONT_URL`), never one
 * taken from a request, followed by the seller's slug when its pages live under that prefix.
 */

/** `${storefrontUrl}/${slug}`, or the bare address when `prefixSlug` is null (the default seller's routes). */
export function storefrontBase(storefrontUrl: string, prefixSlug: string | null): string {
  const base = storefrontUrl.replace(/\/+$/, '');
  return prefixSlug ? `${base}/${encodeURIComponent(prefixSlug)}` : base;
}

/** The slug an order's links carry: none for the default seller (served at the root), else its own. */
export const orderSellerPrefix = (seller: { slug: string; isDefault: boolean }) => (seller.isDefault ? null : seller.slug);

/** The order's manage link (ADR 0022): the page trades the key for a session grant. */
export function manageOrderUrl(base: string, orderId: string, manageKey: string): string {
  return `${base}/manage/${encodeURIComponent(orderId)}?key=${encodeURIComponent(manageKey)}`;
}
