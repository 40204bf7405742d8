/**
 * Reservation rules (spec 01 §5, §8): resolving requested tickets against the catalog, the
 * per-order limits of each ticket group, and the capacity check of each session.
 */
import type { ApiReservationItem } from '@storefront/shared/wire';
import type { Executor } from '../infra/db/client';
import type { EventSessionRow, SeatTemplateRow, SellerRow, TicketGroupRow, TicketRow } from '../infra/db/schema';
import { findSeatTemplates } from './cart-repository';
import type { SessionAvailability } from '../catalog/availability-repository';
import { findTicketTypesAndSessions, type TicketTypeWithContext } from '../catalog/catalog-repository';
import { ReservationError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { fromWireAmount, unitPrice } from '../lib/money';
import { isFlexible } from '../catalog/ticket-groups';
import { addDays, zonedInstant } from '../lib/zoned-time';
import { isEmailAddress } from '../accounts/identity-schemas';

export interface PlannedTicket {
  item: TicketTypeWithContext;
  sessionId: string | null;
  faceValueMinor: number;
  admitName: string | null;
  admitEmail: string | null;
  /** Flexible (session-less) tickets: their validity. */
  validFrom: Date | null;
  validTo: Date | null;
  /** Seated groups: the seat, and its name as printed on the ticket. */
  seatTemplateId: string | null;
  seatName: string | null;
}

export interface ReservationPlan {
  tickets: PlannedTicket[];
  /** The seller all requested tickets belong to; null when nothing was requested. */
  sellerId: string | null;
  /** The sessions asked for, as read before any lock (their capacity does not change). */
  sessions: Map<string, EventSessionRow>;
  /** The row of `sellerId`, read with the ticket types (null when nothing was requested). */
  seller: SellerRow | null;
}

/** A session without a capacity limit: nothing to lock or count for it. */
export function isUnlimited(session: EventSessionRow | undefined): boolean {
  return session?.capacity === -1;
}


/** Resolves the requested items; rejects unknown types, foreign sessions, bad prices and admit details. */
export async function planReservation(
  executor: Executor,
  items: ApiReservationItem[],
  now: Date,
): Promise<ReservationPlan> {
  if (items.length === 0) return { tickets: [], sellerId: null, sessions: new Map(), seller: null };
  const typeIds = [...new Set(items.map((i) => i.ticket_type_id))];
  const unknownType = typeIds.find((id) => !isUuid(id));
  if (unknownType) throw new ReservationError('ticket_type_not_found', { extra: { ticket_type_id: unknownType } });
  const sessionIds = [...new Set(items.flatMap((i) => (i.event_session_id ? [i.event_session_id] : [])))];
  const badSession = sessionIds.find((id) => !isUuid(id));
  if (badSession) throw new ReservationError('session_not_found', { extra: { event_session_id: badSession } });
  // One statement: the types with their context, and the sessions asked for.
  const { types, sessions } = await findTicketTypesAndSessions(executor, typeIds, sessionIds);
  const seats = await findSeats(executor, items);

  let sellerId: string | null = null;
  let seller: SellerRow | null = null;
  const planned = items.map((requested): PlannedTicket => {
    const item = types.get(requested.ticket_type_id);
    if (!item) throw new ReservationError('ticket_type_not_found', { extra: { ticket_type_id: requested.ticket_type_id } });
    if (sellerId === null) {
      sellerId = item.template.sellerId;
      seller = item.seller;
    }
    if (item.template.sellerId !== sellerId) {
      throw new ReservationError('seller_mismatch', { extra: { ticket_type_id: item.type.id } });
    }
    const sessionId = requested.event_session_id ?? null;
    let surchargeMinor = 0;
    if (isFlexible(item.group)) {
      // Flexible (any-date) admission is valid from the purchase, not for a session.
      if (sessionId !== null) {
        throw new ReservationError('session_not_allowed', {
          extra: { event_session_id: sessionId, ticket_type_id: item.type.id },
        });
      }
    } else if (sessionId === null) {
      if (item.group.handler === 'tickets' || item.group.handler === 'seated') {
        throw new ReservationError('session_required', { extra: { ticket_type_id: item.type.id } });
      }
    } else {
      const session = sessions.get(sessionId);
      if (!session) throw new ReservationError('session_not_found', { extra: { event_session_id: sessionId } });
      if (session.eventTemplateId !== item.template.id) {
        throw new ReservationError('session_mismatch', {
          extra: { event_session_id: sessionId, ticket_type_id: item.type.id },
        });
      }
      if (session.startDatetime.getTime() < now.getTime()) {
        throw new ReservationError('session_unavailable', { extra: { event_session_id: sessionId } });
      }
      surchargeMinor = session.surchargeMinor;
    }
    const validity = isFlexible(item.group) ? flexibleValidity(item, now) : null;
    const seat = seatOf(item, requested.seat_template_id, seats);
    return {
      item,
      sessionId,
      faceValueMinor: faceValue(item, requested.face_value, surchargeMinor),
      ...admitDetails(item, requested),
      validFrom: validity?.from ?? null,
      validTo: validity?.to ?? null,
      seatTemplateId: seat?.id ?? null,
      seatName: seat?.name ?? null,
    };
  });
  return { tickets: planned, sellerId, sessions, seller };
}

/** The seats asked for, by id, in one statement; the same seat twice is 400 `duplicate_seat`. */
async function findSeats(executor: Executor, items: ApiReservationItem[]): Promise<Map<string, SeatTemplateRow>> {
  const seatIds = items.flatMap((i) => (i.seat_template_id ? [i.seat_template_id] : []));
  const twice = seatIds.find((id, index) => seatIds.indexOf(id) !== index);
  if (twice) throw new ReservationError('duplicate_seat', { extra: { seat_template_id: twice } });
  if (seatIds.length === 0) return new Map();
  const unknown = seatIds.find((id) => !isUuid(id));
  if (unknown) throw new ReservationError('seat_not_found', { extra: { seat_template_id: unknown } });
  const rows = await findSeatTemplates(executor, seatIds);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The seat of a requested item (spec 01 §5 seated groups): a `seated` group's ticket needs a
 * seat of its event's layout in a zone the group sells; any other ticket has none.
 */
function seatOf(item: TicketTypeWithContext, seatId: string | undefined, seats: Map<string, SeatTemplateRow>): SeatTemplateRow | null {
  const fail = (description: string) =>
    new ReservationError('validation_failed', {
      status: 400,
      context: 'seat',
      description,
      extra: { ticket_type_id: item.type.id, field: 'seat_template_id' },
    });
  if (item.group.handler !== 'seated') {
    if (seatId) throw fail('This ticket has no seat.');
    return null;
  }
  if (!seatId) throw fail('Please choose a seat for each ticket.');
  const seat = seats.get(seatId);
  if (!seat || seat.seatLayoutId !== item.template.seatLayoutId) {
    throw new ReservationError('seat_not_found', { extra: { seat_template_id: seatId } });
  }
  if (!item.group.seatZones.includes(seat.zone)) {
    throw new ReservationError('seat_not_in_group', {
      description: `${seat.name} is not sold as ${item.group.name}.`,
      extra: { seat_template_id: seat.id, ticket_group_id: item.group.id },
    });
  }
  return seat;
}

/**
 * Fixed prices ignore `face_value` and take the session's surcharge; flexible ones (min/max
 * set: donations, gift cards) require it within the bounds.
 */
function faceValue(item: TicketTypeWithContext, requested: string | undefined, surchargeMinor: number): number {
  const { priceMinMinor: min, priceMaxMinor: max } = item.type;
  if (min === null && max === null) return unitPrice(item.type, surchargeMinor);
  const bounds = { ticket_type_id: item.type.id, field: 'face_value', currency_amount_min: min, currency_amount_max: max };
  if (requested === undefined) {
    throw new ReservationError('validation_failed', { description: 'Please enter an amount.', extra: bounds });
  }
  const value = fromWireAmount(requested);
  if (value === null || (min !== null && value < min) || (max !== null && value > max)) {
    throw new ReservationError('validation_failed', {
      description: 'Value entered is outside min/max',
      extra: { ...bounds, face_value: requested },
    });
  }
  return value;
}

/** Admit name and e-mail, required as the group's (else the event's) meta says (spec 01 §5). */
function admitDetails(item: TicketTypeWithContext, requested: ApiReservationItem) {
  const admitName = requested.admit_name?.trim() || null;
  const admitEmail = requested.admit_email?.trim() || null;
  const names = item.group.meta.admit_names ?? item.template.meta.admit_names;
  const emails = item.group.meta.admit_emails ?? item.template.meta.admit_emails;
  const fail = (field: string, description: string) =>
    new ReservationError('validation_failed', {
      context: 'admit_details',
      description,
      extra: { ticket_type_id: item.type.id, field },
    });
  if (names === 'required' && !admitName) throw fail('admit_name', 'Please enter the first and last name of each visitor.');
  if (emails === 'yes' && !admitEmail) throw fail('admit_email', 'Please enter the e-mail address of each visitor.');
  if (admitEmail && !isEmailAddress(admitEmail)) throw fail('admit_email', 'Please enter a valid e-mail address.');
  return { admitName, admitEmail };
}

/** Validity of a flexible ticket: from now, for `duration_new` (fixedfrom) or until the policy date (fixedto). */
function flexibleValidity(item: TicketTypeWithContext, now: Date): { from: Date; to: Date | null } {
  const group = item.group;
  if (group.startPolicy === 'fixedto' && group.startPolicyDate) {
    return { from: now, to: zonedInstant(addDays(group.startPolicyDate, 1), '00:00', item.timezone) };
  }
  return { from: now, to: group.durationNew ? addIsoDuration(now, group.durationNew) : null };
}

/** `now` plus an ISO 8601 date duration such as 'P6M' or 'P1Y2M10D'; null when not understood. */
export function addIsoDuration(from: Date, duration: string): Date | null {
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(duration);
  if (!match || duration === 'P') return null;
  const [, y = '0', m = '0', w = '0', d = '0'] = match;
  const to = new Date(from.getTime());
  to.setUTCFullYear(to.getUTCFullYear() + Number(y), to.getUTCMonth() + Number(m), to.getUTCDate() + Number(w) * 7 + Number(d));
  return to;
}

/**
 * Per-order limits of each ticket group, over the tickets the cart will hold: at most
 * `max_tickets_per_order` (when >= 0) together with the owner's live tickets of the group in
 * other carts (`elsewhere`, so more carts do not buy past it) and, for groups present, at
 * least the minimum.
 */
export function checkGroupLimits(
  existing: TicketRow[],
  planned: PlannedTicket[],
  groups: TicketGroupRow[],
  elsewhere: Map<string, number>,
): void {
  const counts = new Map<string, number>();
  for (const t of existing) counts.set(t.ticketGroupId, (counts.get(t.ticketGroupId) ?? 0) + 1);
  for (const t of planned) counts.set(t.item.group.id, (counts.get(t.item.group.id) ?? 0) + 1);
  for (const group of groups) {
    const count = counts.get(group.id) ?? 0;
    if (group.maxTicketsPerOrder >= 0 && count + (elsewhere.get(group.id) ?? 0) > group.maxTicketsPerOrder) {
      throw new ReservationError('max_tickets_per_order_exceeded', {
        description: `You can reserve at most ${group.maxTicketsPerOrder} tickets of ${group.name} in one order.`,
        extra: { ticket_group_id: group.id, max_tickets_per_order: group.maxTicketsPerOrder },
      });
    }
    if (count > 0 && count < group.minTicketsPerOrder) {
      throw new ReservationError('min_tickets_per_order_not_met', {
        description: `Please reserve at least ${group.minTicketsPerOrder} tickets of ${group.name}.`,
        extra: { ticket_group_id: group.id, min_tickets_per_order: group.minTicketsPerOrder },
      });
    }
  }
}

/** Capacity check of each session against the number of new tickets asked for it. */
export function checkCapacity(requested: Map<string, number>, availability: Map<string, SessionAvailability>): void {
  for (const [sessionId, count] of [...requested].sort(([a], [b]) => a.localeCompare(b))) {
    const session = availability.get(sessionId);
    if (!session) throw new ReservationError('session_not_found', { extra: { event_session_id: sessionId } });
    if (session.left === null) continue;
    if (session.left <= 0) {
      throw new ReservationError('event_session_sold_out', {
        extra: { event_session_id: sessionId, start_datetime: session.startDatetime.toISOString() },
      });
    }
    if (session.left < count) {
      throw new ReservationError('session_capacity_exceeded', {
        description: `Only ${session.left} tickets are left for this session.`,
        extra: { event_session_id: sessionId, available: session.left, requested: count },
      });
    }
  }
}

/** New tickets per session, leaving out groups excluded from the event capacity. */
export function countBySession(planned: PlannedTicket[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of planned) {
    if (t.sessionId && !t.item.group.excludeFromEventCapacity) counts.set(t.sessionId, (counts.get(t.sessionId) ?? 0) + 1);
  }
  return counts;
}

/** Sessions of the seated tickets asked for: always locked, whatever their capacity (the lock decides seat races). */
export function seatedSessions(planned: PlannedTicket[]): string[] {
  return [...new Set(planned.flatMap((t) => (t.sessionId && t.seatTemplateId ? [t.sessionId] : [])))];
}

/** Sessions whose rows the reservation locks: every session asked for. */
export function sessionsToLock(planned: PlannedTicket[]): string[] {
  return [...new Set(planned.flatMap((t) => (t.sessionId ? [t.sessionId] : [])))];
}
