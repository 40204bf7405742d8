/**
 * The catalog's SQL: templates with their venue, ticket groups and types, seat layouts and seats,
 * CityPASS claims, and the member counts the reservation rules read. The availability counters'
 * SQL is in `availability-repository.ts`.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../infra/db/client';
import {
  eventTemplates,
  membershipLevels,
  seatLayouts,
  type EventSessionRow,
  messageRules,
  removedEventTemplates,
  type MessageRuleRow,
  sellers,
  ticketGroups,
  ticketTypes,
  venues,
  type EventTemplateRow,
  type SellerRow,
  type TicketGroupRow,
  type TicketTypeRow,
  type VenueRow,
} from '../infra/db/schema';
import { liveHold } from './availability-repository';

export interface CatalogEntry {
  template: EventTemplateRow;
  venue: VenueRow;
  groups: TicketGroupRow[];
  types: TicketTypeRow[];
}

export async function loadMessageRules(executor: Executor, templateId: string): Promise<MessageRuleRow[]> {
  return executor
    .select()
    .from(messageRules)
    .where(eq(messageRules.eventTemplateId, templateId))
    .orderBy(asc(messageRules.rank), asc(messageRules.id));
}

export async function findSeller(executor: Executor, id: string): Promise<SellerRow | undefined> {
  const [row] = await executor.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

export async function listTemplates(
  executor: Executor,
  filter: { sellerId: string; hiddenTypes?: string[]; category?: string },
): Promise<EventTemplateRow[]> {
  const conditions = [eq(eventTemplates.sellerId, filter.sellerId)];
  if (filter.hiddenTypes) conditions.push(inArray(eventTemplates.hiddenType, filter.hiddenTypes));
  if (filter.category) conditions.push(eq(eventTemplates.category, filter.category));
  return executor
    .select()
    .from(eventTemplates)
    .where(and(...conditions))
    .orderBy(asc(eventTemplates.name), asc(eventTemplates.id));
}

/** Loads templates with venue, groups and types, in the order of `templates`. */
export async function loadCatalog(executor: Executor, templates: EventTemplateRow[]): Promise<CatalogEntry[]> {
  if (templates.length === 0) return [];
  const templateIds = templates.map((t) => t.id);
  const venueRows = await executor
    .select()
    .from(venues)
    .where(inArray(venues.id, [...new Set(templates.map((t) => t.venueId))]));
  const groupRows = await executor
    .select()
    .from(ticketGroups)
    .where(inArray(ticketGroups.eventTemplateId, templateIds))
    .orderBy(asc(ticketGroups.rank), asc(ticketGroups.name));
  const typeRows =
    groupRows.length === 0
      ? []
      : await executor
          .select()
          .from(ticketTypes)
          .where(inArray(ticketTypes.ticketGroupId, groupRows.map((g) => g.id)))
          .orderBy(asc(ticketTypes.rank), asc(ticketTypes.name));
  const venueById = new Map(venueRows.map((v) => [v.id, v]));
  return templates.map((template) => {
    const venue = venueById.get(template.venueId);
    if (!venue) throw new Error(`Venue ${template.venueId} of event ${template.id} is missing`);
    const groups = groupRows.filter((g) => g.eventTemplateId === template.id);
    // Types follow their groups' order, then their own rank.
    const groupOrder = new Map(groups.map((g, index) => [g.id, index]));
    const types = typeRows
      .filter((t) => groupOrder.has(t.ticketGroupId))
      .sort((a, b) => (groupOrder.get(a.ticketGroupId) ?? 0) - (groupOrder.get(b.ticketGroupId) ?? 0));
    return { template, venue, groups, types };
  });
}

export async function findTemplates(executor: Executor, ids: string[]): Promise<EventTemplateRow[]> {
  if (ids.length === 0) return [];
  return executor.select().from(eventTemplates).where(inArray(eventTemplates.id, ids));
}

export interface TicketTypeWithContext {
  type: TicketTypeRow;
  group: TicketGroupRow;
  template: EventTemplateRow;
  venue: VenueRow;
  /** The venue's zone. */
  timezone: string;
  /** The event's seller (null if missing). */
  seller: SellerRow | null;
}

