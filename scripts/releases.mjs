// @ts-check
/**
 * Publishing remote builds and rolling them out (ADR 0024):
 *
 *   pnpm publish:remote <remote> [--from <dir>] [--base-url <url>]
 *   pnpm release <remote> <version> [--seller <slug>] [--canary <n>%]
 *   pnpm rollback <remote> [--seller <slug>]
 *   pnpm release:mark-bad <remote> <version> --reason "..."
 *   pnpm releases
 *
 * Every command also takes `--releases-dir <dir>` (env RELEASES_DIR, default `releases/`) and
 * reaches the release manifest either through the storefront server's admin endpoints
 * (`--server <url>` or env STOREFRONT_ADMIN_URL, with `--token` or env RELEASES_ADMIN_TOKEN)
 * or by an atomic write of the file (`--manifest <path>`, env REMOTES_MANIFEST, default
 * `<releases-dir>/remotes.json`). Both apply the same pure changes
 * (host/server/release-manifest.mjs). Exit codes: 0 done, 1 refused, 2 usage.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  describeReleases,
  isRemoteName,
  isVersionName,
  markVersionBad,
  publishVersion,
  readReleaseManifest,
  releaseVersion,
  ReleaseError,
  rollbackRemote,
  versionKey,
} from '../host/server/release-manifest.mjs';
import { createReleaseStore } from '../host/server/release-store.mjs';
import { checkRemoteContract, readFederationManifest, readSlotContract } from './check-remote-contract.mjs';

/** @typedef {import('../host/server/release-manifest.mjs').ReleaseManifest} ReleaseManifest */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the storefront server serves published builds from, unless told otherwise. */
export const RELEASES_URL_PATH = '/releases';
const EMPTY_MANIFEST = { version: 2, remotes: {} };

export const defaultReleasesDir = (env = process.env) => env.RELEASES_DIR ?? path.join(root, 'releases');

/** A wrong command line: the usage is printed and the exit code is 2. */
class UsageError extends Error {
  /** @override */
  name = 'UsageError';
}

// ---------------------------------------------------------------------------------------
// Versioned builds

/** Every file under `dir` (following symbolic links), as sorted `/`-separated relative paths. @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir, prefix = '') {
  /** @type {string[]} */
  const files = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const isDirectory = entry.isSymbolicLink() ? (await stat(path.join(dir, relative))).isDirectory() : entry.isDirectory();
    if (isDirectory) files.push(...(await listFiles(dir, relative)));
    else files.push(relative);
  }
  return files.sort();
}

/**
 * A build folder's id: the first 8 hex of a SHA-256 over its files' relative paths and
 * contents, in sorted order, so the same files always give the same id and any change
 * (a byte, a name, a file more or less) another.
 * @param {string} dir
 */
export async function buildId(dir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    // The path and length delimit each file, so moving bytes between files changes the id.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex').slice(0, 8);
}

/** `<package version>+<build id>`, e.g. `0.1.0+ab12cd34`. @param {string} packageVersion @param {string} id */
function versionName(packageVersion, id) {
  const version = `${packageVersion}+${id}`;
  if (!isVersionName(version)) throw new ReleaseError(`"${version}" is not a valid version name; check the package's version.`);
  return version;
}

/** A build folder's version: `<package version>+<build id>`. @param {string} dir @param {string} packageVersion */
export const buildVersion = async (dir, packageVersion) => versionName(packageVersion, await buildId(dir));

/** A remote's own build folder. @param {string} remote */
const defaultBuildDir = (remote) => path.join(root, `remote-${remote}`, 'dist');

/** The version in `remote-<remote>/package.json`. @param {string} remote */
async function packageVersionOf(remote) {
  return JSON.parse(await readFile(path.join(root, `remote-${remote}`, 'package.json'), 'utf8')).version;
}

const exists = (/** @type {string} */ file) => stat(file).then(() => true, () => false);

const copyTree = (/** @type {string} */ from, /** @type {string} */ to) => cp(from, to, { recursive: true, dereference: true, errorOnExist: true, force: false });

/**
 * Copies a remote's build folder to `<releasesDir>/<remote>/<version>/`, whole or not at
 * all: into a temporary sibling folder first, checked to hold the same build, then renamed.
 * An existing version folder is never touched: the same build published again answers
 * `alreadyPublished`.
 * @param {object} options
 * @param {string} options.remote
 * @param {string} [options.from]           the build folder (default `remote-<remote>/dist`)
 * @param {string} [options.releasesDir]
 * @param {string} [options.baseUrl]        where `releasesDir` is served (default `/releases`)
 * @param {string} [options.packageVersion] default: `remote-<remote>/package.json`'s
 * @param {(from: string, to: string) => Promise<void>} [options.copy] test seam: how the folder is copied
 * @returns {Promise<{ remote: string, version: string, dir: string, entry: string, alreadyPublished: boolean }>}
 */
