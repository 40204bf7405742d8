/**
 * Spec 01 §4 "Session conflict", §9: sessions overlapping sessions already in the cart,
 * padding included, are hidden. Padding: the event's `pad_pre_start` / `pad_post_end`, else
 * the seller default (`SellerSettings.conflictPaddingMinutes`).
 */
import type { CartItem, EventDetail } from '@storefront/shared';

export interface Interval {
  start: string;
  end: string;
}

export interface Padding {
  beforeMinutes: number;
  afterMinutes: number;
}

/** The event's own padding, each side falling back to the seller default. */
export function paddingFor(event: Pick<EventDetail, 'padBeforeMinutes' | 'padAfterMinutes'>, defaultMinutes: number): Padding {
  return { beforeMinutes: event.padBeforeMinutes ?? defaultMinutes, afterMinutes: event.padAfterMinutes ?? defaultMinutes };
}

/** The sessions held in the cart for other events (items of this event never conflict with it). */
export function cartSessions(items: Pick<CartItem, 'eventId' | 'sessionId' | 'start' | 'end'>[], eventId: string): Interval[] {
  return items
    .filter((i) => i.eventId !== eventId && i.sessionId !== null && i.start !== null)
    .map((i) => ({ start: i.start!, end: i.end ?? i.start! }));
}

const MINUTE = 60_000;

/** Whether `session`, widened by the padding, overlaps `busy` (touching ends do not overlap). */
export function overlaps(session: Interval, busy: Interval, padding: Padding): boolean {
  const start = Date.parse(session.start) - padding.beforeMinutes * MINUTE;
  const end = Date.parse(session.end) + padding.afterMinutes * MINUTE;
  return start < Date.parse(busy.end) && end > Date.parse(busy.start);
}

/** `sessions` without those that conflict with a busy interval. */
export function withoutConflicts<T extends Interval>(sessions: T[], busy: Interval[], padding: Padding): T[] {
  if (busy.length === 0) return sessions;
  return sessions.filter((s) => !busy.some((b) => overlaps(s, b, padding)));
}
