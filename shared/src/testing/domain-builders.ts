/**
 * Builders of domain objects for tests: each returns a complete, valid object with neutral
 * defaults (one event 'ev-1' selling one group 'tg-1' of one type 'tt-adult' at 2500, unlimited
 * capacities, no optional texts) and takes `Partial` overrides. Feature tests wrap them with
 * only the defaults they need to differ.
 */
import type {
  CalendarDate,
  Cart,
  CartItem,
  EventDetail,
  EventSession,
  EventSettings,
  EventSummary,
  Membership,
  MessageRule,
  Order,
  OrderTicket,
  PricedSession,
  TicketGroup,
  TicketType,
  User,
} from '../domain/types';

const DAY_MS = 24 * 3600 * 1000;

export function ticketType(o: Partial<TicketType> = {}): TicketType {
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

/** A group; its default ticket type belongs to the group's id. */
export function ticketGroup(o: Partial<TicketGroup> = {}): TicketGroup {
  return {
    id: 'tg-1',
    name: 'General admission',
    description: null,
    handler: 'tickets',
    hiddenType: 'public_browsable',
    minPerOrder: 0,
    maxPerOrder: null,
    ticketTypes: [ticketType({ groupId: o.id ?? 'tg-1' })],
    isFlexible: false,
    capacityLeft: null,
    available: true,
    soldOut: false,
    survey: null,
    admitNames: 'disabled',
    admitEmails: 'no',
    memberLevels: [],
    color: null,
    ...o,
  };
}

export function eventSummary(o: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 'ev-1',
    name: 'Museum admission',
    subtitle: null,
    summary: null,
    venueName: null,
    imageUrl: null,
    imageAlt: '',
    category: null,
    fromPriceMinor: 2500,
    fromFeesMinor: 0,
    hiddenType: 'public_browsable',
    isAnchor: false,
    requiresAnchor: false,
    filters: {},
    ...o,
  };
}

/** An event's settings as `toEventDetail` gives them for an event that configures nothing. */
export function eventSettings(o: Partial<EventSettings> = {}): EventSettings {
  return { citypass: false, hideSoldOutSessions: false, nextRoute: null, pricePrefix: null, taxMessage: null, sessionPickerTabs: [], ...o };
}

export function eventDetail(o: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventSummary(),
    description: null,
    eventType: 'repeating',
    reserveFlow: null,
    timezone: 'America/New_York',
    ticketGroups: [ticketGroup()],
    coverImageUrl: null,
    coverImageAlt: '',
    hideEventDetails: false,
    oneTicketOnly: false,
    ticketDateTime: null,
    padBeforeMinutes: null,
    padAfterMinutes: null,
    settings: eventSettings(),
    messageRules: [],
    ...o,
  };
}

export function eventSession(o: Partial<EventSession> = {}): EventSession {
  return {
    id: 'se-1',
    eventId: 'ev-1',
    start: '2030-03-01T15:00:00.000Z',
    end: '2030-03-01T16:00:00.000Z',
    capacity: null,
    available: null,
    soldOut: false,
    ...o,
  };
}

export function pricedSession(o: Partial<PricedSession> = {}): PricedSession {
  return { ...eventSession(), prices: { 'tt-adult': 2500 }, totalMinor: 0, priceIncrease: false, ...o };
}

/** A calendar day ('YYYY-MM-DD', venue-local). */
export function calendarDate(date: string, o: Partial<CalendarDate> = {}): CalendarDate {
  return { date, status: 'available', minPriceMinor: 2500, feesMinor: 0, priceIncrease: false, capacity: null, used: 0, ...o };
}

export function messageRule(o: Partial<MessageRule> = {}): MessageRule {
  return {
    id: 'r-1',
    action: 'date_message',
    message: 'A message',
    style: 'info',
    rank: 0,
    dateOrSession: null,
    quantity: null,
    ...o,
  };
}

/** A cart line; its id follows its event and session unless given. */
export function cartItem(o: Partial<CartItem> = {}): CartItem {
  const eventId = o.eventId ?? 'ev-1';
  const sessionId = o.sessionId === undefined ? 'se-1' : o.sessionId;
  return {
    id: `${eventId}:${sessionId ?? ''}`,
    eventId,
    sessionId,
    name: 'Museum admission',
    start: null,
    end: null,
    timezone: 'America/New_York',
    imageUrl: null,
    imageAlt: '',
    types: [{ ticketTypeId: 'tt-adult', name: 'Adult', ticketCount: 1, totalMinor: 2500, feesMinor: 0 }],
    ticketIds: ['t-1'],
    isAnchor: false,
    isDependency: false,
    isMembershipEvent: false,
    seatNames: [],
    ...o,
  };
}

