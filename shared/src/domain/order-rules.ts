/**
 * Order self-service rules (spec 02 §4 Ticket states, §5 "Only cancellable tickets",
 * "Editable tickets"; spec 03 §2.6 session lines). Pure and dependency-free: the API decides
 * with them (`cancellable`, `editable` on each order ticket) and the browser words lines with
 * them, so both sides agree. Instants are ISO strings or epoch ms.
 */
import type { TicketState } from '../wire/cart';
import type { OrderTicket } from './types';

/** The facts about one ticket the rules read. */
export interface TicketFacts {
  state: TicketState;
  faceValueMinor: number;
  adjustedValueMinor: number;
  /** The session start; for an undated ticket, the start of its validity; null when none. */
  startsAt: string | number | null;
  /** An undated ticket's end of validity (past once it is over); null when none. */
  endsAt?: string | number | null;
}

/** An order's ticket as the rules read it: its session start and end are `validFrom` and `validTo`. */
export function orderTicketFacts(
  ticket: Pick<OrderTicket, 'state' | 'faceValueMinor' | 'adjustedValueMinor' | 'validFrom' | 'validTo'>,
): TicketFacts {
  return {
    state: ticket.state,
    faceValueMinor: ticket.faceValueMinor,
    adjustedValueMinor: ticket.adjustedValueMinor,
    startsAt: ticket.validFrom,
    endsAt: ticket.validTo,
  };
}

/** The event and group facts `isEditableTicket` also needs. */
export interface EditFacts extends TicketFacts {
  eventCategory: string | null;
  groupHandler: string;
}

/** Spec 02 §4: cancelled and unbooked (removed by an edit) both count as cancelled. */
export function isCancelledState(state: TicketState): boolean {
  return state === 'cancelled' || state === 'unbooked';
}

const at = (instant: string | number) => (typeof instant === 'number' ? instant : Date.parse(instant));

/** The ticket's time has gone: its session started (or its validity ended) before `now`. */
export function isPastTicket(ticket: TicketFacts, now: number): boolean {
  if (ticket.endsAt != null && ticket.startsAt == null) return at(ticket.endsAt) <= now;
  if (ticket.startsAt == null) return false;
  return at(ticket.startsAt) <= now;
}

/** Spec 02 §5: a booked ticket with adjusted value 0 and a session in the future. */
export function isCancellableTicket(ticket: TicketFacts, now: number): boolean {
  return ticket.state === 'booked' && ticket.adjustedValueMinor === 0 && ticket.startsAt != null && !isPastTicket(ticket, now);
}

/** Spec 02 §5: every face value is 0 and not every ticket is cancelled or past. */
export function isOrderCancellable(tickets: readonly TicketFacts[], now: number): boolean {
  if (tickets.length === 0) return false;
  if (tickets.some((t) => t.faceValueMinor !== 0)) return false;
  return tickets.some((t) => !isCancelledState(t.state) && !isPastTicket(t, now));
}

/**
 * Spec 02 §5: booked, still to come, its event's category among the seller's self-edit
 * categories, and a plain admission (group handler `tickets`). Membership of the order (or of
 * no order, for an edit cart's new tickets) is the caller's check.
 */
export function isEditableTicket(ticket: EditFacts, selfEditCategories: readonly string[], now: number): boolean {
  return (
    ticket.state === 'booked' &&
    ticket.groupHandler === 'tickets' &&
    ticket.eventCategory !== null &&
    selfEditCategories.includes(ticket.eventCategory) &&
    ticket.startsAt != null &&
    !isPastTicket(ticket, now)
  );
}

/** What a session line of an order says instead of offering edits (spec 02 §4, spec 03 §2.6). */
export type SessionLineStatus = 'Redeemed' | 'Cancelled' | 'Past Event';

/**
 * A line is 'Cancelled' when all its tickets are, 'Redeemed' once any live ticket was scanned,
 * 'Past Event' once its session started; null while it can still be managed.
 */
export function sessionLineStatus(tickets: readonly TicketFacts[], now: number): SessionLineStatus | null {
  const live = tickets.filter((t) => !isCancelledState(t.state));
  if (live.length === 0) return 'Cancelled';
  if (live.some((t) => t.state === 'redeemed')) return 'Redeemed';
  if (live.some((t) => isPastTicket(t, now))) return 'Past Event';
  return null;
}
