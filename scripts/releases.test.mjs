/**
 * The release tooling (ADR 0024) on small fake builds in a temporary folder, so it runs
 * without a prior build: versions named by content, publishing whole or not at all and
 * never over an existing version, the commands through the manifest file and through the
 * storefront's admin endpoints (a stand-in server), and the CLI's exit codes.
 * Run with `node --test scripts/releases.test.mjs`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ReleaseError } from '../host/server/release-manifest.mjs';
import { buildId, buildVersion, main, publishBuild, publishLatestBuilds } from './releases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(here, 'releases.mjs');
const catalogPackageVersion = JSON.parse(await readFile(path.join(here, '..', 'remote-catalog', 'package.json'), 'utf8')).version;

/** @type {string} */
let work;
before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'releases-test-'));
});
after(() => rm(work, { recursive: true, force: true }));

let folders = 0;
/** A fresh folder under the test's temporary one. */
const freshDir = async (/** @type {string} */ name) => {
  const dir = path.join(work, `${name}-${(folders += 1)}`);
  await mkdir(dir, { recursive: true });
  return dir;
};

/** A remote's build folder as webpack writes it, small; `label` makes builds differ. */
async function fakeBuild(label = 'one', exposes = [{ name: 'routes', path: './routes' }]) {
  const dir = await freshDir(`build-${label}`);
  await mkdir(path.join(dir, 'chunks'));
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'remoteEntry.js'), `var catalog = "${label}";\n`);
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'catalog', exposes, metaData: { publicPath: 'auto' } }));
  await writeFile(path.join(dir, 'chunks', '123.js'), 'export const chunk = 1;\n');
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = {};\n');
  return dir;
}

