import { completeFreeCheckout, expect, reserveFreeTicket, test } from '../fixtures';

test('a guest buys a free ticket from the listing to the completed page', async ({ page }) => {
  await reserveFreeTicket(page);
  // The cart widget (checkout remote) shows the reserved line and the time left.
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('1 × Free admission')).toBeVisible();
  await expect(cart.getByText(/Tickets held for \d+:\d\d/)).toBeVisible();
  await completeFreeCheckout(page);
});
