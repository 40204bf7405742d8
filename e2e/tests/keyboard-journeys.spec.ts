/**
 * The four keyboard-only journeys of issue 17 (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): a paid purchase
 * from the listing through the seat map and checkout, a one-time passcode login, buying a
 * membership and rescheduling an order; and each kind of dialog opened and closed by keyboard.
 * From the first page on, only the keyboard: Tab, typing, arrows, Space, Enter and Escape; a
 * pointer press anywhere fails the journey, and every control the focus passes shows its focus
 * and is not hidden (e2e/support/keyboard.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { buyFreeTicket, expect, test } from '../fixtures';
import { createMember } from '../support/accounts';
import { TEST_CARDS, expectCompleted, uniqueEmail } from '../support/checkout';
import { press, tabTo, typeInto, watchPointer } from '../support/keyboard';
import { waitForEmail } from '../support/mailbox';
import { demoEvents } from '../support/platform';

const panelOf = (page: Page) => page.getByRole('region', { name: 'Get tickets' });

/** The card element's fields, typed into one after the other. */
async function typeCard(page: Page, zip: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await typeInto(page, payment.getByLabel('Card number'), TEST_CARDS.visa);
  await typeInto(page, payment.getByLabel(/Expiration date/), '12 / 34');
  await typeInto(page, payment.getByLabel('CVC'), '123');
  await typeInto(page, payment.getByLabel('ZIP', { exact: true }), zip);
}

