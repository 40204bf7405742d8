/**
 * Order self-service (issue 14; spec 02 §2 Order management, §4 Edit order, §5, §8; spec 03
 * §2.6): a buyer resends their tickets, opens the e-mailed manage link on another device,
 * reschedules, removes and cancels free tickets; a paid order asks to contact the venue; a
 * member sees their upcoming sessions and orders; an expired reschedule returns to the order.
 */
import type { Browser, Page } from '@playwright/test';
import { SHORT_HOLD_SECONDS, expect, test } from '../fixtures';
import {
  TEST_CARDS,
  acceptTermsAndCaptcha,
  expectCompleted,
  fillCard,
  fillGuestDetails,
  payNow,
  reserveEveningJazz,
  reserveZooDay,
  uniqueEmail,
} from '../support/checkout';
import { expectNoViolations } from '../support/axe';
import { logInWithPassword } from '../support/login';
import { waitForEmail } from '../support/mailbox';

const MANAGE_LINK = /Manage your order: (http:\/\/[^\s/]+((?:\/[a-z-]+)?\/manage\/([0-9a-f-]{36})\?key=[0-9a-f]+))/;

/** `count` free Community Day tickets (City Museum) at the first date's first time, bought as a guest. */
async function buyCommunityDay(page: Page, email: string, count: number): Promise<{ orderId: string; orderNumber: string }> {
  await page.goto('/events');
  await page.getByRole('link', { name: /Get tickets for Community Day/ }).click();
  await page.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await page.getByRole('group', { name: 'Choose a time' }).getByRole('radio', { disabled: false }).first().check();
  for (let i = 0; i < count; i += 1) await page.getByRole('button', { name: 'Add one Free admission' }).click();
  await page.getByRole('button', { name: `Add ${count} tickets to cart` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillGuestDetails(page, email);
  await acceptTermsAndCaptcha(page);
  await page.getByRole('button', { name: 'Complete order' }).click();
  const [orderNumber] = await expectCompleted(page);
  const orderId = new URL(page.url()).searchParams.get('orderIds')!.split(',')[0]!;
  return { orderId, orderNumber: orderNumber! };
}

/** A new browser (another device): nothing of the buyer's session. */
async function anotherDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('a buyer resends the tickets, opens the e-mailed link elsewhere, reschedules, removes one ticket and cancels the rest', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('manage');
  const { orderId, orderNumber } = await buyCommunityDay(page, email, 2);

  // The completed page offers each ticket's wallet passes (sandbox-signed here) and the order's manage page.
  const apple = page.getByRole('link', { name: 'Add Free admission ticket to Apple Wallet' }).first();
  await expect(apple).toBeVisible();
  const pass = await page.request.get((await apple.getAttribute('href'))!);
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  expect((await pass.body()).subarray(0, 2).toString()).toBe('PK');
  const google = page.getByRole('link', { name: 'Save Free admission ticket to Google Wallet' }).first();
  expect(await google.getAttribute('href')).toMatch(/\/api\/ticket\/[0-9a-f-]{36}\/gwpass$/);
  await expect(page.getByRole('link', { name: `Manage order ${orderNumber}` })).toHaveAttribute('href', `/manage/${orderId}`);

  // Resend from another device: the e-mail carries the manage link with its key.
  const device = await anotherDevice(browser, baseURL!);
  await device.goto('/resend');
  await expect(device.getByRole('heading', { level: 1, name: 'Resend tickets' })).toBeVisible();
  await device.getByRole('button', { name: 'Resend tickets' }).click();
  await expect(device.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await device.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('nobody'));
  await device.getByRole('button', { name: 'Resend tickets' }).click();
  await expect(device.getByRole('alert')).toHaveText('No orders could be found for this email address.');
  await expectNoViolations(device, testInfo, '/resend with an error');
  await device.getByRole('textbox', { name: 'Email' }).fill(email);
  const sentAt = new Date();
  await device.getByRole('button', { name: 'Resend tickets' }).click();
  await expect(device.getByRole('main').getByRole('status')).toHaveText(`Your tickets have been sent to ${email}.`);
  const resent = await waitForEmail(baseURL!, email, { since: sentAt, subject: 'Your City Museum of Art tickets' });
  const link = MANAGE_LINK.exec(resent.text);
  expect(link?.[3]).toBe(orderId);

  // The link opens the order on this device and the key leaves the address.
  await device.goto(link![2]!);
  await expect(device.getByRole('heading', { level: 1, name: `Manage order ${orderNumber}` })).toBeVisible();
  await expect(device).toHaveURL(new RegExp(`/manage/${orderId}$`));
  const line = device.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('order-ticket')).toHaveCount(2);
  const before = (await line.getByRole('heading', { level: 3 }).textContent())!;
  expect(before).toMatch(/at 11:00 AM$/);

  // Reschedule to 2:00 PM the same day: held first, confirmed with the free gateway.
  await line.getByRole('link', { name: /^Reschedule / }).click();
  await expect(device.getByRole('heading', { level: 1, name: 'Reschedule tickets' })).toBeVisible();
  const times = device.getByRole('group', { name: 'Choose a new time' });
  await times.getByRole('radio', { name: /^2:00 PM / }).first().check();
  await expectNoViolations(device, testInfo, 'reschedule page');
  await device.getByRole('button', { name: 'Reschedule' }).click();
  await expect(device).toHaveURL(new RegExp(`/manage/${orderId}$`));
  await expect(device.getByRole('status').filter({ hasText: 'You have unsaved changes' })).toBeVisible();
  await expect(device.getByTestId('new-line')).toContainText('2 × Free admission');
  await expect(device.getByTestId('new-line')).toContainText('2:00 PM');
  await expectNoViolations(device, testInfo, 'manage page with unsaved changes');
  const updateAsked = new Date();
  await device.getByRole('button', { name: 'Confirm changes' }).click();
  await expect(device.getByTestId('manage-message')).toHaveText('Your tickets have been rescheduled.');
  const rescheduled = device.getByTestId('order-line').filter({ hasText: '2:00 PM' });
  await expect(rescheduled.getByTestId('order-ticket')).toHaveCount(2);
  const update = await waitForEmail(baseURL!, email, { since: updateAsked, subject: `Your order ${orderNumber} has been updated` });
  expect(update.text).toContain('2:00 PM');
  expect(update.text).toMatch(MANAGE_LINK);

  // Remove one ticket: an edit, confirmed, that leaves one booked.
  await rescheduled.getByRole('button', { name: /^Remove Free admission ticket/ }).first().click();
  await expect(device.getByRole('status').filter({ hasText: 'You have unsaved changes' })).toBeVisible();
  await device.getByRole('button', { name: 'Confirm changes' }).click();
  await expect(device.getByTestId('manage-message')).toHaveText('Your tickets have been cancelled.');

  // Cancel the rest of the free order: nothing ticked first, then the last ticket.
  const cancel = device.getByRole('group', { name: 'Select the tickets to cancel' });
  await expect(cancel.getByRole('checkbox')).toHaveCount(1);
  await device.getByRole('button', { name: 'Cancel selected tickets' }).click();
  await expect(cancel.getByRole('alert')).toHaveText('Please select at least one ticket to continue.');
  await expect(cancel.getByRole('checkbox').first()).toBeFocused();
  await expectNoViolations(device, testInfo, 'manage page, cancel with nothing selected');
  await cancel.getByRole('checkbox').first().check();
  await device.getByRole('button', { name: 'Cancel selected tickets' }).click();
  await expect(device.getByTestId('manage-message')).toHaveText('Your tickets have been cancelled.');
  await expect(device.getByTestId('line-status').first()).toHaveText('Cancelled');
  await waitForEmail(baseURL!, email, { since: updateAsked, subject: `Tickets cancelled on your order ${orderNumber}` });
  await device.context().close();
});

