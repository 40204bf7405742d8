/**
 * The storefront's Content-Security-Policy (ADR 0014) lets every route work: each test
 * collects `securitypolicyviolation` events and CSP console errors while it walks the pages
 * of both sellers, and fails on any.
 */
import type { Page } from '@playwright/test';
import { PORTS, expect, test } from '../fixtures';
import { TEST_CARDS, acceptTermsAndCaptcha, expectCompleted, fillCard, fillGuestDetails, payNow, reserveEveningJazz, reserveZooDay, uniqueEmail } from '../support/checkout';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts recording CSP violations on every document of the page; answers a reader of all of them. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

/** Each event page the listing links to, then the login page and a page that does not exist. */
async function visitEveryPage(page: Page, prefix: string, violations: () => Promise<string[]>) {
  await page.goto(`${prefix}/events`);
  const eventLinks = page.getByRole('link', { name: /^Get tickets for / });
  await expect(eventLinks.first()).toBeVisible();
  const hrefs = await eventLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(await violations()).toEqual([]);
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), href).toEqual([]);
  }
  await page.goto(`${prefix}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto(`${prefix}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
}

for (const { seller, prefix } of [
  { seller: 'City Museum', prefix: '' },
  { seller: 'Harbour Zoo', prefix: '/harbour-zoo' },
]) {
  test(`${seller}: the listing, every event page, login and the not-found page run under the CSP`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    await visitEveryPage(page, prefix, violations);
  });
}

test('City Museum: checkout with the card sandbox and the captcha, to the completed page, under the CSP', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await reserveEveningJazz(page);
  await fillGuestDetails(page, uniqueEmail('csp'));
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  expect(await violations()).toEqual([]);
  await payNow(page).click();
  await expectCompleted(page);
  expect(await violations()).toEqual([]);
});

test('Harbour Zoo: the cart and checkout by card to the completed page, under the CSP', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await reserveZooDay(page);
  await fillGuestDetails(page, uniqueEmail('csp-zoo'));
  await fillCard(page, TEST_CARDS.visa);
  expect(await violations()).toEqual([]);
  await payNow(page).click();
  await expect(page).toHaveURL(/\/harbour-zoo\/checkout\/complete\?orderIds=/);
  await expect(page.getByTestId('order-number').first()).toHaveText(/^SF-\d{6}$/);
  expect(await violations()).toEqual([]);
});

test('pages carry the CSP, nosniff and the referrer policy, and no source map is public', async ({ request }) => {
  const res = await request.get('/events');
  const headers = res.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBeUndefined();
  const mainJs = await (await request.get('/main.js')).text();
  expect(mainJs).not.toContain('sourceMappingURL');
  expect((await request.get('/main.js.map')).status()).toBe(404);
  for (const remote of ['catalog', 'checkout', 'account'] as const) {
    const origin = `http://127.0.0.1:${PORTS[remote]}`;
    expect((await request.get(`${origin}/remoteEntry.js`)).status(), remote).toBe(200);
    expect((await request.get(`${origin}/remoteEntry.js.map`)).status(), remote).toBe(404);
    expect((await request.get(`${origin}/main.js.map`)).status(), remote).toBe(404);
  }
});
