/**
 * Availability is derived at request time (as pretix's quotas are): a session's capacity
 * plus its oversell allowance, minus booked tickets, minus tickets held by pending carts
 * that have not expired. Booked tickets are counters kept by the database (migration 011:
 * `booked_count` on sessions and groups, maintained by triggers on tickets); holds are
 * counted over live tickets only (partial indexes `tickets_live_*`), so a count reads the
 * current holds, never the whole history. Expired holds never count, so nothing needs
 * sweeping for correctness: expiry is lazy, inside every query here; the sweep only keeps the
 * live set small.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Executor } from '../infra/db/client';

export type AvailabilityState = 'available' | 'held' | 'sold_out';

export interface SessionAvailability {
  id: string;
  eventTemplateId: string;
  startDatetime: Date;
  endDatetime: Date;
  /** -1 means unlimited. */
  capacity: number;
  oversellCapacity: number;
  /** Added to each fixed price at this session. */
  surchargeMinor: number;
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
  surcharge_minor: number;
  booked: number;
  held: number;
}

/** Whether the live-held ticket `t` (joined with its cart `c`) still holds at `now`: payment under way holds past expiry (ADR 0008). */
export function liveHold(now: Date): SQL {
  return sql`t.state IN ('in_cart', 'held') AND c.state = 'pending'
    AND (c.expires_at > ${now.toISOString()}::timestamptz OR c.payment_pending)`;
}

/**
 * Usage of session `s` at instant `now`, as a lateral subquery `u`: its booked counter and
 * its live holds. Tickets of groups excluded from the event capacity do not count.
 */
function usageJoin(now: Date): SQL {
  return sql`CROSS JOIN LATERAL (
    SELECT s.booked_count AS booked, (
      SELECT count(*)::int FROM tickets t JOIN carts c ON c.id = t.cart_id
      WHERE t.event_session_id = s.id AND ${liveHold(now)}
        AND NOT EXISTS (SELECT 1 FROM ticket_groups xg WHERE xg.id = t.ticket_group_id AND xg.exclude_from_event_capacity)
    ) AS held
  ) u`;
}

const hasRoomSql = sql`(s.capacity = -1 OR s.capacity + s.oversell_capacity - u.booked - u.held > 0)`;

/** `session` with `added` more live holds (a reserve's own new tickets, counted after its check). */
export function withHeld(session: SessionAvailability, added: number): SessionAvailability {
  return toAvailability({
    id: session.id,
    event_template_id: session.eventTemplateId,
    start_datetime: session.startDatetime,
    end_datetime: session.endDatetime,
    capacity: session.capacity,
    oversell_capacity: session.oversellCapacity,
    surcharge_minor: session.surchargeMinor,
    booked: session.booked,
    held: session.held + added,
  });
}

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
    surchargeMinor: row.surcharge_minor,
    booked: row.booked,
    held: row.held,
    used,
    left,
    state,
  };
}

const sessionColumns = sql`s.id, s.event_template_id, s.start_datetime, s.end_datetime, s.capacity,
  s.oversell_capacity, s.surcharge_minor, u.booked, u.held`;

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
  /** Lowest surcharge among the day's sessions with room (else among all). */
  minSurchargeMinor: number;
  /** Some session that day costs more than the base prices. */
  priceIncrease: boolean;
}

