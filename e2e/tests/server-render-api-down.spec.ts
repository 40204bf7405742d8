/**
 * Server rendering never fails a page (ADR 0017, issue 11): when the platform API stops while
 * the storefront server renders, the page still answers 200 and the browser renders what the
 * server could not, showing the page's own error message.
 *
 * The worker's stack cannot lose its API for a moment: every other test shares it, and it is
 * supervised (stopped, it is restarted). So each test starts a storefront server of its own,
 * built as the stack builds its one, that reaches the same API through a relay the test cuts:
 * from then on the API's address refuses connections, as a stopped API's does. The storefront
 * has listed the sellers before the cut, as a running storefront has (the list is kept 30 s),
 * so the page is rendered and not refused with "The storefront is unavailable right now".
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, PORTS, test } from '../fixtures';

/** What a screen says when its API call fails other than with a 4xx (GENERIC_ERROR_MESSAGE in shared/src/api/errors.ts). */
const GENERIC_ERROR = 'Sorry! Something unexpected happened. Please try again.';

interface StorefrontServer {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

/** The storefront server's factory; host/server is plain JavaScript with no declarations, so typed here. */
async function loadStorefrontServerFactory() {
  const module = pathToFileURL(path.resolve(import.meta.dirname, '../../host/server/index.mjs')).href;
  const { buildStorefrontServer } = (await import(module)) as {
    buildStorefrontServer(options: { apiUrl: string; remotesManifestPath: string }): Promise<StorefrontServer>;
  };
  return buildStorefrontServer;
}

/** A TCP relay to the stack's API; `cut()` closes it and its open connections, so its port refuses from then on. */
async function startApiRelay(apiPort: number) {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A connection cut mid-request is this relay's purpose, not an error.
    socket.on('error', () => undefined);
  };
  const relay = createServer((client) => {
    const api = connect(apiPort, '127.0.0.1');
    track(client);
    track(api);
    client.pipe(api).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A storefront server beside the stack's, with the same remotes manifest, whose API the test can stop. */
const withOwnStorefront = test.extend<{ storefront: { url: string; stopApi(): Promise<void> } }>({
  storefront: async ({ stack }, use) => {
    const relay = await startApiRelay(PORTS.api);
    const buildStorefrontServer = await loadStorefrontServerFactory();
    const server = await buildStorefrontServer({ apiUrl: relay.url, remotesManifestPath: stack.manifestPath });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    // Lists the sellers while the API answers.
    expect((await fetch(`${url}/events`)).status).toBe(200);
    await use({ url, stopApi: relay.cut });
    await server.close();
    await relay.cut();
  },
});

/** The page at `url` as the server sent it, asserting it answered 200. */
async function openPage(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return response!.text();
}

withOwnStorefront.describe('the API stops while the server renders', () => {
  withOwnStorefront(
    "a guest's page comes with its layout and the listing's loading state; the browser then shows the listing's error",
    async ({ page, storefront }) => {
      await storefront.stopApi();
      const html = await openPage(page, `${storefront.url}/events`);
      expect(html).toContain('class="sf-header__brand"');
      expect(html).toMatch(/<h1 id="cat-listing-title"[^>]*>Events<\/h1>/);
      // The listing the API did not give is left out: the browser asks for it.
      expect(html).toContain('Loading events');
      expect(html).not.toContain('class="cat-card"');
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(GENERIC_ERROR);
    },
  );

  withOwnStorefront('a signed-in member gets the whole page from the browser, as the server cannot tell who they are', async ({ page, storefront }) => {
    const login = await page.request.post(`${storefront.url}/api/login`, {
      data: { username: 'member@example.com', password: 'Member-Pass-1' },
    });
    expect(login.ok()).toBe(true);
    await storefront.stopApi();
    const html = await openPage(page, `${storefront.url}/events`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('__STOREFRONT_DATA__');
    await expect(page.getByRole('link', { name: 'City Museum of Art' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(GENERIC_ERROR);
  });
});
