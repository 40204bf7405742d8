/**
 * The page's chunk set, preloaded from the HTML in the order the page needs it (ADR 0018).
 * Without it the browser finds each file only after running the one before (HTML → main.js
 * → shared chunks → remote entry → exposed module → screen chunk): five round trips on a
 * phone. Every build's mf-manifest.json carries `metaData.firstLoad` (its named chunk groups
 * and the chunks of each shared singleton it provides; scripts/first-load-chunks.cjs), so
 * the storefront server can name the exact files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** How long a remote's manifest is reused; a release under the same URL shows up after this. */
const REMOTE_MANIFEST_TTL_MS = 5_000;
const FETCH_TIMEOUT_MS = 1_000;

/**
 * What the storefront reads of a build's mf-manifest.json (or the monolith's first-load.json).
 * @typedef {{ metaData?: { firstLoad?: { chunkGroups?: Record<string, string[]>, shared?: Record<string, string[]> } } }} BuildManifest
 * @typedef {{ hostManifest: () => Promise<BuildManifest | null>, remoteManifest: (entry: string) => Promise<BuildManifest | null> }} ManifestSource
 * @typedef {'high' | 'low' | 'auto'} Priority
 * @typedef {{ url: string, priority: Priority }} Preload
 */

/**
 * Reads the host's manifest once and remotes' manifests from beside their entries (the origin
 * the remotes manifest names; for an entry that is a path, `selfUrl()`, this server's own
 * address, or nothing while it is not known). A page never waits for a remote's manifest: it gets what was
 * last read (nothing the first time: the server's warm-up render asks first), and a copy
 * older than the time to live is read again in the background. A manifest that cannot be read means no preloads for that part.
 * @param {{ hostDistDir: string, fetchImpl?: typeof fetch, now?: () => number, selfUrl?: () => string | undefined }} options
 * @returns {ManifestSource}
 */
export function createManifestSource({ hostDistDir, fetchImpl = fetch, now = Date.now, selfUrl = () => undefined }) {
  /** @type {Promise<BuildManifest | null> | undefined} */
  let host;
  /** @type {Map<string, { at: number, manifest: BuildManifest | null }>} */
  const remotes = new Map();

  // The monolith build has no federation manifest; it writes the same data to first-load.json.
  const readHost = (/** @type {string} */ file) => readFile(path.join(hostDistDir, file), 'utf8').then(JSON.parse);
  const hostManifest = async () => {
    host ??= readHost('mf-manifest.json').catch(() => readHost('first-load.json')).catch(() => null);
    return host;
  };

  const refresh = (/** @type {string} */ entry, /** @type {string | undefined} */ base) => {
    const known = remotes.get(entry);
    remotes.set(entry, { at: now(), manifest: known?.manifest ?? null });
    return fetchImpl(new URL('mf-manifest.json', new URL(entry, base)), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then((res) => (res.ok ? /** @type {Promise<BuildManifest>} */ (res.json()) : null))
      .catch(() => null)
      .then((manifest) => remotes.set(entry, { at: now(), manifest }));
  };

  const remoteManifest = async (/** @type {string} */ entry) => {
    // An entry on the storefront's own origin (a published release) is read from this server.
    const base = isOwnPath(entry) ? selfUrl() : undefined;
    if (isOwnPath(entry) && !base) return null;
    const cached = remotes.get(entry);
    if (!cached || now() - cached.at >= REMOTE_MANIFEST_TTL_MS) void refresh(entry, base);
    return cached?.manifest ?? null;
  };

  return { hostManifest, remoteManifest };
}

/** An entry given as a path on the storefront's own origin (`/releases/catalog/1.4.0+ab12cd34/remoteEntry.js`). */
const isOwnPath = (/** @type {string} */ entry) => entry.startsWith('/') && !entry.startsWith('//');
/** Stands for the storefront's origin while resolving a path entry's files; never leaves this module. */
const OWN_ORIGIN = 'http://storefront.invalid';

/** @param {BuildManifest | null} manifest @param {string} group @returns {string[]} */
const groupFiles = (manifest, group) => manifest?.metaData?.firstLoad?.chunkGroups?.[group] ?? [];

/**
 * The script URLs to preload, most urgent first:
 *   1. the host's main.js, bootstrap chunk and the shared singletons it provides (every page runs them);
 *   2. the route owner's remote entry, its routes module and the route's screen chunks;
 *   3. the other regions' remote entries and exposed modules (header, cart), marked low priority.
 * `regions` are exposed module ids rendered on the page ('checkout/CartWidget'); `owner` the
 * remote that owns the route; `routeChunks` the owner's chunk group names for this route. A
 * region of a remote the remotes manifest does not name is looked for among the host's own
 * chunk groups as `remote-Expose` (the monolith build bundles them so).
 * @param {{ source: ManifestSource, remotesManifest: { remotes: readonly { name: string, entry: string }[] }, owner?: string | null, routeChunks?: string[], regions?: string[] }} page
 * @returns {Promise<Preload[]>}
 */
export async function firstLoadPreloads({ source, remotesManifest, owner, routeChunks = [], regions = [] }) {
  /** @type {Preload[]} */
  const preloads = [];
  const seen = new Set();
  /** @param {string} url @param {Priority} priority */
  const add = (url, priority) => {
    if (seen.has(url)) return;
    seen.add(url);
    preloads.push({ url, priority });
  };

  const host = await source.hostManifest();
  // main.js is the page's last tag, after the markup: name it first so it is not fetched last.
  for (const group of ['main', 'bootstrap']) for (const file of groupFiles(host, group)) add(`/${file}`, 'high');
  for (const files of Object.values(host?.metaData?.firstLoad?.shared ?? {})) for (const file of files) add(`/${file}`, 'high');

  const entries = new Map(remotesManifest.remotes.map((r) => [r.name, r.entry]));
  const ownerFirst = [...regions].sort((a, b) => Number(b.startsWith(`${owner}/`)) - Number(a.startsWith(`${owner}/`)));
  for (const id of ownerFirst) {
    const [remote, expose] = id.split('/');
    const priority = remote === owner ? 'high' : 'low';
    const screenChunks = remote === owner ? routeChunks : [];
    const entry = remote === undefined ? undefined : entries.get(remote);
    if (entry) {
      add(entry, priority);
      const manifest = await source.remoteManifest(entry);
      const entryUrl = new URL(entry, OWN_ORIGIN);
      for (const group of [`__federation_expose_${expose}`, ...screenChunks]) {
        for (const file of groupFiles(manifest, group)) {
          const url = new URL(file, entryUrl);
          // Only the remote's own files: its manifest must not point the page elsewhere.
          if (url.origin === entryUrl.origin) add(isOwnPath(entry) ? `${url.pathname}${url.search}` : url.href, priority);
        }
      }
    } else {
      // Built into the host (the monolith): the exposed module is one of its own chunk groups.
      for (const group of [`${remote}-${expose}`, ...screenChunks]) for (const file of groupFiles(host, group)) add(`/${file}`, priority);
    }
  }
  return preloads;
}
