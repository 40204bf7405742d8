import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { readReleaseManifest } from '../host/server/release-manifest.mjs';
import { checkDeployedTypes, deployedVersions, main } from './check-deployed-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const at = '2026-01-01T00:00:00.000Z';

/**
 * A published catalog build: mf-stats.json naming its routes module's source, and, unless `routes` is null, `types/routes.d.ts`.
 * @param {string} releasesDir @param {string} version @param {string | null} routes
 */
function publishCatalog(releasesDir, version, routes) {
  const dir = path.join(releasesDir, 'catalog', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-stats.json'), JSON.stringify({ name: 'catalog', exposes: [{ name: 'routes', path: './routes', file: 'src/routes.tsx' }] }));
  if (routes !== null) {
    mkdirSync(path.join(dir, 'types'));
    writeFileSync(path.join(dir, 'types', 'routes.d.ts'), routes);
  }
}

/** A routes module's declarations as tsc emits them, with its screen's signature and its routeChunks' type. */
const routesDeclarations = ({ screen = '()', routeChunks = 'RouteChunks' } = {}) => `import { type RouteChunks } from '@storefront/shared';
import './catalog.css';
export declare const routeChunks: ${routeChunks};
declare function CatalogRoutes${screen}: import("react").JSX.Element;
declare const _default: typeof CatalogRoutes;
export default _default;
`;

/** @param {string} version @returns {import('../host/server/release-manifest.mjs').RemoteVersion} */
const published = (version) => ({ entry: `/releases/catalog/${version}/remoteEntry.js`, status: 'good', publishedAt: at });

/**
 * The default runs 1.0.0 (fits) with a canary of 1.2.0 (routeChunks of another signature);
 * seller "opera" runs 1.1.0 (its screen needs a prop); seller "jazz" runs 0.9.0 (built before
 * types); 0.5.0 (broken, but only a previous version) runs nowhere; checkout is served by a dev server.
 */
const manifest = readReleaseManifest({
  version: 2,
  remotes: {
    catalog: {
      versions: Object.fromEntries(['0.5.0+aa', '0.9.0+bb', '1.0.0+cc', '1.1.0+dd', '1.2.0+ee'].map((v) => [v, published(v)])),
      default: { version: '1.0.0+cc', canary: { version: '1.2.0+ee', percent: 10 }, previous: ['0.5.0+aa'] },
      sellers: { opera: { version: '1.1.0+dd', previous: ['1.0.0+cc'] }, jazz: { version: '0.9.0+bb', previous: [] } },
    },
    checkout: {
      versions: { current: { entry: 'http://localhost:3002/remoteEntry.js', status: 'good', publishedAt: at } },
      default: { version: 'current', previous: [] },
      sellers: {},
    },
  },
});

const deployedTypesDirs = () => readdirSync(path.join(root, 'remote-catalog', 'node_modules')).filter((name) => name.startsWith('.deployed-types-'));

describe('checkDeployedTypes', () => {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'deployed-types-'));
  after(() => rmSync(releasesDir, { recursive: true, force: true }));
  /** @type {import('./check-deployed-types.mjs').DeployedTypesCheck} */
  let check;
  /** @type {string[]} */
  let workDirsBefore;
  before(() => {
    publishCatalog(releasesDir, '0.5.0+aa', 'this is not TypeScript');
    publishCatalog(releasesDir, '0.9.0+bb', null);
    publishCatalog(releasesDir, '1.0.0+cc', routesDeclarations());
    publishCatalog(releasesDir, '1.1.0+dd', routesDeclarations({ screen: '(props: { seller: string })' }));
    publishCatalog(releasesDir, '1.2.0+ee', routesDeclarations({ routeChunks: '(pathname: string) => string[]' }));
    workDirsBefore = deployedTypesDirs();
    check = checkDeployedTypes({ manifest, releasesDir });
  });

  it('lists the versions rollouts run: default, canary, sellers, once each, not previous ones', () => {
    assert.deepEqual(
      deployedVersions(manifest).map(({ remote, version }) => `${remote}@${version}`),
      ['catalog@1.0.0+cc', 'catalog@1.2.0+ee', 'catalog@1.1.0+dd', 'catalog@0.9.0+bb', 'checkout@current'],
    );
  });

  it('passes a version whose declarations satisfy the contract', () => {
    assert.deepEqual(check.checked, [{ remote: 'catalog', version: '1.0.0+cc', slots: ['catalog/routes'] }]);
  });

  it('fails a version whose screen needs a prop, and one whose routeChunks has another signature, naming each with the TypeScript error', () => {
    assert.equal(check.ok, false);
    assert.deepEqual(check.failed.map(({ version }) => version).sort(), ['1.1.0+dd', '1.2.0+ee']);
    const errorsOf = (/** @type {string} */ version) => check.failed.find((f) => f.version === version)?.errors.join('\n') ?? '';
    assert.match(errorsOf('1.1.0+dd'), /^catalog\/routes: error TS2322: .*not assignable to type 'RoutesModule'/);
    assert.match(errorsOf('1.1.0+dd'), /Property 'seller' is missing in type 'NoProps'/);
    assert.match(errorsOf('1.2.0+ee'), /Types of property 'routeChunks' are incompatible/);
    // Named by the published files, not the temporary copies the check made.
    assert.ok(errorsOf('1.2.0+ee').includes(path.join(releasesDir, 'catalog', '1.2.0+ee', 'types', 'routes')));
    assert.deepEqual(check.problems, []);
  });

  it('skips, saying why, a version built before types and one not served from a published folder', () => {
    assert.deepEqual(check.skipped.map(({ remote, version }) => `${remote}@${version}`), ['catalog@0.9.0+bb', 'checkout@current']);
    assert.match(String(check.skipped[0]?.reason), /has no types\/ \(built before remotes published their types\)/);
    assert.match(String(check.skipped[1]?.reason), /runs from http:\/\/localhost:3002\/remoteEntry.js, not a published build/);
  });

  it('removes its temporary copies of the declarations', () => {
    assert.deepEqual(deployedTypesDirs(), workDirsBefore);
  });
});

