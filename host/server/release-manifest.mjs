// @ts-check
/**
 * The remotes' release manifest (ADR 0024): which build of each remote every visitor gets.
 * Pure functions over plain data, used by the storefront server (per page), its admin
 * endpoints and `pnpm release|rollback|releases`; nothing here reads files or the clock.
 *
 * A manifest (version 2) names, per remote:
 *   - `versions`: every published build, immutable: its entry, status and publication time;
 *   - `default`: the rollout every seller gets, unless
 *   - `sellers[slug]`: that seller's own rollout.
 * A rollout is a `version`, an optional `canary` (another version for `percent` of visitors,
 * chosen by a stable hash of the visitor id) and `previous`, the versions it ran before
 * (what `rollback` returns to, and where "last known good" is looked for first).
 *
 * Version 1 manifests (`{ remotes: [{ name, entry }] }`) are read as one version, 'current',
 * per remote, so an old file keeps working.
 *
 * @typedef {'good' | 'bad'} VersionStatus
 * @typedef {{ entry: string, serverEntry?: string, status: VersionStatus, publishedAt: string, badReason?: string, markedBadAt?: string }} RemoteVersion
 * @typedef {{ version: string, percent: number }} Canary
 * @typedef {{ version: string, canary?: Canary, previous: string[] }} Rollout
 * @typedef {{ versions: Record<string, RemoteVersion>, default: Rollout, sellers: Record<string, Rollout> }} RemoteReleases
 * @typedef {{ version: 2, remotes: Record<string, RemoteReleases> }} ReleaseManifest
 * @typedef {{ name: string, entry: string, serverEntry?: string }} LegacyRemote
 * @typedef {{ version: string, entry: string, serverEntry?: string }} VersionRef
 * @typedef {'default' | 'seller' | 'canary' | 'last-good'} ResolvedVia
 * @typedef {{ name: string, version: string, entry: string, serverEntry?: string, via: ResolvedVia, fallback?: VersionRef }} ResolvedRemote
 * @typedef {{ seller: string, visitorId: string, avoid?: readonly string[] }} Visitor
 */

export const MANIFEST_VERSION = 2;
/** The version name a version 1 manifest's remote entry is read as. */
export const LEGACY_VERSION = 'current';
/** How many earlier versions a rollout remembers. */
export const MAX_PREVIOUS = 20;
/** Remote names and version names: safe in a URL path segment and a cookie value (also the endpoints' JSON schema patterns). */
export const REMOTE_NAME_PATTERN = '^[a-z][a-z0-9-]{0,39}$';
export const VERSION_NAME_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$';
const NAME = new RegExp(REMOTE_NAME_PATTERN);
const VERSION = new RegExp(VERSION_NAME_PATTERN);

/** A refused manifest change or an unreadable manifest; `message` is said to the person releasing. */
export class ReleaseError extends Error {
  /** @override */
  name = 'ReleaseError';
}

/** `catalog@1.4.0+ab12cd34`: how a remote's version is named in logs, beacons and the `avoid` cookie. */
export const versionKey = (/** @type {string} */ remote, /** @type {string} */ version) => `${remote}@${version}`;

export const isRemoteName = (/** @type {unknown} */ value) => typeof value === 'string' && NAME.test(value);
export const isVersionName = (/** @type {unknown} */ value) => typeof value === 'string' && VERSION.test(value);

/**
 * A visitor's bucket for a remote's canary, in [0, 100): FNV-1a of `remote:visitorId`, so
 * the same visitor always lands in the same bucket, and each remote splits visitors anew.
 * @param {string} remote @param {string} visitorId
 */
export function canaryBucket(remote, visitorId) {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${visitorId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10_000) / 100;
}

// ---------------------------------------------------------------------------------------
// Reading

/** @param {string} message @returns {never} */
const fail = (message) => {
  throw new ReleaseError(`Remotes manifest: ${message}`);
};
/** @type {(value: unknown) => value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @type {(value: unknown) => value is string} */
const isUrlOrPath = (value) => typeof value === 'string' && /^(?:https?:\/\/|\/)\S+$/.test(value);

