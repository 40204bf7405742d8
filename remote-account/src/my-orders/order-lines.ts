import { orderTicketFacts, sessionLineStatus, type Order, type OrderTicket, type SessionLineStatus } from '@storefront/shared';

/** One session of an order with every ticket it ever had there. */
export interface OrderLine {
  /** The session id; null for the order's tickets without a session. */
  sessionId: string | null;
  startsAt: string | null;
  tickets: OrderTicket[];
  /** 'Redeemed', 'Cancelled' or 'Past Event' (spec 02 §4); null while the line can still be managed. */
  status: SessionLineStatus | null;
}

/** The order's lines by session, soonest first, tickets without a session last. */
export function orderLines(order: Order, now: number): OrderLine[] {
  const bySession = new Map<string | null, { startsAt: string | null; tickets: OrderTicket[] }>();
  for (const ticket of order.allTickets) {
    const line = bySession.get(ticket.sessionId);
    if (line) line.tickets.push(ticket);
    else bySession.set(ticket.sessionId, { startsAt: ticket.sessionId === null ? null : ticket.validFrom, tickets: [ticket] });
  }
  const lines = [...bySession].map(([sessionId, { startsAt, tickets }]) => ({
    sessionId,
    startsAt,
    tickets,
    status: sessionLineStatus(tickets.map(orderTicketFacts), now),
  }));
  const start = (line: OrderLine) => (line.startsAt === null ? Infinity : Date.parse(line.startsAt));
  return lines.sort((a, b) => start(a) - start(b));
}