/** A pending cart; its ticket ids, fees and totals follow its items unless given. */
export function cart(o: Partial<Cart> = {}): Cart {
  const items = o.items ?? [];
  const types = items.flatMap((i) => i.types);
  const feesMinor = types.reduce((sum, t) => sum + t.feesMinor * t.ticketCount, 0);
  const totalMinor = types.reduce((sum, t) => sum + t.totalMinor, 0) + feesMinor;
  return {
    id: 'cart-1',
    number: 'C-1',
    state: 'pending',
    identityId: 'id-1',
    currency: 'USD',
    expiresAt: null,
    expiresIn: 900,
    items,
    ticketIds: items.flatMap((i) => i.ticketIds),
    totalMinor,
    outstandingMinor: totalMinor,
    fees: feesMinor > 0 ? [{ name: 'Booking fee', amountMinor: feesMinor }] : [],
    orderIds: [],
    cartmods: [],
    blocked: (o.cartmods ?? []).some((m) => m.blockingCheckout),
    paymentsMade: false,
    heldTicketIds: items.flatMap((i) => i.ticketIds),
    purchaserIdentityId: null,
    dueMinor: o.outstandingMinor ?? totalMinor,
    paidMinor: 0,
    scheduledPayments: [],
    completedPayments: [],
    gatewayAudit: [],
    isGift: false,
    giftee: null,
    giftCode: null,
    orderEdit: null,
    ...o,
  };
}

/** A membership current when built (from a day ago to a day ahead). */
export function membership(o: Partial<Membership> = {}): Membership {
  const now = Date.now();
  return {
    id: 'm-1',
    scanCode: 'M1',
    levelName: 'Family',
    validFrom: new Date(now - DAY_MS).toISOString(),
    validTo: new Date(now + DAY_MS).toISOString(),
    autoRenew: false,
    memberEventPurchaseLimit: null,
    autoRenewState: o.autoRenew ? 'scheduled' : 'none',
    levelId: 'level-family',
    programId: 'program-1',
    eventId: 'ev-membership',
    ticketGroupId: 'tg-family',
    orderId: 'o-membership',
    ...o,
  };
}

/** A signed-in user, with no memberships unless given. */
export function user(o: Partial<User> = {}): User {
  return {
    id: 'u-1',
    identityId: 'id-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    state: null,
    zipCode: null,
    country: null,
    hasPassword: true,
    needsEmailAddress: false,
    memberships: [],
    ...o,
  };
}

/** A booked ticket of order 'o-1' (a session on 23 Nov 2026, 10:00 in New York). */
export function orderTicket(o: Partial<OrderTicket> = {}): OrderTicket {
  return {
    id: 't-1',
    state: 'booked',
    ticketTypeId: 'tt-adult',
    ticketGroupId: 'tg-1',
    faceValueMinor: 2500,
    adjustedValueMinor: 2500,
    cancellable: false,
    editable: false,
    typeName: 'Adult',
    sessionId: 'se-1',
    validFrom: '2026-11-23T15:00:00.000Z',
    validTo: '2026-11-23T17:00:00.000Z',
    admitName: null,
    scanCode: 'T-SCAN-1',
    seatName: null,
    ...o,
  };
}

/** A completed tickets order 'o-1' (number 'A-1001') of one booked ticket, bought by ada@example.com at a New York venue. */
export function order(o: Partial<Order> = {}): Order {
  const tickets = o.tickets ?? [orderTicket()];
  return {
    id: 'o-1',
    orderNumber: 'A-1001',
    cartId: 'cart-1',
    eventId: 'ev-1',
    eventName: 'Museum admission',
    purchaserEmail: 'ada@example.com',
    timezone: 'America/New_York',
    purchasedOn: '2026-11-22T14:00:00.000Z',
    totalMinor: 2500,
    currency: 'USD',
    ticketCount: tickets.length,
    kind: 'tickets',
    scanCode: 'O-SCAN-1',
    allTickets: o.allTickets ?? tickets,
    cancellable: false,
    editCartId: null,
    tickets,
    membership: null,
    ...o,
  };
}
