/**
 * Seat selection (issue 15; spec 01 §2 Seat selection, §4 Seats, §5, §9): the demo theatre's
 * seated events, chosen by keyboard and by pointer on the canvas map, reserved into the cart
 * with their seats; a seat taken by someone else meanwhile is refused and the map refreshed;
 * the map as a full-screen drawer on a phone.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoViolations } from '../support/axe';

interface WireSeat {
  seat_template_id: string;
  name: string;
  row: string;
  section: string;
  x: number;
  y: number;
  r: number;
  ticket_groups: string;
  previous: string | null;
  next: string | null;
  state: 'available' | 'booked' | 'unavailable';
}
interface WireSeatMap {
  event_session_id: string;
  map_geometry?: { width: number; height: number };
  seats: WireSeat[];
}

const FIND_SEATS_FIRST = "Please click the 'Find seats' button to continue.";

function panelOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Get tickets' });
}

/** `adults` and `children` of ticket group `group` (its named group of steppers). */
async function chooseTickets(page: Page, group: string, adults: number, children: number) {
  const steppers = panelOf(page).getByRole('group', { name: group });
  for (let i = 0; i < adults; i += 1) await steppers.getByRole('button', { name: 'Add one Adult' }).click();
  for (let i = 0; i < children; i += 1) await steppers.getByRole('button', { name: 'Add one Child' }).click();
}

/**
 * The seat map's geometry as the page loads it: the picker fetches it ahead as soon as seated
 * tickets are chosen, so this listens from before they are.
 */
function watchGeometry(page: Page): Promise<WireSeatMap> {
  return page
    .waitForResponse((r: Response) => r.url().includes('/seat_map') && r.url().includes('_withgeometry') && r.request().method() === 'GET', {
      timeout: 30_000,
    })
    .then((r) => r.json() as Promise<WireSeatMap>);
}

/** The seats' states the page fetches on opening or refreshing the map. */
function watchStates(page: Page): Promise<WireSeatMap> {
  return page
    .waitForResponse((r: Response) => r.url().includes('/seat_map') && !r.url().includes('_withgeometry') && r.request().method() === 'GET', {
      timeout: 30_000,
    })
    .then((r) => r.json() as Promise<WireSeatMap>);
}

