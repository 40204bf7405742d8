import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, type Stack } from '../fixtures';
import { catalogBuild } from '../support/catalog-builds';
import { ADMIN_HEADERS, refusal, releases } from '../support/releases';

/**
 * Issue 16 (ADR 0024): catalog builds published beside each other and rolled out per seller,
 * by canary, and back, at run time through `pnpm release|rollback` against the running
 * storefront; a release that throws or needs another React costs one failed attempt, not a page.
 */
const root = path.resolve(import.meta.dirname, '../..');
const PREVIEW_TEXT = 'Catalog preview build';

test.describe.configure({ mode: 'serial' });

/** Versions of the catalog as published: the real build and the fixture variants. */
const versions = { current: '', preview: '', throws: '', react18: '' };

/** Publishes a catalog build folder and answers its version (the command prints it). */
async function publish(stack: Stack, from: string): Promise<string> {
  const out = await releases(stack, 'publish', 'catalog', '--from', from);
  const version = /catalog@(\S+)/.exec(out)?.[1];
  if (!version) throw new Error(`publish printed no version:\n${out}`);
  return version;
}

async function adminReleases(request: APIRequestContext) {
  const res = await request.get('/_storefront/admin/releases', { headers: ADMIN_HEADERS });
  expect(res.status()).toBe(200);
  return (await res.json()) as { manifest: { remotes: Record<string, { versions: Record<string, { status: string }> }> } };
}

async function failures(request: APIRequestContext) {
  const res = await request.get('/_storefront/admin/releases/failures', { headers: ADMIN_HEADERS });
  expect(res.status()).toBe(200);
  return (await res.json()) as { remote: string; version: string; seller: string; phase: string; error: string; fellBackTo?: string }[];
}

/** The catalog version the storefront chose for this page (embedded in it). */
const pageCatalogVersion = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __STOREFRONT_REMOTES__?: { remotes: { name: string; version?: string }[] } }).__STOREFRONT_REMOTES__?.remotes.find(
        (r) => r.name === 'catalog',
      )?.version,
  );

/** A new visitor (own cookies) opening Harbour Zoo's listing; answers the console's warnings. */
async function newVisitorOpensZooListing(browser: Browser, stack: Stack) {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/harbour-zoo/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  return { context, page, warnings };
}

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  versions.current = await publish(stack, path.join(root, 'remote-catalog/dist'));
  await releases(stack, 'release', 'catalog', versions.current);
  versions.preview = await publish(stack, await catalogBuild('preview'));
  versions.throws = await publish(stack, await catalogBuild('throws'));
  versions.react18 = await publish(stack, await catalogBuild('react18'));
  expect(new Set(Object.values(versions)).size).toBe(4);
});

test.afterAll(async ({ stack }) => {
  // The other specs run on the plain manifest of the stack's remote servers.
  stack.writeManifest(stack.defaultRemotes);
});

