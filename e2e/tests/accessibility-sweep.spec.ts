/**
 * Issue 17's checks beyond the gate's route-by-route axe runs (accessibility-gate.spec.ts and
 * checkout-accessibility.spec.ts, which with the seat map's and order pages' runs make up the
 * sweep): the states the gate leaves out, each seller's colours and their contrast fallback,
 * page titles, reflow at 320 px, text spacing, reduced motion, target sizes and the
 * accessibility tree of the timer, calendar and steppers. Runs at 1280 and 390 px (the phone
 * project); the checks that set their own viewport or media run once, in the desktop project.
 * Each test is tagged with the accessibility statement's check it proves (@a11y-<id>).
 */
import type { Page } from '@playwright/test';
import { buyFreeTicket, expect, reserveFreeTicket, test } from '../fixtures';
import { axeViolations, expectNoViolations } from '../support/axe';
import { TEST_CARDS, expectCompleted, fillCard, fillGuestDetails, payNow, reserveZooDay, uniqueEmail } from '../support/checkout';
import { tabTo } from '../support/keyboard';
import { logInWithPassword } from '../support/login';
import { contrastRatio } from '../../shared/src/ui/theme.mjs';
import { demoEvents } from '../support/platform';

const panelOf = (page: Page) => page.getByRole('region', { name: 'Get tickets' });

