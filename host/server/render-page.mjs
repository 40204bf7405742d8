import { constants } from 'node:zlib';

/** JSON safe to place inside a <script> element. */
const scriptJson = (/** @type {unknown} */ value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, '');
/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (/** @type {unknown} */ text) => String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * How @fastify/compress compresses the page (registered for the page's route only): brotli,
 * else gzip, whichever the browser's Accept-Encoding prefers by its q-values (`br;q=0`
 * refuses brotli). With its markup, data and styles a page is tens of KB; the build's files
 * are pre-compressed (@fastify/static sends the `.br`/`.gz` beside them) and the API
 * compresses its own answers, which the /api proxy passes on as they are.
 * @type {import('@fastify/compress').FastifyCompressOptions}
 */
export const PAGE_COMPRESSION = {
  global: false,
  encodings: ['br', 'gzip'],
  // A middling quality: the page is made per request, so speed matters as much as size.
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
};

/** CSS safe inside a <style> element: nothing in it can close the element. */
const styleText = (/** @type {string} */ css) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * Fills the host's index.html: the page config and remotes manifest the host boots
 * from, the seller's name as title, preloads of the page's scripts, and the app's markup
 * with the data and the stylesheets it was rendered with when the server rendered it
 * (ADR 0017): the first screen is styled before any script runs. `preloads` is the page's
 * chunk set, most urgent first (first-load.mjs, ADR 0018); without it (a page the server
 * did not render), every remote entry, since the header, page and cart each need one. They
 * follow the markup: on a slow line, scripts named in the head took the bandwidth the rest
 * of the page and its cover image needed, and the first paint came later.
 * @param {string} template the host build's index.html
 * @param {{
 *   pageConfig: { seller: { name: string }, [field: string]: unknown },
 *   manifest: { remotes: readonly { name: string, entry: string }[] },
 *   nonce?: string,
 *   appHtml?: string,
 *   serverData?: unknown,
 *   styles?: readonly { id?: string, css: string }[],
 *   preloads?: readonly import('./first-load.mjs').Preload[],
 * }} page
 */
export function renderPage(template, { pageConfig, manifest, nonce, appHtml = '', serverData, styles = [], preloads }) {
  const styleElements = styles
    .map(({ id, css }) => `<style nonce="${escapeHtml(nonce)}"${id ? ` id="${escapeHtml(id)}"` : ''}>${styleText(css)}</style>`)
    .join('\n    ');
  /** @type {readonly import('./first-load.mjs').Preload[]} */
  const scripts = preloads ?? manifest.remotes.map((remote) => ({ url: remote.entry, priority: 'auto' }));
  const preloadLinks = scripts
    .map(({ url, priority }) => `<link rel="preload" as="script" href="${escapeHtml(url)}"${priority === 'auto' ? '' : ` fetchpriority="${priority}"`} />`)
    .join('\n    ');
  const data = serverData ? `window.__STOREFRONT_DATA__=${scriptJson(serverData)};` : '';
  const boot = `<script nonce="${escapeHtml(nonce)}">window.__STOREFRONT__=${scriptJson(pageConfig)};window.__STOREFRONT_REMOTES__=${scriptJson(manifest)};${data}</script>`;
  return template
    .replace('<!--storefront:title-->', escapeHtml(pageConfig.seller.name))
    .replace('<!--storefront:head-->', () => [styleElements, boot].filter(Boolean).join('\n    '))
    .replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>\n    ${preloadLinks}`);
}
