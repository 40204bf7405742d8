/** Domain fixtures for the quantity-first form's tests (imported by tests only). */
import type { CalendarDate, Cart, EventDetail, PricedSession, TicketGroup, TicketType } from '@storefront/shared';

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
    ticketTypes: [
      ticketType({ id: 'adult', name: 'Adult', priceMinor: 2500 }),
      ticketType({ id: 'child', name: 'Child', priceMinor: 1200 }),
    ],
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

export function quantityFirstEvent(o: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 'ev-1',
    name: 'Sculpture Garden',
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
    reserveFlow: 'quantity_first',
    timezone: 'America/New_York',
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

export function calendarDate(date: string, o: Partial<CalendarDate> = {}): CalendarDate {
  return { date, status: 'available', minPriceMinor: 6200, feesMinor: 0, priceIncrease: false, capacity: 40, used: 0, ...o };
}

export function pricedSession(o: Partial<PricedSession> = {}): PricedSession {
  return {
    id: 'se-1',
    eventId: 'ev-1',
    start: '2030-03-01T15:00:00.000Z',
    end: '2030-03-01T16:00:00.000Z',
    capacity: 40,
    available: 40,
    soldOut: false,
    prices: { adult: 2500, child: 1200 },
    totalMinor: 6200,
    priceIncrease: false,
    ...o,
  };
}

export function reservedCart(ticketCount: number): Cart {
  return {
    id: 'cart-1',
    number: 'C-1',
    state: 'pending',
    identityId: 'id-1',
    currency: 'USD',
    expiresAt: null,
    expiresIn: 900,
    items: [],
    ticketIds: Array.from({ length: ticketCount }, (_, i) => `t-${i + 1}`),
    totalMinor: 0,
    outstandingMinor: 0,
    orderIds: [],
  };
}
