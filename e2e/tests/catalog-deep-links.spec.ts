import { expect, test } from '../fixtures';
import { demoEvents, holdAllSeats, sessionsOn } from '../support/platform';

test('a deep link with session=next, quantity and reserve=true reserves on its own', async ({ page, stack }) => {
  const events = await demoEvents(stack.url);
  const admission = events.get('General Admission')!;
  await page.goto(`/events/${admission.id}?session=next&quantity=Adult:2,Senior&reserve=true`);
  // An anchor: the flow goes on to the listing in upsell mode with the tickets in the cart.
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'What other experiences would you like to add?' })).toBeVisible();
  await page.goto('/checkout');
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('2 × Adult')).toBeVisible();
  await expect(cart.getByText('1 × Senior')).toBeVisible();
});

test('deep-link problems are explained: session with date, unknown ticket types (warn)', async ({ page, stack }) => {
  const events = await demoEvents(stack.url);
  const admission = events.get('General Admission')!;
  await page.goto(`/events/${admission.id}?session=next&date=2030-01-01&reserve=warn`);
  await expect(page.getByText('The session and date query parameters can not be used together.')).toBeVisible();
  await page.goto(`/events/${admission.id}?quantity=Dragon:2&reserve=warn`);
  await expect(page.getByText(/Ticket types not found: Dragon/)).toBeVisible();
});

test('a session sold out between display and submit shows the message and reloads the sessions', async ({ page, stack }) => {
  const events = await demoEvents(stack.url);
  const admission = events.get('General Admission')!;
  await page.goto(`/events/${admission.id}`);
  const panel = page.getByRole('region', { name: 'Get tickets' });
  const lastDate = panel
    .getByRole('group', { name: 'Choose a date' })
    .getByRole('button', { name: /[A-Z][a-z]{2} \d{1,2}, \d{4}/, disabled: false })
    .last();
  const label = (await lastDate.getAttribute('aria-label')) ?? '';
  await lastDate.click();
  const first = panel.getByRole('radio', { disabled: false }).first();
  const time = (await first.evaluate((radio: HTMLInputElement) => radio.labels?.[0]?.textContent ?? '')).match(/\d{1,2}:\d\d [AP]M/)![0];
  await first.check();
  await panel.getByRole('button', { name: 'Add one Adult' }).click();

  // Meanwhile other visitors take every seat of that session.
  const date = new Date(`${/[A-Z][a-z]{2} \d{1,2}, \d{4}/.exec(label)![0]} 12:00 UTC`).toISOString().slice(0, 10);
  const sessions = await sessionsOn(stack.url, admission.id, date);
  const adult = admission.ticket_type.find((t) => t.name === 'Adult')!;
  const chosen = sessions.find(
    (s) =>
      new Date(s.start_datetime).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' }) === time,
  )!;
  await holdAllSeats(stack.url, chosen, adult.id, 10);

  await panel.getByRole('button', { name: 'Add 1 ticket to cart' }).click();
  await expect(
    panel.getByText(`Tickets have sold out for the session at ${time}. Please select another session and try again.`),
  ).toBeVisible();
  // The session is cleared and now shows as sold out; the others can still be chosen.
  await expect(panel.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(panel.getByRole('radio', { name: new RegExp(time) })).toBeDisabled();
});