test('one seller is switched to catalog v2 at run time and sees it on the next load, the other seller stays on v1, and a rollback restores it', async ({
  page,
  request,
  stack,
}) => {
  await releases(stack, 'release', 'catalog', versions.preview, '--seller', 'harbour-zoo');

  const zoo = await page.goto('/harbour-zoo/events');
  // Rendered by the new build on the server already, and running it in the browser.
  expect(await zoo!.text()).toContain(PREVIEW_TEXT);
  await expect(page.getByText(PREVIEW_TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  expect(await pageCatalogVersion(page)).toBe(versions.preview);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByText(PREVIEW_TEXT)).toHaveCount(0);
  expect(await pageCatalogVersion(page)).toBe(versions.current);

  const listed = await releases(stack, 'list');
  expect(listed).toMatch(new RegExp(`catalog\\s+harbour-zoo\\s+${versions.preview.replace(/[+.]/g, '\\$&')}`));

  await releases(stack, 'rollback', 'catalog', '--seller', 'harbour-zoo');
  await page.goto('/harbour-zoo/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByText(PREVIEW_TEXT)).toHaveCount(0);
  expect(await pageCatalogVersion(page)).toBe(versions.current);
  expect((await adminReleases(request)).manifest.remotes.catalog).toBeTruthy();
});

test('a 50 % canary splits visitors by their stable id, each visitor always on the same side', async ({ request, stack }) => {
  await releases(stack, 'release', 'catalog', versions.preview, '--canary', '50%');
  const versionFor = async (visitor: string) => {
    const html = await (await request.get('/events', { headers: { cookie: `sf_visitor=${visitor}` } })).text();
    const embedded = /window\.__STOREFRONT_REMOTES__=(\{.*?\});/.exec(html)?.[1];
    return (JSON.parse(embedded ?? '{}') as { remotes: { name: string; version: string }[] }).remotes.find((r) => r.name === 'catalog')?.version;
  };
  const visitors = Array.from({ length: 40 }, (_, i) => `0c6f1f0e-5d3b-4b8e-9f7a-${String(i).padStart(12, '0')}`);
  const seen = await Promise.all(visitors.map(versionFor));
  const onCanary = seen.filter((v) => v === versions.preview).length;
  expect(seen.every((v) => v === versions.preview || v === versions.current)).toBe(true);
  expect(onCanary).toBeGreaterThan(8);
  expect(onCanary).toBeLessThan(32);
  expect(await Promise.all(visitors.slice(0, 10).map(versionFor))).toEqual(seen.slice(0, 10));

  // A first visit is given its id with the page.
  const first = await request.get('/events', { headers: { cookie: '' } });
  expect(first.headers()['set-cookie']).toMatch(/sf_visitor=[0-9a-f-]{36};.*HttpOnly/i);

  await releases(stack, 'rollback', 'catalog');
  expect(new Set(await Promise.all(visitors.slice(0, 10).map(versionFor)))).toEqual(new Set([versions.current]));
});

test('a release that throws while mounting falls back to the last good version with a beacon, and is marked bad once visitors keep failing', async ({
  browser,
  request,
  stack,
}) => {
  await releases(stack, 'release', 'catalog', versions.preview, '--seller', 'harbour-zoo');
  await releases(stack, 'release', 'catalog', versions.throws, '--seller', 'harbour-zoo');

  const first = await newVisitorOpensZooListing(browser, stack);
  // The page works, from v2: no region error.
  await expect(first.page.getByText(PREVIEW_TEXT)).toBeVisible();
  await expect(first.page.getByText('This part of the page could not be loaded.')).toHaveCount(0);
  expect(first.warnings.join('\n')).toContain(`catalog@${versions.throws}`);
  const cookies = await first.context.cookies();
  expect(decodeURIComponent(cookies.find((c) => c.name === 'sf_avoid_remotes')?.value ?? '')).toContain(`catalog@${versions.throws}`);
  await expect
    .poll(async () => (await failures(request)).find((f) => f.version === versions.throws))
    .toMatchObject({ remote: 'catalog', seller: 'harbour-zoo', phase: 'mount', fellBackTo: versions.preview });
  // The same visitor's next page is resolved without the failing version, on the server.
  await first.page.reload();
  await expect(first.page.getByText(PREVIEW_TEXT)).toBeVisible();
  expect(await pageCatalogVersion(first.page)).toBe(versions.preview);
  await first.context.close();

  for (let visitor = 2; visitor <= 3; visitor += 1) {
    const next = await newVisitorOpensZooListing(browser, stack);
    await expect(next.page.getByText(PREVIEW_TEXT)).toBeVisible();
    await next.context.close();
  }
  await expect.poll(async () => (await adminReleases(request)).manifest.remotes.catalog?.versions[versions.throws]?.status).toBe('bad');

  // New visitors now get the last good version from the start: no failed attempt.
  const later = await newVisitorOpensZooListing(browser, stack);
  expect(await pageCatalogVersion(later.page)).toBe(versions.preview);
  expect(later.warnings.join('\n')).not.toContain(`catalog@${versions.throws}`);
  await later.context.close();

  // A bad version cannot be released again.
  const refused = await refusal(releases(stack, 'release', 'catalog', versions.throws));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('marked bad');
});

test('a build against another React major is refused, reported, and replaced by the last good version', async ({ browser, request, stack }) => {
  await releases(stack, 'release', 'catalog', versions.react18, '--seller', 'harbour-zoo');

  const visitor = await newVisitorOpensZooListing(browser, stack);
  await expect(visitor.page.getByText(PREVIEW_TEXT)).toBeVisible();
  await expect(visitor.page.getByText('This part of the page could not be loaded.')).toHaveCount(0);
  expect(visitor.warnings.join('\n')).toMatch(/react.*\^18\.3\.0/i);
  await expect
    .poll(async () => (await failures(request)).find((f) => f.version === versions.react18))
    .toMatchObject({ remote: 'catalog', seller: 'harbour-zoo', phase: 'compatibility', fellBackTo: versions.preview });
  // One React on the page: the refused build's never ran.
  await visitor.page.getByRole('link', { name: /Get tickets for/ }).first().click();
  await expect(visitor.page.getByRole('heading', { level: 1 })).not.toHaveText('Events');
  await visitor.context.close();

  await releases(stack, 'rollback', 'catalog', '--seller', 'harbour-zoo');
});
