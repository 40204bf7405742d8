/** JSON safe to place inside a <script> element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, '');
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Fills the host's index.html: the page config and remotes manifest the host boots
 * from, the seller's name as title, and preloads of every remote entry (the header,
 * the page and the cart widget each come from a different remote), and the app's markup
 * with the data it was rendered with when the server rendered it (ADR 0017).
 */
export function renderPage(template, { pageConfig, manifest, nonce, appHtml = '', serverData }) {
  const preloads = manifest.remotes
    .map((remote) => `<link rel="preload" as="script" href="${escapeHtml(remote.entry)}" />`)
    .join('\n    ');
  const data = serverData ? `window.__STOREFRONT_DATA__=${scriptJson(serverData)};` : '';
  const boot = `<script nonce="${escapeHtml(nonce)}">window.__STOREFRONT__=${scriptJson(pageConfig)};window.__STOREFRONT_REMOTES__=${scriptJson(manifest)};${data}</script>`;
  return template
    .replace('<!--storefront:title-->', escapeHtml(pageConfig.seller.name))
    .replace('<!--storefront:head-->', `${preloads}\n    ${boot}`)
    .replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`);
}
