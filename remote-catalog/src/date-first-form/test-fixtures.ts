/** Fixtures for the date-first form's tests (imported by tests only). */
import { RootStore, type Cart, type CartItem, type EventDetail, type PricedSession, type TicketGroup } from '@storefront/shared';
import { cart, cartItem, eventDetail, fakeApi, pricedSession, ticketGroup as sharedGroup, testPageConfig, ticketType } from '@storefront/shared/testing';
import { calendarDay } from '../date-picker/test-dates';

export const TZ = 'America/New_York';
/** Noon in New York, Sun 2026-11-22. */
export const NOW = Date.parse('2026-11-22T17:00:00.000Z');

export function ticketGroup(o: Partial<TicketGroup> = {}): TicketGroup {
  return sharedGroup({
    name: 'Admission',
    maxPerOrder: 10,
    ticketTypes: [ticketType({ id: 'adult', name: 'Adult', priceMinor: 2500 }), ticketType({ id: 'child', name: 'Child', priceMinor: 1200 })],
    ...o,
  });
}

/** The admission group with outside fees: adult 1.00 and child 0.50 per ticket. */
export const feeTicketGroup = (): TicketGroup =>
  ticketGroup({
    ticketTypes: [
      ticketType({ id: 'adult', name: 'Adult', priceMinor: 2500, feesMinor: 100 }),
      ticketType({ id: 'child', name: 'Child', priceMinor: 1200, feesMinor: 50 }),
    ],
  });

export const flexibleGroup = ticketGroup({
  id: 'tg-flex',
  name: 'Flexible',
  isFlexible: true,
  ticketTypes: [ticketType({ id: 'flex', name: 'Anytime pass', groupId: 'tg-flex', priceMinor: 4000 })],
});

export function event(o: Partial<EventDetail> = {}): EventDetail {
  return eventDetail({ name: 'General Admission', fromPriceMinor: 1200, ticketGroups: [ticketGroup()], ...o });
}

/** A calendar day priced from 1200 with 40 places (the date picker's test day). */
export { calendarDay as day } from '../date-picker/test-dates';

/** A priced session on 2026-11-23 at venue time `hhmm` (New York, UTC-5), one hour long. */
export function session(id: string, hhmm = '1000', o: Partial<PricedSession> = {}): PricedSession {
  const start = Date.parse(`2026-11-23T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000-05:00`);
  return pricedSession({
    id,
    start: new Date(start).toISOString(),
    end: new Date(start + 3600_000).toISOString(),
    capacity: 40,
    available: 40,
    prices: { adult: 2500, child: 1200 },
    ...o,
  });
}

/** A cart holding `items` (other events' lines by default) and ticket 't-1'. */
export function cartWith(items: Partial<CartItem>[]): Cart {
  return cart({
    items: items.map((i, n) => cartItem({ id: `i-${n}`, eventId: 'ev-0', sessionId: 'se-0', name: 'Other', types: [], ticketIds: [], ...i })),
    ticketIds: ['t-1'],
  });
}

/** A fake API whose calls are jest mocks, answering the calendar, sessions and cart calls. */
export function fakeEventsApi({ dates = [calendarDay('2026-11-23'), calendarDay('2026-11-24')], sessions = [session('se-1')] } = {}) {
  const api = fakeApi();
  api.events.getCalendar.mockResolvedValue(dates);
  api.events.getPricedSessions.mockResolvedValue(sessions);
  api.events.getSessions.mockResolvedValue([]);
  api.cart.reserve.mockResolvedValue(cartWith([]));
  return api;
}
export type FakeApi = ReturnType<typeof fakeEventsApi>;

/** The root store over the fake API, with seller web settings. */
export function rootStore(api: FakeApi, web: Record<string, unknown> = {}): RootStore {
  window.localStorage.clear();
  return new RootStore({
    pageConfig: { ...testPageConfig, seller: { ...testPageConfig.seller, web } },
    api,
    storage: window.localStorage,
  });
}

/** Puts `held` in the cart store (as a first reservation would). */
export async function holdCart(root: RootStore, api: FakeApi, held: Cart): Promise<void> {
  api.cart.reserve.mockResolvedValueOnce(held);
  await root.cart.reserve({ items: [] });
  api.cart.reserve.mockClear();
}