/** A ticket type with its group, event template and venue (a cart view's catalogue entry). */
export type CatalogItem = Omit<TicketTypeWithContext, 'timezone' | 'seller'>;

/**
 * The catalogue entries of the ticket types `ids` in one query, in catalogue order: groups by
 * rank and name, then each group's types by rank and name (as `loadCatalog` orders them).
 */
export async function findCatalogItems(executor: Executor, ids: string[]): Promise<CatalogItem[]> {
  if (ids.length === 0) return [];
  return executor
    .select({ type: ticketTypes, group: ticketGroups, template: eventTemplates, venue: venues })
    .from(ticketTypes)
    .innerJoin(ticketGroups, eq(ticketGroups.id, ticketTypes.ticketGroupId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, ticketGroups.eventTemplateId))
    .innerJoin(venues, eq(venues.id, eventTemplates.venueId))
    .where(inArray(ticketTypes.id, [...new Set(ids)]))
    .orderBy(asc(ticketGroups.rank), asc(ticketGroups.name), asc(ticketGroups.id), asc(ticketTypes.rank), asc(ticketTypes.name));
}

/** Ticket types by id, each with its group, event template, venue and seller. */
export async function findTicketTypes(executor: Executor, ids: string[]): Promise<Map<string, TicketTypeWithContext>> {
  return (await findTicketTypesAndSessions(executor, ids, [])).types;
}

/**
 * Ticket types by id as `findTicketTypes`, and the sessions `sessionIds` (valid uuids) read in
 * the same statement (a subquery evaluated once, as JSON). With no type found, no session is.
 */
export async function findTicketTypesAndSessions(
  executor: Executor,
  ids: string[],
  sessionIds: string[],
): Promise<{ types: Map<string, TicketTypeWithContext>; sessions: Map<string, EventSessionRow> }> {
  if (ids.length === 0) return { types: new Map(), sessions: new Map() };
  const sessionsJson =
    sessionIds.length === 0
      ? sql<unknown>`NULL`
      : sql<unknown>`(SELECT json_agg(json_build_object('id', s.id, 'event_template_id', s.event_template_id,
            'start_datetime', s.start_datetime, 'end_datetime', s.end_datetime, 'capacity', s.capacity,
            'oversell_capacity', s.oversell_capacity, 'surcharge_minor', s.surcharge_minor))
          FROM event_sessions s WHERE s.id IN (${sql.join(sessionIds.map((id) => sql`${id}::uuid`), sql`, `)}))`;
  const rows = await executor
    .select({
      type: ticketTypes,
      group: ticketGroups,
      template: eventTemplates,
      venue: venues,
      timezone: venues.timezone,
      seller: sellers,
      sessions: sessionsJson,
    })
    .from(ticketTypes)
    .innerJoin(ticketGroups, eq(ticketGroups.id, ticketTypes.ticketGroupId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, ticketGroups.eventTemplateId))
    .innerJoin(venues, eq(venues.id, eventTemplates.venueId))
    .leftJoin(sellers, eq(sellers.id, eventTemplates.sellerId))
    .where(inArray(ticketTypes.id, ids));
  const raw = rows[0]?.sessions;
  const sessionRows = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as Record<string, unknown>[];
  const sessions = new Map<string, EventSessionRow>(
    sessionRows.map((s) => [
      s.id as string,
      {
        id: s.id as string,
        eventTemplateId: s.event_template_id as string,
        startDatetime: new Date(s.start_datetime as string),
        endDatetime: new Date(s.end_datetime as string),
        capacity: Number(s.capacity),
        oversellCapacity: Number(s.oversell_capacity),
        surchargeMinor: Number(s.surcharge_minor),
      },
    ]),
  );
  return { types: new Map(rows.map(({ sessions: _sessions, ...row }) => [row.type.id, row])), sessions };
}

