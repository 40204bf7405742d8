/** Domain builders for the reservation building blocks' tests (imported by tests only). */
import type { EventSession, MessageRule, TicketGroup, TicketType } from '@storefront/shared';

export function ticketType(o: Partial<TicketType> & { id: string }): TicketType {
  return {
    groupId: 'g-1',
    name: o.id,
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

/** A group; its types' `groupId` is set to the group's id. */
export function ticketGroup(o: Partial<Omit<TicketGroup, 'ticketTypes'>> & { id: string; ticketTypes?: Array<Partial<TicketType> & { id: string }> }): TicketGroup {
  const { ticketTypes = [], ...rest } = o;
  return {
    name: o.id,
    description: null,
    handler: 'tickets',
    hiddenType: 'public_browsable',
    minPerOrder: 0,
    maxPerOrder: null,
    isFlexible: false,
    capacityLeft: null,
    available: true,
    soldOut: false,
    survey: null,
    admitNames: 'disabled',
    admitEmails: 'no',
    memberLevels: [],
    ...rest,
    ticketTypes: ticketTypes.map((t) => ticketType({ ...t, groupId: o.id })),
  };
}

export function session(o: Partial<EventSession> = {}): EventSession {
  return {
    id: 's-1',
    eventId: 'e-1',
    start: '2026-12-01T15:00:00.000Z',
    end: '2026-12-01T16:00:00.000Z',
    capacity: null,
    available: null,
    soldOut: false,
    ...o,
  };
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
