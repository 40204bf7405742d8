import { expect, test } from '../fixtures';

const LONG_DATE = /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/;

test('CityPASS: one voucher per ticket, checked for format, then refused once it is in use', async ({ page }) => {
  // A fresh code each run: a code stays used while a cart holds it.
  const digits = String(Date.now()).slice(-8);
  const openForm = async () => {
    await page.goto('/events');
    await page.getByRole('link', { name: 'Get tickets for CityPASS Admission' }).click();
    const panel = page.getByRole('region', { name: 'Get tickets' });
    await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { name: LONG_DATE }).nth(1).click();
    await panel.getByRole('radio', { disabled: false }).first().check();
    await panel.getByRole('button', { name: 'Add one Adult (CityPASS)' }).click();
    return panel;
  };

  let panel = await openForm();
  const code = panel.getByLabel('CityPASS code for ticket 1 – Adult (CityPASS)');
  await code.fill(`CPC${digits}`);
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription('Does not match the expected format. Please check your CityPASS code.');

  await code.fill(`cpa ${digits.slice(0, 4)}-${digits.slice(4)}`);
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('1 × Adult (CityPASS)')).toBeVisible();

  // The same code again while the cart holds it: shown next to the input.
  panel = await openForm();
  const again = panel.getByLabel('CityPASS code for ticket 1 – Adult (CityPASS)');
  await again.fill(`CPA${digits}`);
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(again).toHaveAccessibleDescription('This CityPASS code has already been used.');
});