/** @param {unknown} rollout @param {Record<string, unknown>} versions @param {string} where */
function checkRollout(rollout, versions, where) {
  if (!isObject(rollout)) fail(`${where} must be an object`);
  if (!(rollout.version in versions)) fail(`${where}.version "${rollout.version}" is not a published version`);
  if (rollout.canary !== undefined) {
    const { canary } = rollout;
    if (!isObject(canary) || !(canary.version in versions)) fail(`${where}.canary.version is not a published version`);
    if (!(typeof canary.percent === 'number' && canary.percent > 0 && canary.percent < 100)) fail(`${where}.canary.percent must be above 0 and below 100`);
  }
  if (!Array.isArray(rollout.previous) || rollout.previous.some((/** @type {unknown} */ v) => typeof v !== 'string' || !(v in versions))) fail(`${where}.previous must list published versions`);
}

/** @param {string} name @param {unknown} remote */
function checkRemote(name, remote) {
  if (!isRemoteName(name)) fail(`remote name "${name}" must be lower-case letters, digits and dashes`);
  if (!isObject(remote) || !isObject(remote.versions) || !isObject(remote.sellers)) fail(`${name} needs versions, default and sellers`);
  for (const [version, published] of Object.entries(remote.versions)) {
    if (!isVersionName(version)) fail(`${name} version "${version}" is not a valid version name`);
    if (!isObject(published) || !isUrlOrPath(published.entry)) fail(`${name}@${version}.entry must be an http(s) URL or a path`);
    if (published.serverEntry !== undefined && !isUrlOrPath(published.serverEntry)) fail(`${name}@${version}.serverEntry must be an http(s) URL or a path`);
    if (published.status !== 'good' && published.status !== 'bad') fail(`${name}@${version}.status must be "good" or "bad"`);
    if (typeof published.publishedAt !== 'string' || Number.isNaN(Date.parse(published.publishedAt))) fail(`${name}@${version}.publishedAt must be a date`);
  }
  checkRollout(remote.default, remote.versions, `${name}.default`);
  for (const [seller, rollout] of Object.entries(remote.sellers)) checkRollout(rollout, remote.versions, `${name}.sellers.${seller}`);
}

/**
 * The manifest in a parsed JSON file, checked; a version 1 file is upgraded in memory.
 * Throws a `ReleaseError` naming what is wrong, so a hand edit that breaks it is refused
 * with a reason, never half-read.
 * @param {unknown} json @returns {ReleaseManifest}
 */
export function readReleaseManifest(json) {
  if (!isObject(json)) fail('must be a JSON object');
  if (json.version === undefined && Array.isArray(json.remotes)) return upgradeLegacy(json.remotes);
  if (json.version !== MANIFEST_VERSION) fail(`version must be ${MANIFEST_VERSION}`);
  if (!isObject(json.remotes)) fail('remotes must be an object keyed by remote name');
  for (const [name, remote] of Object.entries(json.remotes)) checkRemote(name, remote);
  return /** @type {ReleaseManifest} */ (json);
}

/** @param {LegacyRemote[]} remotes */
function upgradeLegacy(remotes) {
  /** @type {ReleaseManifest} */
  const manifest = { version: MANIFEST_VERSION, remotes: {} };
  for (const remote of remotes) {
    if (!isObject(remote) || !isRemoteName(remote.name) || !isUrlOrPath(remote.entry)) fail('each remote needs a name and an entry');
    manifest.remotes[remote.name] = {
      versions: {
        [LEGACY_VERSION]: {
          entry: remote.entry,
          ...(remote.serverEntry ? { serverEntry: remote.serverEntry } : {}),
          status: 'good',
          publishedAt: new Date(0).toISOString(),
        },
      },
      default: { version: LEGACY_VERSION, previous: [] },
      sellers: {},
    };
  }
  return manifest;
}

// ---------------------------------------------------------------------------------------
// Resolving: which build each remote is for one visitor

/** @param {RemoteReleases} remote @param {string} version @returns {VersionRef} */
const refOf = (remote, version) => {
  // Only ever called with a version the remote publishes (checked when the manifest was read).
  const { entry, serverEntry } = /** @type {RemoteVersion} */ (remote.versions[version]);
  return { version, entry, ...(serverEntry ? { serverEntry } : {}) };
};

/**
 * Where "last known good" is looked for, best first: the rollout's own previous versions
 * (most recent first), the default rollout's version and its previous ones, then every
 * other published version, newest first.
 * @param {RemoteReleases} remote @param {Rollout} rollout
 */
