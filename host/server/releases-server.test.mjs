/**
 * The storefront server's side of independent releases (ADR 0024), against a stub platform
 * API and a release manifest on disk (node:test): remotes resolved per seller and visitor,
 * the visitor and avoid cookies, the last manifest read when the file breaks, published
 * builds served, the release admin endpoints and the failure beacon.
 */
import { afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildStorefrontServer } from './index.mjs';
import { canaryBucket } from './release-manifest.mjs';

const sellers = [
  { id: 's-1', slug: 'city-museum', name: 'City Museum', default_currency_code: 'USD', web: {} },
  { id: 's-2', slug: 'harbour-zoo', name: 'Harbour Zoo', default_currency_code: 'GBP', web: {} },
];
const V1 = '1.0.0+aaaa1111';
const V2 = '1.1.0+bbbb2222';
const V1_ENTRY = `/releases/catalog/${V1}/remoteEntry.js`;
const V2_ENTRY = 'https://cdn.example/catalog/1.1.0/remoteEntry.js';
const TOKEN = 'release-token-for-tests';
const ADMIN = { authorization: `Bearer ${TOKEN}` };
const ADMIN_PATH = '/_storefront/admin/releases';
const BEACON_PATH = '/_storefront/remote-failures';

/** @typedef {import('./release-manifest.mjs').Rollout} Rollout */

/** Catalog v1 for everybody, v2 (on another origin) for Harbour Zoo. */
const twoVersions = () => ({
  version: 2,
  remotes: {
    catalog: {
      versions: {
        [V1]: { entry: V1_ENTRY, status: 'good', publishedAt: '2026-01-01T00:00:00.000Z' },
        [V2]: { entry: V2_ENTRY, status: 'good', publishedAt: '2026-02-01T00:00:00.000Z' },
      },
      default: /** @type {Rollout} */ ({ version: V1, previous: [] }),
      sellers: { 'harbour-zoo': /** @type {Rollout} */ ({ version: V2, previous: [V1] }) },
    },
  },
});

const visitorId = (/** @type {number} */ n) => `0c6f1f0e-5d3b-4b8e-9f7a-${String(n).padStart(12, '0')}`;
const visitorCookie = (/** @type {number} */ n) => `sf_visitor=${visitorId(n)}`;
/** A Set-Cookie header's attributes, in no particular order (the cookie library writes them in its own). */
const cookieAttributes = (/** @type {unknown} */ header) => String(header).split('; ').slice(1).sort();

/** The catalog remote a page embeds. @param {string} html @returns {import('./release-manifest.mjs').ResolvedRemote} */
function embeddedCatalog(html) {
  const match = /window\.__STOREFRONT_REMOTES__=(\{.*?\});/.exec(html);
  assert.ok(match, 'the page embeds its remotes');
  /** @type {{ remotes: import('./release-manifest.mjs').ResolvedRemote[] }} */
  const embedded = JSON.parse(match[1] ?? '');
  const catalog = embedded.remotes.find((remote) => remote.name === 'catalog');
  assert.ok(catalog, 'the page embeds the catalog');
  return catalog;
}

