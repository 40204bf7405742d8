/**
 * Knows the platform's sellers (from `GET /api/sellers`, refreshed every 30 s) and
 * resolves which one a URL is for: the first path segment when it is a seller slug,
 * otherwise the default seller (the first one the API lists).
 */
const REFRESH_MS = 30_000;

export function createSellerDirectory(apiUrl) {
  let cached = null;
  let fetchedAt = 0;

  async function list() {
    if (cached && Date.now() - fetchedAt < REFRESH_MS) return cached;
    try {
      const res = await fetch(new URL('/api/sellers', apiUrl), { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`GET /api/sellers answered ${res.status}`);
      cached = (await res.json()).data;
      fetchedAt = Date.now();
    } catch (error) {
      console.warn('[storefront] could not load sellers:', error.message);
    }
    return cached;
  }

  return {
    /** @returns {Promise<{config: object, basePath: string} | null>} */
    async resolve(pathname) {
      const all = await list();
      if (!all || all.length === 0) return null;
      const first = pathname.split('/').filter(Boolean)[0];
      const bySlug = all.find((seller) => seller.slug === first);
      return bySlug ? { config: bySlug, basePath: `/${bySlug.slug}` } : { config: all[0], basePath: '' };
    },
  };
}
