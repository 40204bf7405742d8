/**
 * Spec 02 §2 pages against the project's accessibility standard (issue 17: WCAG 2.2 AA, no axe
 * violation at all, at 1280 and 390 px), focus management in modals, keyboard operation: axe-core
 * on each checkout state, and the keyboard paths a visitor without a mouse takes. The other routes
 * and dialogs are in accessibility-gate.spec.ts and accessibility-sweep.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
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
import { expectNoViolations } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { logInWithPassword } from '../support/login';

/** Sandbox Stripe's test card whose intent stays processing for a while (the pending result). */
const PROCESSING_CARD = '4000000000000077';

/** The checkout with its card element mounted (Stripe.js loaded). */
async function checkoutReady(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeVisible();
}

test.describe('axe on the checkout pages', { tag: '@a11y-axe-sweep' }, () => {
  test('City Museum guest checkout: identity, payment, gift cards, captcha and terms', async ({ page }, testInfo) => {
    await reserveEveningJazz(page);
    await checkoutReady(page);
    await expect(page.getByRole('region', { name: 'Gift cards' })).toBeVisible();
    await expect(page.getByLabel('I am human')).toBeVisible();
    await expect(page.getByLabel('I accept the terms and conditions')).toBeVisible();
    await expectNoViolations(page, testInfo, 'guest checkout');
  });

  test('after a failed submit (validation errors) and after a declined card (the alert)', async ({ page }, testInfo) => {
    await reserveEveningJazz(page);
    await checkoutReady(page);
    await payNow(page).click();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, testInfo, 'checkout with validation errors');

    await fillGuestDetails(page, uniqueEmail('a11y-declined'));
    await fillCard(page, TEST_CARDS.declined);
    await acceptTermsAndCaptcha(page);
    await payNow(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card has not been charged.' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'checkout after a declined card');
  });

  test('the gift card dialog, empty and with an error', async ({ page }, testInfo) => {
    await reserveEveningJazz(page);
    await checkoutReady(page);
    await page.getByRole('button', { name: 'Add a gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a gift card' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, testInfo, 'gift card dialog');
    await dialog.getByLabel('Gift card number').fill('NOPE-0000');
    await dialog.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(dialog.getByText('Gift card not found')).toBeVisible();
    await expectNoViolations(page, testInfo, 'gift card dialog with an error');
  });

  test('the card authentication dialog, then the completed page', async ({ page }, testInfo) => {
    await reserveEveningJazz(page);
    await checkoutReady(page);
    await fillGuestDetails(page, uniqueEmail('a11y-3ds'));
    await fillCard(page, TEST_CARDS.authenticationRequired);
    await acceptTermsAndCaptcha(page);
    await payNow(page).click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox 3D Secure 2 test page' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    await expectNoViolations(page, testInfo, 'authentication dialog');

    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expectCompleted(page);
    await expect(page.getByRole('img', { name: /^QR code for order/ })).toBeVisible();
    await expectNoViolations(page, testInfo, 'completed page');
  });

  test('Summer Gala Dinner checkout: the scheduled-payments panel', async ({ page }, testInfo) => {
    await reserveSummerGala(page);
    await checkoutReady(page);
    const choice = page.getByRole('group', { name: 'How much would you like to pay now?' });
    await expect(choice.getByRole('radio')).toHaveCount(3);
    await expectNoViolations(page, testInfo, 'scheduled payments');
    await choice.getByRole('radio', { name: 'Another amount' }).check();
    await expect(page.getByRole('textbox', { name: 'Other amount' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'scheduled payments, another amount');
  });

  test('Harbour Zoo at 390 px with Apple Pay offered: wallet radios, mobile footer, the wallet sheet', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await reserveZooDay(page);
    await page.goto('/harbour-zoo/checkout?sandbox_wallet=apple');
    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toBeVisible();
    await expect(page.getByText('Total to pay')).toBeVisible();
    await expectNoViolations(page, testInfo, 'mobile checkout with Apple Pay');

    await methods.getByRole('radio', { name: 'Card' }).check();
    await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeVisible();
    await expectNoViolations(page, testInfo, 'mobile checkout by card');

    await methods.getByRole('radio', { name: 'Apple Pay' }).check();
    const walletButton = page.getByRole('button', { name: 'Pay with Apple Pay' });
    await walletButton.click();
    const sheet = page.getByRole('dialog', { name: 'Sandbox Apple Pay' });
    await expect(sheet).toBeVisible();
    await expectNoViolations(page, testInfo, 'Apple Pay sheet');
    // The sheet keeps the focus on its buttons; Escape cancels it and the focus goes back.
    await expect(sheet.getByRole('button', { name: 'Pay' })).toBeFocused();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(walletButton).toBeFocused();
  });

  test('the pending page (a card payment still processing)', async ({ page }, testInfo) => {
    await reserveEveningJazz(page);
    await checkoutReady(page);
    await fillGuestDetails(page, uniqueEmail('a11y-pending'));
    await fillCard(page, PROCESSING_CARD);
    await acceptTermsAndCaptcha(page);
    await payNow(page).click();
    await expect(page).toHaveURL(/\/checkout\/pending\//);
    await expect(page.getByRole('heading', { name: 'Your payment is processing' })).toBeFocused();
    await expect(page.getByTestId('cart-number')).not.toBeEmpty();
    // The intent succeeds a few seconds later: the page's later polls fail, so it stays pending here.
    await page.route('**/my/cart/**', (route) => route.abort());
    await expectNoViolations(page, testInfo, 'pending page');
  });

  test("a signed-in member's checkout", async ({ page }, testInfo) => {
    await page.goto('/login');
    await logInWithPassword(page, 'member@example.com', 'Member-Pass-1');
    await expect(page.getByRole('banner').getByText('Hi, Ada')).toBeVisible();
    await reserveEveningJazz(page);
    await checkoutReady(page);
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expectNoViolations(page, testInfo, 'member checkout');
  });
});

test.describe('keyboard operation of the checkout', () => {
  // Keyboard paths once, at desktop width (one of them sets 390 px itself); the axe states above run at both.
  test.skip(({ isMobile }) => isMobile, 'keyboard paths run in the desktop project');
  test('the gift card dialog takes the focus, Escape closes it and the focus returns to its button', { tag: '@a11y-modal-focus' }, async ({ page }) => {
    await reserveEveningJazz(page);
    await checkoutReady(page);
    const open = page.getByRole('button', { name: 'Add a gift card' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a gift card' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Gift card number')).toBeFocused();
    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // Applied with Enter: the dialog closes, the focus is back on its button and the card is announced.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Gift card number')).toBeFocused();
    await page.keyboard.type('GIFT-5000-0042');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    const section = page.getByRole('region', { name: 'Gift cards' });
    await expect(section.getByRole('status')).toHaveText('Gift card GIFT-5000-0042 applied.');
    // Removed with the keyboard: the focus does not fall back to the page.
    await tabTo(page, section.getByRole('button', { name: 'Remove gift card GIFT-5000-0042' }));
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: /^Remove gift card/ })).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(section.getByRole('status')).toHaveText('Gift card GIFT-5000-0042 removed.');
  });

  test('after a failed submit the focus is on the first invalid field, then on the card, then on the message', async ({ page }) => {
    await reserveEveningJazz(page);
    await checkoutReady(page);
    await payNow(page).click();
    await expect(page.getByLabel('First name')).toBeFocused();

    // The details are good but the card is empty: the card number field.
    await fillGuestDetails(page, uniqueEmail('a11y-focus'));
    // The terms first: the checkbox itself, then ticked with Space, as the captcha is.
    await payNow(page).click();
    await expect(page.getByLabel('I accept the terms and conditions')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('I accept the terms and conditions')).toBeChecked();
    await tabTo(page, page.getByLabel('I am human'), { backwards: true });
    await page.keyboard.press('Space');
    await expect(page.getByLabel('I am human')).toBeChecked();
    await payNow(page).click();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeFocused();

    // A declined card: the message that says so.
    await fillCard(page, TEST_CARDS.declined);
    await payNow(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your card has not been charged.' });
    await expect(alert).toBeVisible();
    expect(await alert.evaluate((el) => el.contains(document.activeElement) || el.parentElement === document.activeElement)).toBe(true);
  });

  test('at 390 px the sticky mobile footer never hides the control that has the focus', { tag: '@a11y-focus-visible' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await reserveZooDay(page);
    await checkoutReady(page);
    const footer = page.locator('.chk-footer');
    await expect(footer.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).click();
    const covered: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const state = await footer.evaluate((bar) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || bar.contains(el)) return { done: bar.contains(el), hidden: null };
        const r = el.getBoundingClientRect();
        const hidden = r.bottom > bar.getBoundingClientRect().top + 1 && r.top < window.innerHeight;
        return { done: false, hidden: hidden ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.id ?? ''} ${el.textContent?.trim().slice(0, 30) ?? ''}` : null };
      });
      if (state.hidden) covered.push(state.hidden);
      if (state.done) break;
    }
    expect(covered, 'focused controls under the sticky footer').toEqual([]);
  });

  test('a guest pays by card at Harbour Zoo with the keyboard only', async ({ page }) => {
    await reserveZooDay(page);
    // From here on: Tab, typing, Space and Enter only.
    await page.goto('/harbour-zoo/checkout');
    await checkoutReady(page);
    const email = uniqueEmail('a11y-keyboard');
    const type = async (target: Locator, text: string) => {
      await tabTo(page, target);
      await page.keyboard.type(text);
    };
    await type(page.getByLabel('First name'), 'Grace');
    await type(page.getByLabel('Last name'), 'Hopper');
    await type(page.getByLabel('Email', { exact: true }), email);
    await type(page.getByLabel('Confirm email'), email);
    const payment = page.getByRole('region', { name: 'Payment' });
    await type(payment.getByLabel('Card number'), TEST_CARDS.visa);
    await type(payment.getByLabel(/Expiration date/), '12 / 34');
    await type(payment.getByLabel('CVC'), '123');
    await type(payment.getByLabel('ZIP', { exact: true }), 'SW1A 1AA');
    await tabTo(page, payNow(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/harbour-zoo\/checkout\/complete\?orderIds=/);
    await expect(page.getByTestId('order-number').first()).toHaveText(/^SF-\d{6}$/);
    // The pay button is gone: the completed page's heading has the focus, not the document.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeFocused();
  });
});
