// @ts-check
/**
 * Type-checks the deployed remote versions against today's slot contract (issue 16, ADR 0024):
 * what a host or `@storefront/shared` release runs before it goes out, so a contract change
 * that breaks a version sellers still run fails here rather than in a visitor's browser.
 *
 *   node scripts/check-deployed-types.mjs [--manifest <path>] [--releases-dir <dir>]
 *
 * Every version a rollout of the release manifest runs (default, sellers', canaries) is checked
 * from the declarations its build published (`<releases-dir>/<remote>/<version>/types/`, emitted
 * by the remote's `build` with its tsconfig.exposes.json): each exposed module of the contract
 * must be assignable to `ExposedModule<'<remote>/<Exposed>'>` of today's `@storefront/shared`.
 * One TypeScript program checks them all, with today's packages. A version served from
 * elsewhere than a published folder, or built before remotes published types, is skipped and
 * said so. Defaults: env REMOTES_MANIFEST / RELEASES_DIR, else `releases/remotes.json` and
 * `releases/`. Exit codes: 0 every deployed version fits, 1 some do not (each named with the
 * TypeScript error), 2 usage or an unreadable manifest.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { readReleaseManifest, versionKey } from '../host/server/release-manifest.mjs';
import { readSlotContract } from './check-remote-contract.mjs';
import { defaultReleasesDir } from './releases.mjs';

/** @typedef {import('../host/server/release-manifest.mjs').ReleaseManifest} ReleaseManifest */
/**
 * @typedef {{ remote: string, version: string, entry: string }} DeployedVersion
 * @typedef {{ remote: string, version: string, slots: string[] }} CheckedVersion
 * @typedef {{ remote: string, version: string, reason: string }} SkippedVersion
 * @typedef {{ remote: string, version: string, errors: string[] }} FailedVersion
 * @typedef {{ ok: boolean, checked: CheckedVersion[], skipped: SkippedVersion[], failed: FailedVersion[], problems: string[] }} DeployedTypesCheck
 *   `problems`: errors outside any deployed version's files (today's workspace itself).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every version some rollout runs (default, sellers', canaries), once each, in manifest order. @param {ReleaseManifest} manifest */
export function deployedVersions(manifest) {
  /** @type {DeployedVersion[]} */
  const deployed = [];
  for (const [remote, releases] of Object.entries(manifest.remotes)) {
    const rollouts = [releases.default, ...Object.values(releases.sellers)];
    const versions = new Set(rollouts.flatMap((rollout) => [rollout.version, ...(rollout.canary ? [rollout.canary.version] : [])]));
    // A checked manifest's rollouts name published versions only.
    for (const version of versions) deployed.push({ remote, version, entry: /** @type {import('../host/server/release-manifest.mjs').RemoteVersion} */ (releases.versions[version]).entry });
  }
  return deployed;
}

/** Whether an entry (a path or a URL) is a published build's: `…/<remote>/<version>/remoteEntry.js`. @param {DeployedVersion} deployed */
function isPublishedEntry({ remote, version, entry }) {
  const entryPath = entry.startsWith('/') ? entry : new URL(entry).pathname;
  return entryPath.endsWith(`/${remote}/${version}/remoteEntry.js`);
}

/**
 * Where each exposed module's declarations are in `types/`, by exposed name: the build's
 * mf-stats.json names each module's source file, and tsconfig.exposes.json emits `src/` as is.
 * @param {string} versionDir @returns {Map<string, string | undefined>} `routes` → `types/routes`
 */
function declarationsByExposedName(versionDir) {
  const stats = JSON.parse(readFileSync(path.join(versionDir, 'mf-stats.json'), 'utf8'));
  /** @type {{ name: string, file?: string }[]} */
  const exposes = stats.exposes ?? [];
  return new Map(exposes.map(({ name, file }) => [name, file?.startsWith('src/') ? `types/${file.slice('src/'.length).replace(/\.[cm]?[jt]sx?$/, '')}` : undefined]));
}

/**
 * The check file of one version: one assignment per contract slot it exposes, each on its own
 * line so an error's line names the slot.
 * @param {string} key `remote@version` @param {{ slot: string, declarations: string }[]} slots
 */