test('a paid purchase by keyboard: the listing, a seat chosen on the map, checkout, the completed page', { tag: ['@a11y-keyboard-purchase', '@a11y-focus-visible'] }, async ({ page }) => {
  test.setTimeout(120_000);
  const pointer = await watchPointer(page);
  await page.goto('/events');
  // The skip link is the first stop and moves the focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await press(page, page.getByRole('link', { name: 'Get tickets for Opera Gala Night' }));
  await expect(panelOf(page)).toBeVisible();

  const premium = panelOf(page).getByRole('group', { name: 'Premium' });
  await press(page, premium.getByRole('button', { name: 'Add one Adult' }));
  await press(page, panelOf(page).getByRole('button', { name: 'Find seats' }));
  const map = page.getByRole('dialog', { name: 'Select your seats' });
  const seat = map.locator('.cat-seatmap__seat');
  await expect(seat).toBeFocused();
  // Arrows move between seats that take the ticket; Enter takes the one with the focus.
  await page.keyboard.press('ArrowRight');
  await expect(seat).toHaveAccessibleName(/, available$/);
  await page.keyboard.press('Enter');
  await expect(seat).toHaveAccessibleName(/, selected$/);
  await expect(map.getByRole('status')).toContainText('Confirm Selection to continue.');
  await press(page, map.getByRole('button', { name: 'Confirm Selection' }));
  await expect(map).toBeHidden();
  await expect(panelOf(page).getByRole('region', { name: 'Selected Seats' }).getByRole('listitem')).toHaveCount(1);
  await press(page, panelOf(page).getByRole('button', { name: 'Add 1 ticket to cart' }));

  await expect(page).toHaveURL(/\/checkout$/);
  // Said without moving the focus (WCAG 4.1.3), from a region that outlived the page change.
  await expect(page.getByRole('status').filter({ hasText: /^Added to your cart: 1 × Adult, Opera Gala Night\.$/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeVisible();
  const email = uniqueEmail('keyboard-purchase');
  await typeInto(page, page.getByLabel('First name'), 'Grace');
  await typeInto(page, page.getByLabel('Last name'), 'Hopper');
  await typeInto(page, page.getByLabel('Email', { exact: true }), email);
  await typeInto(page, page.getByLabel('Confirm email'), email);
  await typeCard(page, '10001');
  await press(page, page.getByLabel('I am human'), 'Space');
  await press(page, page.getByLabel('I accept the terms and conditions'), 'Space');
  await press(page, page.getByRole('form', { name: 'Checkout' }).getByRole('button', { name: 'Pay now' }));
  await expectCompleted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeFocused();
  pointer.expectNone();
});

test('a one-time passcode login by keyboard, the code read from the mailbox', { tag: '@a11y-keyboard-login' }, async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'keyboard-otp');
  const pointer = await watchPointer(page);
  await page.goto('/login?redirect=/my/profile');
  const since = new Date();
  await typeInto(page, page.getByLabel('Email'), member.email);
  await press(page, page.getByRole('button', { name: 'Email me a passcode' }));
  await expect(page.getByRole('heading', { name: 'Enter your passcode' })).toBeVisible();
  const mail = await waitForEmail(baseURL!, member.email, { subject: 'passcode', since });
  const code = /passcode: ([A-Z0-9]{6})$/.exec(mail.subject)![1]!;
  await typeInto(page, page.getByLabel('Passcode'), code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByRole('banner').getByText('Hi, Kit')).toBeVisible();
  pointer.expectNone();
});

test('buying a membership by keyboard: log in, a level, the member, checkout', { tag: '@a11y-keyboard-membership' }, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const member = await createMember(baseURL!, 'keyboard-membership');
  const pointer = await watchPointer(page);
  await page.goto('/login?redirect=/membership');
  await typeInto(page, page.getByLabel('Email'), member.email);
  await press(page, page.getByRole('button', { name: 'Log in with password' }));
  await typeInto(page, page.getByLabel('Password'), member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);

  const form = panelOf(page);
  const levels = form.getByRole('group', { name: 'Choose a membership' });
  // A radio group is one Tab stop; the arrows choose within it.
  await tabTo(page, levels.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(levels.getByRole('radio').first()).toBeChecked();
  const adult = form.getByRole('group', { name: 'Member 1' });
  for (const [label, text] of [['First name', 'Kit'], ['Last name', 'Tester']] as const) {
    const field = adult.getByLabel(label);
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  }
  await press(page, form.getByRole('button', { name: 'Buy membership' }));

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeVisible();
  await typeCard(page, '10001');
  await press(page, page.getByLabel('I accept the terms and conditions'), 'Space');
  await press(page, page.getByRole('form', { name: 'Checkout' }).getByRole('button', { name: 'Pay now' }));
  await expectCompleted(page);
  await expect(page.getByRole('heading', { name: 'Your membership' })).toBeVisible();
  pointer.expectNone();
});

test('rescheduling an order by keyboard from its manage page', { tag: '@a11y-keyboard-reschedule' }, async ({ page }) => {
  test.setTimeout(120_000);
  // The order to change, bought the usual way: one free Community Day ticket at the first time.
  const { orderId, orderNumber } = await buyFreeTicket(page, uniqueEmail('keyboard-reschedule'));

  // From here on the keyboard only.
  const pointer = await watchPointer(page);
  await page.goto(`/manage/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Manage order ${orderNumber}` })).toBeVisible();
  const when = page.getByTestId('order-line').getByRole('heading', { level: 3 });
  const before = (await when.textContent())!;
  await press(page, page.getByTestId('order-line').getByRole('link', { name: /^Reschedule / }));
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule tickets' })).toBeVisible();
  const times = page.getByRole('group', { name: 'Choose a new time' });
  await tabTo(page, times.getByRole('radio').first());
  // The arrows move to the next time and choose it.
  await page.keyboard.press('ArrowDown');
  const chosen = times.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const time = /^(\d{1,2}:\d\d [AP]M)/.exec((await chosen.getAttribute('aria-label')) ?? (await chosen.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')))?.[1];
  expect(time, 'the chosen time').toBeTruthy();
  await press(page, page.getByRole('button', { name: 'Reschedule' }));
  await expect(page).toHaveURL(new RegExp(`/manage/${orderId}$`));
  await expect(page.getByRole('status').filter({ hasText: 'You have unsaved changes' })).toBeVisible();
  await expect(page.getByTestId('new-line')).toContainText(time!);
  await press(page, page.getByRole('button', { name: 'Confirm changes' }));
  await expect(page.getByTestId('manage-message')).toHaveText('Your tickets have been rescheduled.');
  // The order keeps its old line (rescheduled) and has the new one at the chosen time.
  await expect(when).toHaveCount(2);
  const after = await when.allTextContents();
  expect(after.filter((heading) => heading !== before && heading.endsWith(`at ${time}`))).toHaveLength(1);
  pointer.expectNone();
});

test('every kind of dialog takes the focus, Escape closes it and the focus returns to what opened it', { tag: '@a11y-modal-focus' }, async ({ page, stack }) => {
  test.setTimeout(90_000);
  const pointer = await watchPointer(page);
  const events = await demoEvents(stack.url);
  const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));
  /** Opens a dialog with Enter on `opener`, checks the focus went in, closes it with Escape and checks it came back. */
  async function roundTrip(opener: Locator, dialog: Locator) {
    await press(page, opener);
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  await page.goto(`/events/${events.get('General Admission')!.id}`);
  await roundTrip(panelOf(page).getByRole('button', { name: 'More dates' }), page.getByRole('dialog', { name: 'Choose date' }));

  await page.goto(`/events/${events.get('Opera Gala Night')!.id}`);
  await press(page, panelOf(page).getByRole('group', { name: 'Premium' }).getByRole('button', { name: 'Add one Adult' }));
  await roundTrip(panelOf(page).getByRole('button', { name: 'Find seats' }), page.getByRole('dialog', { name: 'Select your seats' }));

  // The cart's own dialogs, on a page with a cart.
  const communityDay = [...events.values()].find((e) => e.name.startsWith('Community Day'))!;
  await page.goto(`/events/${communityDay.id}`);
  await press(page, page.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first());
  await tabTo(page, page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first());
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: 'Add one Free admission' }));
  await press(page, page.getByRole('button', { name: 'Add 1 ticket to cart' }));
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto(`/events/${events.get('General Admission')!.id}`);
  const cart = page.getByRole('region', { name: 'Your cart' });
  await roundTrip(cart.getByRole('button', { name: /^Remove / }).first(), page.getByRole('dialog', { name: 'Remove from cart?' }));
  await roundTrip(cart.getByRole('button', { name: 'Discard cart' }), page.getByRole('dialog', { name: 'Discard cart?' }));
  pointer.expectNone();
});
