/**
 * Knows the platform's sellers (from `GET /api/sellers`, refreshed every 30 s) and
 * resolves which one a URL is for: the first path segment when it is a seller slug,
 * otherwise the default seller (the first one the API lists).
 */
const REFRESH_MS = 30_000;

/**
 * A seller's config as `GET /api/sellers` lists it: the fields the storefront server reads
 * itself; the page embeds the whole object as it came.
 * @typedef {{
 *   slug: string,
 *   name: string,
 *   providers?: {
 *     stripe?: { publishable_key?: string, sandbox_script_url?: string | null } | null,
 *     captcha?: { provider?: string, site_key?: string, sandbox_script_url?: string | null } | null,
 *   },
 *   web?: { frame_ancestors?: unknown, brand_colors?: { primary?: string, header?: string } },
 *   [field: string]: unknown,
 * }} SellerConfig
 * @typedef {{ config: SellerConfig, basePath: string }} ResolvedSeller
 */

/** @param {string} apiUrl @param {{ warn: (details: object, message: string) => void }} log */
export function createSellerDirectory(apiUrl, log) {
  /** @type {SellerConfig[] | null} */
  let cached = null;
  let fetchedAt = 0;

  async function list() {
    if (cached && Date.now() - fetchedAt < REFRESH_MS) return cached;
    try {
      const res = await fetch(new URL('/api/sellers', apiUrl), { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`GET /api/sellers answered ${res.status}`);
      cached = /** @type {{ data: SellerConfig[] }} */ (await res.json()).data;
      fetchedAt = Date.now();
    } catch (error) {
      log.warn({ err: error }, cached ? 'could not refresh the sellers; pages use the last list read' : 'could not load the sellers');
    }
    return cached;
  }

  return {
    /** @param {string} pathname @returns {Promise<ResolvedSeller | null>} */
    async resolve(pathname) {
      const all = await list();
      if (!all || all.length === 0) return null;
      const first = pathname.split('/').filter(Boolean)[0];
      const bySlug = all.find((seller) => seller.slug === first);
      return bySlug ? { config: bySlug, basePath: `/${bySlug.slug}` } : { config: /** @type {SellerConfig} */ (all[0]), basePath: '' };
    },
  };
}
