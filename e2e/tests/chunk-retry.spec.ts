import { expect, PORTS, test } from '../fixtures';

test('a chunk that fails to load is retried once with cache-busting', async ({ page }) => {
  const chunkRequests: string[] = [];
  let failed: string | null = null;
  // Fail the first lazy chunk the catalog remote asks for.
  await page.route(new RegExp(`:${PORTS.catalog}/chunks/.+\\.js`), async (route) => {
    const url = route.request().url();
    chunkRequests.push(url);
    if (!failed) {
      failed = url;
      return route.abort('failed');
    }
    return route.continue();
  });

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  expect(failed).not.toBeNull();
  const retried = chunkRequests.filter((u) => u.split('?')[0] === failed!.split('?')[0]);
  expect(retried).toHaveLength(2);
  // The retry carries a timestamp query, so no cache or CDN can answer it with the failure.
  expect(retried[1]).toMatch(/\?\d{10,}$/);
});