export async function publishBuild({ remote, from, releasesDir = defaultReleasesDir(), baseUrl = RELEASES_URL_PATH, packageVersion, copy = copyTree }) {
  if (!isRemoteName(remote)) throw new ReleaseError(`"${remote}" is not a valid remote name.`);
  const buildDir = path.resolve(from ?? defaultBuildDir(remote));
  const missing = [];
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) if (!(await exists(path.join(buildDir, file)))) missing.push(file);
  if (missing.length) throw new ReleaseError(`${buildDir} is not a remote's build folder (no ${missing.join(', ')}); build it first.`);
  // The slot contract (shared/src/federation/slot-ids.json): a build that drops a slot the host
  // mounts is never published, so it can never be released.
  const contract = checkRemoteContract({ manifest: readFederationManifest(buildDir), remote, contract: readSlotContract() });
  if (!contract.ok) throw new ReleaseError(`Not published: ${contract.problems.join(' ')}`);

  const id = await buildId(buildDir);
  const version = versionName(packageVersion ?? (await packageVersionOf(remote)), id);
  const remoteDir = path.join(releasesDir, remote);
  const dir = path.join(remoteDir, version);
  const entry = `${baseUrl.replace(/\/+$/, '')}/${remote}/${version}/remoteEntry.js`;
  const result = { remote, version, dir, entry };
  if (await exists(dir)) return { ...result, alreadyPublished: true };

  await mkdir(remoteDir, { recursive: true });
  const temporary = path.join(remoteDir, `.${version}.${randomUUID()}.tmp`);
  try {
    await copy(buildDir, temporary);
    if ((await buildId(temporary)) !== id) {
      throw new ReleaseError(`${buildDir} changed while it was being published; publish it again once its build has finished.`);
    }
    await rename(temporary, dir);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    // Another publish of the same build renamed first: the version is there, whole.
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await exists(dir))) return { ...result, alreadyPublished: true };
    throw error;
  }
  return { ...result, alreadyPublished: false };
}

// ---------------------------------------------------------------------------------------
// Reaching the manifest: the storefront server's admin endpoints, or the file

/**
 * @typedef {'publish' | 'release' | 'rollback' | 'mark-bad'} ChangeName
 * @typedef {{ read(): Promise<ReleaseManifest>, change(name: ChangeName, body: Record<string, unknown>): Promise<ReleaseManifest> }} ManifestAccess
 */

/**
 * The admin endpoints' bodies, applied to a manifest by the same pure functions; a body is
 * what the command line made for that change (the endpoints check theirs by schema).
 * @type {Record<ChangeName, (manifest: ReleaseManifest, body: Record<string, unknown>, at: string) => ReleaseManifest>}
 */
const CHANGES = {
  publish: (manifest, body, at) => publishVersion(manifest, { .../** @type {Omit<Parameters<typeof publishVersion>[1], 'at'>} */ (body), at }),
  release: (manifest, body) => releaseVersion(manifest, /** @type {Parameters<typeof releaseVersion>[1]} */ (body)),
  rollback: (manifest, body) => rollbackRemote(manifest, /** @type {Parameters<typeof rollbackRemote>[1]} */ (body)),
  'mark-bad': (manifest, body, at) => markVersionBad(manifest, { .../** @type {Omit<Parameters<typeof markVersionBad>[1], 'at'>} */ (body), at }),
};

/**
 * The manifest file, changed by atomic writes; created empty if missing.
 * @param {string} manifestPath @returns {ManifestAccess}
 */
export function fileManifest(manifestPath) {
  const store = createReleaseStore(manifestPath);
  const ensureExists = async () => {
    await mkdir(path.dirname(manifestPath), { recursive: true });
    await writeFile(manifestPath, `${JSON.stringify(EMPTY_MANIFEST, null, 2)}\n`, { flag: 'wx' }).catch((error) => {
      if (error.code !== 'EEXIST') throw error;
    });
  };
  return {
    read: () => ensureExists().then(store.read),
    async change(name, body) {
      await ensureExists();
      return store.update((manifest) => CHANGES[name](manifest, body, new Date().toISOString()));
    },
  };
}

/**
 * The storefront server's release admin endpoints (`/_storefront/admin/releases`).
 * @param {string} serverUrl @param {string | undefined} token @returns {ManifestAccess}
 */