/** `main` in this process, its output captured. @param {...string} argv */
async function run(...argv) {
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  const err = [];
  const code = await main(argv, { env: {}, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The CLI as `pnpm release …` runs it, in its own process. @param {...string} argv */
function spawnCli(...argv) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  return { code: status, out: stdout, err: stderr };
}

const readJson = async (/** @type {string} */ file) => JSON.parse(await readFile(file, 'utf8'));

test('a build version is its package version plus an id that is stable for the same files and changes with one byte', async () => {
  const first = await fakeBuild();
  const same = await fakeBuild();
  const version = await buildVersion(first, '1.4.0');
  assert.match(version, /^1\.4\.0\+[0-9a-f]{8}$/);
  assert.equal(await buildVersion(same, '1.4.0'), version);

  await writeFile(path.join(same, 'chunks', '123.js'), 'export const chunk = 2;\n');
  assert.notEqual(await buildId(same), await buildId(first));

  // A renamed file is another build too, though no content changed.
  const renamed = await fakeBuild();
  await cp(path.join(renamed, 'chunks', '123.js'), path.join(renamed, 'chunks', '124.js'));
  await rm(path.join(renamed, 'chunks', '123.js'));
  assert.notEqual(await buildId(renamed), await buildId(first));
});

test('publishing copies the build into its version folder; the same build again changes nothing, another lands beside it', async () => {
  const releasesDir = await freshDir('releases');
  const build = await fakeBuild();
  const published = await publishBuild({ remote: 'catalog', from: build, releasesDir, packageVersion: '1.0.0' });
  assert.equal(published.alreadyPublished, false);
  assert.equal(published.dir, path.join(releasesDir, 'catalog', published.version));
  assert.equal(published.entry, `/releases/catalog/${published.version}/remoteEntry.js`);
  assert.deepEqual(await readdir(published.dir, { recursive: true }).then((files) => files.sort()), await readdir(build, { recursive: true }).then((files) => files.sort()));
  assert.equal(await readFile(path.join(published.dir, 'remoteEntry.js'), 'utf8'), 'var catalog = "one";\n');

  // An existing version folder is never written to, even when it no longer matches.
  await writeFile(path.join(published.dir, 'remoteEntry.js'), 'tampered');
  const again = await publishBuild({ remote: 'catalog', from: build, releasesDir, packageVersion: '1.0.0', baseUrl: 'https://cdn.example/' });
  assert.deepEqual(again, { ...published, entry: `https://cdn.example/catalog/${published.version}/remoteEntry.js`, alreadyPublished: true });
  assert.equal(await readFile(path.join(published.dir, 'remoteEntry.js'), 'utf8'), 'tampered');

  const other = await publishBuild({ remote: 'catalog', from: await fakeBuild('two'), releasesDir, packageVersion: '1.0.0' });
  assert.notEqual(other.version, published.version);
  assert.deepEqual((await readdir(path.join(releasesDir, 'catalog'))).sort(), [published.version, other.version].sort());
});

test('a publish that fails midway leaves neither a version folder nor its temporary copy', async () => {
  const releasesDir = await freshDir('releases');
  const build = await fakeBuild();
  const brokenCopy = async (/** @type {string} */ from, /** @type {string} */ to) => {
    await mkdir(to);
    await cp(path.join(from, 'remoteEntry.js'), path.join(to, 'remoteEntry.js'));
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  };
  await assert.rejects(publishBuild({ remote: 'catalog', from: build, releasesDir, packageVersion: '1.0.0', copy: brokenCopy }), /ENOSPC/);
  assert.deepEqual(await readdir(path.join(releasesDir, 'catalog')), []);

  // A build that changes while it is copied (a build still running) is refused the same way.
  const copyDuringBuild = async (/** @type {string} */ from, /** @type {string} */ to) => {
    await cp(from, to, { recursive: true });
    await writeFile(path.join(to, 'chunks', '123.js'), 'rebuilt');
  };
  await assert.rejects(publishBuild({ remote: 'catalog', from: build, releasesDir, packageVersion: '1.0.0', copy: copyDuringBuild }), /changed while it was being published/);
  assert.deepEqual(await readdir(path.join(releasesDir, 'catalog')), []);

  const published = await publishBuild({ remote: 'catalog', from: build, releasesDir, packageVersion: '1.0.0' });
  assert.deepEqual(await readdir(path.join(releasesDir, 'catalog')), [published.version]);
});

test('publishing refuses a folder that is not a remote build, and a remote name that is not one', async () => {
  const releasesDir = await freshDir('releases');
  const notABuild = await freshDir('empty');
  await assert.rejects(publishBuild({ remote: 'catalog', from: notABuild, releasesDir, packageVersion: '1.0.0' }), (error) => {
    assert.ok(error instanceof ReleaseError);
    assert.match(error.message, /no remoteEntry\.js, mf-manifest\.json/);
    return true;
  });
  await assert.rejects(publishBuild({ remote: '../host', from: await fakeBuild(), releasesDir, packageVersion: '1.0.0' }), ReleaseError);
  // A build that drops a slot of the contract (the catalog's routes) is never published.
  await assert.rejects(
    publishBuild({ remote: 'catalog', from: await fakeBuild('no-routes', [{ name: 'Routes', path: './Routes' }]), releasesDir, packageVersion: '1.0.0' }),
    (error) => error instanceof ReleaseError && /does not expose catalog\/routes/.test(error.message),
  );
  assert.deepEqual(await readdir(releasesDir), []);
});

test('publish, release, canary, rollback, mark-bad and list through the manifest file', async () => {
  const releasesDir = await freshDir('releases');
  const manifestPath = path.join(releasesDir, 'remotes.json');
  const dirArgs = ['--releases-dir', releasesDir];

  const first = await run('publish', 'catalog', '--from', await fakeBuild('one'), ...dirArgs);
  assert.equal(first.code, 0);
  const v1 = /^catalog@(\S+) published to /.exec(first.out)?.[1];
  assert.ok(v1 !== undefined && v1.startsWith(`${catalogPackageVersion}+`), first.out);
  const second = await run('publish', 'catalog', '--from', await fakeBuild('two'), ...dirArgs);
  const v2 = /^catalog@(\S+) published/.exec(second.out)?.[1];
  assert.ok(v2 && v2 !== v1);
  assert.match((await run('publish', 'catalog', '--from', await fakeBuild('two'), ...dirArgs)).out, new RegExp(`^catalog@${v2.replace('+', '\\+')} already published`));

  // The first version is the default; the second is only published.
  let manifest = await readJson(manifestPath);
  assert.equal(manifest.version, 2);
  assert.deepEqual(manifest.remotes.catalog.default, { version: v1, previous: [] });
  assert.equal(manifest.remotes.catalog.versions[v2].entry, `/releases/catalog/${v2}/remoteEntry.js`);

  const toSeller = await run('release', 'catalog', v2, '--seller', 'harbour-zoo', ...dirArgs);
  assert.deepEqual(toSeller, { code: 0, out: `catalog for harbour-zoo: catalog@${v2}.`, err: '' });
  const canary = await run('release', 'catalog', v2, '--canary', '10%', ...dirArgs);
  assert.equal(canary.out, `catalog for every seller without its own release: catalog@${v1}, canary catalog@${v2} for 10% of visitors.`);
  manifest = await readJson(manifestPath);
  assert.deepEqual(manifest.remotes.catalog.sellers['harbour-zoo'], { version: v2, previous: [v1] });
  assert.deepEqual(manifest.remotes.catalog.default.canary, { version: v2, percent: 10 });

  const listed = await run('list', ...dirArgs);
  assert.equal(listed.code, 0);
  const lines = listed.out.split('\n');
  assert.match(String(lines[0]), /^REMOTE\s+SELLER\s+VERSION\s+CANARY\s+PREVIOUS\s+STATUS$/);
  assert.match(String(lines[1]), new RegExp(`^catalog\\s+default\\s+${v1.replace('+', '\\+')}\\s+${v2.replace('+', '\\+')} 10%\\s+-\\s+good$`));
  assert.match(String(lines[2]), new RegExp(`^catalog\\s+harbour-zoo\\s+${v2.replace('+', '\\+')}\\s+-\\s+${v1.replace('+', '\\+')}\\s+good$`));
  assert.equal(lines[4], 'Published versions:');
  assert.equal(lines.length, 8);

  // A rollback withdraws the canary first, then returns a seller to the default.
  assert.equal((await run('rollback', 'catalog', ...dirArgs)).out, `catalog for every seller without its own release: catalog@${v1}.`);
  assert.equal((await run('rollback', 'catalog', '--seller', 'harbour-zoo', ...dirArgs)).out, `catalog for harbour-zoo: catalog@${v1}.`);
  assert.equal((await run('rollback', 'catalog', '--seller', 'harbour-zoo', ...dirArgs)).out, `catalog for harbour-zoo: follows the default (catalog@${v1}).`);

  const bad = await run('mark-bad', 'catalog', v2, '--reason', 'checkout button missing', ...dirArgs);
  assert.equal(bad.code, 0);
  assert.equal((await readJson(manifestPath)).remotes.catalog.versions[v2].badReason, 'checkout button missing');
  const refused = await run('release', 'catalog', v2, ...dirArgs);
  assert.deepEqual(refused, { code: 1, out: '', err: `catalog@${v2} is marked bad (checkout button missing); publish a new version instead.` });
});

test('an empty manifest is created where none is, and the list says nothing is published', async () => {
  const releasesDir = await freshDir('releases');
  const manifestPath = path.join(releasesDir, 'elsewhere', 'remotes.json');
  assert.deepEqual(await run('list', '--manifest', manifestPath), { code: 0, out: 'Nothing is published yet (pnpm publish:remote <remote>).', err: '' });
  assert.deepEqual(await readJson(manifestPath), { version: 2, remotes: {} });
});

test("the start's publishing releases a build the manifest has not seen, and keeps a rollback made since", async () => {
  const releasesDir = await freshDir('releases');
  const manifestPath = path.join(releasesDir, 'remotes.json');
  /** @type {Record<string, string>} */
  const builds = { catalog: await fakeBuild('one') };
  const start = () => publishLatestBuilds({ remotes: ['catalog'], releasesDir, manifestPath, buildDirOf: (remote) => String(builds[remote]) });

  const [first] = await start();
  assert.ok(first);
  assert.equal(first.released, true);
  assert.deepEqual(await start(), [{ ...first, released: false }]);

  builds.catalog = await fakeBuild('two');
  const [second] = await start();
  assert.ok(second);
  assert.equal(second.released, true);
  assert.deepEqual((await readJson(manifestPath)).remotes.catalog.default, { version: second.version, previous: [first.version] });

  await run('rollback', 'catalog', '--manifest', manifestPath);
  assert.deepEqual(await start(), [{ ...second, released: false }]);
  assert.equal((await readJson(manifestPath)).remotes.catalog.default.version, first.version);
});

/**
 * A stand-in for the storefront server's release admin endpoints: records what it is sent.
 * @param {{ token: string, manifest: object }} options
 */
async function fakeAdminServer({ token, manifest }) {
  /** @type {{ method?: string, url?: string, authorization?: string, body: unknown }[]} */
  const requests = [];
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: body ? JSON.parse(body) : null });
    const reply = (/** @type {number} */ status, /** @type {unknown} */ json) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const error = (/** @type {number} */ status, /** @type {string} */ code, /** @type {string} */ description) => reply(status, [{ _code: code, _context: 'releases', _description: description, _extra: null }]);
    if (request.headers.authorization !== `Bearer ${token}`) return error(401, 'unauthorized', 'A release admin token is required.');
    if (request.method === 'GET' && request.url === '/_storefront/admin/releases') return reply(200, { manifest, rollouts: [] });
    if (request.method === 'POST' && request.url === '/_storefront/admin/releases/release' && JSON.parse(body).version === 'bad') {
      return error(409, 'release_refused', 'catalog@bad is marked bad (crashes); publish a new version instead.');
    }
    if (request.method === 'POST') return reply(200, { manifest, rollouts: [] });
    return error(404, 'not_found', 'No such route.');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('with --server, every command goes to the admin endpoints with the token, and a refusal is printed with exit 1', async () => {
  const at = '2026-11-01T00:00:00.000Z';
  const manifest = {
    version: 2,
    remotes: {
      catalog: {
        versions: { '1.0.0+aaaaaaaa': { entry: '/releases/catalog/1.0.0+aaaaaaaa/remoteEntry.js', status: 'good', publishedAt: at } },
        default: { version: '1.0.0+aaaaaaaa', previous: [] },
        sellers: {},
      },
    },
  };
  const admin = await fakeAdminServer({ token: 'secret', manifest });
  const releasesDir = await freshDir('releases');
  const server = ['--server', admin.url, '--token', 'secret', '--releases-dir', releasesDir];
  try {
    const published = await run('publish', 'catalog', '--from', await fakeBuild(), ...server, '--base-url', 'https://cdn.example/releases');
    assert.equal(published.code, 0);
    const version = /^catalog@(\S+) published/.exec(published.out)?.[1];
    assert.equal((await run('release', 'catalog', '1.0.0+aaaaaaaa', '--seller', 'harbour-zoo', '--canary', '25', ...server)).code, 0);
    assert.equal((await run('rollback', 'catalog', '--seller', 'harbour-zoo', ...server)).code, 0);
    assert.equal((await run('mark-bad', 'catalog', '1.0.0+aaaaaaaa', '--reason', 'crashes', ...server)).code, 0);
    const listed = await run('list', ...server);
    assert.match(listed.out, /^catalog\s+default\s+1\.0\.0\+aaaaaaaa\s+-\s+-\s+good$/m);

    const posts = admin.requests.filter((request) => request.method === 'POST');
    assert.deepEqual(
      posts.map(({ url, body }) => ({ url, body })),
      [
        { url: '/_storefront/admin/releases/publish', body: { remote: 'catalog', version, entry: `https://cdn.example/releases/catalog/${version}/remoteEntry.js` } },
        { url: '/_storefront/admin/releases/release', body: { remote: 'catalog', version: '1.0.0+aaaaaaaa', seller: 'harbour-zoo', canaryPercent: 25 } },
        { url: '/_storefront/admin/releases/rollback', body: { remote: 'catalog', seller: 'harbour-zoo' } },
        { url: '/_storefront/admin/releases/mark-bad', body: { remote: 'catalog', version: '1.0.0+aaaaaaaa', reason: 'crashes' } },
      ],
    );
    assert.ok(admin.requests.every((request) => request.authorization === 'Bearer secret'));
    // The build was still copied where the server serves it from.
    assert.deepEqual(await readdir(path.join(releasesDir, 'catalog')), [version]);

    assert.deepEqual(await run('release', 'catalog', 'bad', ...server), { code: 1, out: '', err: 'catalog@bad is marked bad (crashes); publish a new version instead.' });
    const noToken = await main(['list', '--server', admin.url], { env: {}, out: () => {}, err: (line) => assert.equal(line, 'A release admin token is required.') });
    assert.equal(noToken, 1);
    // The environment names the server and the token as well.
    assert.equal(await main(['list'], { env: { STOREFRONT_ADMIN_URL: admin.url, RELEASES_ADMIN_TOKEN: 'secret' }, out: () => {}, err: assert.fail }), 0);
  } finally {
    await admin.close();
  }
});

test('the CLI exits 2 with its usage on a wrong command line, and 1 with the reason on a refusal', async () => {
  const releasesDir = await freshDir('releases');
  for (const argv of [[], ['deploy', 'catalog'], ['release', 'catalog'], ['release', 'catalog', '1.0.0', '--canary', 'half'], ['rollback', 'catalog', '--canary', '10%'], ['mark-bad', 'catalog', '1.0.0']]) {
    const { code, out, err } = spawnCli(...argv, '--releases-dir', releasesDir);
    assert.equal(code, 2, `${argv.join(' ')}: ${err}`);
    assert.equal(out, '');
    assert.match(err, /\n\nUsage:\n {2}pnpm publish:remote <remote>/);
  }
  const refused = spawnCli('release', 'catalog', '1.0.0', '--releases-dir', releasesDir);
  assert.deepEqual(refused, { code: 1, out: '', err: 'There is no remote "catalog". Known: none.\n' });
  const notBuilt = spawnCli('publish', 'catalog', '--from', await freshDir('empty'), '--releases-dir', releasesDir);
  assert.equal(notBuilt.code, 1);
  assert.match(notBuilt.err, /is not a remote's build folder/);
});
