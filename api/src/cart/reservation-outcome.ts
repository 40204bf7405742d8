/**
 * Reservations as the metrics count them (ADR 0035): a cart change that reserves tickets is
 * `reserved` when it answers, `sold_out` when too few places (or the chosen seat) are left,
 * and `refused` for any other refusal or failure. Changes that reserve nothing are not counted.
 */
import type { ApiCartModifyBody } from '@storefront/shared/wire';
import type { Metrics, ReservationOutcome } from '../infra/metrics/metrics';
import { ApiError } from '../lib/errors';

const NOT_ENOUGH_LEFT = new Set([
  'ticket_group_sold_out',
  'ticket_group_capacity_exceeded',
  'event_session_sold_out',
  'session_capacity_exceeded',
  'seat_unavailable',
]);

export function reservationOutcomeOf(error: unknown): ReservationOutcome {
  return error instanceof ApiError && NOT_ENOUGH_LEFT.has(error.code) ? 'sold_out' : 'refused';
}

/** Runs a cart change and counts its outcome when it reserves tickets. */
export async function countingReservation<T>(metrics: Metrics, body: ApiCartModifyBody, change: () => Promise<T>): Promise<T> {
  if (!body.reserve?.tickets.length) return change();
  try {
    const result = await change();
    metrics.countReservation('reserved');
    return result;
  } catch (error) {
    metrics.countReservation(reservationOutcomeOf(error));
    throw error;
  }
}
