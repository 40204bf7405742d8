import { expect, test } from '../fixtures';

test('quantity-first: quantities, find available tickets, a priced date and session, into the cart', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Museum Lates' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });

  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Add one Student' }).click();
  await panel.getByRole('button', { name: /to cart$/ }).click();
  await expect(panel.getByText("Please click the 'Find available tickets' button to continue.")).toBeVisible();

  await panel.getByRole('button', { name: 'Find available tickets' }).click();
  await expect(panel.getByText('1 × Adult')).toBeVisible();
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  // Lates run on Fridays (1 × Adult 20.00 + 1 × Student 12.00) and Saturdays (5.00 more each).
  await expect(panel.getByText(/Total: \$(32|42)\.00/)).toBeVisible();
  await panel.getByRole('button', { name: 'Add 2 tickets to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('1 × Adult')).toBeVisible();
  await expect(cart.getByText('1 × Student')).toBeVisible();
});

test('single event: survey questions and required admit names, then the cart', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Photography Workshop' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('button', { name: 'Add one Participant' }).click();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(panel.getByText('Please enter your first name.')).toBeVisible();
  // The first invalid field has the focus.
  await expect(panel.getByLabel('Experience')).toBeFocused();

  await panel.getByLabel('Experience').selectOption({ index: 1 });
  await panel.getByLabel('Camera model').fill('Fujifilm X-T4');
  await panel.getByLabel('Age').fill('34');
  await panel.getByLabel('First name').fill('Dorothea');
  await panel.getByLabel('Last name').fill('Lange');
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('1 × Participant')).toBeVisible();
});

test('add-one: a flexible gift card amount is checked against its bounds, then added', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Gift Cards' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(panel.getByText('Please select a gift card to continue.')).toBeVisible();

  await panel.getByRole('radio', { name: /Any amount/ }).check();
  const amount = panel.getByRole('spinbutton');
  await amount.fill('5');
  await panel.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(panel.getByText('Value entered is outside min/max')).toBeVisible();
  await amount.fill('40.50');
  await panel.getByRole('button', { name: 'Add gift card to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('$40.50').first()).toBeVisible();
});

test('add-one: a donation needs a choice', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Support the Museum' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('button', { name: 'Add donation to cart' }).click();
  await expect(panel.getByText('Please select a donation to continue.')).toBeVisible();
  await panel.getByRole('radio', { name: /Donate 25\.00/ }).check();
  await panel.getByRole('button', { name: 'Add donation to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('1 × Donate 25.00')).toBeVisible();
});

test('a code-required tour opens the code modal and reserves with the code', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: /Get tickets for Curator’s Late Tour/ }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add one Guest' }).click();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();

  const modal = page.getByRole('dialog', { name: 'Code required' });
  await expect(modal.getByLabel('Code')).toBeFocused();
  await modal.getByLabel('Code').fill('WRONG');
  await modal.getByRole('button', { name: 'Apply code' }).click();
  // code_not_found: its description is shown in the modal, which stays open.
  await expect(modal.getByRole('alert')).toBeVisible();
  await modal.getByLabel('Code').fill('CURATOR');
  await modal.getByRole('button', { name: 'Apply code' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('1 × Guest')).toBeVisible();
});
