/**
 * The catalog fixture builds the release tests publish (e2e/fixtures/catalog-builds), built
 * once for a given state of their sources and reused by every worker and later runs: the
 * global setup starts `build-all.mjs` in the background, and a test that needs a variant
 * waits for it here (ADR 0027).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export type CatalogVariant = 'preview' | 'throws' | 'react18' | 'missing-slot';

const root = path.resolve(import.meta.dirname, '../..');
const BUILDS_DIR = path.join(root, 'e2e/.catalog-builds');
/** What the variants are built from: the catalog's and shared's sources, the build configuration and the locked packages. */
const INPUTS = ['remote-catalog', 'shared', 'e2e/fixtures/catalog-builds', 'scripts/webpack.base.cjs', 'scripts/bundled-modules-loader.cjs', 'scripts/css-on-server-loader.cjs', 'scripts/first-load-chunks.cjs', 'pnpm-lock.yaml'];
const WAIT_LIMIT_MS = 10 * 60_000;

/** A hash of the inputs as the working tree has them (committed blobs plus uncommitted changes). */
function inputsHash(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const present = INPUTS.filter((input) => existsSync(path.join(root, input)));
  return createHash('sha256')
    .update(git('ls-files', '-s', '--', ...present))
    .update(git('diff', 'HEAD', '--', ...present))
    .update(git('ls-files', '--others', '--exclude-standard', '--', ...present))
    .digest('hex')
    .slice(0, 16);
}

const targetOf = (hash: string) => path.join(BUILDS_DIR, hash);

/** The global setup's half: starts the build in the background unless this state is built already. */
export function startCatalogBuilds(): void {
  const hash = inputsHash();
  process.env.E2E_CATALOG_BUILDS = hash;
  const target = targetOf(hash);
  if (existsSync(target)) return;
  mkdirSync(BUILDS_DIR, { recursive: true });
  // Builds of other states are stale: one folder is kept.
  for (const entry of readdirSync(BUILDS_DIR)) if (!entry.startsWith(hash)) rmSync(path.join(BUILDS_DIR, entry), { recursive: true, force: true });
  rmSync(`${target}.failed`, { force: true });
  const log = openSync(`${target}.log`, 'w');
  const child = spawn(process.execPath, [path.join(root, 'e2e/fixtures/catalog-builds/build-all.mjs'), target], {
    cwd: root,
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
}

/** The folder of one variant's build, once the run's build has finished (a failed build throws its errors). */
export async function catalogBuild(variant: CatalogVariant): Promise<string> {
  const hash = process.env.E2E_CATALOG_BUILDS;
  if (!hash) throw new Error('E2E_CATALOG_BUILDS is not set: the e2e global setup starts the catalog fixture builds');
  const target = targetOf(hash);
  const started = Date.now();
  while (!existsSync(target)) {
    if (existsSync(`${target}.failed`)) throw new Error(`The catalog fixture builds failed:\n${readFileSync(`${target}.failed`, 'utf8')}`);
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`The catalog fixture builds did not finish within ${WAIT_LIMIT_MS / 60_000} minutes (log: ${target}.log)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return path.join(target, variant);
}
