import path from 'node:path';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { expect, PORTS, test } from '../fixtures';

const SECOND_CATALOG_PORT = PORTS.account + 1;

test('a changed remotes manifest loads remote-catalog from another server on the next page load', async ({
  page,
  stack,
}) => {
  const second = await serveStatic({
    root: path.resolve(import.meta.dirname, '../../remote-catalog/dist'),
    port: SECOND_CATALOG_PORT,
  });
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
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    expect(catalogRequests.some((u) => u.includes(`:${SECOND_CATALOG_PORT}/`))).toBe(true);
    expect(catalogRequests.some((u) => u.includes(`:${PORTS.catalog}/`))).toBe(false);
  } finally {
    stack.writeManifest(stack.defaultRemotes);
    await second.close();
  }
});
