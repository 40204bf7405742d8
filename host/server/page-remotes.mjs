// @ts-check
/**
 * The remotes of one page (ADR 0024): the release manifest read on every page (a release is
 * a data change, never a restart), resolved for the page's seller and visitor. A manifest
 * that cannot be read, say a hand edit gone wrong, is logged and the last one read is used,
 * so a typo costs no page.
 */
/** @typedef {import('./release-manifest.mjs').ReleaseManifest} ReleaseManifest */
/** @typedef {ReturnType<typeof import('./release-manifest.mjs').resolveRemotes>} PageRemotes */

/**
 * @param {{ read: () => Promise<ReleaseManifest>, path: string }} store
 * @param {{ error: (details: object, message: string) => void }} log
 */
export function createManifestReader(store, log) {
  /** @type {ReleaseManifest | null} */
  let lastRead = null;
  /** The failure last logged: a manifest broken for a while is logged once, not on every page. */
  let loggedFailure = '';

  return {
    /** The manifest as it is now, else the last one read; null when none ever was. */
    async current() {
      try {
        lastRead = await store.read();
        loggedFailure = '';
      } catch (error) {
        const failure = error instanceof Error ? error.message : String(error);
        if (failure !== loggedFailure) {
          loggedFailure = failure;
          log.error(
            { err: error, path: store.path },
            lastRead ? 'remotes manifest unreadable; pages use the last one read' : 'remotes manifest unreadable and none read before; pages are unavailable',
          );
        }
      }
      return lastRead;
    },
  };
}

/** @param {string} url @param {string} base */
const absolute = (url, base) => new URL(url, base).href;

/**
 * The page's remotes with entries on the storefront's own origin (`/releases/…`) made
 * absolute against `base`, the server's own address: what the server render and its reads
 * of the remotes' manifests need (the browser is given the paths as they are).
 * @param {PageRemotes} remotes @param {string} base
 * @returns {PageRemotes}
 */
export function withAbsoluteEntries(remotes, base) {
  return {
    remotes: remotes.remotes.map(({ entry, serverEntry, fallback, ...remote }) => ({
      ...remote,
      entry: absolute(entry, base),
      ...(serverEntry ? { serverEntry: absolute(serverEntry, base) } : {}),
      ...(fallback
        ? {
            fallback: {
              ...fallback,
              entry: absolute(fallback.entry, base),
              ...(fallback.serverEntry ? { serverEntry: absolute(fallback.serverEntry, base) } : {}),
            },
          }
        : {}),
    })),
  };
}
