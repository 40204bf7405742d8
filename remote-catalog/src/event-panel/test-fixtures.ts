/** Domain fixtures for the event page, panel and form tests (test-only; nothing in a build imports this). */
import type { Cart, EventDetail, EventSession, TicketGroup, TicketType, User } from '@storefront/shared';

export function testType(o: Partial<TicketType> = {}): TicketType {
  return {
    id: 'tt-adult',
    groupId: 'tg-1',
    name: 'Adult',
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

export function testGroup(o: Partial<TicketGroup> = {}): TicketGroup {
  return {
    id: 'tg-1',
    name: 'General admission',
    description: null,
    handler: 'tickets',
    hiddenType: 'public_browsable',
    minPerOrder: 0,
    maxPerOrder: null,
    ticketTypes: [testType({ groupId: o.id ?? 'tg-1' })],
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

export function testEvent(o: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 'ev-1',
    name: 'Museum admission',
    subtitle: 'Timed entry',
    summary: 'See the collection',
    description: 'A short description.',
    venueName: 'Main building',
    imageUrl: 'https://img/profile.jpg',
    imageAlt: 'The hall',
    category: null,
    fromPriceMinor: 2500,
    hiddenType: 'public_browsable',
    isAnchor: false,
    requiresAnchor: false,
    filters: {},
    eventType: 'repeating',
    reserveFlow: null,
    timezone: 'America/New_York',
    ticketGroups: [testGroup()],
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

export function testSession(o: Partial<EventSession> = {}): EventSession {
  return {
    id: 'se-1',
    eventId: 'ev-1',
    start: '2030-03-01T15:00:00.000Z',
    end: '2030-03-01T16:00:00.000Z',
    capacity: 100,
    available: 50,
    soldOut: false,
    ...o,
  };
}

export function testCart(o: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    number: 'C-1',
    state: 'pending',
    identityId: 'id-1',
    currency: 'USD',
    expiresAt: null,
    expiresIn: 900,
    items: [],
    ticketIds: [],
    totalMinor: 0,
    outstandingMinor: 0,
    orderIds: [],
    ...o,
  };
}

const YEAR = 365 * 24 * 3600 * 1000;

/** A signed-in user with a current (`'current'`), expired (`'expired'`) or no membership. */
export function testUser(membership: 'current' | 'expired' | 'none'): User {
  const now = Date.now();
  const range =
    membership === 'current'
      ? { validFrom: new Date(now - YEAR).toISOString(), validTo: new Date(now + YEAR).toISOString() }
      : { validFrom: new Date(now - 2 * YEAR).toISOString(), validTo: new Date(now - YEAR).toISOString() };
  return {
    id: 'u-1',
    identityId: 'id-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    memberships:
      membership === 'none'
        ? []
        : [{ id: 'm-1', scanCode: 'S1', levelName: 'Family', autoRenew: false, memberEventPurchaseLimit: null, ...range }],
  };
}
