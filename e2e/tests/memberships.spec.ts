/**
 * Memberships (spec 03 §2.5–§2.9, §4, §5; issue 13) against the real API: buying with named and
 * unnamed members, renewing inside the window, gifting and redeeming the mailed code in another
 * browser, cancelling auto-renew, and a member refused over their allowance.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createMember } from '../support/accounts';
import { TEST_CARDS, acceptTermsAndCaptcha, fillCard, fillGuestDetails, payNow, uniqueEmail } from '../support/checkout';
import { logInWithPassword } from '../support/login';
import { waitForEmail } from '../support/mailbox';

const AUTO_RENEW = 'Renew my membership automatically each year';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logInWithPassword(page, email, password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log out' })).toBeVisible();
}

async function fillMember(form: Locator, group: string, firstName: string, lastName: string) {
  const member = form.getByRole('group', { name: group });
  await member.getByLabel('First name').fill(firstName);
  await member.getByLabel('Last name').fill(lastName);
}

/** The membership form on the membership event page (`/membership{/action}` leads there). */
function membershipForm(page: Page): Locator {
  return page.getByRole('region', { name: 'Get tickets' });
}

/** A signed-in member pays the cart at checkout by card. */
async function payAsMember(page: Page) {
  await fillCard(page, TEST_CARDS.visa);
  await page.getByLabel('I accept the terms and conditions').check();
  await payNow(page).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderIds=/);
}

test('a member buys a Family membership with named and unnamed members, pays, then sees members-only events and member prices', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'family');
  await logIn(page, member.email, member.password);
  await page.goto('/events');
  await expect(page.getByRole('link', { name: /Members’ Preview/ })).toHaveCount(0);

  await page.goto('/membership');
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);
  await expect(page).toHaveTitle(/^Membership \| /);
  const form = membershipForm(page);
  const levels = form.getByRole('group', { name: 'Choose a membership' });
  await expect(levels.getByRole('radio')).toHaveCount(3);
  await levels.getByRole('radio', { name: 'Family $150.00' }).check();
  // One household (min equals max: no stepper), the first adult required, the second optional.
  await expect(form.getByRole('button', { name: 'Add one Household' })).toHaveCount(0);
  await fillMember(form, 'Adult 1', 'Kit', 'Tester');
  await form.getByRole('group', { name: 'Add another Adult?' }).getByRole('radio', { name: 'Yes' }).check();
  await fillMember(form, 'Adult 2', 'Robin', 'Tester');
  for (let i = 0; i < 3; i += 1) await form.getByRole('button', { name: 'Add one Child' }).click();
  // Family does not offer auto-renew in the demo (Individual does).
  await expect(form.getByRole('group', { name: AUTO_RENEW })).toHaveCount(0);
  await form.getByRole('button', { name: 'Buy membership' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('$150.00').first()).toBeVisible();
  await payAsMember(page);
  await expect(page.getByRole('heading', { name: 'Your membership' })).toBeVisible();

  // The same session: members-only events and the member admission now show.
  await page.goto('/events');
  await expect(page.getByRole('link', { name: 'Get tickets for Members’ Preview' })).toBeVisible();
  await page.goto('/my/membership');
  await expect(page.getByText('Family', { exact: true })).toBeVisible();
  // The named adults in the order entered.
  await expect(page.getByText('Kit Tester, Robin Tester', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code for membership [A-Z]+-\d{6}$/ })).toBeVisible();

  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Members’ Preview' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  // Member prices: the member ticket is free, the member's guest pays the member guest price.
  await expect(panel.getByText('Member guest')).toBeVisible();
  await expect(panel.getByText('$15.00').first()).toBeVisible();
});

test('a member inside the renewal window renews with the level and members preselected; the membership runs a year longer', async ({ page }) => {
  await logIn(page, 'renew@example.com', 'Member-Pass-1');
  await page.goto('/my/membership');
  await expect(page.getByText(/^Expires in \d+ days$/)).toBeVisible();
  const before = Number(/\d+/.exec((await page.getByText(/^Expires in \d+ days$/).innerText()) ?? '')?.[0]);
  expect(before).toBeLessThanOrEqual(60);
  await page.getByRole('link', { name: 'Renew', exact: true }).click();

  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+\/renew$/);
  await expect(page).toHaveTitle(/^Renew Membership \| /);
  const form = membershipForm(page);
  await expect(form.getByText(/Your Dual membership expires in \d+ days/)).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Dual $120.00' })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Member 1' }).getByLabel('First name')).toHaveValue('Rosalind');
  await expect(form.getByRole('group', { name: 'Member 2' }).getByLabel('Last name')).toHaveValue('Klug');
  await form.getByRole('button', { name: 'Renew membership' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await payAsMember(page);
  await page.goto('/my/membership');
  const after = Number(/\d+/.exec(await page.getByText(/^Expires in \d+ days$/).innerText())?.[0]);
  // Extended from the current end, not from today.
  expect(after).toBeGreaterThanOrEqual(before + 365);
  await expect(page.getByText('CMA-100005')).toBeVisible();
});