/** A seat of a layout, as the seat map draws it. */
export interface SeatRow {
  id: string;
  name: string;
  section: string;
  row_label: string;
  seat_number: string;
  zone: string;
  x: number;
  y: number;
  r: number;
  previous_name: string | null;
  next_name: string | null;
}

export async function findTicketGroup(executor: Executor, id: string): Promise<TicketGroupRow | undefined> {
  const [group] = await executor.select().from(ticketGroups).where(eq(ticketGroups.id, id));
  return group;
}

export async function findTemplatesById(executor: Executor, id: string): Promise<EventTemplateRow[]> {
  return executor.select().from(eventTemplates).where(eq(eventTemplates.id, id));
}

/** Whether a venue import removed event `id` (its page is gone, not mistyped). */
export async function wasEventRemoved(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor.select({ id: removedEventTemplates.id }).from(removedEventTemplates).where(eq(removedEventTemplates.id, id));
  return rows.length > 0;
}

/**
 * The seats of session `sessionId` held by a live ticket: sold (booked, redeemed) or held by a
 * cart that still holds (`liveHold`, as capacity counts it). Reads the partial unique index
 * `tickets_live_seat`: its predicate is repeated so the planner may use it.
 */
export function takenSeats(sessionId: string, now: Date): SQL {
  return sql`SELECT t.seat_template_id FROM tickets t JOIN carts c ON c.id = t.cart_id
    WHERE t.event_session_id = ${sessionId}::uuid
      AND t.seat_template_id IS NOT NULL AND t.state IN ('in_cart', 'held', 'booked', 'redeemed')
      AND (t.state IN ('booked', 'redeemed') OR ${liveHold(now)})`;
}

/** The seat layout of the event, if it has one. */
export async function findEventSeatLayout(db: Db, eventId: string) {
  const [layout] = await db
    .select({ id: seatLayouts.id, width: seatLayouts.width, height: seatLayouts.height, background: seatLayouts.background, version: seatLayouts.version })
    .from(eventTemplates)
    .innerJoin(seatLayouts, eq(seatLayouts.id, eventTemplates.seatLayoutId))
    .where(eq(eventTemplates.id, eventId));
  return layout;
}

/** The layout's seats that are not available at the session: taken, or in a zone outside `open`. */
export async function findUnavailableSeats(db: Db, sessionId: string, layoutId: string, open: string[], now: Date): Promise<{ id: string; taken: boolean }[]> {
  return queryRows<{ id: string; taken: boolean }>(
    db,
    sql`SELECT st.id, taken.seat_template_id IS NOT NULL AS taken
            FROM seat_templates st LEFT JOIN (${takenSeats(sessionId, now)}) taken ON taken.seat_template_id = st.id
            WHERE st.seat_layout_id = ${layoutId}::uuid
              AND (taken.seat_template_id IS NOT NULL
                OR ${open.length > 0 ? sql`st.zone NOT IN (${sql.join(open.map((zone) => sql`${zone}`), sql`, `)})` : sql`true`})
            ORDER BY st.rank, st.name`,
  );
}

/** The seats of the session held by a live ticket. */
export function findTakenSeats(db: Db, sessionId: string, now: Date): Promise<{ seat_template_id: string }[]> {
  return queryRows<{ seat_template_id: string }>(db, takenSeats(sessionId, now));
}

/** The seat zones of the groups. */
export async function findGroupZones(db: Db, groupIds: string[]): Promise<{ id: string; seatZones: string[] }[]> {
  return db
    .select({ id: ticketGroups.id, seatZones: ticketGroups.seatZones })
    .from(ticketGroups)
    .where(inArray(ticketGroups.id, groupIds));
}

/** The layout's seats, in rank order. */
export function findLayoutSeats(db: Db, layoutId: string): Promise<SeatRow[]> {
  return queryRows<SeatRow>(
    db,
    sql`SELECT st.id, st.name, st.section, st.row_label, st.seat_number, st.zone, st.x, st.y, st.r, st.previous_name, st.next_name
            FROM seat_templates st WHERE st.seat_layout_id = ${layoutId}::uuid
            ORDER BY st.rank, st.name`,
  );
}