function checkFileText(key, slots) {
  const lines = [
    `// ${key}'s exposed modules against today's slot contract (scripts/check-deployed-types.mjs).`,
    "import type { ExposedModule } from '@storefront/shared';",
    ...slots.map(({ declarations }, index) => `declare const deployed${index}: typeof import('./${declarations}');`),
  ];
  const firstCheckLine = lines.length;
  lines.push(...slots.map(({ slot }, index) => `export const check${index}: ExposedModule<'${slot}'> = deployed${index};`));
  return { text: `${lines.join('\n')}\n`, firstCheckLine };
}

/**
 * What to do with one deployed version: skip it, fail it (each saying why), or check its
 * contract slots against these declaration files (relative to its folder).
 * @param {DeployedVersion} deployed @param {readonly string[]} contract @param {string} publishedDir
 * @returns {{ skip: string } | { fail: string } | { slots: { slot: string, declarations: string }[] }}
 */
function planVersion({ remote, version, entry }, contract, publishedDir) {
  const owned = contract.filter((id) => id.startsWith(`${remote}/`));
  if (owned.length === 0) return { skip: `today's contract gives "${remote}" no slots` };
  if (!isPublishedEntry({ remote, version, entry })) return { skip: `runs from ${entry}, not a published build` };
  if (!existsSync(publishedDir)) return { fail: `${publishedDir} does not exist: is --releases-dir the folder ${entry} is served from?` };
  if (!existsSync(path.join(publishedDir, 'types'))) return { skip: `${publishedDir} has no types/ (built before remotes published their types)` };
  let declarations;
  try {
    declarations = declarationsByExposedName(publishedDir);
  } catch (error) {
    return { fail: `its mf-stats.json, which says where each module's declarations are, could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
  const slots = owned.map((slot) => ({ slot, declarations: declarations.get(slot.slice(remote.length + 1)) }));
  const missing = slots.filter((s) => !s.declarations).map((s) => s.slot);
  if (missing.length) return { fail: `no declarations of ${missing.join(', ')} (mf-stats.json names no source file under src/ for them)` };
  return { slots: /** @type {{ slot: string, declarations: string }[]} */ (slots) };
}

/**
 * Checks every deployed version's published declarations against today's contract.
 * The declarations are copied under the remote's own `node_modules/` for the run, so their
 * imports (`react`, `@storefront/shared`, …) resolve to today's packages exactly as the
 * remote's own source does; the copies are removed afterwards.
 * @param {{ manifest: ReleaseManifest, releasesDir: string, contract?: readonly string[], workspaceDir?: string }} options
 * @returns {DeployedTypesCheck}
 */
export function checkDeployedTypes({ manifest, releasesDir, contract = readSlotContract(), workspaceDir = root }) {
  /** @type {DeployedTypesCheck} */
  const result = { ok: true, checked: [], skipped: [], failed: [], problems: [] };
  /** @type {(remote: string, version: string, error: string) => void} */
  const fail = (remote, version, error) => {
    const failure = result.failed.find((f) => f.remote === remote && f.version === version);
    if (failure) failure.errors.push(error);
    else result.failed.push({ remote, version, errors: [error] });
  };
  /** @type {Map<string, { remote: string, version: string, publishedDir: string, checkFile: string, slots: string[], firstCheckLine: number }>} by its copy's folder */
  const staged = new Map();
  /** @type {Map<string, string>} per remote, its temporary folder under its node_modules */
  const workDirs = new Map();

  try {
    for (const deployed of deployedVersions(manifest)) {
      const { remote, version } = deployed;
      const publishedDir = path.join(releasesDir, remote, version);
      const plan = planVersion(deployed, contract, publishedDir);
      if ('skip' in plan) result.skipped.push({ remote, version, reason: plan.skip });
      else if ('fail' in plan) fail(remote, version, plan.fail);
      else {
        if (!workDirs.has(remote)) workDirs.set(remote, mkdtempSync(path.join(workspaceDir, `remote-${remote}`, 'node_modules', '.deployed-types-')));
        const workDir = path.join(/** @type {string} */ (workDirs.get(remote)), version);
        mkdirSync(workDir);
        cpSync(path.join(publishedDir, 'types'), path.join(workDir, 'types'), { recursive: true });
        const { text, firstCheckLine } = checkFileText(versionKey(remote, version), plan.slots);
        const checkFile = path.join(workDir, 'check.ts');
        writeFileSync(checkFile, text);
        staged.set(workDir, { remote, version, publishedDir, checkFile, slots: plan.slots.map((s) => s.slot), firstCheckLine });
      }
    }
    if (staged.size > 0) typeCheck([...staged.values()].map((v) => v.checkFile), workspaceDir, (diagnostic) => {
      const file = diagnostic.file;
      const workDir = file && [...staged.keys()].find((dir) => file.fileName.startsWith(`${dir}/`));
      const version = workDir && staged.get(workDir);
      if (!workDir || !version) {
        // Libraries' own declarations are not ours to check (as skipLibCheck would have it).
        if (!file?.isDeclarationFile) result.problems.push(formatDiagnostic(diagnostic));
        return;
      }
      // An error in the check file is named by its slot; any path, by the published file, not its temporary copy.
      const line = file.fileName === version.checkFile && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
      const slot = version.slots[line - version.firstCheckLine];
      const message = slot ? `${slot}: ${formatDiagnostic({ ...diagnostic, file: undefined })}` : formatDiagnostic(diagnostic);
      fail(version.remote, version.version, message.split(workDir).join(version.publishedDir));
    });
    for (const { remote, version, slots } of staged.values()) {
      if (!result.failed.some((f) => f.remote === remote && f.version === version)) result.checked.push({ remote, version, slots });
    }
  } finally {
    for (const dir of workDirs.values()) rmSync(dir, { recursive: true, force: true });
  }
  result.ok = result.failed.length === 0 && result.problems.length === 0;
  return result;
}

/**
 * `tsc --noEmit` over the check files with the workspace's compiler settings
 * (tsconfig.base.json). Declaration files are checked (the caller ignores libraries' errors),
 * so a deployed declaration that imports what today's packages no longer have is an error
 * rather than a silent `any`.
 * @param {string[]} files @param {string} workspaceDir @param {(diagnostic: ts.Diagnostic) => void} report
 */
function typeCheck(files, workspaceDir, report) {
  const config = {
    extends: path.join(workspaceDir, 'tsconfig.base.json'),
    compilerOptions: { noEmit: true, skipLibCheck: false, types: ['node'] },
    files,
  };
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, workspaceDir);
  parsed.errors.forEach(report);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  ts.getPreEmitDiagnostics(program).forEach(report);
}

/** `file(line,col): error TS2322: …` with the whole message chain (absolute paths). @param {ts.Diagnostic} diagnostic */
function formatDiagnostic(diagnostic) {
  const text = `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  if (!diagnostic.file || diagnostic.start === undefined) return text;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${diagnostic.file.fileName}(${line + 1},${character + 1}): ${text}`;
}

const USAGE = 'Usage: node scripts/check-deployed-types.mjs [--manifest <path>] [--releases-dir <dir>]';

/**
 * The command: prints each deployed version's result and returns the exit code.
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, error?: (line: string) => void }} [io]
 */
export function main(args, { env = process.env, log = console.log, error = console.error } = {}) {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { manifest: { type: 'string' }, 'releases-dir': { type: 'string' } }, allowPositionals: false, strict: true }));
  } catch (parseError) {
    error(`${parseError instanceof Error ? parseError.message : String(parseError)}\n${USAGE}`);
    return 2;
  }
  const releasesDir = path.resolve(values['releases-dir'] ?? defaultReleasesDir(env));
  const manifestPath = values.manifest ?? env.REMOTES_MANIFEST ?? path.join(releasesDir, 'remotes.json');
  let manifest;
  try {
    manifest = readReleaseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')));
  } catch (readError) {
    error(`${manifestPath} could not be read: ${readError instanceof Error ? readError.message : String(readError)}`);
    return 2;
  }

  const check = checkDeployedTypes({ manifest, releasesDir });
  for (const { remote, version, slots } of check.checked) log(`${versionKey(remote, version)} fits today's contract (${slots.join(', ')}).`);
  for (const { remote, version, reason } of check.skipped) log(`${versionKey(remote, version)} skipped: ${reason}.`);
  for (const { remote, version, errors } of check.failed) error(`${versionKey(remote, version)} does not fit today's contract:\n  ${errors.join('\n').split('\n').join('\n  ')}`);
  if (check.problems.length) error(`Today's workspace does not type-check:\n  ${check.problems.join('\n').split('\n').join('\n  ')}`);
  return check.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
