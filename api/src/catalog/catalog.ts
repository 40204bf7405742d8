/** Repository reads of the catalog: templates with their venue, ticket groups and types. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../infra/db/client';
import {
  eventTemplates,
  type EventSessionRow,
  messageRules,
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