test('a paid order cannot be cancelled online: the page asks to contact the venue; a stranger sees no order', async ({ page, browser, baseURL }) => {
  await reserveEveningJazz(page);
  await fillGuestDetails(page, uniqueEmail('paid-manage'));
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();
  const [orderNumber] = await expectCompleted(page);
  const orderId = new URL(page.url()).searchParams.get('orderIds')!.split(',')[0]!;

  await page.goto(`/manage/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Manage order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('contact-to-cancel')).toHaveText('You must contact us to cancel this order.');
  await expect(page.getByRole('button', { name: 'Cancel selected tickets' })).toHaveCount(0);
  // Evening Jazz is not a self-edit category: nothing to reschedule.
  await expect(page.getByRole('link', { name: /^Reschedule / })).toHaveCount(0);

  const stranger = await anotherDevice(browser, baseURL!);
  await stranger.goto(`/manage/${orderId}`);
  await expect(stranger.getByRole('alert')).toHaveText('We could not find that order.');
  await stranger.goto(`/manage/${orderId}?key=not-the-key`);
  await expect(stranger.getByRole('alert')).toHaveText('We could not find that order.');
  await stranger.context().close();
});

test('a reschedule to a dearer evening pays the difference by card on the confirm page', async ({ page, baseURL }) => {
  const email = uniqueEmail('lates');
  // A Friday Lates ticket ($20.00); Saturdays cost $5.00 more.
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Museum Lates' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Find available tickets' }).click();
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { name: /^Fri, /, disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillGuestDetails(page, email);
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  await payNow(page).click();
  const [orderNumber] = await expectCompleted(page);
  const orderId = new URL(page.url()).searchParams.get('orderIds')!.split(',')[0]!;

  await page.getByRole('link', { name: `Manage order ${orderNumber}` }).click();
  await page.getByTestId('order-line').getByRole('link', { name: /^Reschedule / }).click();
  const saturday = page.getByRole('group', { name: 'Choose a new time' }).getByRole('group', { name: /^Sat/ }).first();
  await saturday.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByTestId('amount-due')).toHaveText(/\$5\.00/);
  await page.getByRole('button', { name: 'Confirm changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/manage/${orderId}/confirm$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm changes' })).toBeVisible();
  await fillCard(page, TEST_CARDS.visa);
  // A new payment accepts the seller's terms again; the order's buyer needs no identity form or captcha.
  await page.getByLabel('I accept the terms and conditions').check();
  await expect(page.getByLabel('I am human')).toHaveCount(0);
  const paidAt = new Date();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${orderId}$`));
  await expect(page.getByTestId('manage-message')).toHaveText('Your tickets have been rescheduled.');
  await expect(page.getByTestId('order-line').filter({ hasNot: page.getByTestId('line-status') }).getByRole('heading', { level: 3 })).toHaveText(/^Sat, /);
  await waitForEmail(baseURL!, email, { since: paidAt, subject: `Your order ${orderNumber} has been updated` });
});