export function adminManifest(serverUrl, token) {
  const base = `${serverUrl.replace(/\/+$/, '')}/_storefront/admin/releases`;
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}) };
  /** @param {string} url @param {RequestInit} [init] @returns {Promise<{ manifest: unknown }>} */
  async function call(url, init = {}) {
    let response;
    try {
      response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
      throw new ReleaseError(`The storefront server at ${serverUrl} did not answer (${reason}).`);
    }
    const body = await response.json().catch(() => null);
    if (response.ok) return /** @type {{ manifest: unknown }} */ (body);
    // The spec's error shape: a JSON array whose first entry says what went wrong.
    const description = Array.isArray(body) ? body[0]?._description : undefined;
    throw new ReleaseError(description ?? `The storefront server answered ${response.status} ${response.statusText} to ${init.method ?? 'GET'} ${url}.`);
  }
  // Every answer is `{ manifest, rollouts }`, a change's with the manifest it made.
  return {
    read: async () => readReleaseManifest((await call(base)).manifest),
    async change(name, body) {
      const changed = await call(`${base}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return readReleaseManifest(changed.manifest);
    },
  };
}

// ---------------------------------------------------------------------------------------
// The storefront's own start: every remote's current build published and, when new, released

/**
 * Publishes each remote's `remote-<name>/dist` and makes a version the manifest has not
 * seen the default, so `pnpm start` serves the latest builds while earlier ones stay
 * published (and a rollback made since is kept until another build comes).
 * @param {{ remotes: readonly string[], releasesDir: string, manifestPath: string, buildDirOf?: (remote: string) => string }} options
 * @returns {Promise<{ remote: string, version: string, released: boolean }[]>}
 */
export async function publishLatestBuilds({ remotes, releasesDir, manifestPath, buildDirOf = defaultBuildDir }) {
  const manifest = fileManifest(manifestPath);
  const results = [];
  for (const remote of remotes) {
    const { version, entry } = await publishBuild({ remote, from: buildDirOf(remote), releasesDir });
    const isNew = !((await manifest.read()).remotes[remote]?.versions[version]);
    if (isNew) {
      await manifest.change('publish', { remote, version, entry });
      await manifest.change('release', { remote, version });
    }
    results.push({ remote, version, released: isNew });
  }
  return results;
}

// ---------------------------------------------------------------------------------------
// The command line

export const USAGE = `Usage:
  pnpm publish:remote <remote> [--from <dir>] [--base-url <url>]
  pnpm release <remote> <version> [--seller <slug>] [--canary <n>%]
  pnpm rollback <remote> [--seller <slug>]
  pnpm release:mark-bad <remote> <version> --reason "..."
  pnpm releases
Every command also takes:
  --releases-dir <dir>   published builds (env RELEASES_DIR, default releases/)
  --server <url>         change it through the storefront server (env STOREFRONT_ADMIN_URL)
  --token <token>        its admin token (env RELEASES_ADMIN_TOKEN)
  --manifest <path>      else this manifest file (env REMOTES_MANIFEST, default <releases-dir>/remotes.json)`;

/** @type {Record<string, { type: 'string' }>} */
const COMMON_OPTIONS = {
  'releases-dir': { type: 'string' },
  server: { type: 'string' },
  token: { type: 'string' },
  manifest: { type: 'string' },
};
/** @type {Record<string, { positionals: string[], options?: Record<string, { type: 'string' }>, required?: string[] }>} */
const COMMANDS = {
  publish: { positionals: ['remote'], options: { from: { type: 'string' }, 'base-url': { type: 'string' } } },
  release: { positionals: ['remote', 'version'], options: { seller: { type: 'string' }, canary: { type: 'string' } } },
  rollback: { positionals: ['remote'], options: { seller: { type: 'string' } } },
  'mark-bad': { positionals: ['remote', 'version'], options: { reason: { type: 'string' } }, required: ['reason'] },
  list: { positionals: [] },
};

/** `10%` or `10` → 10; whether it is in range is the release's to refuse. @param {string} text */
function parseCanary(text) {
  const match = /^(\d+(?:\.\d+)?)%?$/.exec(text);
  if (!match) throw new UsageError(`--canary takes a percentage such as 10%, not "${text}".`);
  return Number(match[1]);
}

/** @param {string[]} argv */
function parseCommandLine(argv) {
  const [command, ...rest] = argv;
  const spec = command === undefined ? undefined : COMMANDS[command];
  if (!spec) throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: { ...COMMON_OPTIONS, ...spec.options }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (positionals.length !== spec.positionals.length) {
    throw new UsageError(`${command} takes ${spec.positionals.map((name) => `<${name}>`).join(' ') || 'no arguments'}; given: ${positionals.join(' ') || 'none'}.`);
  }
  for (const option of spec.required ?? []) if (!(/** @type {Record<string, unknown>} */ (values)[option])) throw new UsageError(`${command} needs --${option}.`);
  // As many positionals as the command names (checked above); each command reads only its own.
  const args = /** @type {Record<'remote' | 'version', string>} */ (Object.fromEntries(spec.positionals.map((name, index) => [name, positionals[index]])));
  return { command, args, values: /** @type {Record<string, string | undefined>} */ (values) };
}

/** @param {Record<string, string | undefined>} values @param {NodeJS.ProcessEnv} env @returns {ManifestAccess} */
function manifestAccess(values, env) {
  const server = values.server ?? env.STOREFRONT_ADMIN_URL;
  if (server) return adminManifest(server, values.token ?? env.RELEASES_ADMIN_TOKEN);
  return fileManifest(values.manifest ?? env.REMOTES_MANIFEST ?? path.join(values['releases-dir'] ?? defaultReleasesDir(env), 'remotes.json'));
}

/** Left-aligned columns, a header line first. @param {string[][]} rows */
function table(rows) {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}

/** `pnpm releases`: who runs what, then every published version. @param {ReleaseManifest} manifest */
export function formatReleases(manifest) {
  const rollouts = describeReleases(manifest).map((row) => [
    row.remote,
    row.target,
    row.version,
    row.canary ? `${row.canary.version} ${row.canary.percent}%` : '-',
    row.previous ?? '-',
    row.status,
  ]);
  const versions = Object.entries(manifest.remotes).flatMap(([remote, { versions: published }]) =>
    Object.entries(published)
      .sort(([, a], [, b]) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt))
      .map(([version, { status, publishedAt, badReason }]) => [remote, version, status, publishedAt, badReason ?? '']),
  );
  if (versions.length === 0) return 'Nothing is published yet (pnpm publish:remote <remote>).';
  return [
    table([['REMOTE', 'SELLER', 'VERSION', 'CANARY', 'PREVIOUS', 'STATUS'], ...rollouts]),
    '',
    'Published versions:',
    table([['REMOTE', 'VERSION', 'STATUS', 'PUBLISHED', 'REASON'], ...versions]),
  ].join('\n');
}

/** What a rollout is now, after a release or a rollback. @param {ReleaseManifest} manifest @param {string} remote @param {string | undefined} seller */
function describeRollout(manifest, remote, seller) {
  const row = describeReleases(manifest).find((r) => r.remote === remote && r.target === (seller ?? 'default'));
  // The manifest a change just made has the remote it changed.
  const releases = /** @type {import('../host/server/release-manifest.mjs').RemoteReleases} */ (manifest.remotes[remote]);
  if (!row) return `${remote} for ${seller}: follows the default (${versionKey(remote, releases.default.version)}).`;
  const canary = row.canary ? `, canary ${versionKey(remote, row.canary.version)} for ${row.canary.percent}% of visitors` : '';
  return `${remote} for ${seller ?? 'every seller without its own release'}: ${versionKey(remote, row.version)}${canary}.`;
}

/**
 * Runs one command; answers its exit code. Output goes to `out`, errors to `err`.
 * @param {string[]} argv @param {{ env?: NodeJS.ProcessEnv, out?: (line: string) => void, err?: (line: string) => void }} [io]
 */
export async function main(argv, { env = process.env, out = console.log, err = console.error } = {}) {
  try {
    const { command, args, values } = parseCommandLine(argv);
    const manifest = manifestAccess(values, env);
    switch (command) {
      case 'publish': {
        const published = await publishBuild({
          remote: args.remote,
          ...(values.from ? { from: values.from } : {}),
          releasesDir: values['releases-dir'] ?? defaultReleasesDir(env),
          ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
        });
        await manifest.change('publish', { remote: published.remote, version: published.version, entry: published.entry });
        const key = versionKey(published.remote, published.version);
        out(published.alreadyPublished ? `${key} already published (${published.dir})` : `${key} published to ${published.dir}`);
        break;
      }
      case 'release': {
        const canaryPercent = values.canary === undefined ? undefined : parseCanary(values.canary);
        const body = { remote: args.remote, version: args.version, ...(values.seller ? { seller: values.seller } : {}), ...(canaryPercent !== undefined ? { canaryPercent } : {}) };
        out(describeRollout(await manifest.change('release', body), args.remote, values.seller));
        break;
      }
      case 'rollback': {
        const next = await manifest.change('rollback', { remote: args.remote, ...(values.seller ? { seller: values.seller } : {}) });
        out(describeRollout(next, args.remote, values.seller));
        break;
      }
      case 'mark-bad':
        await manifest.change('mark-bad', { remote: args.remote, version: args.version, reason: values.reason });
        out(`${versionKey(args.remote, args.version)} is marked bad: new visitors get the last good version.`);
        break;
      case 'list':
        out(formatReleases(await manifest.read()));
        break;
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ReleaseError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