/** Frees the codes held by tickets no longer held or booked at `now`. */
export async function freeCitypassCodes(tx: Executor, sellerId: string, claims: { code: string }[], now: Date): Promise<void> {
  const codes = sql.join(
    claims.map((c) => sql`${c.code}`),
    sql`, `,
  );
  await tx.execute(sql`
    DELETE FROM citypass_redemptions r
    USING tickets t JOIN carts c ON c.id = t.cart_id
    WHERE r.ticket_id = t.id AND r.seller_id = ${sellerId}::uuid AND r.code IN (${codes})
      AND NOT (
        t.state IN ('booked', 'redeemed')
        OR (t.state IN ('in_cart', 'held') AND c.state = 'pending' AND (c.expires_at IS NULL OR c.expires_at > ${now.toISOString()}::timestamptz OR c.payment_pending))
      )`);
}

/** Records the codes against their tickets; the codes claimed (a code in use is left out). */
export async function insertCitypassClaims(tx: Executor, sellerId: string, claims: { code: string; ticketId: string }[]): Promise<{ code: string }[]> {
  const values = sql.join(
    claims.map((c) => sql`(${sellerId}::uuid, ${c.code}, ${c.ticketId}::uuid)`),
    sql`, `,
  );
  return queryRows<{ code: string }>(
    tx,
    sql`INSERT INTO citypass_redemptions (seller_id, code, ticket_id) VALUES ${values}
        ON CONFLICT (seller_id, code) DO NOTHING RETURNING code`,
  );
}

/** The identity's booked member tickets, counted per event. */
export async function countBookedMemberTickets(executor: Executor, identityId: string, eventTemplateIds: string[]): Promise<{ id: string; count: number }[]> {
  return queryRows<{ id: string; count: number }>(
    executor,
    sql`SELECT t.event_template_id AS id, count(*)::int AS count
        FROM tickets t
          JOIN carts c ON c.id = t.cart_id
          JOIN ticket_types tt ON tt.id = t.ticket_type_id
        WHERE c.identity_id = ${identityId}::uuid
          AND t.state IN ('booked', 'redeemed')
          AND tt.member_event_ticket_type
          AND t.event_template_id IN (${sql.join(eventTemplateIds.map((id) => sql`${id}::uuid`), sql`, `)})
        GROUP BY t.event_template_id`,
  );
}

/** The identity's members-only tickets (booked, redeemed, or held in a live cart), counted per event and type name. */
export async function countMembersOnlyTickets(
  executor: Executor,
  identityId: string,
  eventTemplateIds: string[],
  now: Date,
): Promise<{ event_id: string; type_name: string; count: number }[]> {
  return queryRows<{ event_id: string; type_name: string; count: number }>(
    executor,
    sql`SELECT t.event_template_id AS event_id, tt.name AS type_name, count(*)::int AS count
        FROM tickets t
          JOIN carts c ON c.id = t.cart_id
          JOIN ticket_types tt ON tt.id = t.ticket_type_id
          JOIN ticket_groups g ON g.id = t.ticket_group_id
          JOIN event_templates e ON e.id = t.event_template_id
        WHERE c.identity_id = ${identityId}::uuid
          AND (g.hidden_type = 'public_member_only' OR e.hidden_type = 'public_member_only')
          AND t.event_template_id IN (${sql.join(eventTemplateIds.map((id) => sql`${id}::uuid`), sql`, `)})
          AND (t.state IN ('booked', 'redeemed')
            OR (t.state IN ('in_cart', 'held') AND c.state = 'pending'
              AND (c.expires_at > ${now.toISOString()}::timestamptz OR c.payment_pending)))
        GROUP BY t.event_template_id, tt.name`,
  );
}

/** The benefits of the membership levels. */
export async function findLevelBenefits(executor: Executor, levelIds: string[]): Promise<{ id: string; benefits: Record<string, number> }[]> {
  return executor
    .select({ id: membershipLevels.id, benefits: membershipLevels.benefits })
    .from(membershipLevels)
    .where(inArray(membershipLevels.id, levelIds));
}