test('a signed-in member sees upcoming sessions and orders, and is asked to log out to edit', async ({ page }, testInfo) => {
  await page.goto('/login');
  await logInWithPassword(page, 'member@example.com', 'Member-Pass-1');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log out' })).toBeVisible();

  await page.goto('/my/upcoming');
  const nav = page.getByRole('navigation', { name: 'My account' });
  await expect(nav.getByRole('link', { name: 'Upcoming' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  const session = page.getByRole('link', { name: /^General Admission \w{3}, \w+ \d{1,2} \d{4} at 10:30 AM$/ });
  await expect(session).toBeVisible();
  await expectNoViolations(page, testInfo, '/my/upcoming');
  await session.click();
  await expect(page.getByRole('table', { name: /^Tickets of order SF-\d{6}$/ })).toContainText('Charles Babbage');

  await page.goto('/my/orders');
  const orders = page.getByRole('table', { name: 'Your orders, newest first' });
  await expect(orders.getByRole('link', { name: /^SF-\d{6}$/ }).first()).toBeVisible();
  // The past order: its line reads 'Redeemed'.
  const rows = orders.getByRole('row').filter({ hasText: 'General Admission' });
  await expect(rows).toHaveCount(2);
  await rows.last().getByRole('link').first().click();
  await expect(page.locator('.acc-status')).toHaveText('Redeemed');
  await expectNoViolations(page, testInfo, '/my/orders/{id} with a redeemed line');

  // Members look; editing is for the guest link (spec 02 §6).
  await page.goto('/my/orders');
  const upcomingOrder = page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('row').filter({ hasText: 'General Admission' }).first();
  const href = await upcomingOrder.getByRole('link').first().getAttribute('href');
  await page.goto(href!.replace('/my/orders/', '/manage/'));
  await expect(page.getByRole('status').filter({ hasText: 'Please log-out to edit your tickets' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Reschedule / })).toHaveCount(0);
});

test('a reschedule cart that expires returns the buyer to the unchanged order', async ({ page, testClock }) => {
  // Harbour Zoo holds carts for SHORT_HOLD_SECONDS in the e2e stack; its day tickets are self-editable.
  await reserveZooDay(page);
  await fillGuestDetails(page, uniqueEmail('zoo-manage'));
  await fillCard(page, TEST_CARDS.visa);
  await payNow(page).click();
  await expectCompleted(page);
  const orderId = new URL(page.url()).searchParams.get('orderIds')!.split(',')[0]!;

  await page.goto(`/harbour-zoo/manage/${orderId}`);
  const line = page.getByTestId('order-line');
  const before = (await line.getByRole('heading', { level: 3 }).textContent())!;
  await line.getByRole('link', { name: /^Reschedule / }).click();
  const times = page.getByRole('group', { name: 'Choose a new time' });
  await times.getByRole('radio', { disabled: false }).last().check();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have unsaved changes' })).toBeVisible();
  // The edit cart's hold counts down on the order page itself.
  await expect(page.getByTestId('order-changes').getByText(/Tickets held for/)).toBeVisible();

  await testClock.advance(SHORT_HOLD_SECONDS);
  const expired = page.getByRole('dialog', { name: 'Cart timed out' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/harbour-zoo/manage/${orderId}$`));
  await expect(page.getByTestId('order-line').getByRole('heading', { level: 3 })).toHaveText(before);
  await expect(page.getByText('You have unsaved changes')).toHaveCount(0);
});
