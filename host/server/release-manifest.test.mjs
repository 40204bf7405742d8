import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  LEGACY_VERSION,
  ReleaseError,
  canaryBucket,
  describeReleases,
  markVersionBad,
  publishVersion,
  readReleaseManifest,
  releaseVersion,
  resolveRemote,
  resolveRemotes,
  rollbackRemote,
  versionKey,
} from './release-manifest.mjs';

/** @typedef {import('./release-manifest.mjs').ReleaseManifest} ReleaseManifest */

const entry = (/** @type {string} */ version) => `/releases/catalog/${version}/remoteEntry.js`;
const AT = (/** @type {number} */ day) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** catalog 1.0 (default), 1.1 and 1.2 published in that order. */
function threeVersions() {
  let manifest = readReleaseManifest({ version: 2, remotes: {} });
  for (const [i, version] of ['1.0.0+a', '1.1.0+b', '1.2.0+c'].entries()) {
    manifest = publishVersion(manifest, { remote: 'catalog', version, entry: entry(version), at: AT(i + 1) });
  }
  return manifest;
}
/** @param {Partial<import('./release-manifest.mjs').Visitor>} [over] */
const visitor = (over = {}) => ({ seller: 'museum', visitorId: 'visitor-1', ...over });
/** The catalog's releases in a manifest (it has them). @param {ReleaseManifest} manifest */
function catalogOf(manifest) {
  const releases = manifest.remotes.catalog;
  assert.ok(releases, 'the manifest has the catalog');
  return releases;
}
/** @param {ReleaseManifest} manifest @param {Partial<import('./release-manifest.mjs').Visitor>} [over] */
const resolveCatalog = (manifest, over) => resolveRemote('catalog', catalogOf(manifest), visitor(over));

