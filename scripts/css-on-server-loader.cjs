/**
 * Server builds (ADR 0017): a CSS import registers the stylesheet's text under its path, for
 * the storefront server to send in the page's <head>, so the server-rendered markup is
 * styled before any script runs. Evaluated once per module, so the registry holds the CSS of
 * every module the server has loaded (the current page's among them).
 */
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** @this {import('webpack').LoaderContext<unknown>} @param {string} source */
module.exports = function cssOnServerLoader(source) {
  const key = path.relative(repoRoot, this.resourcePath).split(path.sep).join('/');
  return [
    `const css = ${JSON.stringify(source)};`,
    `(globalThis.__STOREFRONT_SERVER_CSS__ ??= new Map()).set(${JSON.stringify(key)}, css);`,
    'export default css;',
  ].join('\n');
};
