import { expect, test } from '../fixtures';

test('the same route under two seller slugs shows each seller', async ({ page }) => {
  await page.goto('/city-museum/events');
  await expect(page.getByRole('banner').getByRole('link', { name: 'City Museum of Art' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Get tickets for General Admission/ })).toBeVisible();

  await page.goto('/harbour-zoo/events');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Harbour Zoo' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Get tickets for General Admission/ })).toHaveCount(0);
  // Links stay under the seller's prefix and prices are in the seller's currency.
  const firstEvent = page.getByRole('link', { name: /Get tickets for/ }).first();
  await expect(firstEvent).toHaveAttribute('href', /^\/harbour-zoo\/events\//);
  await expect(page.getByText(/£\d/).first()).toBeVisible();
});

test('an unknown path shows the 404 page and keeps the query', async ({ page }) => {
  await page.goto('/no-such-page?utm=1');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('We could not find anything at this URL.')).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page\?utm=1$/);
});
