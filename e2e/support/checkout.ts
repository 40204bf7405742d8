/**
 * Checkout steps shared by the payment tests, in the words a visitor sees: the guest's
 * details, the sandbox card element (Stripe's test card numbers), the terms and the captcha.
 */
import { expect, type Page } from '@playwright/test';

/** Stripe's documented test cards, as the sandbox Stripe.js maps them to test payment methods. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002500003155',
} as const;

/** A fresh address per test, so the dev mailbox holds only that test's e-mails. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** One Evening Jazz ticket (City Museum, $45.00 + $2.00 booking fee) per `count`, to /checkout. */
export async function reserveEveningJazz(page: Page, count = 1) {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Evening Jazz in the Sculpture Garden' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).last().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  for (let i = 0; i < count; i += 1) await panel.getByRole('button', { name: 'Add one General seating' }).click();
  await panel.getByRole('button', { name: count === 1 ? 'Add 1 ticket to cart' : `Add ${count} tickets to cart` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/**
 * One Summer Gala Dinner seat (City Museum, 150.00: a 20 % deposit now, the rest 14 days before)
 * on its first date, to /checkout; answers the cart's id.
 */
export async function reserveSummerGala(page: Page): Promise<string> {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Summer Gala Dinner' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add one Dinner seat' }).click();
  const reserved = page.waitForResponse((r) => r.url().endsWith('/api/my/cart/modify') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  const cart = (await (await reserved).json()) as { id: string };
  await expect(page).toHaveURL(/\/checkout$/);
  return cart.id;
}

/** One Zoo Day adult (Harbour Zoo, GBP: no captcha, no terms), to /harbour-zoo/checkout. */
export async function reserveZooDay(page: Page) {
  await page.goto('/harbour-zoo/events');
  await page.getByRole('link', { name: 'Get tickets for Zoo Day Ticket' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Find available tickets' }).click();
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/harbour-zoo\/checkout$/);
}

export async function fillGuestDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm email').fill(email);
}

/** The sandbox card element: number, a future expiry, CVC and the card's ZIP. */
export async function fillCard(page: Page, number: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel(/Expiration date/).fill('12 / 34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByLabel('ZIP', { exact: true }).fill('10001');
}

/** City Museum asks for both: its terms text is configured, and so is its captcha. */
export async function acceptTermsAndCaptcha(page: Page) {
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I am human').check();
}

export function payNow(page: Page) {
  return page.getByRole('form', { name: 'Checkout' }).getByRole('button', { name: 'Pay now' });
}

/** The completed page, with one order number per order; answers the order numbers. */
export async function expectCompleted(page: Page): Promise<string[]> {
  await expect(page).toHaveURL(/\/checkout\/complete\?orderIds=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-number').first()).toHaveText(/^SF-\d{6}$/);
  return page.getByTestId('order-number').allInnerTexts();
}
