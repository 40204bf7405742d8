import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { catalogBuild } from '../support/catalog-builds';
import { ADMIN_HEADERS, refusal, releases } from '../support/releases';

/**
 * The remotes' contract test (issue 16, ADR 0024): each remote as built now is published and
 * released to one seller of the running storefront (the deployed host and shared version), and
 * every slot of the contract (shared/src/federation/slot-ids.json) must mount from it in
 * Chromium, with no failure reported and no fallback taken. A build that drops a slot of the
 * contract is refused at publishing, so it never reaches a release.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SLOT_IDS: string[] = JSON.parse(readFileSync(path.join(root, 'shared/src/federation/slot-ids.json'), 'utf8'));
const REMOTES = ['catalog', 'checkout', 'account'] as const;
const run = promisify(execFile);
const SELLER = 'city-museum';

test.describe.configure({ mode: 'serial' });

/** The slots mounted on the page now, and the region errors shown in them. */
async function mountedSlots(page: Page): Promise<{ id: string; failed: boolean }[]> {
  return page.locator('[data-slot]').evaluateAll((slots) =>
    slots.map((slot) => ({ id: slot.getAttribute('data-slot') ?? '', failed: slot.querySelector('.sf-region-error') !== null })),
  );
}

test.afterAll(async ({ stack }) => {
  stack.writeManifest(stack.defaultRemotes);
});

test('every slot of the contract mounts in the deployed host from each remote as built now, with no fallback', async ({ page, request, stack }) => {
  const published: Record<string, string> = {};
  for (const remote of REMOTES) {
    const out = await releases(stack, 'publish', remote);
    published[remote] = /@(\S+)/.exec(out)![1]!;
    await releases(stack, 'release', remote, published[remote]!, '--seller', SELLER);
  }

  const seen = new Map<string, boolean>();
  const visit = async (check: () => Promise<void>) => {
    await check();
    // Deferred slots (member menu, cart) load once the page has hydrated.
    await page.waitForLoadState('networkidle');
    for (const { id, failed } of await mountedSlots(page)) seen.set(id, (seen.get(id) ?? false) || failed);
    const embedded = await page.evaluate(
      () => (window as unknown as { __STOREFRONT_REMOTES__: { remotes: { name: string; version: string }[] } }).__STOREFRONT_REMOTES__.remotes,
    );
    expect(Object.fromEntries(embedded.map((r) => [r.name, r.version]))).toEqual(published);
  };

  await visit(async () => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  });
  await visit(async () => {
    await page.getByRole('link', { name: /Get tickets for/ }).first().click();
    await expect(page.getByRole('region', { name: 'Get tickets' })).toBeVisible();
  });
  await visit(async () => {
    await page.goto('/membership');
    await expect(page.getByRole('region', { name: 'Get tickets' }).getByRole('group', { name: 'Choose a membership' })).toBeVisible();
  });
  await visit(async () => {
    await page.goto('/resend');
    await expect(page.getByRole('heading', { level: 1, name: 'Resend tickets' })).toBeVisible();
  });
  await visit(async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // Every slot of the contract was mounted on one of these pages, and none failed.
  expect([...seen.keys()].sort()).toEqual([...SLOT_IDS].sort());
  expect([...seen].filter(([, failed]) => failed)).toEqual([]);
  const failures = (await (await request.get('/_storefront/admin/releases/failures', { headers: ADMIN_HEADERS })).json()) as { version: string }[];
  expect(failures.filter((f) => Object.values(published).includes(f.version))).toEqual([]);
  expect((await page.context().cookies()).find((c) => c.name === 'sf_avoid_remotes')).toBeUndefined();

  // The types each build published with it fit today's contract (what a host or shared release checks first).
  const typesCheck = await run(process.execPath, [
    path.join(root, 'scripts/check-deployed-types.mjs'),
    '--releases-dir',
    stack.releasesDir,
    '--manifest',
    stack.manifestPath,
  ]);
  for (const remote of REMOTES) expect(typesCheck.stdout).toContain(`${remote}@${published[remote]} fits today's contract`);
});

test('a remote build that drops a slot of the contract is refused at publishing', async ({ stack }) => {
  const refused = await refusal(releases(stack, 'publish', 'catalog', '--from', await catalogBuild('missing-slot')));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('does not expose catalog/routes');
});