describe('reading the manifest', () => {
  it('reads a version 1 manifest as one good version per remote', () => {
    const manifest = readReleaseManifest({ remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:3001/remoteEntry.js' }] });
    assert.equal(catalogOf(manifest).default.version, LEGACY_VERSION);
    assert.deepEqual(resolveRemotes(manifest, visitor()), {
      remotes: [{ name: 'catalog', version: LEGACY_VERSION, entry: 'http://127.0.0.1:3001/remoteEntry.js', via: 'default' }],
    });
  });

  it('refuses a manifest that names unpublished versions, bad statuses or odd names, saying where', () => {
    const good = threeVersions();
    const broken = structuredClone(good);
    catalogOf(broken).default.version = '9.9.9';
    assert.throws(() => readReleaseManifest(broken), /catalog\.default\.version "9\.9\.9" is not a published version/);
    const badStatus = structuredClone(good);
    // Deliberately not a status.
    /** @type {import('./release-manifest.mjs').RemoteVersion} */ (catalogOf(badStatus).versions['1.0.0+a']).status = /** @type {'good'} */ (/** @type {string} */ ('meh'));
    assert.throws(() => readReleaseManifest(badStatus), ReleaseError);
    assert.throws(() => readReleaseManifest({ version: 2, remotes: { 'Bad Name': catalogOf(good) } }), /remote name/);
    assert.throws(() => readReleaseManifest({ version: 3, remotes: {} }), /version must be 2/);
    assert.throws(() => readReleaseManifest([]), /JSON object/);
    const canary = structuredClone(good);
    catalogOf(canary).default.canary = { version: '1.1.0+b', percent: 100 };
    assert.throws(() => readReleaseManifest(canary), /percent/);
    assert.deepEqual(readReleaseManifest(structuredClone(good)), good);
  });
});

describe('resolving a remote for a visitor', () => {
  it('gives the default version, with the last good one before it as the fallback', () => {
    const manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.1.0+b' });
    const resolved = resolveCatalog(manifest);
    assert.equal(resolved.version, '1.1.0+b');
    assert.equal(resolved.via, 'default');
    assert.equal(resolved.entry, entry('1.1.0+b'));
    assert.deepEqual(resolved.fallback, { version: '1.0.0+a', entry: entry('1.0.0+a') });
  });

  it("gives a seller its own version while the others keep the default, falling back to the default's", () => {
    const manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.2.0+c', seller: 'zoo' });
    assert.equal(resolveCatalog(manifest, { seller: 'zoo' }).version, '1.2.0+c');
    assert.equal(resolveCatalog(manifest, { seller: 'zoo' }).via, 'seller');
    assert.equal(resolveCatalog(manifest, { seller: 'zoo' }).fallback?.version, '1.0.0+a');
    assert.equal(resolveCatalog(manifest, { seller: 'museum' }).version, '1.0.0+a');
  });

  it("falls back to the seller's previous version before the default", () => {
    let manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.1.0+b', seller: 'zoo' });
    manifest = releaseVersion(manifest, { remote: 'catalog', version: '1.2.0+c', seller: 'zoo' });
    assert.equal(resolveCatalog(manifest, { seller: 'zoo' }).fallback?.version, '1.1.0+b');
  });

  it('splits visitors by a stable hash for a canary, near its percentage, and keeps each visitor on one side', () => {
    const manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.1.0+b', canaryPercent: 30 });
    const ids = Array.from({ length: 2000 }, (_, i) => `visitor-${i}`);
    const onCanary = ids.filter((visitorId) => resolveCatalog(manifest, { visitorId }).version === '1.1.0+b');
    assert.ok(onCanary.length > 500 && onCanary.length < 700, `${onCanary.length} of 2000 on a 30 % canary`);
    for (const visitorId of ids.slice(0, 50)) assert.equal(resolveCatalog(manifest, { visitorId }).version, resolveCatalog(manifest, { visitorId }).version);
    const canaryVisitor = resolveCatalog(manifest, { visitorId: onCanary[0] });
    assert.equal(canaryVisitor.via, 'canary');
    assert.equal(canaryVisitor.fallback?.version, '1.0.0+a', "a canary's way back is its rollout's version");
    assert.equal(canaryBucket('catalog', 'x'), canaryBucket('catalog', 'x'));
    assert.ok(canaryBucket('catalog', 'x') >= 0 && canaryBucket('catalog', 'x') < 100);
  });

  it('skips a bad version for the last good one, and a canary on a bad version', () => {
    let manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.1.0+b' });
    manifest = releaseVersion(manifest, { remote: 'catalog', version: '1.2.0+c' });
    manifest = markVersionBad(manifest, { remote: 'catalog', version: '1.2.0+c', reason: 'throws on mount', at: AT(5) });
    const resolved = resolveCatalog(manifest);
    assert.equal(resolved.version, '1.1.0+b');
    assert.equal(resolved.via, 'last-good');
    assert.equal(resolved.fallback?.version, '1.0.0+a');

    let canary = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.2.0+c', canaryPercent: 99 });
    canary = markVersionBad(canary, { remote: 'catalog', version: '1.2.0+c', reason: 'x', at: AT(5) });
    assert.ok(Array.from({ length: 20 }, (_, i) => resolveCatalog(canary, { visitorId: `v${i}` }).version).every((v) => v === '1.0.0+a'));
  });

  it("passes over the versions this visitor's browser found failing", () => {
    const manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.2.0+c', seller: 'zoo' });
    const resolved = resolveCatalog(manifest, { seller: 'zoo', avoid: [versionKey('catalog', '1.2.0+c')] });
    assert.equal(resolved.version, '1.0.0+a');
    assert.equal(resolveCatalog(manifest, { seller: 'zoo', avoid: [versionKey('checkout', '1.2.0+c')] }).version, '1.2.0+c');
  });

  it('still gives something when every version is bad, and no fallback then', () => {
    let manifest = threeVersions();
    for (const version of Object.keys(catalogOf(manifest).versions)) {
      manifest = markVersionBad(manifest, { remote: 'catalog', version, reason: 'x', at: AT(6) });
    }
    const resolved = resolveCatalog(manifest);
    assert.equal(resolved.version, '1.0.0+a');
    assert.equal(resolved.fallback, undefined);
  });
});

describe('changing the manifest', () => {
  it('publishes immutable versions: the same build again changes nothing, another entry is refused', () => {
    const manifest = threeVersions();
    assert.deepEqual(publishVersion(manifest, { remote: 'catalog', version: '1.0.0+a', entry: entry('1.0.0+a'), at: AT(9) }), manifest);
    assert.throws(() => publishVersion(manifest, { remote: 'catalog', version: '1.0.0+a', entry: '/elsewhere/remoteEntry.js', at: AT(9) }), /never changes/);
    assert.throws(() => publishVersion(manifest, { remote: 'catalog', version: '../x', entry: entry('x'), at: AT(9) }), /not a valid version/);
    assert.throws(() => publishVersion(manifest, { remote: 'catalog', version: '2.0.0', entry: 'javascript:alert(1)', at: AT(9) }), /URL or a path/);
  });

  it('never changes the manifest it was given', () => {
    const manifest = threeVersions();
    const before = structuredClone(manifest);
    releaseVersion(manifest, { remote: 'catalog', version: '1.2.0+c', seller: 'zoo' });
    markVersionBad(manifest, { remote: 'catalog', version: '1.0.0+a', reason: 'x', at: AT(7) });
    assert.deepEqual(manifest, before);
  });

  it('refuses releasing unknown or bad versions and silly canaries', () => {
    const manifest = markVersionBad(threeVersions(), { remote: 'catalog', version: '1.2.0+c', reason: 'chunk 404', at: AT(7) });
    assert.throws(() => releaseVersion(manifest, { remote: 'catalog', version: '7.0.0' }), /not published/);
    assert.throws(() => releaseVersion(manifest, { remote: 'catalog', version: '1.2.0+c' }), /marked bad \(chunk 404\)/);
    assert.throws(() => releaseVersion(manifest, { remote: 'nope', version: '1.0.0+a' }), /no remote "nope"/);
    assert.throws(() => releaseVersion(manifest, { remote: 'catalog', version: '1.1.0+b', canaryPercent: 0 }), /above 0/);
    assert.throws(() => releaseVersion(manifest, { remote: 'catalog', version: '1.0.0+a', canaryPercent: 10 }), /already runs/);
  });

  it('rolls back a canary, then versions in order, skipping bad ones; a seller ends on the default', () => {
    let manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.1.0+b', seller: 'zoo' });
    manifest = releaseVersion(manifest, { remote: 'catalog', version: '1.2.0+c', seller: 'zoo' });
    manifest = releaseVersion(manifest, { remote: 'catalog', version: '1.0.0+a', seller: 'zoo', canaryPercent: 10 });
    manifest = rollbackRemote(manifest, { remote: 'catalog', seller: 'zoo' });
    assert.equal(catalogOf(manifest).sellers.zoo?.canary, undefined);
    assert.equal(catalogOf(manifest).sellers.zoo?.version, '1.2.0+c');
    manifest = markVersionBad(manifest, { remote: 'catalog', version: '1.1.0+b', reason: 'x', at: AT(8) });
    manifest = rollbackRemote(manifest, { remote: 'catalog', seller: 'zoo' });
    assert.equal(catalogOf(manifest).sellers.zoo?.version, '1.0.0+a', 'the bad 1.1 is passed over');
    manifest = rollbackRemote(manifest, { remote: 'catalog', seller: 'zoo' });
    assert.equal(catalogOf(manifest).sellers.zoo, undefined);
    assert.throws(() => rollbackRemote(manifest, { remote: 'catalog', seller: 'zoo' }), /runs the default/);
    assert.throws(() => rollbackRemote(manifest, { remote: 'catalog' }), /no earlier good version/);
  });

  it('lists who runs what', () => {
    let manifest = releaseVersion(threeVersions(), { remote: 'catalog', version: '1.1.0+b' });
    manifest = releaseVersion(manifest, { remote: 'catalog', version: '1.2.0+c', seller: 'zoo', canaryPercent: 25 });
    assert.deepEqual(describeReleases(manifest), [
      { remote: 'catalog', target: 'default', version: '1.1.0+b', status: 'good', canary: null, previous: '1.0.0+a' },
      { remote: 'catalog', target: 'zoo', version: '1.1.0+b', status: 'good', canary: { version: '1.2.0+c', percent: 25 }, previous: null },
    ]);
  });
});

describe('the manifest on disk', () => {
  it('writes changes whole, one after another, and leaves the file as it was when a change is refused', async () => {
    const { mkdtempSync, readdirSync, readFileSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { createReleaseStore } = await import('./release-store.mjs');
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-releases-'));
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:3001/remoteEntry.js' }] }));
    const store = createReleaseStore(file);
    await Promise.all(
      ['1.0.0+a', '1.1.0+b', '1.2.0+c'].map((version, i) =>
        store.update((manifest) => publishVersion(manifest, { remote: 'catalog', version, entry: entry(version), at: AT(i + 1) })),
      ),
    );
    assert.deepEqual(Object.keys(catalogOf(await store.read()).versions), [LEGACY_VERSION, '1.0.0+a', '1.1.0+b', '1.2.0+c']);
    const before = readFileSync(file, 'utf8');
    await assert.rejects(store.update((manifest) => releaseVersion(manifest, { remote: 'catalog', version: '9.0.0' })), ReleaseError);
    assert.equal(readFileSync(file, 'utf8'), before);
    assert.deepEqual(readdirSync(dir), ['remotes.json'], 'no temporary file is left behind');
  });
});
