// @ts-check
/**
 * Holds a remote's build to the slot contract (issue 16, ADR 0024): the build's
 * `mf-manifest.json` must expose every slot the contract gives that remote, so a release
 * that dropped or renamed an exposed module is refused before anyone mounts it.
 *
 *   node scripts/check-remote-contract.mjs <build-folder> [--remote <name>]
 *
 * `<build-folder>` holds the browser build's mf-manifest.json (`remote-catalog/dist`, or a
 * published `releases/catalog/1.4.0+ab12cd34`); `--remote` defaults to the name the manifest
 * gives. The contract is shared/src/federation/slot-ids.json, the list `SLOT_IDS` in
 * `@storefront/shared` is held to (slot-contract.test.ts). Exit codes: 0 complete,
 * 1 something missing, 2 usage or an unreadable build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SLOT_IDS_FILE = path.join(root, 'shared', 'src', 'federation', 'slot-ids.json');

/**
 * @typedef {{ name?: string, exposes?: { name: string, path?: string }[] }} FederationManifest
 *   What this check reads of a build's mf-manifest.json.
 * @typedef {{ ok: boolean, remote: string, missing: string[], uncontracted: string[], problems: string[] }} ContractCheck
 *   `missing`: slot ids of the contract the build does not expose; `uncontracted`: ids the
 *   build exposes that the contract does not name (allowed: a remote may expose a slot before
 *   the contract names it); `problems`: what refuses the build, in words.
 */

/** Every slot id of the contract (`remote/Exposed`). */
export function readSlotContract(file = SLOT_IDS_FILE) {
  /** @type {unknown} */
  const ids = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id.includes('/'))) {
    throw new Error(`${file} must be a JSON array of slot ids like "checkout/CartWidget".`);
  }
  return /** @type {string[]} */ (ids);
}

/** An exposed module's name as slot ids spell it: './CartWidget' → 'CartWidget'. */
const exposedName = (/** @type {{ name: string, path?: string }} */ exposed) => (exposed.path ?? exposed.name).replace(/^\.\//, '');

/**
 * Compares what a remote's build exposes with what the contract gives that remote.
 * @param {{ manifest: FederationManifest, remote?: string, contract: readonly string[] }} input
 * @returns {ContractCheck}
 */
export function checkRemoteContract({ manifest, remote = manifest.name, contract }) {
  if (!remote) throw new Error('The build names no remote (mf-manifest.json has no "name"): say which with --remote.');
  const exposed = (manifest.exposes ?? []).map((entry) => `${remote}/${exposedName(entry)}`);
  const owned = contract.filter((id) => id.startsWith(`${remote}/`));
  const missing = owned.filter((id) => !exposed.includes(id));
  const uncontracted = exposed.filter((id) => !owned.includes(id));
  const problems = [];
  if (manifest.name && manifest.name !== remote) problems.push(`The build is remote "${manifest.name}", not "${remote}".`);
  if (owned.length === 0) problems.push(`The slot contract gives remote "${remote}" no slots: is the name right?`);
  if (missing.length) problems.push(`The build of "${remote}" does not expose ${missing.join(', ')}, which the slot contract needs.`);
  return { ok: problems.length === 0, remote, missing, uncontracted, problems };
}

const USAGE = 'Usage: node scripts/check-remote-contract.mjs <build-folder> [--remote <name>]';

/**
 * Reads `<buildDir>/mf-manifest.json`.
 * @param {string} buildDir
 */
export function readFederationManifest(buildDir) {
  const file = path.join(buildDir, 'mf-manifest.json');
  try {
    return /** @type {FederationManifest} */ (JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file} could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * The command: prints what is missing and returns the exit code.
 * @param {string[]} args
 * @param {{ log: (line: string) => void, error: (line: string) => void }} out
 */
export function main(args, out = console) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { remote: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    out.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [buildDir, ...extra] = parsed.positionals;
  if (!buildDir || extra.length) {
    out.error(USAGE);
    return 2;
  }
  let check;
  try {
    check = checkRemoteContract({ manifest: readFederationManifest(buildDir), remote: parsed.values.remote, contract: readSlotContract() });
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  check.problems.forEach((problem) => out.error(problem));
  if (check.uncontracted.length) out.log(`Exposed but not in the slot contract (nobody can mount them typed): ${check.uncontracted.join(', ')}.`);
  if (check.ok) out.log(`The build of "${check.remote}" exposes every slot the contract gives it.`);
  return check.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
