/** Domain builders for the reservation building blocks' tests (imported by tests only). */
import type { EventSession, TicketGroup, TicketType } from '@storefront/shared';
import { eventSession, ticketGroup as sharedGroup, ticketType as sharedType } from '@storefront/shared/testing';

/** A type of group 'g-1', named after its id. */
export function ticketType(o: Partial<TicketType> & { id: string }): TicketType {
  return sharedType({ groupId: 'g-1', name: o.id, ...o });
}

/** A group named after its id; its types' `groupId` is set to the group's id. */
export function ticketGroup(o: Partial<Omit<TicketGroup, 'ticketTypes'>> & { id: string; ticketTypes?: Array<Partial<TicketType> & { id: string }> }): TicketGroup {
  const { ticketTypes = [], ...rest } = o;
  return sharedGroup({ name: o.id, ...rest, ticketTypes: ticketTypes.map((t) => ticketType({ ...t, groupId: o.id })) });
}

/** An unlimited session 's-1' of event 'e-1' on 2026-12-01. */
export function session(o: Partial<EventSession> = {}): EventSession {
  return eventSession({ id: 's-1', eventId: 'e-1', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z', ...o });
}