describe('check-deployed-types (command)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deployed-types-command-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  /** @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
  const run = (args, env = {}) => {
    /** @type {{ log: string[], error: string[] }} */
    const lines = { log: [], error: [] };
    const code = main(args, { env, log: (l) => lines.log.push(l), error: (l) => lines.error.push(l) });
    return { code, ...lines };
  };
  /** @param {string} name @param {object} remotes */
  const writeManifest = (name, remotes) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify({ version: 2, remotes }));
    return file;
  };
  const catalogOnly = (/** @type {string} */ version) => ({ catalog: { versions: { [version]: published(version) }, default: { version, previous: [] }, sellers: {} } });

  it('answers 2 with the usage to an unknown option, and to an unreadable manifest', () => {
    const unknown = run(['--manifests', 'x.json']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.error.join('\n'), /Usage: node scripts\/check-deployed-types.mjs/);
    const unreadable = run(['--manifest', path.join(dir, 'missing.json'), '--releases-dir', dir]);
    assert.equal(unreadable.code, 2);
    assert.match(unreadable.error.join('\n'), /missing\.json could not be read/);
  });

  it('answers 0 when every deployed version is skipped, saying so; the manifest defaults to the releases folder', () => {
    writeManifest('remotes.json', catalogOnly('0.9.0+bb'));
    publishCatalog(dir, '0.9.0+bb', null);
    const result = run([], { RELEASES_DIR: dir });
    assert.equal(result.code, 0);
    assert.deepEqual(result.log, [`catalog@0.9.0+bb skipped: ${path.join(dir, 'catalog', '0.9.0+bb')} has no types/ (built before remotes published their types).`]);
  });

  it('answers 1 naming a deployed version missing from the releases folder', () => {
    const manifestPath = writeManifest('elsewhere.json', catalogOnly('2.0.0+ff'));
    const result = run(['--releases-dir', dir], { REMOTES_MANIFEST: manifestPath });
    assert.equal(result.code, 1);
    assert.match(result.error.join('\n'), /^catalog@2\.0\.0\+ff does not fit today's contract:\n {2}.*2\.0\.0\+ff does not exist: is --releases-dir the folder/);
  });
});

describe("the remotes' declarations", () => {
  it('are emitted for exactly the modules each remote exposes (tsconfig.exposes.json follows webpack.config.js)', () => {
    for (const remote of ['catalog', 'checkout', 'account']) {
      const dir = path.join(root, `remote-${remote}`);
      const exposed = Object.values(require(path.join(dir, 'webpack.config.js')).exposes).map((/** @type {string} */ file) => path.normalize(file));
      const { files, compilerOptions } = JSON.parse(readFileSync(path.join(dir, 'tsconfig.exposes.json'), 'utf8'));
      assert.deepEqual(files.map((/** @type {string} */ file) => path.normalize(file)).sort(), exposed.sort(), remote);
      // The check finds a module's declarations from its source file under src/ (mf-stats.json).
      assert.deepEqual([compilerOptions.rootDir, compilerOptions.outDir], ['src', 'dist/types'], remote);
    }
  });
});
