import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkRemoteContract, main, readSlotContract } from './check-remote-contract.mjs';

const contract = ['catalog/routes', 'checkout/routes', 'checkout/CartWidget', 'checkout/CartDialogs'];
/** An mf-manifest.json as the federation plugin writes it, with only the fields the check reads. */
const manifestOf = (/** @type {string} */ name, /** @type {string[]} */ exposed) => ({ id: name, name, exposes: exposed.map((x) => ({ id: `${name}:${x}`, name: x, path: `./${x}` })) });

describe('checkRemoteContract', () => {
  it('passes a build that exposes every slot the contract gives its remote', () => {
    const check = checkRemoteContract({ manifest: manifestOf('checkout', ['routes', 'CartWidget', 'CartDialogs']), contract });
    assert.deepEqual(check, { ok: true, remote: 'checkout', missing: [], uncontracted: [], problems: [] });
  });

  it('refuses a build missing a slot, naming it', () => {
    const check = checkRemoteContract({ manifest: manifestOf('checkout', ['routes', 'CartDialogs']), remote: 'checkout', contract });
    assert.equal(check.ok, false);
    assert.deepEqual(check.missing, ['checkout/CartWidget']);
    assert.match(check.problems.join(' '), /does not expose checkout\/CartWidget/);
  });

  it('lets a build expose more than the contract names, and says so', () => {
    const check = checkRemoteContract({ manifest: manifestOf('catalog', ['routes', 'EventTeaser']), contract });
    assert.equal(check.ok, true);
    assert.deepEqual(check.uncontracted, ['catalog/EventTeaser']);
  });

  it("refuses another remote's build, and a remote the contract does not know", () => {
    const wrongBuild = checkRemoteContract({ manifest: manifestOf('catalog', ['routes']), remote: 'checkout', contract });
    assert.equal(wrongBuild.ok, false);
    assert.match(wrongBuild.problems[0] ?? '', /The build is remote "catalog", not "checkout"/);
    const unknown = checkRemoteContract({ manifest: manifestOf('catlog', ['routes']), contract });
    assert.equal(unknown.ok, false);
    assert.match(unknown.problems.join(' '), /gives remote "catlog" no slots/);
  });
});

describe('readSlotContract', () => {
  it("reads the shared contract's ids, each owned by a remote", () => {
    const ids = readSlotContract();
    assert.ok(ids.includes('account/MembershipForm'));
    assert.ok(ids.every((id) => /^(catalog|checkout|account)\/\w+$/.test(id)));
  });
});

describe('check-remote-contract (command)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-contract-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const run = (/** @type {string[]} */ args) => {
    /** @type {{ log: string[], error: string[] }} */
    const lines = { log: [], error: [] };
    const code = main(args, { log: (l) => lines.log.push(l), error: (l) => lines.error.push(l) });
    return { code, ...lines };
  };
  const build = (/** @type {string} */ name, /** @type {string[]} */ exposed) => {
    const folder = mkdtempSync(path.join(dir, `${name}-`));
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifestOf(name, exposed)));
    return folder;
  };

  it('exits 0 for a complete build', () => {
    const result = run([build('account', ['routes', 'MemberMenu', 'MembershipForm']), '--remote', 'account']);
    assert.equal(result.code, 0);
    assert.deepEqual(result.error, []);
  });

  it('exits 1 naming the missing export (the membership form nobody exposed)', () => {
    const result = run([build('account', ['routes', 'MemberMenu'])]);
    assert.equal(result.code, 1);
    assert.match(result.error.join('\n'), /does not expose account\/MembershipForm/);
  });

  it('exits 2 for a folder without a build, and without arguments', () => {
    assert.equal(run([path.join(dir, 'nothing-here')]).code, 2);
    assert.equal(run([]).code, 2);
  });
});
