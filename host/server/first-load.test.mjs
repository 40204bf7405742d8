import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { createManifestSource, firstLoadPreloads } from './first-load.mjs';

/** @param {Record<string, string[]>} chunkGroups @param {Record<string, string[]>} [shared] */
const manifestWith = (chunkGroups, shared = {}) => ({ metaData: { firstLoad: { chunkGroups, shared } } });

const HOST = manifestWith(
  { main: ['main.js'], bootstrap: ['chunks/bootstrap.1.js'] },
  { react: ['chunks/react.1.js'], '@storefront/shared': ['chunks/axios.1.js', 'chunks/shared.1.js'] },
);
/** @type {Record<string, import('./first-load.mjs').BuildManifest>} */
const REMOTES = {
  'http://cat.test/remoteEntry.js': manifestWith({
    __federation_expose_routes: ['chunks/routes.1.js'],
    'event-page': ['chunks/split.1.js', 'chunks/event-page.1.js'],
    'event-listing': ['chunks/event-listing.1.js'],
  }),
  'http://co.test/v2/remoteEntry.js': manifestWith({ __federation_expose_CartWidget: ['chunks/common.1.js', 'chunks/widget.1.js'] }),
};
const remotesManifest = {
  remotes: [
    { name: 'catalog', entry: 'http://cat.test/remoteEntry.js' },
    { name: 'checkout', entry: 'http://co.test/v2/remoteEntry.js' },
    { name: 'account', entry: 'http://acc.test/remoteEntry.js' },
  ],
};
const source = {
  hostManifest: async () => HOST,
  remoteManifest: async (/** @type {string} */ entry) => REMOTES[entry] ?? null,
};

test('the route owner comes right after the host, other regions follow at low priority', async () => {
  const preloads = await firstLoadPreloads({
    source,
    remotesManifest,
    owner: 'catalog',
    routeChunks: ['event-page'],
    regions: ['checkout/CartWidget', 'catalog/routes'],
  });
  assert.deepEqual(preloads, [
    { url: '/main.js', priority: 'high' },
    { url: '/chunks/bootstrap.1.js', priority: 'high' },
    { url: '/chunks/react.1.js', priority: 'high' },
    { url: '/chunks/axios.1.js', priority: 'high' },
    { url: '/chunks/shared.1.js', priority: 'high' },
    { url: 'http://cat.test/remoteEntry.js', priority: 'high' },
    { url: 'http://cat.test/chunks/routes.1.js', priority: 'high' },
    { url: 'http://cat.test/chunks/split.1.js', priority: 'high' },
    { url: 'http://cat.test/chunks/event-page.1.js', priority: 'high' },
    { url: 'http://co.test/v2/remoteEntry.js', priority: 'low' },
    { url: 'http://co.test/v2/chunks/common.1.js', priority: 'low' },
    { url: 'http://co.test/v2/chunks/widget.1.js', priority: 'low' },
  ]);
});

test('a remote without a readable manifest still gets its entry preloaded; unknown remotes are ignored', async () => {
  const preloads = await firstLoadPreloads({ source, remotesManifest, owner: 'catalog', regions: ['account/MemberMenu', 'nowhere/Thing'] });
  assert.deepEqual(
    preloads.filter((p) => p.url.startsWith('http')),
    [{ url: 'http://acc.test/remoteEntry.js', priority: 'low' }],
  );
});

test('a page never waits for a remote manifest: it gets the last one read, refreshed in the background after its time to live', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(HOST));
  let clock = 0;
  /** @type {string[]} */
  const fetched = [];
  /** @type {unknown} */
  let answer = REMOTES['http://cat.test/remoteEntry.js'];
  /** A stand-in for fetch: only what the source reads of a response. @type {typeof fetch} */
  const fetchImpl = async (url) => {
    fetched.push(String(url));
    const body = answer;
    return /** @type {Response} */ (/** @type {unknown} */ ({ ok: true, json: async () => body }));
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const manifests = createManifestSource({ hostDistDir: dir, fetchImpl, now: () => clock });
  assert.deepEqual(await manifests.hostManifest(), HOST);
  const entry = 'http://cat.test/remoteEntry.js';
  assert.equal(await manifests.remoteManifest(entry), null, 'nothing known yet: no preloads, no waiting');
  await settle();
  assert.deepEqual(await manifests.remoteManifest(entry), REMOTES[entry]);
  clock = 4_000;
  await manifests.remoteManifest(entry);
  assert.deepEqual(fetched, ['http://cat.test/mf-manifest.json']);
  answer = { released: true };
  clock = 6_000;
  assert.deepEqual(await manifests.remoteManifest(entry), REMOTES[entry], 'stale, served while it is read again');
  await settle();
  assert.equal(fetched.length, 2);
  assert.deepEqual(await manifests.remoteManifest(entry), { released: true });
});