/** Presses 'Find seats' (or `button`); resolves once the map is open and its keyboard seat has the focus. */
async function openMap(page: Page, button = 'Find seats'): Promise<Locator> {
  await panelOf(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Select your seats' });
  await expect(dialog).toBeVisible();
  // Spec 01 §9: the focus moves to a seat 100 ms after the map is painted.
  await expect(dialog.locator('.cat-seatmap__seat')).toBeFocused();
  return dialog;
}

/** Where seat `target` is on screen, from the keyboard seat's position and the map's scale. */
async function screenPointOf(dialog: Locator, map: WireSeatMap, target: WireSeat): Promise<{ x: number; y: number }> {
  const focus = dialog.locator('.cat-seatmap__seat');
  const anchorId = await focus.getAttribute('data-seat-id');
  const anchor = map.seats.find((s) => s.seat_template_id === anchorId)!;
  const anchorBox = (await focus.boundingBox())!;
  const canvasBox = (await dialog.getByRole('img', { name: /^Seat map/ }).boundingBox())!;
  const zoom = Number(await dialog.locator('.cat-seatmap').getAttribute('data-zoom'));
  const { width, height } = map.map_geometry!;
  const scale = Math.min(canvasBox.width / width, canvasBox.height / height) * zoom;
  return {
    x: anchorBox.x + anchorBox.width / 2 + (target.x - anchor.x) * scale,
    y: anchorBox.y + anchorBox.height / 2 + (target.y - anchor.y) * scale,
  };
}

test('single event by keyboard: 2 adults and a child in Premium, seats chosen with the arrows and Enter, reserved with their seats', async ({ page }, testInfo) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Opera Gala Night' }).click();
  await chooseTickets(page, 'Premium', 2, 1);
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Add 3 tickets to cart' }).click();
  await expect(panel.getByText(FIND_SEATS_FIRST)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Find seats' })).toBeFocused();

  const dialog = await openMap(page);
  // An open map hides the quantities (spec 01 §4 single-event flow).
  await expect(panel.getByRole('group', { name: 'Premium' })).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Select:' })).toHaveValue(/.*/);
  await expect(dialog.getByRole('list', { name: 'Legend' })).toContainText('Sold out');
  await expectNoViolations(page, testInfo, 'the seat map open (desktop)');

  // Only Premium seats still take tickets: the keyboard moves between them and names each.
  const seat = dialog.locator('.cat-seatmap__seat');
  await expect(seat).toHaveAccessibleName(/^Stalls, row [A-E], seat \d+, Premium, available$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(seat).toBeFocused();
  const chosenName = (await seat.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  // The seat and its neighbours outward, until the three tickets have seats; announced politely.
  await expect(dialog.getByRole('status')).toContainText('All 3 seats chosen. Confirm Selection to continue.');
  await expect(seat).toHaveAccessibleName(/, selected$/);
  expect(chosenName).toMatch(/available$/);
  await dialog.getByRole('button', { name: 'Confirm Selection' }).click();
  await expect(dialog).toBeHidden();

  const selected = panel.getByRole('region', { name: 'Selected Seats' }).getByRole('listitem');
  await expect(selected).toHaveCount(3);
  const names = (await selected.allTextContents()).map((t) => t.replace(/\s*Premium$/, ''));
  expect(names.every((n) => /^Stalls [A-E]\d+$/.test(n))).toBe(true);
  expect([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))).toEqual(names);
  await expect(panel.getByRole('button', { name: 'Change selected seats' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Change Tickets' })).toBeVisible();

  await panel.getByRole('button', { name: 'Add 3 tickets to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (const name of names) await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
});

test('date-first by pointer: a click on the canvas takes the seat and its neighbours; changing the tickets clears them', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for The Snow Queen' }).click();
  const panel = panelOf(page);
  await panel.getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panel.getByRole('radio', { disabled: false }).first().check();
  const geometry = watchGeometry(page);
  await chooseTickets(page, 'Standard', 2, 1);

  const dialog = await openMap(page);
  const map = await geometry;
  expect(map.map_geometry).toBeTruthy();
  // An available Standard seat with available neighbours on both sides, in the stalls' middle block.
  const byName = new Map(map.seats.map((s) => [s.name, s]));
  const target = map.seats.find((s) => {
    if (s.state !== 'available' || !s.name.startsWith('Stalls ') || !/^Stalls [H-M](1[2-9])$/.test(s.name)) return false;
    const prev = s.previous ? byName.get(s.previous) : undefined;
    const next = s.next ? byName.get(s.next) : undefined;
    return prev?.state === 'available' && next?.state === 'available';
  })!;
  expect(target).toBeTruthy();
  const point = await screenPointOf(dialog, map, target);
  await page.mouse.click(point.x, point.y);
  await expect(dialog.getByRole('status')).toContainText(`${target.name}`);
  await expect(dialog.getByRole('status')).toContainText('All 3 seats chosen.');
  await dialog.getByRole('button', { name: 'Confirm Selection' }).click();
  const selected = panel.getByRole('region', { name: 'Selected Seats' }).getByRole('listitem');
  await expect(selected).toHaveCount(3);
  await expect(selected.filter({ hasText: target.name })).toHaveCount(1);

  // Another ticket: the seats no longer match the quantities (spec 01 §5).
  await chooseTickets(page, 'Standard', 1, 0);
  await panel.getByRole('button', { name: 'Add 4 tickets to cart' }).click();
  await expect(panel.getByText('Not enough seats for Standard')).toBeVisible();
  // 'Change Tickets' clears the seats: 'Find seats' again.
  await panel.getByRole('button', { name: 'Change Tickets' }).click();
  await expect(panel.getByRole('region', { name: 'Selected Seats' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Find seats' })).toBeVisible();

  const reopened = await openMap(page);
  const point2 = await screenPointOf(reopened, map, target);
  await page.mouse.click(point2.x, point2.y);
  await expect(reopened.getByRole('status')).toContainText('All 4 seats chosen.');
  await reopened.getByRole('button', { name: 'Confirm Selection' }).click();
  await panel.getByRole('button', { name: 'Add 4 tickets to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(target.name, { exact: false }).first()).toBeVisible();
});

test('a seat taken by another browser meanwhile is refused with a clear message and the map shows it sold', async ({ page, browser, baseURL }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'Get tickets for Opera Gala Night' }).click();
  const eventId = new URL(page.url()).pathname.split('/').pop()!;
  const geometry = watchGeometry(page);
  await chooseTickets(page, 'Balcony', 2, 0);
  const dialog = await openMap(page);
  const map = await geometry;
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('All 2 seats chosen.');
  await dialog.getByRole('button', { name: 'Confirm Selection' }).click();
  const panel = panelOf(page);
  const selected = panel.getByRole('region', { name: 'Selected Seats' }).getByRole('listitem');
  await expect(selected).toHaveCount(2);
  const takenName = (await selected.first().textContent())!.replace(/\s*Balcony$/, '');
  const taken = map.seats.find((s) => s.name === takenName)!;

  // Another visitor reserves that seat first, in their own browser.
  const other = await browser.newContext({ baseURL });
  const event = await (await other.request.get(`/api/events/${eventId}?_embed=ticket_group,ticket_type`)).json();
  const balcony = event.ticket_group.find((g: { name: string }) => g.name === 'Balcony');
  const adult = event.ticket_type.find((t: { ticket_group_id: string; name: string }) => t.ticket_group_id === balcony.id && t.name === 'Adult');
  const reserved = await other.request.post('/api/my/cart/modify', {
    data: {
      create: { channel: 'web' },
      reserve: { tickets: [{ ticket_type_id: adult.id, event_session_id: map.event_session_id, seat_template_id: taken.seat_template_id }] },
    },
  });
  expect(reserved.status()).toBe(200);

  // The refusal fetches the seats' states again.
  const refreshed = watchStates(page);
  await panel.getByRole('button', { name: 'Add 2 tickets to cart' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: `Sorry, seat ${takenName} has just been taken. Please choose another seat.` })).toBeVisible();
  expect((await refreshed).seats.find((s) => s.seat_template_id === taken.seat_template_id)?.state).toBe('booked');
  await expect(selected).toHaveCount(1);
  await expect(page).not.toHaveURL(/\/checkout$/);

  // The map comes back with the seat sold; another seat completes the selection.
  const again = await openMap(page, 'Change selected seats');
  // The keyboard starts on the seat still chosen; the next available one completes the selection.
  const seat = again.locator('.cat-seatmap__seat');
  await expect(seat).toHaveAccessibleName(/, selected$/);
  for (let i = 0; i < 6 && !/, available$/.test((await seat.getAttribute('aria-label')) ?? ''); i += 1) await page.keyboard.press('ArrowRight');
  await expect(seat).toHaveAccessibleName(/, available$/);
  await page.keyboard.press('Enter');
  await expect(again.getByRole('status')).toContainText('All 2 seats chosen.');
  await again.getByRole('button', { name: 'Confirm Selection' }).click();
  await expect(selected.filter({ hasText: takenName })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add 2 tickets to cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await other.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the map is a full-screen drawer, the page behind does not scroll, zoom stays within its range', { tag: '@a11y-dragging-alternative' }, async ({ page }, testInfo) => {
    await page.goto('/events');
    await page.getByRole('link', { name: 'Get tickets for Opera Gala Night' }).click();
    await chooseTickets(page, 'Standard', 1, 0);
    const dialog = await openMap(page);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.height).toBeGreaterThanOrEqual(800);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoViolations(page, testInfo, 'the seat map drawer at 390 px');

    const root = dialog.locator('.cat-seatmap');
    await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    for (const zoom of ['2', '4', '8']) {
      await dialog.getByRole('button', { name: 'Zoom in' }).click();
      await expect(root).toHaveAttribute('data-zoom', zoom);
    }
    await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expect(root).toHaveAttribute('data-zoom', '6');
    // Panning without a drag (WCAG 2.5.7): one press moves the drawing a quarter of the view.
    const seat = dialog.locator('.cat-seatmap__seat');
    const before = (await seat.boundingBox())!.x;
    await dialog.getByRole('group', { name: 'Move the map' }).getByRole('button', { name: 'Pan right' }).click();
    await expect.poll(async () => (await seat.boundingBox())!.x).toBeLessThan(before - 50);
    await expect(root).toHaveAttribute('data-zoom', '6');

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
