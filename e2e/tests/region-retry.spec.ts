import { expect, test } from '../fixtures';

test('a remote region that fails shows a message, and "Try again" loads it once the remote is back', async ({
  page,
  stack,
}) => {
  await stack.remotes.catalog.close();
  try {
    await page.goto('/events');
    await expect(page.getByText('This part of the page could not be loaded.')).toBeVisible();
    // The rest of the storefront is unaffected.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  } finally {
    await stack.restartRemote('catalog');
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
});
