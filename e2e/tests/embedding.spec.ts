/**
 * The storefront inside a seller's iframe on another site (ADR 0014). The framing page is
 * served on http://127.0.0.1 at the storefront's port + 90, a different site from the
 * storefront's http://localhost, and City Museum's demo data lists that origin in
 * `web.frame_ancestors`. The session cookie is partitioned (CHIPS), so a whole purchase works
 * in the frame, also where the visitor blocks third-party cookies (Chromium then refuses the
 * frame its storage, which used to blank the app); where all cookies are blocked, the page
 * still renders and offers itself in a new tab.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Frame, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { PORTS, expect, test } from '../fixtures';

const FRAMING_PORT = PORTS.storefront + 90;
const FRAMING_ORIGIN = `http://127.0.0.1:${FRAMING_PORT}`;
const STOREFRONT_ORIGIN = `http://localhost:${PORTS.storefront}`;

declare global {
  interface Window {
    /** What the storefront frame posted to the framing page. */
    __framedMessages?: { origin: string; data: unknown }[];
  }
}

let framingServer: http.Server;

test.beforeAll(async () => {
  // A seller's page: the storefront in an iframe, and a record of the frame's messages.
  framingServer = http.createServer((req, res) => {
    const src = `${STOREFRONT_ORIGIN}${new URL(req.url ?? '/', FRAMING_ORIGIN).searchParams.get('path') ?? '/events'}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>A seller's site</title>
<script>window.__framedMessages=[];addEventListener('message',(e)=>window.__framedMessages.push({origin:e.origin,data:e.data}));</script>
<h1>Tickets</h1><iframe name="storefront" title="Storefront" src="${src}" style="width:100%;height:2000px;border:0"></iframe>`);
  });
  await new Promise<void>((resolve) => framingServer.listen(FRAMING_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => framingServer.close(resolve));
});

async function storefrontFrame(page: Page, path = '/events'): Promise<Frame> {
  await page.goto(`${FRAMING_ORIGIN}/?path=${encodeURIComponent(path)}`);
  await expect.poll(() => page.frame({ name: 'storefront' })?.url() ?? '').toContain(STOREFRONT_ORIGIN);
  return page.frame({ name: 'storefront' })!;
}

const scrollMessages = (page: Page) =>
  page.evaluate(() => (window.__framedMessages ?? []).filter((m) => (m.data as { type?: string })?.type === 'scrollTop'));

/** The free community ticket, from its event page in the frame to the completed page. */
async function buyFreeTicket(frame: Frame) {
  await frame.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await frame.getByRole('group', { name: 'Choose a time' }).getByRole('radio', { disabled: false }).first().check();
  await frame.getByRole('button', { name: 'Add one Free admission' }).click();
  await frame.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect.poll(() => frame.url()).toMatch(/\/checkout$/);
  // The cart is read back with the session cookie: it reached the API from the frame.
  await expect(frame.getByRole('region', { name: 'Your cart' }).getByText('1 × Free admission')).toBeVisible();

  await frame.getByLabel('First name').fill('Grace');
  await frame.getByLabel('Last name').fill('Hopper');
  await frame.getByLabel('Email', { exact: true }).fill('grace.framed@example.com');
  await frame.getByLabel('Confirm email').fill('grace.framed@example.com');
  await frame.getByLabel('I accept the terms and conditions').check();
  await frame.getByLabel('I am human').check();
  await frame.getByRole('button', { name: 'Complete order' }).click();
  await expect.poll(() => frame.url()).toMatch(/\/checkout\/complete\?orderIds=/);
  await expect(frame.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(frame.getByTestId('order-number').first()).toHaveText(/^SF-\d{6}$/);
}

test('a guest buys a free ticket inside an iframe on another site, and the frame asks the parent to scroll up', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const frame = await storefrontFrame(page);

  await frame.getByRole('link', { name: /Get tickets for Community Day/ }).click();
  await expect(frame.getByRole('heading', { level: 1, name: /Community Day/ })).toBeVisible();
  await expect.poll(async () => (await scrollMessages(page)).length).toBeGreaterThanOrEqual(2);
  expect((await scrollMessages(page)).every((m) => m.origin === STOREFRONT_ORIGIN)).toBe(true);

  await buyFreeTicket(frame);

  const [cookie] = (await page.context().cookies(STOREFRONT_ORIGIN)).filter((c) => c.name === 'sf_sid');
  expect(cookie).toMatchObject({ sameSite: 'None', secure: true, partitionKey: expect.stringContaining('127.0.0.1') });
  expect(pageErrors).toEqual([]);
});

/** A browser as a visitor set it up (Chromium profile preferences), with one page. */
async function browserWithPreferences(preferences: object): Promise<{ page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-profile-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: preferences }));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    page: context.pages()[0] ?? (await context.newPage()),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

test('with third-party cookies blocked, storage is refused in the frame and the purchase still works', async () => {
  const browser = await browserWithPreferences({ cookie_controls_mode: 1, block_third_party_cookies: true });
  try {
    const pageErrors: Error[] = [];
    browser.page.on('pageerror', (error) => pageErrors.push(error));
    const frame = await storefrontFrame(browser.page);
    // The browser refuses the frame its storage: this read blanked the whole app before.
    const storageRead = await frame.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(storageRead).toBe('SecurityError');
    await frame.getByRole('link', { name: /Get tickets for Community Day/ }).click();
    await buyFreeTicket(frame);
    await expect(frame.getByText('Your browser is blocking cookies for this embedded storefront.')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('with all cookies blocked, the framed storefront still renders and offers itself in a new tab', async () => {
  const browser = await browserWithPreferences({ default_content_setting_values: { cookies: 2 } });
  try {
    const pageErrors: Error[] = [];
    browser.page.on('pageerror', (error) => pageErrors.push(error));
    const frame = await storefrontFrame(browser.page);
    await expect(frame.getByRole('link', { name: /Get tickets for Community Day/ })).toBeVisible();
    await expect(frame.getByText('Your browser is blocking cookies for this embedded storefront.')).toBeVisible();
    const openInTab = frame.getByRole('link', { name: 'Open the storefront in a new tab' });
    await expect(openInTab).toHaveAttribute('target', '_blank');
    await expect(openInTab).toHaveAttribute('href', `${STOREFRONT_ORIGIN}/events`);
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a seller that has not allowed framing is not shown in a frame (frame-ancestors)', async ({ page }) => {
  await page.goto(`${FRAMING_ORIGIN}/?path=${encodeURIComponent('/harbour-zoo/events')}`);
  // Chromium replaces a frame refused by frame-ancestors with its error page.
  await expect.poll(() => page.frame({ name: 'storefront' })?.url()).toBe('chrome-error://chromewebdata/');
});
