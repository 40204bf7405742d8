import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The cart widget's totals, as "label amount" rows. */
async function totals(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Your cart' }).locator('.chk-totals > div');
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

test('a seller advertising prices including fees: steppers and cart lines carry the booking fee, the default promo code applies', async ({ page }) => {
  await page.goto('/harbour-zoo/events');
  await page.getByRole('link', { name: 'Get tickets for Zoo Day Ticket' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  // Adult 24.00 and Child 16.00, each with a 1.00 booking fee, shown in the price.
  await expect(panel.getByText('£25.00')).toBeVisible();
  await expect(panel.getByText('£17.00')).toBeVisible();
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Add one Child (3–15)' }).click();
  await panel.getByRole('button', { name: 'Find available tickets' }).click();
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await expect(panel.getByText('Total: £42.00')).toBeVisible();
  await panel.getByRole('button', { name: 'Add 2 tickets to cart' }).click();
  await expect(page).toHaveURL(/\/harbour-zoo\/checkout$/);

  // The tenant default SUMMERKIDS halved the child ticket (8.00); the fee is never discounted.
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.locator('.chk-line__types > li').filter({ hasText: '1 × Child (3–15)' })).toContainText('£9.00');
  await expect(cart.locator('.chk-line__types > li').filter({ hasText: '1 × Adult' })).toContainText('£25.00');
  await expect.poll(() => totals(page)).toEqual(['Total £34.00', 'Includes Booking fee £2.00', 'Savings (Kids half price) −£8.00']);
});

test('a seller advertising prices without fees: ticket prices on the lines, the booking fee its own row, a promo code never discounts it', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Evening Jazz in the Sculpture Garden' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).last().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await expect(panel.getByText('$45.00').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Add one General seating' }).click();
  await panel.getByRole('button', { name: 'Add one General seating' }).click();
  await expect(panel.getByText('Total: $90.00')).toBeVisible();
  await panel.getByRole('button', { name: 'Add 2 tickets to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.locator('.chk-line__types > li').filter({ hasText: '2 × General seating' })).toContainText('$90.00');
  await expect.poll(() => totals(page)).toEqual(['Booking fee $4.00', 'Total $94.00']);
  await cart.getByLabel('Promo code').fill('SAVE10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => totals(page)).toEqual(['Booking fee $4.00', 'Total $85.00', 'Savings (10% off) −$9.00']);
});
