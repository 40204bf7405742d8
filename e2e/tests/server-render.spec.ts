/**
 * Server rendering (ADR 0017, issue 11): the page's markup arrives with the HTML, and the
 * browser hydrates it without a mismatch, on every route of both sellers, with and without
 * a cart held in this browser. A remote that is down costs only its region, in the HTML and
 * in the browser; one whose server build alone cannot be loaded is rendered by the browser
 * (the repointed manifest: runtime-remotes.spec.ts; the API down: server-render-api-down.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { reserveZooDay } from '../support/checkout';
import { logInWithPassword } from '../support/login';

/** React's hydration complaints: mismatches, and the recoverable errors it logs when it falls back to rendering. */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #(418|419|421|423|425)/i;

function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/** The markup the server sent inside the root element (the document's own response), which came with `status`. */
async function serverMarkup(page: Page, path: string, status = 200): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const html = await response!.text();
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('<script defer'));
}

test.describe('server-rendered first screen', () => {
  test('every route of both sellers hydrates without a mismatch', async ({ page }) => {
    const errors = recordHydrationErrors(page);
    const listing = await serverMarkup(page, '/events');
    expect(listing).toContain('Skip to main content');
    expect(listing).toMatch(/<h1 id="cat-listing-title"[^>]*>Events<\/h1>/);
    await expect(page.getByRole('link', { name: /^Get tickets for / }).first()).toBeVisible();
    const hrefs = await page.getByRole('link', { name: /^Get tickets for / }).evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    for (const href of [...new Set(hrefs)].slice(0, 4)) {
      await serverMarkup(page, href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    for (const path of ['/harbour-zoo/events', '/login', '/checkout', '/no-such-page']) {
      // The 404 page answers 404 (issue 30), a crawler or a monitor sees it so.
      const markup = await serverMarkup(page, path, path === '/no-such-page' ? 404 : 200);
      expect(markup).toContain('Skip to main content');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('an event the API does not have answers 404, and the browser shows the 404 page', async ({ page }) => {
    await serverMarkup(page, '/events/00000000-0000-4000-8000-000000000000', 404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  });

  test('the first screen comes with its data: the listing and the event are in the HTML, and not asked for again', async ({ page }) => {
    const errors = recordHydrationErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/events/available' || /^\/api\/events\/[^/]+$/.test(pathname)) asked.push(pathname);
    });
    const listing = await serverMarkup(page, '/events');
    expect(listing).toContain('class="cat-card"');
    // Shown as sent, without a script: no region cut out into a hidden segment.
    expect(listing).not.toContain('hidden id="S:');
    expect(listing).toContain('Anytime Admission');
    await expect(page.getByRole('link', { name: /^Get tickets for / }).first()).toBeVisible();
    const href = await page.getByRole('link', { name: /^Get tickets for / }).first().getAttribute('href');
    const eventPage = await serverMarkup(page, href!);
    const name = eventPage.match(/<h1 class="cat-event__title">([^<]+)/)?.[1];
    expect(name).toBeTruthy();
    const cover = eventPage.match(/<img [^>]*class="cat-event__cover"[^>]*>/)?.[0] ?? '';
    expect(cover).toContain('width="1500"');
    expect(cover).toContain('height="750"');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the event page comes with its panel's date buttons, and the browser asks for no calendar", async ({ page }) => {
    const errors = recordHydrationErrors(page);
    await page.goto('/events');
    const href = await page.getByRole('link', { name: 'Get tickets for General Admission' }).getAttribute('href');
    const calendarAsked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/events\/[^/]+(\/calendar)?$/.test(pathname)) calendarAsked.push(pathname);
    });
    const markup = await serverMarkup(page, href!);
    expect(markup).toMatch(/<legend[^>]*>Choose a date<\/legend>/);
    expect(markup).toContain('class="cat-date-button"');
    await expect(page.getByRole('group', { name: 'Choose a date' }).getByRole('button', { name: /\d{4}$/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calendarAsked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('with a cart held in this browser, pages still hydrate without a mismatch', async ({ page }) => {
    const errors = recordHydrationErrors(page);
    await reserveZooDay(page);
    for (const path of ['/harbour-zoo/events', '/harbour-zoo/checkout', '/harbour-zoo/login']) {
      await serverMarkup(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('a signed-in member gets their page from the server, greeted by name, and it hydrates', async ({ page }) => {
    const errors = recordHydrationErrors(page);
    await page.goto('/login');
    await logInWithPassword(page, 'member@example.com', 'Member-Pass-1');
    await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();
    for (const path of ['/events', '/checkout']) {
      expect(await serverMarkup(page, path)).toMatch(/Hi, (<!-- -->)?Ada/);
      await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('a remote that is down costs only its region, in the HTML and in the browser', async ({ page, stack }) => {
    stack.writeManifest(stack.defaultRemotes.map((r) => (r.name === 'catalog' ? { ...r, entry: 'http://127.0.0.1:9/remoteEntry.js' } : r)));
    try {
      const markup = await serverMarkup(page, '/events');
      expect(markup).toContain('class="sf-header__brand"');
      expect(markup).toMatch(/data-slot="catalog\/routes"><!--\$!-->/);
      await expect(page.getByRole('link', { name: 'City Museum of Art' })).toBeVisible();
    } finally {
      stack.writeManifest(stack.defaultRemotes);
    }
  });

  test('a remote whose server build cannot be loaded is rendered by the browser alone, and the page hydrates', async ({ page, stack }) => {
    const errors = recordHydrationErrors(page);
    // Only the server build is gone: the browser loads the catalog from its usual entry.
    const withoutServerBuild = stack.defaultRemotes.map((r) => (r.name === 'catalog' ? { ...r, serverEntry: 'http://127.0.0.1:9/server/remoteEntry.js' } : r));
    stack.writeManifest(withoutServerBuild);
    try {
      const markup = await serverMarkup(page, '/events');
      expect(markup).toContain('class="sf-header__brand"');
      expect(markup).toMatch(/data-slot="catalog\/routes"><!--\$!-->/);
      expect(markup).not.toContain('cat-listing-title');
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Get tickets for / }).first()).toBeVisible();
      // Not even React's #419 ("switched to client rendering"): the host does not report the
      // boundary the server planned to leave to the browser as an error.
      expect(errors).toEqual([]);
    } finally {
      stack.writeManifest(stack.defaultRemotes);
    }
  });
});
