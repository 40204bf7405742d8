import {
  isCancelledState,
  isPastTicket,
  orderTicketFacts,
  sessionLineStatus,
  type OrderTicket,
  type SessionLineStatus,
} from '@storefront/shared';

/** One session of an order (spec 02 §4): its tickets and, when it can no longer be managed, why. */
export interface SessionLine {
  /** The session id, or '' for the tickets without a session. */
  key: string;
  sessionId: string | null;
  /** The session start (UTC ISO); null for undated tickets. */
  startsAt: string | null;
  tickets: OrderTicket[];
  /** 'Redeemed', 'Cancelled' or 'Past Event': the line offers nothing then. */
  status: SessionLineStatus | null;
}

/** A live ticket whose time has not come: something may still be done with it. */
export function isUpcomingTicket(t: OrderTicket, now: number): boolean {
  return !isCancelledState(t.state) && !isPastTicket(orderTicketFacts(t), now);
}

/** The order's tickets by session, earliest first (undated ones last). */
export function sessionLines(tickets: readonly OrderTicket[], now: number): SessionLine[] {
  const bySession = new Map<string, OrderTicket[]>();
  for (const t of tickets) {
    const key = t.sessionId ?? '';
    bySession.set(key, [...(bySession.get(key) ?? []), t]);
  }
  const lines = [...bySession].map(([key, ofSession]): SessionLine => {
    const startsAt = ofSession.find((t) => t.validFrom)?.validFrom ?? null;
    return { key, sessionId: key || null, startsAt, tickets: ofSession, status: sessionLineStatus(ofSession.map(orderTicketFacts), now) };
  });
  const at = (line: SessionLine) => (line.startsAt ? Date.parse(line.startsAt) : Number.POSITIVE_INFINITY);
  return lines.sort((a, b) => at(a) - at(b));
}