/** WCAG's contrast ratio of two colours as the browser computes them (`rgb(…)`), by the theme's own function. */
function contrast(a: string, b: string): number {
  const hex = (colour: string) =>
    colour.startsWith('#') ? colour : `#${(colour.match(/\d+/g) ?? []).slice(0, 3).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
  return contrastRatio(hex(a), hex(b));
}

test.describe('the sweep', { tag: '@a11y-axe-sweep' }, () => {
  test('fails on a violation: an unlabelled field added to the page is found', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<input type="text" id="sweep-probe">'));
    const found = await axeViolations(page);
    expect(found.map((v) => v.id)).toContain('label');
  });

  test('each seller’s statement page, in its colours', async ({ page }, testInfo) => {
    for (const [prefix, seller] of [['', 'City Museum of Art'], ['/harbour-zoo', 'Harbour Zoo']] as const) {
      await page.goto(`${prefix}/events`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/accessibility$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(seller);
      await expectNoViolations(page, testInfo, `${seller}'s accessibility statement`);
    }
  });

  test('order management: the manage page, a reschedule and the resend page', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const { orderId, orderNumber } = await buyFreeTicket(page, uniqueEmail('sweep-manage'));
    await page.goto(`/manage/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Manage order ${orderNumber}` })).toBeVisible();
    await expectNoViolations(page, testInfo, 'manage order');
    await page.getByTestId('order-line').getByRole('link', { name: /^Reschedule / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reschedule tickets' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'reschedule');
    await page.goto('/resend');
    await page.getByRole('button', { name: 'Resend tickets' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expectNoViolations(page, testInfo, 'resend with an error');
  });

  test('Harbour Zoo in its corrected colours: checkout with errors, the completed page, managing and rescheduling the order, its 404', async ({ page }, testInfo) => {
    await reserveZooDay(page);
    await expect(page.getByRole('region', { name: 'Payment' }).getByLabel('Card number')).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo checkout');
    await payNow(page).click();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, testInfo, 'Harbour Zoo checkout with validation errors');
    await fillGuestDetails(page, uniqueEmail('sweep-zoo'));
    await fillCard(page, TEST_CARDS.visa);
    await payNow(page).click();
    await expectCompleted(page);
    await expectNoViolations(page, testInfo, 'Harbour Zoo completed page');
    // Its day tickets can be rescheduled by their buyer (self-edit category Admission).
    const orderId = new URL(page.url()).searchParams.get('orderIds')!.split(',')[0]!;
    await page.goto(`/harbour-zoo/manage/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Manage order / })).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo manage order');
    await page.getByTestId('order-line').getByRole('link', { name: /^Reschedule / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reschedule tickets' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo reschedule');
    await page.goto('/harbour-zoo/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo 404');
  });

  test('Harbour Zoo in its corrected colours: a quantity-first event with its dates found, and its membership', async ({ page }, testInfo) => {
    await page.goto('/harbour-zoo/events');
    await page.getByRole('link', { name: 'Get tickets for Zoo Day Ticket' }).click();
    await expect(panelOf(page)).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo quantity-first quantities');
    await panelOf(page).getByRole('button', { name: 'Add one Adult' }).click();
    await panelOf(page).getByRole('button', { name: 'Find available tickets' }).click();
    await panelOf(page).getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
    await expect(panelOf(page).getByRole('radio', { disabled: false }).first()).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo dates and sessions found');
    await page.goto('/harbour-zoo/membership');
    await expect(page).toHaveURL(/\/harbour-zoo\/events\/[0-9a-f-]+$/);
    await expect(panelOf(page).getByRole('group', { name: 'Choose a membership' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo membership');
  });

  test('Harbour Zoo: a member’s Membership details dialog (the zoo has no my-account area)', async ({ page }, testInfo) => {
    await page.goto('/harbour-zoo/login');
    await logInWithPassword(page, 'member@example.com', 'Member-Pass-1');
    const details = page.getByRole('banner').getByRole('button', { name: 'Membership details' });
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Membership details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await expectNoViolations(page, testInfo, 'Harbour Zoo membership details dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  test('a member’s upcoming sessions and orders', async ({ page }, testInfo) => {
    await page.goto('/login?redirect=/my/orders');
    await logInWithPassword(page, 'member@example.com', 'Member-Pass-1');
    await expect(page).toHaveURL(/\/my\/orders$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, testInfo, 'my orders');
    await page.goto('/my/upcoming');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, testInfo, 'my upcoming sessions');
  });
});

test('tabbing through an event page with a cart, every focused control shows its focus and none hides under the sticky bars', { tag: '@a11y-focus-visible' }, async ({ page, stack }) => {
  await reserveFreeTicket(page);
  const jazz = (await demoEvents(stack.url)).get('Evening Jazz in the Sculpture Garden')!;
  await page.goto(`/events/${jazz.id}`);
  await expect(panelOf(page)).toBeVisible();
  // From the top of the page to the footer's last link: tabTo checks every stop on the way.
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }), { limit: 150 });
});

test('seller colours: the zoo’s too-pale teal and yellow are replaced, the museum’s kept', { tag: '@a11y-contrast-fallback' }, async ({ page }) => {
  const theme = async () =>
    page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      // A control in the seller's primary colour, and the first background behind it that is painted.
      const link = document.querySelector('main a.sf-button--secondary, main a:not(.sf-button)');
      const header = document.querySelector('header');
      let behind: Element | null = link?.parentElement ?? null;
      while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
      return {
        primary: root.getPropertyValue('--sf-primary').trim(),
        link: link ? getComputedStyle(link).color : '',
        page: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
        headerText: header ? getComputedStyle(header).color : '',
        headerBackground: header ? getComputedStyle(header).backgroundColor : '',
      };
    });
  await page.goto('/harbour-zoo/events');
  const zoo = await theme();
  expect(zoo.primary).not.toBe('#2ec4b6');
  expect(contrast(zoo.link, zoo.page)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(zoo.headerText, zoo.headerBackground)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(zoo.headerBackground, '#f6c945')).toBeLessThan(1.05); // the header keeps the seller's yellow
  await page.goto('/events');
  const museum = await theme();
  expect(museum.primary).toBe('#1f4fd1');
  expect(contrast(museum.link, museum.page)).toBeGreaterThanOrEqual(4.5);
});

test('every route has its own title naming the seller', { tag: '@a11y-page-titles' }, async ({ page, stack, isMobile }) => {
  test.skip(isMobile, 'titles do not depend on the width');
  const jazz = (await demoEvents(stack.url)).get('Evening Jazz in the Sculpture Garden')!;
  const zooDay = (await demoEvents(stack.url, 'harbour-zoo')).get('Zoo Day Ticket')!;
  const routes = [
    '/events', `/events/${jazz.id}`, '/login', '/user/forgot-password', '/user/forgot-membership', '/membership/redeem',
    '/resend', '/accessibility', '/no-such-page', '/harbour-zoo/events', `/harbour-zoo/events/${zooDay.id}`, '/harbour-zoo/accessibility',
  ];
  const titles = new Map<string, string>();
  for (const route of routes) {
    await page.goto(route);
    // The server's title is the seller's name; the page's own comes with it once rendered.
    await expect(page, route).toHaveTitle(route.startsWith('/harbour-zoo') ? /^.+ \| Harbour Zoo$/ : /^.+ \| City Museum of Art$/);
    const title = await page.title();
    titles.set(route, title);
  }
  expect(new Set(titles.values()).size, JSON.stringify(Object.fromEntries(titles), null, 1)).toBe(routes.length);
});

/** Routes a visitor meets on the way to buying, each with what shows it is there. */
async function visitorRoutes(page: Page, stack: { url: string }) {
  const jazz = (await demoEvents(stack.url)).get('Evening Jazz in the Sculpture Garden')!;
  return [
    { path: '/events', ready: page.getByRole('link', { name: /^Get tickets for/ }).first() },
    { path: `/events/${jazz.id}`, ready: panelOf(page) },
    { path: '/checkout', ready: page.getByRole('heading', { level: 1, name: 'Checkout' }) },
    { path: '/login', ready: page.getByRole('heading', { level: 1, name: 'Login' }) },
    { path: '/accessibility', ready: page.getByRole('heading', { level: 1, name: 'Accessibility statement' }) },
  ];
}

/** General Admission's page with its Choose date calendar open (its dates run past the strip). */
async function openCalendar(page: Page, stack: { url: string }) {
  const admission = (await demoEvents(stack.url)).get('General Admission')!;
  await page.goto(`/events/${admission.id}`);
  await panelOf(page).getByRole('button', { name: 'More dates' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  return calendar;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('content reflows at 320 px without scrolling sideways', { tag: '@a11y-reflow' }, async ({ page, stack, isMobile }) => {
  test.skip(isMobile, 'sets its own width');
  await reserveFreeTicket(page);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path, ready } of await visitorRoutes(page, stack)) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    expect(await horizontalOverflow(page), `${path} overflows sideways at 320 px`).toBeLessThanOrEqual(0);
  }
});

test('text spacing overrides (WCAG 1.4.12) clip nothing and add no sideways scrolling', { tag: '@a11y-text-spacing' }, async ({ page, stack }) => {
  await reserveFreeTicket(page);
  for (const { path, ready } of await visitorRoutes(page, stack)) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    // As a visitor's own style sheet would (the page's policy takes styles with its nonce only).
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce ?? '';
      style.textContent = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
      document.head.append(style);
    });
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
        .filter((el) => {
          const style = getComputedStyle(el);
          const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
          if (!clips || el.clientWidth <= 1 || el.clientHeight <= 1 || !el.textContent?.trim()) return false;
          return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent!.trim().slice(0, 30)}"`),
    );
    expect(clipped, `${path}: text cut off with text spacing`).toEqual([]);
    expect(await horizontalOverflow(page), `${path} overflows sideways with text spacing`).toBeLessThanOrEqual(0);
  }
});

