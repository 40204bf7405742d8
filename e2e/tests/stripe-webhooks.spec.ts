/**
 * Payment truth from Stripe's webhooks (issue 30 item 4, ADR 0032): a visitor authenticates a
 * card that needs 3-D Secure and closes the tab before the storefront returns to pay. The
 * sandbox's signed webhook books the order and the confirmation e-mail still arrives.
 */
import { expect, test } from '../fixtures';
import { TEST_CARDS, acceptTermsAndCaptcha, fillCard, fillGuestDetails, payNow, reserveEveningJazz, uniqueEmail } from '../support/checkout';
import { waitForEmail } from '../support/mailbox';

test('a 3-D Secure payment authenticated in a tab closed before the return is booked by the webhook and e-mailed', async ({ page, baseURL }) => {
  // The storefront's return (the pay by the authenticated intent) never reaches the API: the tab closes first.
  let returns = 0;
  await page.route('**/api/**/cart/*/pay', async (route) => {
    const body = route.request().postDataJSON() as { payments?: { gateway_data?: { source_type?: string } }[] } | null;
    if (body?.payments?.[0]?.gateway_data?.source_type !== 'payment_intent') return route.continue();
    returns += 1;
    return route.abort();
  });
  await reserveEveningJazz(page);
  const email = uniqueEmail('webhook');
  await fillGuestDetails(page, email);
  await fillCard(page, TEST_CARDS.authenticationRequired);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  const confirmed = page.waitForResponse((res) => /\/api\/sandbox\/stripe\/payment_intents\/[^/]+\/confirm$/.test(res.url()) && res.ok());
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  expect(((await (await confirmed).json()) as { status: string }).status).toBe('succeeded');
  await page.close();

  const mail = await waitForEmail(baseURL!, email, { subject: 'Your City Museum of Art order' });
  expect(mail.subject).toMatch(/^Your City Museum of Art order \S+$/);
  expect(mail.text).toContain('Evening Jazz in the Sculpture Garden');
  expect(returns).toBeLessThanOrEqual(1);
});