function lastGoodOrder(remote, rollout) {
  const byNewest = Object.entries(remote.versions)
    .sort(([, a], [, b]) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .map(([version]) => version);
  return [...new Set([...rollout.previous.toReversed(), remote.default.version, ...remote.default.previous.toReversed(), ...byNewest])];
}

/**
 * One remote for one visitor: the seller's rollout (else the default), its canary when the
 * visitor's bucket is under the percentage; a version marked bad, or one this visitor's
 * browser found failing (`avoid`), is passed over for the last known good one. `fallback`
 * is the next good version after the chosen one: what the browser switches to when the
 * chosen one fails to load or to mount.
 * @param {string} name @param {RemoteReleases} remote @param {Visitor} visitor
 * @returns {ResolvedRemote}
 */
export function resolveRemote(name, remote, { seller, visitorId, avoid = [] }) {
  const ownRollout = remote.sellers[seller];
  const rollout = ownRollout ?? remote.default;
  const usable = (/** @type {string} */ version) => remote.versions[version]?.status === 'good' && !avoid.includes(versionKey(name, version));

  /** @type {{ version: string, via: ResolvedVia } | undefined} */
  let chosen;
  const { canary } = rollout;
  if (canary && usable(canary.version) && canaryBucket(name, visitorId) < canary.percent) chosen = { version: canary.version, via: 'canary' };
  else if (usable(rollout.version)) chosen = { version: rollout.version, via: ownRollout ? 'seller' : 'default' };

  const order = lastGoodOrder(remote, rollout);
  if (!chosen) {
    const lastGood = order.find(usable);
    // Nothing good is left: the rollout's own version, since something beats nothing.
    chosen = { version: lastGood ?? rollout.version, via: lastGood ? 'last-good' : ownRollout ? 'seller' : 'default' };
  }
  // After a canary, its own rollout's version is the natural way back.
  const fallbackVersion = [rollout.version, ...order].find((version) => version !== chosen.version && usable(version));
  return {
    name,
    ...refOf(remote, chosen.version),
    via: chosen.via,
    ...(fallbackVersion ? { fallback: refOf(remote, fallbackVersion) } : {}),
  };
}

/**
 * Every remote for one visitor, as the page embeds them (`window.__STOREFRONT_REMOTES__`):
 * `{ remotes: [{ name, version, entry, fallback? }] }`, the shape version 1 pages had, plus
 * the version and its fallback.
 * @param {ReleaseManifest} manifest @param {Visitor} visitor
 */
export function resolveRemotes(manifest, visitor) {
  return { remotes: Object.entries(manifest.remotes).map(([name, remote]) => resolveRemote(name, remote, visitor)) };
}

// ---------------------------------------------------------------------------------------
// Changing: each returns a new manifest, or throws a ReleaseError saying why not.

const clone = (/** @type {ReleaseManifest} */ manifest) => /** @type {ReleaseManifest} */ (structuredClone(manifest));

/** @param {ReleaseManifest} manifest @param {string} name */
function remoteOf(manifest, name) {
  const remote = manifest.remotes[name];
  if (!remote) throw new ReleaseError(`There is no remote "${name}". Known: ${Object.keys(manifest.remotes).join(', ') || 'none'}.`);
  return remote;
}

/** @param {RemoteReleases} remote @param {string} name @param {string} version */
function publishedOf(remote, name, version) {
  const published = remote.versions[version];
  if (!published) throw new ReleaseError(`${versionKey(name, version)} is not published. Published: ${Object.keys(remote.versions).join(', ')}.`);
  return published;
}

/**
 * Adds a published build. A version is immutable: publishing it again with the same entry
 * changes nothing, with another entry is refused. A remote's first version becomes its default.
 * @param {ReleaseManifest} manifest
 * @param {{ remote: string, version: string, entry: string, serverEntry?: string, at: string }} build
 */
export function publishVersion(manifest, { remote: name, version, entry, serverEntry, at }) {
  if (!isRemoteName(name)) throw new ReleaseError(`"${name}" is not a valid remote name.`);
  if (!isVersionName(version)) throw new ReleaseError(`"${version}" is not a valid version name.`);
  if (!isUrlOrPath(entry) || (serverEntry !== undefined && !isUrlOrPath(serverEntry))) throw new ReleaseError('The entry must be an http(s) URL or a path.');
  const next = clone(manifest);
  const published = { entry, ...(serverEntry ? { serverEntry } : {}), status: /** @type {const} */ ('good'), publishedAt: at };
  const remote = next.remotes[name];
  if (!remote) {
    next.remotes[name] = { versions: { [version]: published }, default: { version, previous: [] }, sellers: {} };
    return next;
  }
  const existing = remote.versions[version];
  if (existing) {
    if (existing.entry === entry && existing.serverEntry === serverEntry) return next;
    throw new ReleaseError(`${versionKey(name, version)} is already published with another entry; a version never changes.`);
  }
  remote.versions[version] = published;
  return next;
}

/**
 * Points the default rollout, or one seller's, at a version; with `canaryPercent`, only
 * that share of visitors (the rest stay where they are). A bad version is refused.
 * @param {ReleaseManifest} manifest
 * @param {{ remote: string, version: string, seller?: string, canaryPercent?: number }} release
 */
export function releaseVersion(manifest, { remote: name, version, seller, canaryPercent }) {
  const next = clone(manifest);
  const remote = remoteOf(next, name);
  const published = publishedOf(remote, name, version);
  if (published.status === 'bad') throw new ReleaseError(`${versionKey(name, version)} is marked bad (${published.badReason ?? 'no reason given'}); publish a new version instead.`);
  const rollout = seller ? (remote.sellers[seller] ??= { version: remote.default.version, previous: [] }) : remote.default;
  if (canaryPercent !== undefined) {
    if (!(canaryPercent > 0 && canaryPercent < 100)) throw new ReleaseError('A canary is a percentage above 0 and below 100.');
    if (version === rollout.version) throw new ReleaseError(`${versionKey(name, version)} already runs for everyone there; a canary needs another version.`);
    rollout.canary = { version, percent: canaryPercent };
    return next;
  }
  if (rollout.version !== version) rollout.previous = [...rollout.previous, rollout.version].slice(-MAX_PREVIOUS);
  rollout.version = version;
  delete rollout.canary;
  return next;
}

/**
 * Undoes the last release of the default rollout or one seller's: a canary is withdrawn
 * first; else the rollout goes back to its most recent previous version that is not bad;
 * a seller with nothing earlier of its own goes back to the default rollout.
 * @param {ReleaseManifest} manifest @param {{ remote: string, seller?: string }} target
 */
export function rollbackRemote(manifest, { remote: name, seller }) {
  const next = clone(manifest);
  const remote = remoteOf(next, name);
  const rollout = seller ? remote.sellers[seller] : remote.default;
  if (!rollout) throw new ReleaseError(`${name} has no release of its own for seller "${seller}"; it runs the default.`);
  if (rollout.canary) {
    delete rollout.canary;
    return next;
  }
  while (rollout.previous.length > 0) {
    const version = /** @type {string} */ (rollout.previous.pop());
    if (remote.versions[version]?.status === 'good') {
      rollout.version = version;
      return next;
    }
  }
  if (seller) {
    delete remote.sellers[seller];
    return next;
  }
  throw new ReleaseError(`${name} has no earlier good version to roll back to.`);
}

/**
 * Marks a version bad: new visitors are given the last known good one instead.
 * @param {ReleaseManifest} manifest @param {{ remote: string, version: string, reason: string, at: string }} bad
 */
export function markVersionBad(manifest, { remote: name, version, reason, at }) {
  const next = clone(manifest);
  const published = publishedOf(remoteOf(next, name), name, version);
  Object.assign(published, { status: 'bad', badReason: reason.slice(0, 300), markedBadAt: at });
  return next;
}

/**
 * Who runs what, one row per rollout, for `pnpm releases` and the admin endpoint.
 * @param {ReleaseManifest} manifest
 */
export function describeReleases(manifest) {
  return Object.entries(manifest.remotes).flatMap(([name, remote]) =>
    [['default', remote.default], ...Object.entries(remote.sellers)].map(([target, rollout]) => ({
      remote: name,
      target: /** @type {string} */ (target),
      version: /** @type {Rollout} */ (rollout).version,
      // A checked manifest's rollouts name published versions only.
      status: /** @type {RemoteVersion} */ (remote.versions[/** @type {Rollout} */ (rollout).version]).status,
      canary: /** @type {Rollout} */ (rollout).canary ?? null,
      previous: /** @type {Rollout} */ (rollout).previous.at(-1) ?? null,
    })),
  );
}
