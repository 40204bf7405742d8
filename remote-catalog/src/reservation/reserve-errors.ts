/** Spec 01 §8: what a reservation form does with an error from `cart.reserve`. */
import {
  GENERIC_ERROR_MESSAGE,
  formatDate,
  formatTime,
  inCodeSet,
  toApiError,
  type Instant,
  type ModifyCartErrorCode,
  type RequestGuardErrorCode,
  type ReserveErrorCode,
} from '@storefront/shared';

export { GENERIC_ERROR_MESSAGE };

export type ReserveOutcome =
  /** Show `message` (a description, a capacity message, or the generic text). */
  | { kind: 'message'; code: string; message: string }
  /** Reload sessions, then dates; show `sessionSoldOutMessage` or `dateSoldOutMessage`. */
  | { kind: 'session-sold-out' }
  /** Open the code modal; retry the reservation with the entered code. */
  | { kind: 'code-required'; message: string }
  /** A code given with the reservation was not found: the caller rethrows or shows it. */
  | { kind: 'code-not-found'; message: string }
  /** A seat was held or sold meanwhile (409 `seat_unavailable`, extra `seat_template_id`): the description shown, the seat dropped and the map refreshed. */
  | { kind: 'seat-unavailable'; seatId: string | null; message: string }
  /** Spec 01 §8 `invalid_citypass`, `code_exhausted` (context citypass): shown next to the CityPASS input holding `code`. */
  | { kind: 'citypass'; code: string | null; message: string };

/**
 * Spec 01 §8 "description shown", plus the platform's sales-window, members-only and
 * fair-hold refusals (too many open carts, too many requests), which read well as they are.
 */
const DESCRIBED = new Set<ModifyCartErrorCode | RequestGuardErrorCode>([
  'citypass_failure',
  'max_tickets_per_order_exceeded',
  'min_tickets_per_order_not_met',
  'member_limit_exceeded',
  'ticket_group_not_on_sale',
  'membership_required',
  'too_many_carts',
  'too_many_requests',
]);
const CAPACITY = new Set<ReserveErrorCode>(['ticket_group_capacity_exceeded', 'session_capacity_exceeded', 'ticket_group_sold_out']);
/** Code errors whose description is shown inside the code modal. */
export function reserveOutcome(error: unknown): ReserveOutcome {
  const e = toApiError(error);
  const message = e.description || GENERIC_ERROR_MESSAGE;
  if (inCodeSet(DESCRIBED, e.code) || inCodeSet(CAPACITY, e.code)) return { kind: 'message', code: e.code, message };
  if (e.is('event_session_sold_out')) return { kind: 'session-sold-out' };
  if (e.is('seat_unavailable')) {
    return { kind: 'seat-unavailable', seatId: typeof e.extra.seat_template_id === 'string' ? e.extra.seat_template_id : null, message };
  }
  if (e.is('invalid_citypass', 'citypass') || e.is('code_exhausted', 'citypass')) {
    return { kind: 'citypass', code: typeof e.extra.code === 'string' ? e.extra.code : null, message };
  }
  if (e.is('rule_blocks_reserve')) {
    return e.extra.block_reason === 'code_required'
      ? { kind: 'code-required', message }
      : { kind: 'message', code: e.code, message };
  }
  if (e.is('code_not_found')) return { kind: 'code-not-found', message };
  return { kind: 'message', code: e.code, message: GENERIC_ERROR_MESSAGE };
}

/** 'Tickets have sold out for the session at 2:00 PM. Please select another session and try again.' */
export function sessionSoldOutMessage(start: Instant, timezone: string): string {
  return `Tickets have sold out for the session at ${formatTime(start, timezone)}. Please select another session and try again.`;
}

/** 'Tickets have sold out for Sun, Nov 22, 2026. Please select another date and try again.' */
export function dateSoldOutMessage(date: Instant, timezone: string): string {
  return `Tickets have sold out for ${formatDate(date, timezone)}. Please select another date and try again.`;
}
