/**
 * Payment truth from Stripe's webhooks (issue 30 item 4, ADR 0032): a visitor authenticates a
 * card that needs 3-D Secure and closes the tab before the storefront returns to pay. The
 * sandbox's signed webhook books the order and the confirmation e-mail still arrives.
 */
import { expect, test } from '../fixtures';
import { TEST_CARDS, acceptTermsAndCaptcha, fillCard, fillGuestDetails, payNow, reserveEveningJazz, uniqueEmail } from '../support/checkout';
import { waitForEmail } from '../support/mailbox';

test('a 3-D Secure payment authenticated in a tab closed before the return is booked by the webhook and e-mailed', async ({ page, baseURL }) => {
  const email = uniqueEmail('webhook');
  await reserveEveningJazz(page);
  await fillGuestDetails(page, email);
  await fillCard(page, TEST_CARDS.authenticationRequired);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  // From here on the storefront never gets to pay: its return request is dropped, then the tab closes.
  let returns = 0;
  await page.route('**/api/**/cart/*/pay', async (route) => {
    returns += 1;
    await route.abort();
  });
  const confirmed = page.waitForResponse((res) => /\/api\/sandbox\/stripe\/payment_intents\/[^/]+\/confirm$/.test(res.url()) && res.ok());
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  expect(((await (await confirmed).json()) as { status: string }).status).toBe('succeeded');
  await page.close();

  const mail = await waitForEmail(baseURL!, email, { subject: 'Your City Museum of Art order' });
  expect(mail.subject).toMatch(/^Your City Museum of Art order \S+$/);
  expect(mail.text).toContain('Evening Jazz in the Sculpture Garden');
  expect(returns).toBeLessThanOrEqual(1);
});
