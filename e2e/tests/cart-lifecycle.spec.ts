import type { Page } from '@playwright/test';
import { SHORT_HOLD_SECONDS, expect, reserveFreeTicket, test } from '../fixtures';
import { demoEvents, sessionsOn, type DemoSession } from '../support/platform';

const LONG_DATE = /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/;

/**
 * Seconds to move the clock from a fresh hold to the extension offer (60 s left, spec 01 §9):
 * the page counts to a local expiry 5 s before the server's.
 */
const TO_THE_OFFER = SHORT_HOLD_SECONDS - 5 - 60 + 1;

/** One Penguin Feeding place at Harbour Zoo, whose carts the e2e stack holds for SHORT_HOLD_SECONDS. */
async function holdZooTicket(page: Page): Promise<{ date: string; time: string }> {
  await page.goto('/harbour-zoo/events');
  await page.getByRole('link', { name: 'Get tickets for Penguin Feeding Encounter' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  const day = panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { name: LONG_DATE, disabled: false }).nth(1);
  const label = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  const radio = panel.getByRole('radio', { disabled: false }).first();
  const time = (await radio.evaluate((r: HTMLInputElement) => r.labels?.[0]?.textContent ?? '')).match(/\d{1,2}:\d\d [AP]M/)![0];
  await radio.check();
  await panel.getByRole('button', { name: 'Add one Participant' }).click();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/harbour-zoo\/checkout$/);
  const date = new Date(`${/[A-Z][a-z]{2} \d{1,2}, \d{4}/.exec(label)![0]} 12:00 UTC`).toISOString().slice(0, 10);
  return { date, time };
}

const cartRegion = (page: Page) => page.getByRole('region', { name: 'Your cart' });

test('the timer shows its level, the extension is offered once within a minute and extends by two minutes', async ({ page, testClock }) => {
  await holdZooTicket(page);
  const timer = cartRegion(page).locator('[data-level]');
  await expect(cartRegion(page).getByText(/Tickets held for \d:\d\d/)).toBeVisible();
  // Under 120 s left: the error level.
  await expect(timer).toHaveAttribute('data-level', 'error');

  await testClock.advance(TO_THE_OFFER);
  const offer = page.getByRole('dialog', { name: 'Need more time?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Extend' }).click();
  await expect(offer).toBeHidden();
  // Two more minutes: now between 120 and 300 s, the warning level; the offer does not come back.
  await expect(timer).toHaveAttribute('data-level', 'warning');
  await expect(cartRegion(page).getByText(/Tickets held for [23]:\d\d/)).toBeVisible();
});

test('at expiry the cart times out, is cleared, and its tickets are on sale again', async ({ page, stack, testClock }) => {
  const penguins = (await demoEvents(stack.url, 'harbour-zoo')).get('Penguin Feeding Encounter')!;
  const { date, time } = await holdZooTicket(page);
  const session = async (): Promise<DemoSession> =>
    (await sessionsOn(stack.url, penguins.id, date)).find(
      (s) => new Date(s.start_datetime).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/London' }) === time,
    )!;
  const held = (await session()).used_capacity;

  await testClock.advance(TO_THE_OFFER);
  const offer = page.getByRole('dialog', { name: 'Need more time?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'No thanks' }).click();

  await testClock.advance(60);
  const expired = page.getByRole('dialog', { name: 'Cart timed out' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'OK' }).click();
  // The cart is cleared, so checkout sends the visitor on to the listing (spec 02: an empty cart goes home).
  await expect(page).toHaveURL(/\/harbour-zoo\/events$/);
  await page.getByRole('link', { name: 'Get tickets for Penguin Feeding Encounter' }).click();
  await expect(cartRegion(page).getByText('Your cart is empty.')).toBeVisible();
  // The held place is on sale again once the server's expiry passes too (the tab expires 5 s early).
  await expect.poll(async () => (await session()).used_capacity, { timeout: 15_000 }).toBe(held - 1);
});

test('two tabs show the same cart within a second', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/events');
  await second.getByRole('link', { name: /Get tickets for Community Day/ }).click();
  await expect(cartRegion(second).getByText('Your cart is empty.')).toBeVisible();

  await reserveFreeTicket(first);
  await expect(cartRegion(second).getByText('1 × Free admission')).toBeVisible({ timeout: 2_000 });

  await cartRegion(first).getByRole('button', { name: 'Discard cart' }).click();
  await first.getByRole('dialog', { name: 'Discard cart?' }).getByRole('button', { name: 'Discard cart' }).click();
  await expect(cartRegion(second).getByText('Your cart is empty.')).toBeVisible({ timeout: 2_000 });
});

test('promo codes: an unknown one shows the exact message, a valid one lowers the total', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Evening Jazz in the Sculpture Garden' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { name: LONG_DATE, disabled: false }).last().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add one General seating' }).click();
  await panel.getByRole('button', { name: 'Add one General seating' }).click();
  await panel.getByRole('button', { name: 'Add 2 tickets to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const cart = cartRegion(page);
  await cart.getByLabel('Promo code').fill('NOPE12');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('"NOPE12" is not a valid promo code.')).toBeVisible();

  await cart.getByLabel('Promo code').fill(' save10 ');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('list', { name: 'Applied codes' })).toContainText('SAVE10');
  // 90.00 − 10% + the 2 × 2.00 booking fee, which codes never discount.
  await expect(cart.getByText('$85.00').first()).toBeVisible();
});

test('removing the admission an upsell depends on warns, then clears the whole cart', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for General Admission' }).click();
  const panel = page.getByRole('region', { name: 'Get tickets' });
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { name: LONG_DATE }).nth(3).click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await page.getByRole('link', { name: 'Get tickets for Sculpture Garden Tour' }).click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  await panel.getByRole('button', { name: 'Add one Adult' }).click();
  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const cart = cartRegion(page);
  await cart.getByRole('button', { name: 'Remove General Admission' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from cart?' });
  await expect(confirm.getByText('Removing General Admission will also clear all other items from your cart.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  // The whole cart is gone: checkout sends the visitor home (the museum's offers its options),
  // and no event page shows a cart.
  await expect(page.getByRole('heading', { name: 'Welcome to City Museum of Art' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Continue as guest' }).click();
  await page.getByRole('link', { name: 'Get tickets for General Admission' }).click();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
});
