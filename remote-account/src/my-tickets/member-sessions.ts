import { isPastTicket, orderTicketFacts, type Order, type OrderTicket } from '@storefront/shared';

/** One session the member holds tickets for, with those tickets by the order that bought them. */
export interface MemberSession {
  sessionId: string;
  eventName: string;
  /** The session start (UTC ISO); null for tickets without one. */
  startsAt: string | null;
  /** The venue's zone, in which the session's date and time are shown. */
  timezone: string;
  orders: { order: Order; tickets: OrderTicket[] }[];
}

/** Groups each order's `ticketsOf` by session, in the orders' order; tickets without a session are left out. */
function sessionsOf(orders: readonly Order[], ticketsOf: (order: Order) => OrderTicket[]): MemberSession[] {
  const sessions = new Map<string, MemberSession>();
  for (const order of orders) {
    for (const ticket of ticketsOf(order)) {
      if (ticket.sessionId === null) continue;
      let session = sessions.get(ticket.sessionId);
      if (!session) {
        session = { sessionId: ticket.sessionId, eventName: order.eventName, startsAt: ticket.validFrom, timezone: order.timezone, orders: [] };
        sessions.set(ticket.sessionId, session);
      }
      let held = session.orders.find((entry) => entry.order.id === order.id);
      if (!held) {
        held = { order, tickets: [] };
        session.orders.push(held);
      }
      held.tickets.push(ticket);
    }
  }
  return [...sessions.values()];
}

const startTime = (session: MemberSession) => (session.startsAt === null ? Infinity : Date.parse(session.startsAt));

/** Sessions still to come where the member holds live tickets, soonest first. */
export function upcomingSessions(orders: readonly Order[], now: number): MemberSession[] {
  const coming = (order: Order) => order.tickets.filter((ticket) => !isPastTicket(orderTicketFacts(ticket), now));
  return sessionsOf(orders, coming).sort((a, b) => startTime(a) - startTime(b));
}

/** Session `sessionId` with every ticket the member's orders ever had for it (cancelled ones too); null when none. */
export function memberSession(orders: readonly Order[], sessionId: string): MemberSession | null {
  return sessionsOf(orders, (order) => order.allTickets.filter((ticket) => ticket.sessionId === sessionId))[0] ?? null;
}

/** 'Adult × 2, Child × 1': how many tickets of each type, in the order the types first appear. */
export function ticketCountsByType(tickets: readonly OrderTicket[]): string {
  const counts = new Map<string, number>();
  for (const ticket of tickets) counts.set(ticket.typeName, (counts.get(ticket.typeName) ?? 0) + 1);
  return [...counts].map(([typeName, count]) => `${typeName} × ${count}`).join(', ');
}
