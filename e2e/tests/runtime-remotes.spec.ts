import path from 'node:path';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { expect, PORTS, test } from '../fixtures';

const SECOND_CATALOG_PORT = PORTS.account + 1;

test('a changed remotes manifest loads remote-catalog from another server on the next page load, on the server and in the browser', async ({
  page,
  stack,
}) => {
  const second = await serveStatic({
    root: path.resolve(import.meta.dirname, '../../remote-catalog/dist'),
    port: SECOND_CATALOG_PORT,
  });
  // What the storefront server itself fetches: the server build it renders with (ADR 0017).
  const fromSecond: string[] = [];
  second.server.on('request', (req: { url?: string }) => fromSecond.push(req.url ?? ''));
  try {
    const catalogRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('remoteEntry.js')) catalogRequests.push(req.url());
    });

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    expect(catalogRequests.some((u) => u.includes(`:${PORTS.catalog}/`))).toBe(true);

    stack.writeManifest(
      stack.defaultRemotes.map((r) =>
        r.name === 'catalog' ? { name: 'catalog', entry: `http://127.0.0.1:${SECOND_CATALOG_PORT}/remoteEntry.js` } : r,
      ),
    );
    catalogRequests.length = 0;
    const reloaded = await page.reload();
    // The page came server-rendered by the new catalog build, before any browser request to it.
    expect(await reloaded!.text()).toMatch(/<h1 id="cat-listing-title"[^>]*>Events<\/h1>/);
    expect(fromSecond).toContain('/server/remoteEntry.js');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    expect(catalogRequests.some((u) => u.includes(`:${SECOND_CATALOG_PORT}/`))).toBe(true);
    expect(catalogRequests.some((u) => u.includes(`:${PORTS.catalog}/`))).toBe(false);
  } finally {
    stack.writeManifest(stack.defaultRemotes);
    await second.close();
  }
});