test('an unreadable manifest is no preloads, not an error', async () => {
  const manifests = createManifestSource({
    hostDistDir: '/nonexistent',
    fetchImpl: async () => {
      throw new Error('connection refused');
    },
  });
  assert.equal(await manifests.hostManifest(), null);
  assert.equal(await manifests.remoteManifest('http://down.test/remoteEntry.js'), null);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(await manifests.remoteManifest('http://down.test/remoteEntry.js'), null);
});

test('in the monolith, regions and the route screen are the host’s own chunks, in the same order', async () => {
  const monolith = manifestWith({
    main: ['main.js'],
    'catalog-routes': ['chunks/catalog-routes.1.js'],
    'event-page': ['chunks/event-page.1.js'],
    'checkout-CartWidget': ['chunks/checkout-CartWidget.1.js'],
  });
  const preloads = await firstLoadPreloads({
    source: { hostManifest: async () => monolith, remoteManifest: async () => null },
    remotesManifest: { remotes: [] },
    owner: 'catalog',
    routeChunks: ['event-page'],
    regions: ['checkout/CartWidget', 'catalog/routes'],
  });
  assert.deepEqual(preloads, [
    { url: '/main.js', priority: 'high' },
    { url: '/chunks/catalog-routes.1.js', priority: 'high' },
    { url: '/chunks/event-page.1.js', priority: 'high' },
    { url: '/chunks/checkout-CartWidget.1.js', priority: 'low' },
  ]);
});

test('the host manifest falls back to first-load.json (the monolith build)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify(HOST));
  assert.deepEqual(await createManifestSource({ hostDistDir: dir }).hostManifest(), HOST);
});

test("a remote's manifest cannot point the page at another origin's scripts", async () => {
  const hostile = manifestWith({ __federation_expose_routes: ['https://evil.test/x.js', '//evil.test/y.js', 'chunks/routes.1.js'] });
  const preloads = await firstLoadPreloads({
    source: { hostManifest: async () => null, remoteManifest: async () => hostile },
    remotesManifest,
    owner: 'catalog',
    regions: ['catalog/routes'],
  });
  assert.deepEqual(
    preloads.map((p) => p.url),
    ['http://cat.test/remoteEntry.js', 'http://cat.test/chunks/routes.1.js'],
  );
});

test("a published release on the storefront's own origin: its manifest is read from this server, its files preloaded as paths", async () => {
  const entry = '/releases/catalog/1.4.0+ab12cd34/remoteEntry.js';
  const published = manifestWith({ __federation_expose_routes: ['chunks/routes.1.js', 'https://evil.test/x.js', '//evil.test/y.js'] });
  const preloads = await firstLoadPreloads({
    source: { hostManifest: async () => null, remoteManifest: async () => published },
    remotesManifest: { remotes: [{ name: 'catalog', entry }] },
    owner: 'catalog',
    regions: ['catalog/routes'],
  });
  assert.deepEqual(
    preloads.map((p) => p.url),
    [entry, '/releases/catalog/1.4.0+ab12cd34/chunks/routes.1.js'],
  );

  /** @type {string[]} */
  const fetched = [];
  /** A stand-in for fetch: only what the source reads of a response. @type {typeof fetch} */
  const fetchImpl = async (url) => {
    fetched.push(String(url));
    return /** @type {Response} */ (/** @type {unknown} */ ({ ok: true, json: async () => published }));
  };
  /** @type {string | undefined} */
  let selfUrl;
  const manifests = createManifestSource({ hostDistDir: '/nonexistent', fetchImpl, selfUrl: () => selfUrl });
  assert.equal(await manifests.remoteManifest(entry), null, 'not listening yet: nowhere to read it from');
  assert.deepEqual(fetched, []);
  selfUrl = 'http://127.0.0.1:3000';
  await manifests.remoteManifest(entry);
  assert.deepEqual(fetched, ['http://127.0.0.1:3000/releases/catalog/1.4.0+ab12cd34/mf-manifest.json']);
});
