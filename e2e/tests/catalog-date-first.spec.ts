import { expect, test } from '../fixtures';

/** 'Sun, Nov 22, 2026' out of a date button's accessible name. */
const LONG_DATE = /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/;
/** 'Sunday, November 22, 2026' out of a calendar day's accessible name. */
const SPOKEN_DATE = /[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/;
const focusedDate = async (page: import('@playwright/test').Page) => {
  const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const match = SPOKEN_DATE.exec(label);
  if (!match) throw new Error(`focused element is not a day: "${label}"`);
  return new Date(`${match[0]} 12:00 UTC`);
};
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

test('the Choose date calendar is keyboard operated: arrows move 1 or 7 days, Enter selects', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for General Admission' }).click();
  const dates = page.getByRole('group', { name: 'Choose a date' });
  await expect(dates.getByRole('button', { name: LONG_DATE })).toHaveCount(8);
  await page.getByRole('button', { name: 'More dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  await expect(dialog.getByRole('columnheader')).toHaveCount(7);
  await expect(dialog.getByRole('row')).toHaveCount(7); // weekday headers + 6 weeks

  const start = await focusedDate(page);
  await page.keyboard.press('ArrowRight');
  expect(await focusedDate(page)).toEqual(plusDays(start, 1));
  await page.keyboard.press('ArrowDown');
  expect(await focusedDate(page)).toEqual(plusDays(start, 8));
  await page.keyboard.press('ArrowLeft');
  expect(await focusedDate(page)).toEqual(plusDays(start, 7));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  // The chosen day shows alone, with a button to change it.
  await expect(dates.getByText(longDate(plusDays(start, 7)))).toBeVisible();
  await expect(dates.getByRole('button', { name: 'Change date' })).toBeVisible();
});

test('date-first: an anchor admission, then the upsell on the same day, into one cart', async ({ page }) => {
  await page.goto('/events');
  // The upsell needs an anchor in the cart, so it is not listed yet.
  await expect(page.getByRole('link', { name: 'Get tickets for Sculpture Garden Tour' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Get tickets for General Admission' }).click();

  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByText('Please select a date to continue.')).toBeVisible();

  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { name: LONG_DATE }).nth(2).click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Add one Child' }).click();
  await expect(panel.getByText('Children under 16 must be accompanied by an adult.')).toBeVisible();
  await panel.getByRole('button', { name: 'Add 3 tickets to cart' }).click();

  // After an anchor the flow goes to the listing in upsell mode.
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'What other experiences would you like to add?' })).toBeVisible();
  await page.getByRole('link', { name: 'Get tickets for Sculpture Garden Tour' }).click();

  // The anchor's date is preselected; only that day's tours are offered (visit window same_date).
  await expect(panel.getByRole('button', { name: 'Change date' })).toBeVisible();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('2 × Adult').first()).toBeVisible();
  await expect(cart.getByText('1 × Child')).toBeVisible();
  await expect(cart.getByText('Sculpture Garden Tour')).toBeVisible();
});
