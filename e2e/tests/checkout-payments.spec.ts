import { expect, test } from '../fixtures';
import {
  TEST_CARDS,
  acceptTermsAndCaptcha,
  expectCompleted,
  fillCard,
  fillGuestDetails,
  payNow,
  reserveEveningJazz,
  reserveSummerGala,
  reserveZooDay,
  uniqueEmail,
} from '../support/checkout';
import { waitForEmail } from '../support/mailbox';
import { logInWithPassword } from '../support/login';

test('a guest pays by card from the listing to the completed page, with its QR code and the confirmation e-mail', async ({ page, baseURL }) => {
  const email = uniqueEmail('paid');
  await reserveEveningJazz(page);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillGuestDetails(page, email);
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();

  const [orderNumber] = await expectCompleted(page);
  await expect(page.getByText(`Your confirmation has been e-mailed to ${email}.`, { exact: false })).toBeVisible();
  const qr = page.getByRole('img', { name: `QR code for order ${orderNumber}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const mail = await waitForEmail(baseURL!, email);
  expect(mail.subject).toBe(`Your City Museum of Art order ${orderNumber}`);
  expect(mail.text).toContain('Evening Jazz in the Sculpture Garden');
  expect(mail.attachments.some((a) => a.content_type === 'image/png')).toBe(true);
});

test('a declined card shows the exact messages and keeps the cart', async ({ page }) => {
  await reserveEveningJazz(page);
  await fillGuestDetails(page, uniqueEmail('declined'));
  await fillCard(page, TEST_CARDS.declined);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Your card has not been charged.' });
  await expect(alert).toContainText('Your card was declined.');
  await expect(alert).toContainText('Please edit your payment details and try again.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('1 × General seating')).toBeVisible();

  // The same cart then pays with a good card (the captcha asks again after a decline).
  await fillCard(page, TEST_CARDS.visa);
  await page.getByLabel('I am human').check();
  await payNow(page).click();
  await expectCompleted(page);
});

test('a card that needs authentication completes after the visitor confirms it', async ({ page }) => {
  await reserveEveningJazz(page);
  await fillGuestDetails(page, uniqueEmail('3ds'));
  await fillCard(page, TEST_CARDS.authenticationRequired);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expectCompleted(page);
});

test('a gift card pays part and the card the rest', async ({ page, baseURL }) => {
  const email = uniqueEmail('gift');
  await reserveEveningJazz(page, 2);
  await page.getByRole('button', { name: 'Add a gift card' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a gift card' });
  await modal.getByLabel('Gift card number').fill('NOPE-0000');
  await modal.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(modal.getByText('Gift card not found')).toBeVisible();
  await modal.getByLabel('Gift card number').fill('GIFT-0000-0001');
  await modal.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(modal.getByText('Gift Card balance is $0')).toBeVisible();
  await modal.getByLabel('Gift card number').fill('GIFT-5000-0042');
  await modal.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(modal).toBeHidden();
  // 2 × (45.00 + 2.00) = 94.00: the card pays 50.00, the card 44.00.
  await expect(page.getByRole('region', { name: 'Gift cards' })).toContainText('$50.00');
  await page.getByRole('button', { name: 'Add a gift card' }).click();
  await modal.getByLabel('Gift card number').fill('GIFT-5000-0042');
  await modal.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(modal.getByText('Oops! You already applied this gift card')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  await fillGuestDetails(page, email);
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();
  await expectCompleted(page);
  const mail = await waitForEmail(baseURL!, email);
  expect(mail.text).toContain('94.00');
});

test('a double click on pay makes one order and one e-mail', async ({ page, baseURL }) => {
  const email = uniqueEmail('double');
  await reserveEveningJazz(page);
  await fillGuestDetails(page, email);
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).dblclick();

  const orderNumbers = await expectCompleted(page);
  expect(orderNumbers).toHaveLength(1);
  await waitForEmail(baseURL!, email);
  // Give a second purchase, if there were one, time to send its e-mail too.
  await page.waitForTimeout(1500);
  const res = await page.request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(1);
});

test('the captcha is shown to a guest and not to a member, who has no identity form either', async ({ page }) => {
  await reserveEveningJazz(page);
  await expect(page.getByLabel('I am human')).toBeVisible();
  await expect(page.getByText('This site is protected by hCaptcha')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();

  await page.goto('/login');
  await logInWithPassword(page, 'member@example.com', 'Member-Pass-1');
  await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(page.getByLabel('I am human')).toHaveCount(0);

  await fillCard(page, TEST_CARDS.visa);
  await page.getByLabel('I accept the terms and conditions').check();
  await payNow(page).click();
  await expectCompleted(page);
});

test('Stripe.js that cannot load shows the unable-to-load message', async ({ page }) => {
  await page.route('**/sandbox/stripe.js', (route) => route.abort());
  await reserveEveningJazz(page);
  await expect(
    page.getByText(
      'Credit card payment can not be processed because Stripe was unable to load. Try disabling any privacy blockers and ad blockers, and reloading the page.',
    ),
  ).toBeVisible();
});

test('a GBP purchase on the second seller: no captcha, no terms, paid by card', async ({ page }) => {
  await reserveZooDay(page);

  await expect(page.getByLabel('I am human')).toHaveCount(0);
  await expect(page.getByLabel('I accept the terms and conditions')).toHaveCount(0);
  await expect(page.getByLabel('Country')).toHaveValue('GB');
  await fillGuestDetails(page, uniqueEmail('zoo'));
  await fillCard(page, TEST_CARDS.visa);
  await payNow(page).click();
  await expect(page).toHaveURL(/\/harbour-zoo\/checkout\/complete\?orderIds=/);
  await expect(page.getByTestId('order-number').first()).toHaveText(/^SF-\d{6}$/);
});

test('a scheduled payment: the deposit now, then the next due date, then the rest completes the order', async ({ page }) => {
  await reserveSummerGala(page);

  // 150.00 a seat: a 20 % deposit (30.00) now, the rest (120.00) 14 days before the dinner.
  const choice = page.getByRole('group', { name: 'How much would you like to pay now?' });
  await expect(choice.getByRole('radio')).toHaveCount(3);
  await expect(choice.getByRole('radio', { checked: true })).toHaveValue('due');
  await fillGuestDetails(page, uniqueEmail('gala'));
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();

  const paid = page.getByRole('status').filter({ hasText: 'Your next payment of $120.00 is due on' });
  await expect(paid).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // The form starts again for the rest: terms unticked, card cleared.
  await expect(page.getByLabel('I accept the terms and conditions')).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toHaveValue('');
  await expect(choice.getByRole('radio')).toHaveCount(1);

  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();
  await expectCompleted(page);
});

test('a donation picked at checkout raises the cart total and is paid with the tickets', async ({ page }) => {
  await reserveEveningJazz(page);
  const cartTotal = page.getByRole('region', { name: 'Your cart' }).locator('.chk-totals__row--total dd');
  await expect(cartTotal).toHaveText('$47.00');

  const donation = page.getByRole('group', { name: 'Add a donation' });
  await expect(donation.getByRole('radio', { name: 'No donation' })).toBeChecked();
  await donation.getByRole('radio', { name: '$10.00' }).check();
  await expect(cartTotal).toHaveText('$57.00');
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('Support the Museum')).toBeVisible();
  // Another amount replaces it; the total follows.
  await donation.getByRole('radio', { name: '$25.00' }).check();
  await expect(cartTotal).toHaveText('$72.00');

  await fillGuestDetails(page, uniqueEmail('donation'));
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();
  await expectCompleted(page);
});
