/**
 * Availability is derived at request time (as pretix's quotas are): a session's capacity
 * plus its oversell allowance, minus booked tickets, minus tickets held by pending carts
 * that have not expired. Expired holds never count, so nothing needs sweeping: expiry is
 * lazy, inside every query here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

export type AvailabilityState = 'available' | 'held' | 'sold_out';

export interface SessionAvailability {
  id: string;
  eventTemplateId: string;
  startDatetime: Date;
  endDatetime: Date;
  /** -1 means unlimited. */
  capacity: number;
  oversellCapacity: number;
  booked: number;
  held: number;
  /** booked + held */
  used: number;
  /** Tickets still sellable; null when unlimited. */
  left: number | null;
  /** `held` = nothing left now, but live holds may still free some up. */
  state: AvailabilityState;
}

interface SessionRow {
  id: string;
  event_template_id: string;
  start_datetime: Date | string;
  end_datetime: Date | string;
  capacity: number;
  oversell_capacity: number;
  booked: number;
  held: number;
}

/** Tickets of session `s` that take capacity at instant `now`, as a lateral subquery `u`. */
function usageJoin(now: Date): SQL {
  return sql`CROSS JOIN LATERAL (
    SELECT
      count(*) FILTER (WHERE t.state IN ('booked', 'redeemed'))::int AS booked,
      count(*) FILTER (
        WHERE t.state IN ('in_cart', 'held') AND c.state = 'pending' AND c.expires_at > ${now.toISOString()}::timestamptz
      )::int AS held
    FROM tickets t JOIN carts c ON c.id = t.cart_id
    WHERE t.event_session_id = s.id
  ) u`;
}

const hasRoomSql = sql`(s.capacity = -1 OR s.capacity + s.oversell_capacity - u.booked - u.held > 0)`;

export function toAvailability(row: SessionRow): SessionAvailability {
  const used = row.booked + row.held;
  const left = row.capacity === -1 ? null : Math.max(0, row.capacity + row.oversell_capacity - used);
  const bookedLeft = row.capacity === -1 ? 1 : row.capacity + row.oversell_capacity - row.booked;
  const state: AvailabilityState = left === null || left > 0 ? 'available' : bookedLeft > 0 ? 'held' : 'sold_out';
  return {
    id: row.id,
    eventTemplateId: row.event_template_id,
    startDatetime: new Date(row.start_datetime),
    endDatetime: new Date(row.end_datetime),
    capacity: row.capacity,
    oversellCapacity: row.oversell_capacity,
    booked: row.booked,
    held: row.held,
    used,
    left,
    state,
  };
}

const sessionColumns = sql`s.id, s.event_template_id, s.start_datetime, s.end_datetime, s.capacity,
  s.oversell_capacity, u.booked, u.held`;

export interface SessionFilter {
  eventTemplateIds: string[];
  /** Sessions starting at or after this instant. */
  from: Date;
  /** Sessions starting before this instant. */
  before?: Date;
  /** false: only sessions with room left; true: only full ones. */
  soldOut?: boolean;
  order?: 'asc' | 'desc';
  limit?: number;
}

export async function listSessionAvailability(
  executor: Executor,
  now: Date,
  filter: SessionFilter,
): Promise<SessionAvailability[]> {
  if (filter.eventTemplateIds.length === 0) return [];
  const conditions: SQL[] = [
    sql`s.event_template_id IN (${sql.join(filter.eventTemplateIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
    sql`s.start_datetime >= ${filter.from.toISOString()}::timestamptz`,
  ];
  if (filter.before) conditions.push(sql`s.start_datetime < ${filter.before.toISOString()}::timestamptz`);
  if (filter.soldOut === false) conditions.push(hasRoomSql);
  if (filter.soldOut === true) conditions.push(sql`NOT ${hasRoomSql}`);
  const direction = filter.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await queryRows<SessionRow>(
    executor,
    sql`SELECT ${sessionColumns} FROM event_sessions s ${usageJoin(now)}
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY s.start_datetime ${direction}, s.id ${direction}
        ${filter.limit !== undefined ? sql`LIMIT ${filter.limit}` : sql``}`,
  );
  return rows.map(toAvailability);
}

export async function sessionAvailabilityByIds(
  executor: Executor,
  now: Date,
  sessionIds: string[],
): Promise<Map<string, SessionAvailability>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await queryRows<SessionRow>(
    executor,
    sql`SELECT ${sessionColumns} FROM event_sessions s ${usageJoin(now)}
        WHERE s.id IN (${sql.join(sessionIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  return new Map(rows.map((row) => [row.id, toAvailability(row)]));
}

export interface DayAvailability {
  /** ISO date in the venue's zone. */
  date: string;
  /** Sum of limited sessions' capacity plus oversell; -1 when any session is unlimited. */
  capacity: number;
  used: number;
  anyRoom: boolean;
}

/** Per venue-local date, the sessions of an event starting in [from, before). */
export async function dailyAvailability(
  executor: Executor,
  now: Date,
  options: { eventTemplateId: string; timezone: string; from: Date; before: Date },
): Promise<DayAvailability[]> {
  const rows = await queryRows<{ date: string; capacity: number; unlimited: boolean; used: number; any_room: boolean }>(
    executor,
    sql`SELECT (s.start_datetime AT TIME ZONE ${options.timezone})::date::text AS date,
          sum(CASE WHEN s.capacity = -1 THEN 0 ELSE s.capacity + s.oversell_capacity END)::int AS capacity,
          bool_or(s.capacity = -1) AS unlimited,
          sum(u.booked + u.held)::int AS used,
          bool_or(${hasRoomSql}) AS any_room
        FROM event_sessions s ${usageJoin(now)}
        WHERE s.event_template_id = ${options.eventTemplateId}::uuid
          AND s.start_datetime >= ${options.from.toISOString()}::timestamptz
          AND s.start_datetime < ${options.before.toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({
    date: row.date,
    capacity: row.unlimited ? -1 : row.capacity,
    used: row.used,
    anyRoom: row.any_room,
  }));
}