test('a guest gifts a membership; the giftee redeems the mailed code in another browser', async ({ page, browser, baseURL }) => {
  const giftee = uniqueEmail('giftee');
  await page.goto('/membership/gift');
  await expect(page).toHaveTitle(/^Gift a Membership \| /);
  const dialog = page.getByRole('dialog', { name: 'Log in or shop as a guest' });
  await dialog.getByRole('button', { name: 'Shop as a Guest' }).click();
  await expect(dialog).toHaveCount(0);

  const form = membershipForm(page);
  await form.getByRole('radio', { name: 'Individual $75.00' }).check();
  await fillMember(form, 'Member 1', 'Lise', 'Meitner');
  const recipient = form.getByRole('group', { name: 'Who is the gift for?' });
  await recipient.getByLabel('Recipient\'s email', { exact: true }).fill(giftee);
  await recipient.getByLabel('Confirm recipient\'s email').fill(giftee);
  await expect(form.getByRole('group', { name: AUTO_RENEW })).toHaveCount(0);
  await form.getByRole('button', { name: 'Gift membership' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Pay for your Gift to Lise Meitner' })).toBeVisible();
  const since = new Date();
  await fillGuestDetails(page, uniqueEmail('giver'));
  await fillCard(page, TEST_CARDS.visa);
  await acceptTermsAndCaptcha(page);
  // The checkout form is named by its gift title here.
  await page.getByRole('form', { name: 'Pay for your Gift to Lise Meitner' }).getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderIds=/);
  await expect(page.getByText('Your gift is on its way: we have e-mailed Lise Meitner a code to redeem their membership.')).toBeVisible();

  const mail = await waitForEmail(baseURL!, giftee, { since, subject: 'You have been given' });
  const code = /Gift code: (\d{10})/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/membership\/redeem\?gift_code=\d{10})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  expect(link).toContain(code!);

  // The giftee, in a browser of their own, opens the link and redeems as a guest.
  const other = await browser.newContext({ baseURL });
  try {
    const giftPage = await other.newPage();
    await giftPage.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(giftPage.getByRole('heading', { name: 'Redeem a membership' })).toBeVisible();
    const redeem = giftPage.getByRole('main');
    await expect(redeem.getByRole('radio')).toHaveCount(1);
    await expect(redeem.getByRole('radio', { name: /Individual/ })).toBeChecked();
    await fillMember(redeem, 'Member 1', 'Lise', 'Meitner');
    await redeem.getByRole('button', { name: 'Redeem membership' }).click();
    await expect(giftPage).toHaveURL(/\/checkout$/);
    // Nothing is left to pay: the free gateway completes it.
    await giftPage.getByLabel('First name').fill('Lise');
    await giftPage.getByLabel('Last name').fill('Meitner');
    await giftPage.getByLabel('Email', { exact: true }).fill(giftee);
    await giftPage.getByLabel('Confirm email').fill(giftee);
    await acceptTermsAndCaptcha(giftPage);
    await giftPage.getByRole('button', { name: 'Complete order' }).click();
    await expect(giftPage).toHaveURL(/\/checkout\/complete\?orderIds=/);
    await expect(giftPage.getByRole('heading', { name: 'Your membership' })).toBeVisible();

    // The code is spent now.
    await giftPage.goto(`/membership/redeem?gift_code=${code}`);
    await expect(giftPage.getByText('This code has already been redeemed')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a member cancels auto-renew from the membership details; the membership stays valid', async ({ page }) => {
  await logIn(page, 'member@example.com', 'Member-Pass-1');
  await page.goto('/my/membership');
  await expect(page.getByText('Enrolled')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel auto-renew' }).click();

  await expect(page).toHaveURL(/\/manage\/[0-9a-f-]+\/cancel-auto-renew$/);
  await expect(page.getByRole('heading', { name: 'Cancel auto-renew' })).toBeVisible();
  await expect(page.getByText(/Your Individual membership is enrolled in auto-renew and is valid until/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel auto-renew' }).click();
  await expect(page.getByText(/^Auto-renew is cancelled\. Your Individual membership remains valid until .+\.$/)).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/my\/membership$/);
  await expect(page.getByText('Not enrolled')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel auto-renew' })).toHaveCount(0);
});

test('a member’s allowance caps the steppers; over it (a ticket already booked) the platform refuses with the spec’s message', async ({ page }) => {
  // Ada's Individual level allows one member guest per event (demo benefits).
  await logIn(page, 'member@example.com', 'Member-Pass-1');
  const chooseFirstSession = async () => {
    await page.goto('/events');
    await page.getByRole('link', { name: 'Get tickets for Members’ Preview' }).click();
    const panel = page.getByRole('region', { name: 'Get tickets' });
    await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
    await panel.getByRole('radio', { disabled: false }).first().check();
    return panel;
  };
  let panel = await chooseFirstSession();
  await panel.getByRole('button', { name: 'Add one Member guest' }).click();
  await expect(panel.getByRole('button', { name: 'Add one Member guest' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await payAsMember(page);

  // The page does not know what was booked; the reservation does.
  panel = await chooseFirstSession();
  await panel.getByRole('button', { name: 'Add one Member guest' }).click();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(panel.getByText('Your membership includes 1 Member guest ticket per event.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/checkout$/);
});
