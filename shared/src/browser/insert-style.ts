import { pageNonce } from './page-nonce';

/**
 * style-loader's `insert` for the host and every remote (scripts/webpack.base.cjs): the
 * <style> elements of CSS imports carry the page's CSP nonce, so the policy needs no
 * 'unsafe-inline' for styles.
 */
export default function insertStyleWithNonce(element: HTMLStyleElement): void {
  const nonce = pageNonce(element.ownerDocument);
  if (nonce) element.nonce = nonce;
  element.ownerDocument.head.appendChild(element);
}