const scriptSources = (/** @type {import('fastify').LightMyRequestResponse} */ res) =>
  String(res.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

/** @type {string} */
let apiUrl;
before(async () => {
  const api = Fastify();
  api.get('/api/sellers', async () => ({ data: sellers }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.server.address()).port}`;
  // Closed with the process: node:test runs this file's suites in one process.
  api.server.unref();
});

/**
 * A storefront over a fresh folder: its manifest (`manifest`, or none) and published builds.
 * @param {{ manifest?: object | null } & NonNullable<Parameters<typeof buildStorefrontServer>[0]>} [options]
 */
async function startStorefront({ manifest = twoVersions(), ...options } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-releases-'));
  const manifestPath = path.join(dir, 'remotes.json');
  if (manifest) writeFileSync(manifestPath, JSON.stringify(manifest));
  const releasesDir = path.join(dir, 'releases');
  const storefront = await buildStorefrontServer({
    apiUrl,
    remotesManifestPath: manifestPath,
    releasesDir,
    // The browser renders: these tests are about which builds, not their markup.
    renderEntry: path.join(dir, 'no-render.js'),
    selfUrl: 'http://127.0.0.1:9',
    ...options,
  });
  const readManifest = () => JSON.parse(readFileSync(manifestPath, 'utf8'));
  const writeManifest = (/** @type {string | object} */ json) => writeFileSync(manifestPath, typeof json === 'string' ? json : JSON.stringify(json));
  return { storefront, manifestPath, releasesDir, readManifest, writeManifest };
}
/** @typedef {Awaited<ReturnType<typeof startStorefront>>} StartedStorefront */

describe('remotes resolved per seller and visitor', () => {
  /** @type {StartedStorefront} */
  let server;
  beforeEach(async () => {
    server = await startStorefront();
  });
  afterEach(() => server.storefront.close());

  it("embeds each seller's build: the default for one, the seller's own for the other, each with its fallback", async () => {
    const museum = await server.storefront.inject({ url: '/events', headers: { cookie: visitorCookie(1) } });
    assert.equal(museum.statusCode, 200);
    assert.deepEqual(embeddedCatalog(museum.body), {
      name: 'catalog',
      version: V1,
      entry: V1_ENTRY,
      via: 'default',
      fallback: { version: V2, entry: V2_ENTRY },
    });
    const zoo = embeddedCatalog((await server.storefront.inject({ url: '/harbour-zoo/events', headers: { cookie: visitorCookie(1) } })).body);
    assert.equal(zoo.version, V2);
    assert.equal(zoo.entry, V2_ENTRY);
    assert.equal(zoo.via, 'seller');
    assert.equal(zoo.fallback?.version, V1);
  });

  it('lets the page load its build and its fallback: a path is the page\'s own origin, another origin is named', async () => {
    const res = await server.storefront.inject({ url: '/events', headers: { cookie: visitorCookie(1) } });
    const sources = scriptSources(res);
    assert.ok(sources?.includes("'self'"));
    assert.ok(sources?.includes('https://cdn.example'), 'the fallback build on the CDN');
    assert.match(res.body, new RegExp(`<link rel="preload" as="script" href="${V1_ENTRY.replace(/[+.]/g, '\\$&')}"`));
  });

  it('answers /remotes.json for this visitor and a seller given in the query, not cached', async () => {
    const res = await server.storefront.inject({ url: '/remotes.json?seller=harbour-zoo', headers: { cookie: visitorCookie(1) } });
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.json().remotes[0].version, V2);
    assert.equal((await server.storefront.inject({ url: '/remotes.json', headers: { cookie: visitorCookie(1) } })).json().remotes[0].version, V1);
    const refused = await server.storefront.inject('/remotes.json?seller=../etc');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json()[0]._code, 'validation_failed');
  });

  it('splits a canary by the visitor id, each visitor always on the same side, a new visitor already by the id it is given', async () => {
    const manifest = twoVersions();
    manifest.remotes.catalog.default.canary = { version: V2, percent: 50 };
    server.writeManifest(manifest);
    const onCanary = (/** @type {string} */ id) => canaryBucket('catalog', id) < 50;
    const ids = Array.from({ length: 20 }, (_, n) => n);
    const canaryVisitor = ids.find((n) => onCanary(visitorId(n)));
    const stableVisitor = ids.find((n) => !onCanary(visitorId(n)));
    assert.ok(canaryVisitor !== undefined && stableVisitor !== undefined, 'twenty ids fall on both sides');
    for (let round = 0; round < 2; round += 1) {
      const canary = embeddedCatalog((await server.storefront.inject({ url: '/events', headers: { cookie: visitorCookie(canaryVisitor) } })).body);
      assert.deepEqual([canary.version, canary.via], [V2, 'canary']);
      const stable = embeddedCatalog((await server.storefront.inject({ url: '/events', headers: { cookie: visitorCookie(stableVisitor) } })).body);
      assert.deepEqual([stable.version, stable.via], [V1, 'default']);
    }
    const first = await server.storefront.inject('/events');
    const givenId = /sf_visitor=([0-9a-f-]{36})/.exec(String(first.headers['set-cookie']))?.[1];
    assert.ok(givenId, 'a new visitor is given an id');
    assert.equal(embeddedCatalog(first.body).version, onCanary(givenId) ? V2 : V1);
  });

  it('gives a new visitor a random id once, and keeps a valid one', async () => {
    const first = await server.storefront.inject('/events');
    assert.match(String(first.headers['set-cookie']), /^sf_visitor=[0-9a-f-]{36};/);
    assert.deepEqual(cookieAttributes(first.headers['set-cookie']), ['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    const second = await server.storefront.inject('/events');
    assert.notEqual(first.headers['set-cookie'], second.headers['set-cookie'], 'random per new visitor');
    assert.equal((await server.storefront.inject({ url: '/events', headers: { cookie: `a=b; ${visitorCookie(3)}` } })).headers['set-cookie'], undefined);
    const malformed = await server.storefront.inject({ url: '/events', headers: { cookie: 'sf_visitor=not-a-uuid' } });
    assert.match(String(malformed.headers['set-cookie']), /^sf_visitor=[0-9a-f-]{36};/);
  });

  it('passes over versions the browser avoids, and ignores an avoid cookie that is malformed or too long', async () => {
    const avoiding = (/** @type {string} */ value) => server.storefront.inject({ url: '/events', headers: { cookie: `${visitorCookie(1)}; sf_avoid_remotes=${value}` } });
    const passedOver = embeddedCatalog((await avoiding(encodeURIComponent(`catalog@${V1}`))).body);
    assert.deepEqual([passedOver.version, passedOver.via], [V2, 'last-good']);
    assert.equal(embeddedCatalog((await avoiding(`catalog@${V1}`)).body).version, V2, 'unencoded too');
    assert.equal(embeddedCatalog((await avoiding(encodeURIComponent(`catalog@${V1},Bad Name@x`))).body).version, V1);
    assert.equal(embeddedCatalog((await avoiding('%E0%A4%A')).body).version, V1);
    const eleven = Array.from({ length: 11 }, (_, n) => (n === 0 ? `catalog@${V1}` : `other@${n}.0.0`)).join(',');
    assert.equal(embeddedCatalog((await avoiding(encodeURIComponent(eleven))).body).version, V1);
  });

  it('keeps serving the last manifest it read when the file breaks, and takes the fixed one', async () => {
    assert.equal((await server.storefront.inject('/events')).statusCode, 200);
    server.writeManifest('{ "version": 2, "remotes": ');
    const broken = await server.storefront.inject({ url: '/events', headers: { cookie: visitorCookie(1) } });
    assert.equal(broken.statusCode, 200);
    assert.equal(embeddedCatalog(broken.body).version, V1);
    const fixed = twoVersions();
    fixed.remotes.catalog.default = { version: V2, previous: [V1] };
    server.writeManifest(fixed);
    assert.equal(embeddedCatalog((await server.storefront.inject({ url: '/events', headers: { cookie: visitorCookie(1) } })).body).version, V2);
  });

  it('answers the unavailable page when no manifest was ever read', async () => {
    const never = await startStorefront({ manifest: null });
    try {
      never.writeManifest('not json');
      const res = await never.storefront.inject('/events');
      assert.equal(res.statusCode, 503);
      assert.match(res.body, /The storefront is unavailable right now\./);
    } finally {
      await never.storefront.close();
    }
  });

  it('marks the visitor cookie Secure when the page was asked for over https', async () => {
    const behindProxy = await startStorefront({ trustProxy: true });
    try {
      const res = await behindProxy.storefront.inject({ url: '/events', headers: { 'x-forwarded-proto': 'https' } });
      assert.deepEqual(cookieAttributes(res.headers['set-cookie']), ['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax', 'Secure']);
    } finally {
      await behindProxy.storefront.close();
    }
  });
});

describe('published builds at /releases/', () => {
  /** @type {StartedStorefront} */
  let server;
  before(async () => {
    server = await startStorefront();
    const versionDir = path.join(server.releasesDir, 'catalog', V1);
    mkdirSync(path.join(versionDir, 'chunks'), { recursive: true });
    writeFileSync(path.join(versionDir, 'remoteEntry.js'), 'var catalog = 1;');
    writeFileSync(path.join(versionDir, 'remoteEntry.js.br'), brotliCompressSync('var catalog = 1;'));
    writeFileSync(path.join(versionDir, 'remoteEntry.js.map'), '{}');
    writeFileSync(path.join(versionDir, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(server.releasesDir, 'remotes.json'), JSON.stringify(twoVersions()));
    mkdirSync(path.join(server.releasesDir, 'catalog', `.${V2}.tmp`));
    writeFileSync(path.join(server.releasesDir, 'catalog', `.${V2}.tmp`, 'remoteEntry.js'), 'half copied');
  });

  it('serves a version\'s files as immutable, pre-compressed when the browser accepts it', async () => {
    const res = await server.storefront.inject({ url: `/releases/catalog/${V1}/remoteEntry.js`, headers: { 'accept-encoding': 'br' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const manifest = await server.storefront.inject(`/releases/catalog/${V1}/mf-manifest.json`);
    assert.equal(manifest.statusCode, 200);
  });

  it('answers 404, never the page, for missing files, source maps, unfinished copies and the manifest beside them', async () => {
    for (const url of [
      `/releases/catalog/${V1}/missing.js`,
      `/releases/catalog/${V1}/missing.json`,
      `/releases/catalog/${V1}/remoteEntry.js.map`,
      `/releases/catalog/.${V2}.tmp/remoteEntry.js`,
      '/releases/remotes.json',
      '/releases/catalog/',
    ]) {
      const res = await server.storefront.inject(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /__STOREFRONT__/, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
  });

  it('starts without the folder, and serves what is published into it later', async () => {
    const empty = await startStorefront();
    try {
      assert.equal((await empty.storefront.inject(`/releases/catalog/${V1}/remoteEntry.js`)).statusCode, 404);
      mkdirSync(path.join(empty.releasesDir, 'catalog', V1), { recursive: true });
      writeFileSync(path.join(empty.releasesDir, 'catalog', V1, 'remoteEntry.js'), 'var catalog = 1;');
      assert.equal((await empty.storefront.inject(`/releases/catalog/${V1}/remoteEntry.js`)).statusCode, 200);
    } finally {
      await empty.storefront.close();
    }
  });
});

describe('release admin endpoints', () => {
  /** @type {StartedStorefront} */
  let server;
  /** @param {'GET' | 'POST'} method @param {string} action @param {object | string} [payload] @param {Record<string, string>} [headers] */
  const admin = (method, action, payload, headers = ADMIN) =>
    server.storefront.inject({ method, url: `${ADMIN_PATH}${action}`, headers, ...(payload === undefined ? {} : { payload }) });

  beforeEach(async () => {
    server = await startStorefront({ releasesAdminToken: TOKEN });
  });
  afterEach(() => server.storefront.close());

  it('do not exist without a token configured', async () => {
    const without = await startStorefront();
    try {
      for (const [method, url] of /** @type {['GET' | 'POST', string][]} */ ([
        ['GET', ADMIN_PATH],
        ['POST', `${ADMIN_PATH}/release`],
      ])) {
        const res = await without.storefront.inject({ method, url, headers: ADMIN, ...(method === 'POST' ? { payload: {} } : {}) });
        assert.equal(res.statusCode, 404, url);
        assert.doesNotMatch(res.body, /__STOREFRONT__/);
      }
    } finally {
      await without.storefront.close();
    }
  });

  it('refuse a missing or wrong token with 401 in the error shape', async () => {
    for (const headers of /** @type {Record<string, string>[]} */ ([{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }])) {
      const res = await admin('GET', '', undefined, headers);
      assert.equal(res.statusCode, 401);
      assert.deepEqual(Object.keys(res.json()[0]).sort(), ['_code', '_context', '_description', '_extra']);
      assert.equal(res.json()[0]._code, 'unauthorized');
    }
    assert.equal((await admin('POST', '/release', { remote: 'catalog', version: V2 }, {})).statusCode, 401);
    assert.equal(server.readManifest().remotes.catalog.default.version, V1, 'nothing changed');
  });

  it('list the manifest and who runs what', async () => {
    const res = await admin('GET', '');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().manifest, twoVersions());
    assert.deepEqual(
      res.json().rollouts.map((/** @type {{ target: string, version: string }} */ row) => [row.target, row.version]),
      [
        ['default', V1],
        ['harbour-zoo', V2],
      ],
    );
  });

  it('publish, release, roll back and mark bad, each written to the file and used by the next page', async () => {
    const V3 = '1.2.0+cccc3333';
    const published = await admin('POST', '/publish', { remote: 'catalog', version: V3, entry: `/releases/catalog/${V3}/remoteEntry.js` });
    assert.equal(published.statusCode, 200);
    assert.equal(published.json().manifest.remotes.catalog.versions[V3].status, 'good');
    assert.equal(server.readManifest().remotes.catalog.versions[V3].entry, `/releases/catalog/${V3}/remoteEntry.js`);

    const released = await admin('POST', '/release', { remote: 'catalog', version: V3, seller: 'city-museum' });
    assert.equal(released.statusCode, 200);
    assert.ok(released.json().rollouts.some((/** @type {{ target: string, version: string }} */ row) => row.target === 'city-museum' && row.version === V3));
    assert.equal(embeddedCatalog((await server.storefront.inject({ url: '/events', headers: { cookie: visitorCookie(1) } })).body).version, V3);

    const canary = await admin('POST', '/release', { remote: 'catalog', version: V2, canaryPercent: 10 });
    assert.deepEqual(canary.json().manifest.remotes.catalog.default.canary, { version: V2, percent: 10 });

    assert.equal((await admin('POST', '/rollback', { remote: 'catalog', seller: 'city-museum' })).statusCode, 200);
    assert.equal(server.readManifest().remotes.catalog.sellers['city-museum'].version, V1);

    const marked = await admin('POST', '/mark-bad', { remote: 'catalog', version: V2, reason: 'checkout button broken' });
    assert.equal(marked.statusCode, 200);
    assert.equal(server.readManifest().remotes.catalog.versions[V2].status, 'bad');
    assert.equal(embeddedCatalog((await server.storefront.inject({ url: '/harbour-zoo/events', headers: { cookie: visitorCookie(1) } })).body).version, V1);
  });

  it('answer a refused change with 409 in the error shape, the file unchanged', async () => {
    await admin('POST', '/mark-bad', { remote: 'catalog', version: V2, reason: 'broken' });
    const before = server.readManifest();
    const res = await admin('POST', '/release', { remote: 'catalog', version: V2 });
    assert.equal(res.statusCode, 409);
    const [entry] = res.json();
    assert.equal(entry._code, 'release_refused');
    assert.equal(entry._context, 'releases');
    assert.match(entry._description, /marked bad/);
    assert.deepEqual(entry._extra, {});
    assert.deepEqual(server.readManifest(), before);
    assert.equal((await admin('POST', '/rollback', { remote: 'nowhere' })).statusCode, 409);
  });

  it('refuse bodies that do not match their schema with 400', async () => {
    for (const [action, body] of /** @type {[string, object][]} */ ([
      ['/release', { remote: 'catalog', version: V2, extra: true }],
      ['/release', { remote: 'Catalog!', version: V2 }],
      ['/release', { remote: 'catalog', version: V2, canaryPercent: 100 }],
      ['/release', { remote: 'catalog', version: V2, canaryPercent: '10' }],
      ['/publish', { remote: 'catalog', version: '9.0.0', entry: 'javascript:alert(1)' }],
      ['/rollback', { remote: 'catalog', seller: 'a/b' }],
      ['/mark-bad', { remote: 'catalog', version: V2 }],
    ])) {
      const res = await admin('POST', action, body);
      assert.equal(res.statusCode, 400, `${action} ${JSON.stringify(body)}`);
      assert.equal(res.json()[0]._code, 'validation_failed');
    }
    assert.deepEqual(server.readManifest(), twoVersions());
  });
});

describe('the remote failure beacon', () => {
  /** @type {StartedStorefront} */
  let server;
  const report = (/** @type {Record<string, unknown>} */ overrides = {}) => ({ remote: 'catalog', version: V2, seller: 'harbour-zoo', phase: 'mount', error: 'Cannot read properties of undefined', fellBackTo: V1, ...overrides });
  /** @param {object | string} body @param {{ visitor?: number | null, contentType?: string }} [options] */
  const send = (body, { visitor = 1, contentType = 'application/json' } = {}) =>
    server.storefront.inject({
      method: 'POST',
      url: BEACON_PATH,
      headers: { 'content-type': contentType, ...(visitor === null ? {} : { cookie: visitorCookie(visitor) }) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const failures = async () => (await server.storefront.inject({ url: `${ADMIN_PATH}/failures`, headers: ADMIN })).json();

  beforeEach(async () => {
    server = await startStorefront({ releasesAdminToken: TOKEN });
  });
  afterEach(() => server.storefront.close());

  it('accepts a report as JSON or as text (navigator.sendBeacon), and lists it for the admin with a hashed visitor', async () => {
    assert.equal((await send(report())).statusCode, 204);
    assert.equal((await send(report({ phase: 'load' }), { contentType: 'text/plain;charset=UTF-8' })).statusCode, 204);
    const [latest, earlier] = await failures();
    assert.equal(latest.phase, 'load', 'newest first');
    assert.deepEqual({ ...earlier, at: undefined, visitor: undefined }, { ...report(), at: undefined, visitor: undefined, markedBad: false });
    assert.match(earlier.visitor, /^[0-9a-f]{12}$/);
    assert.ok(!JSON.stringify(earlier).includes(visitorId(1)), 'never the raw visitor id');
    assert.ok(!Number.isNaN(Date.parse(earlier.at)));
  });

  it('refuses a report that does not match its schema', async () => {
    for (const body of [
      report({ phase: 'boot' }),
      report({ remote: '../x' }),
      report({ error: 'x'.repeat(501) }),
      { ...report(), stack: 'at x' },
      { remote: 'catalog', version: V2 },
      'not json',
    ]) {
      const res = await send(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(Object.keys(res.json()[0]).sort(), ['_code', '_context', '_description', '_extra']);
    }
    assert.deepEqual(await failures(), []);
  });

  it('limits reports per address, in the error shape', async () => {
    for (let n = 0; n < 30; n += 1) assert.equal((await send(report({ version: '0.0.1' }))).statusCode, 204);
    const limited = await send(report());
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json()[0]._code, 'rate_limited');
  });

  it('marks a version bad once three different visitors report it, not one visitor three times', async () => {
    for (let n = 0; n < 3; n += 1) await send(report(), { visitor: 1 });
    await send(report(), { visitor: null });
    assert.equal(server.readManifest().remotes.catalog.versions[V2].status, 'good');
    await send(report(), { visitor: 2 });
    assert.equal(server.readManifest().remotes.catalog.versions[V2].status, 'good');
    await send(report(), { visitor: 3 });
    const marked = server.readManifest().remotes.catalog.versions[V2];
    assert.equal(marked.status, 'bad');
    assert.equal(marked.badReason, 'mount: Cannot read properties of undefined');
    assert.deepEqual((await failures()).map((/** @type {{ markedBad: boolean }} */ failure) => failure.markedBad), [true, false, false, false, false, false]);
    // New visitors of the seller are given the last good version.
    assert.equal(embeddedCatalog((await server.storefront.inject({ url: '/harbour-zoo/events', headers: { cookie: visitorCookie(9) } })).body).version, V1);
  });

  it("never marks a remote's only good version, and ignores versions the manifest does not know", async () => {
    const manifest = twoVersions();
    manifest.remotes.catalog.versions[V1].status = 'bad';
    server.writeManifest(manifest);
    for (let n = 1; n <= 4; n += 1) await send(report(), { visitor: n });
    assert.equal(server.readManifest().remotes.catalog.versions[V2].status, 'good');

    for (let n = 1; n <= 3; n += 1) await send(report({ version: '9.9.9' }), { visitor: n });
    assert.deepEqual(server.readManifest(), manifest);
    assert.ok((await failures()).every((/** @type {{ markedBad: boolean }} */ failure) => !failure.markedBad));
  });
});
