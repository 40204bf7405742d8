/**
 * The page's CSP nonce (ADR 0014): the storefront server puts a fresh one on the boot script
 * of every page. Styles the app injects as <style> elements must carry it. Browsers hide the
 * attribute's value once parsed but keep the `nonce` property.
 */
export function pageNonce(doc: Document = document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}
