/** Fixtures for the date-first form's tests (imported by tests only). */
import { RootStore, type Api, type CalendarDate, type Cart, type CartItem, type EventDetail, type PricedSession, type TicketGroup, type TicketType } from '@storefront/shared';
import { testPageConfig } from '@storefront/shared/testing';

export const TZ = 'America/New_York';
/** Noon in New York, Sun 2026-11-22. */
export const NOW = Date.parse('2026-11-22T17:00:00.000Z');

export function ticketType(o: Partial<TicketType> & Pick<TicketType, 'id' | 'name'>): TicketType {
  return {
    groupId: 'tg-1',
    description: null,
    priceMinor: 2500,
    minPriceMinor: null,
    maxPriceMinor: null,
    summary: null,
    discountedMinor: null,
    feesMinor: 0,
    isMemberType: false,
    available: true,
    ...o,
  };
}

export function ticketGroup(o: Partial<TicketGroup> = {}): TicketGroup {
  return {
    id: 'tg-1',
    name: 'Admission',
    description: null,
    handler: 'tickets',
    hiddenType: 'public_browsable',
    minPerOrder: 0,
    maxPerOrder: 10,
    ticketTypes: [ticketType({ id: 'adult', name: 'Adult', priceMinor: 2500 }), ticketType({ id: 'child', name: 'Child', priceMinor: 1200 })],
    isFlexible: false,
    capacityLeft: null,
    available: true,
    soldOut: false,
    survey: null,
    admitNames: 'disabled',
    admitEmails: 'no',
    memberLevels: [],
    ...o,
  };
}

export const flexibleGroup = ticketGroup({
  id: 'tg-flex',
  name: 'Flexible',
  isFlexible: true,
  ticketTypes: [ticketType({ id: 'flex', name: 'Anytime pass', groupId: 'tg-flex', priceMinor: 4000 })],
});

export function event(o: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 'ev-1',
    name: 'General Admission',
    subtitle: null,
    summary: null,
    description: null,
    venueName: null,
    imageUrl: null,
    imageAlt: '',
    category: null,
    fromPriceMinor: 1200,
    hiddenType: 'public_browsable',
    isAnchor: false,
    requiresAnchor: false,
    filters: {},
    eventType: 'repeating',
    reserveFlow: null,
    timezone: TZ,
    ticketGroups: [ticketGroup()],
    coverImageUrl: null,
    coverImageAlt: '',
    hideEventDetails: false,
    oneTicketOnly: false,
    ticketDateTime: null,
    padBeforeMinutes: null,
    padAfterMinutes: null,
    web: {},
    messageRules: [],
    ...o,
  };
}

export const day = (date: string, o: Partial<CalendarDate> = {}): CalendarDate => ({
  date,
  status: 'available',
  minPriceMinor: 1200,
  feesMinor: 0,
  priceIncrease: false,
  capacity: 40,
  used: 0,
  ...o,
});

/** A priced session on 2026-11-23 at venue time `hhmm` (New York, UTC-5), one hour long. */
export function session(id: string, hhmm = '1000', o: Partial<PricedSession> = {}): PricedSession {
  const start = Date.parse(`2026-11-23T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000-05:00`);
  return {
    id,
    eventId: 'ev-1',
    start: new Date(start).toISOString(),
    end: new Date(start + 3600_000).toISOString(),
    capacity: 40,
    available: 40,
    soldOut: false,
    prices: { adult: 2500, child: 1200 },
    totalMinor: 0,
    priceIncrease: false,
    ...o,
  };
}

export function cartWith(items: Partial<CartItem>[]): Cart {
  return {
    id: 'cart-1',
    number: 'C-1',
    state: 'pending',
    identityId: 'id-1',
    currency: 'USD',
    expiresAt: null,
    expiresIn: 900,
    items: items.map((i, n) => ({
      id: `i-${n}`,
      eventId: 'ev-0',
      sessionId: 'se-0',
      name: 'Other',
      start: null,
      end: null,
      timezone: TZ,
      imageUrl: null,
      imageAlt: '',
      types: [],
      ticketIds: [],
      isAnchor: false,
      isDependency: false,
      isMembershipEvent: false,
      ...i,
    })),
    ticketIds: ['t-1'],
    totalMinor: 0,
    outstandingMinor: 0,
    orderIds: [],
  };
}

/** A fake API whose calls are jest mocks. */
export function fakeEventsApi({ dates = [day('2026-11-23'), day('2026-11-24')], sessions = [session('se-1')] } = {}) {
  return {
    events: {
      getCalendar: jest.fn().mockResolvedValue(dates),
      getPricedSessions: jest.fn().mockResolvedValue(sessions),
      getSessions: jest.fn().mockResolvedValue([]),
      getSessionDetail: jest.fn(),
    },
    cart: {
      createCart: jest.fn().mockResolvedValue(cartWith([])),
      modifyCart: jest.fn().mockResolvedValue(cartWith([])),
      getCart: jest.fn(),
    },
  };
}
export type FakeApi = ReturnType<typeof fakeEventsApi>;

/** The root store over the fake API, with seller web settings. */
export function rootStore(api: FakeApi, web: Record<string, unknown> = {}): RootStore {
  window.localStorage.clear();
  return new RootStore({
    pageConfig: { ...testPageConfig, seller: { ...testPageConfig.seller, web } },
    api: api as unknown as Api,
    storage: window.localStorage,
  });
}

/** Puts `cart` in the cart store (as a first reservation would). */
export async function holdCart(root: RootStore, api: FakeApi, cart: Cart): Promise<void> {
  api.cart.createCart.mockResolvedValueOnce(cart);
  await root.cart.reserve({ items: [] });
  api.cart.createCart.mockClear();
}