test('reduced motion: no animation or transition runs longer than a blink', { tag: '@a11y-reduced-motion' }, async ({ page, stack, isMobile }) => {
  test.skip(isMobile, 'sets its own media');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const moving = () =>
    page.evaluate(() => {
      const longest = (list: string) => Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 0.001 : 1)));
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => !el.closest('.sf-spinner')) // a loading wheel may turn, slowly
        .filter((el) => {
          const style = getComputedStyle(el);
          const animated = style.animationName !== 'none' && longest(style.animationDuration) > 0.01;
          return animated || longest(style.transitionDuration) > 0.01;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    });
  await reserveFreeTicket(page);
  for (const { path, ready } of await visitorRoutes(page, stack)) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    expect(await moving(), `${path} moves under prefers-reduced-motion`).toEqual([]);
  }
  await openCalendar(page, stack);
  expect(await moving(), 'the calendar dialog moves under prefers-reduced-motion').toEqual([]);
});

test('targets are at least 24 by 24 px or spaced as WCAG 2.5.8 allows', { tag: '@a11y-target-size' }, async ({ page, stack }) => {
  for (const { path, ready } of (await visitorRoutes(page, stack)).slice(0, 2)) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    const run = await axeViolations(page, { rules: ['target-size'] });
    expect(run.map((v) => v.id), `${path}: targets too small`).toEqual([]);
  }
  await openCalendar(page, stack);
  expect((await axeViolations(page, { rules: ['target-size'] })).map((v) => v.id), 'the calendar: targets too small').toEqual([]);
});

test('the accessibility tree: the calendar is a grid of full dates, steppers are spin buttons with limits, the seat map names its seats', { tag: '@a11y-screen-reader-announcements' }, async ({ page, stack, isMobile }, testInfo) => {
  test.skip(isMobile, 'the tree does not depend on the width');
  const grid = (await openCalendar(page, stack)).getByRole('grid');
  await expect(grid.getByRole('columnheader').first()).toHaveAccessibleName(/^(Sunday|Monday)$/);
  const days = grid.getByRole('gridcell').getByRole('button');
  await expect(days.first()).toHaveAccessibleName(/^\d{1,2}, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/);
  const calendarTree = await grid.ariaSnapshot();
  await testInfo.attach('calendar accessibility tree', { body: calendarTree, contentType: 'text/plain' });
  await page.keyboard.press('Escape');

  await panelOf(page).getByRole('group', { name: 'Choose a date' }).getByRole('button', { disabled: false }).first().click();
  await panelOf(page).getByRole('radio', { disabled: false }).first().check();
  const stepper = panelOf(page).getByRole('spinbutton', { name: 'Adult' });
  await expect(stepper).toHaveAttribute('aria-valuenow', '0');
  await expect(stepper).toHaveAttribute('aria-valuemin', '0');
  await stepper.focus();
  await page.keyboard.press('ArrowUp');
  await expect(stepper).toHaveAttribute('aria-valuenow', '1');
  const panelTree = await panelOf(page).ariaSnapshot();
  await testInfo.attach('event panel accessibility tree', { body: panelTree, contentType: 'text/plain' });
  expect(panelTree).toContain('spinbutton "Adult"');

  // The seat map: a dialog whose keyboard seat names its section, row, number, group and state.
  await page.goto(`/events/${(await demoEvents(stack.url)).get('Opera Gala Night')!.id}`);
  await panelOf(page).getByRole('group', { name: 'Premium' }).getByRole('button', { name: 'Add one Adult' }).click();
  await panelOf(page).getByRole('button', { name: 'Find seats' }).click();
  const map = page.getByRole('dialog', { name: 'Select your seats' });
  await expect(map.locator('.cat-seatmap__seat')).toBeFocused();
  const mapTree = await map.ariaSnapshot();
  await testInfo.attach('seat map accessibility tree', { body: mapTree, contentType: 'text/plain' });
  expect(mapTree).toMatch(/Stalls, row [A-Z], seat \d+, Premium, available/);
});
