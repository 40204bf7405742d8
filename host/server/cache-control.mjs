/**
 * The cache policy of built files, for the storefront server and the remotes' static servers:
 * content-hashed chunks are cached for a year; everything else (entries, pages, and any
 * failure, so a chunk missing during a deploy is asked again) is revalidated on every load.
 *
 * @param {string} url the request URL
 * @param {number} statusCode the reply's status
 */
export function cacheControlFor(url, statusCode) {
  const hashed = url.startsWith('/chunks/') && statusCode >= 200 && statusCode < 300;
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}