/** Per venue-local date, the sessions of an event starting in [from, before). */
export async function dailyAvailability(
  executor: Executor,
  now: Date,
  options: { eventTemplateId: string; timezone: string; from: Date; before: Date },
): Promise<DayAvailability[]> {
  const rows = await queryRows<{
    date: string;
    capacity: number;
    unlimited: boolean;
    used: number;
    any_room: boolean;
    min_surcharge: number;
    min_open_surcharge: number | null;
    price_increase: boolean;
  }>(
    executor,
    sql`SELECT (s.start_datetime AT TIME ZONE ${options.timezone})::date::text AS date,
          sum(CASE WHEN s.capacity = -1 THEN 0 ELSE s.capacity + s.oversell_capacity END)::int AS capacity,
          bool_or(s.capacity = -1) AS unlimited,
          sum(u.booked + u.held)::int AS used,
          bool_or(${hasRoomSql}) AS any_room,
          min(s.surcharge_minor)::int AS min_surcharge,
          (min(s.surcharge_minor) FILTER (WHERE ${hasRoomSql}))::int AS min_open_surcharge,
          bool_or(s.surcharge_minor > 0) AS price_increase
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
    minSurchargeMinor: row.min_open_surcharge ?? row.min_surcharge,
    priceIncrease: row.price_increase,
  }));
}

export interface GroupUsage {
  booked: number;
  held: number;
  /** booked + held */
  used: number;
}

/** Booked and live-held tickets of each ticket group (across all its sessions). */
export async function groupUsage(executor: Executor, now: Date, groupIds: string[]): Promise<Map<string, GroupUsage>> {
  const usage = new Map<string, GroupUsage>(groupIds.map((id) => [id, { booked: 0, held: 0, used: 0 }]));
  if (groupIds.length === 0) return usage;
  const rows = await queryRows<{ id: string; booked: number; held: number }>(
    executor,
    sql`SELECT g.id, g.booked_count AS booked, (
          SELECT count(*)::int FROM tickets t JOIN carts c ON c.id = t.cart_id
          WHERE t.ticket_group_id = g.id AND ${liveHold(now)}
        ) AS held
        FROM ticket_groups g
        WHERE g.id IN (${sql.join(groupIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  for (const row of rows) usage.set(row.id, { booked: row.booked, held: row.held, used: row.booked + row.held });
  return usage;
}

/** Tickets a group can still sell; null when unlimited. */
export function groupLeft(group: { capacity: number; oversellCapacity: number }, usage: GroupUsage | undefined): number | null {
  if (group.capacity === -1) return null;
  return Math.max(0, group.capacity + group.oversellCapacity - (usage?.used ?? 0));
}

/**
 * The events among `eventTemplateIds` having a session that has not started, is not sold
 * out, and starts within the window (instants) and within the venue time-of-day window
 * ('HH:mm', start inclusive, end exclusive).
 */
export async function eventsWithOpenSession(
  executor: Executor,
  now: Date,
  filter: { eventTemplateIds: string[]; from?: Date; before?: Date; timeFrom?: string; timeBefore?: string },
): Promise<Set<string>> {
  if (filter.eventTemplateIds.length === 0) return new Set();
  const from = filter.from && filter.from > now ? filter.from : now;
  const localTime = sql`to_char(s.start_datetime AT TIME ZONE v.timezone, 'HH24:MI')`;
  const conditions: SQL[] = [
    sql`s.event_template_id IN (${sql.join(filter.eventTemplateIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
    sql`s.start_datetime >= ${from.toISOString()}::timestamptz`,
    hasRoomSql,
  ];
  if (filter.before) conditions.push(sql`s.start_datetime < ${filter.before.toISOString()}::timestamptz`);
  if (filter.timeFrom) conditions.push(sql`${localTime} >= ${filter.timeFrom}`);
  if (filter.timeBefore) conditions.push(sql`${localTime} < ${filter.timeBefore}`);
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`SELECT DISTINCT s.event_template_id AS id
        FROM event_sessions s
          JOIN event_templates e ON e.id = s.event_template_id
          JOIN venues v ON v.id = e.venue_id
          ${usageJoin(now)}
        WHERE ${sql.join(conditions, sql` AND `)}`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Sessions' availability (as `sessionAvailabilityByIds`) and groups' usage (as `groupUsage`)
 * in one statement: the reserve's check under its locks and the cart view each need both.
 * `write`: a data-modifying statement (with RETURNING) run in the same statement; the counts
 * are those of the statement's snapshot, without what `write` adds, and `written` holds its
 * returned rows as JSON objects (column names as in the database).
 */
export async function availabilityByIds(
  executor: Executor,
  now: Date,
  sessionIds: string[],
  groupIds: string[],
  write?: SQLWrapper,
): Promise<{ sessions: Map<string, SessionAvailability>; groups: Map<string, GroupUsage>; written: Record<string, unknown>[] }> {
  const groups = new Map<string, GroupUsage>(groupIds.map((id) => [id, { booked: 0, held: 0, used: 0 }]));
  const parts: SQL[] = [];
  if (sessionIds.length > 0) {
    parts.push(sql`SELECT 's' AS kind, ${sessionColumns} FROM event_sessions s ${usageJoin(now)}
        WHERE s.id IN (${sql.join(sessionIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  }
  if (groupIds.length > 0) {
    // Named as the session branch's columns: either branch may come first, or alone.
    parts.push(sql`SELECT 'g' AS kind, g.id, NULL::uuid AS event_template_id, NULL::timestamptz AS start_datetime,
          NULL::timestamptz AS end_datetime, NULL::int AS capacity, NULL::int AS oversell_capacity, NULL::int AS surcharge_minor,
          g.booked_count AS booked, (
            SELECT count(*)::int FROM tickets t JOIN carts c ON c.id = t.cart_id
            WHERE t.ticket_group_id = g.id AND ${liveHold(now)}
          ) AS held
        FROM ticket_groups g
        WHERE g.id IN (${sql.join(groupIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  }
  if (parts.length === 0 && !write) return { sessions: new Map(), groups, written: [] };
  type Row = SessionRow & { kind: 's' | 'g' | null; written?: unknown };
  const usage = parts.length > 0 ? sql.join(parts, sql` UNION ALL `) : sql`SELECT NULL::text AS kind WHERE false`;
  const rows = await queryRows<Row>(
    executor,
    write
      ? sql`WITH written AS (${write.getSQL()})
          SELECT w.written, u.* FROM (SELECT (SELECT coalesce(json_agg(x), '[]'::json) FROM written x) AS written) w
          LEFT JOIN (${usage}) u ON true`
      : usage,
  );
  const sessions = new Map<string, SessionAvailability>();
  for (const row of rows) {
    if (row.kind === 's') sessions.set(row.id, toAvailability(row));
    else if (row.kind === 'g') groups.set(row.id, { booked: row.booked, held: row.held, used: row.booked + row.held });
  }
  const raw = rows[0]?.written;
  const written = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as Record<string, unknown>[];
  return { sessions, groups, written };
}
