import { completeFreeCheckout, expect, reserveFreeTicket, test } from '../fixtures';

test('with the account remote down, browsing and buying still work and the header shows a fallback', async ({
  page,
  stack,
}) => {
  await stack.remotes.account.close();
  try {
    await page.goto('/events');
    await expect(page.getByText('Sign-in is unavailable right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Get tickets for Community Day/ })).toBeVisible();
    await reserveFreeTicket(page);
    await completeFreeCheckout(page);
  } finally {
    await stack.restartRemote('account');
  }
  // Back up: the member menu returns on the next page load.
  await page.goto('/events');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
