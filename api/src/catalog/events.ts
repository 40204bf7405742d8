/**
 * Browsing: event listing and detail, the calendar of dates and the sessions of an event,
 * all with availability derived at request time, and with what the caller may see
 * (members-only and link-only events and groups, spec 01 §5 Visibility).
 */
import type {
  ApiCalendarDate,
  ApiEvent,
  ApiEventListing,
  ApiPricecheckType,
  ApiPricedSession,
  ApiQuantitiesBody,
  ApiSession,
  ApiSessionDetail,
  ApiTicketGroup,
  ApiTicketType,
} from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import type { EventTemplateRow, TicketTypeRow } from '../infra/db/schema';
import {
  dailyAvailability,
  eventsWithOpenSession,
  listSessionAvailability,
  sessionAvailabilityByIds,
  type SessionAvailability,
} from './availability-repository';
import { findSeller, findTemplatesById, findTicketGroup, listTemplates, loadCatalog, loadMessageRules, wasEventRemoved, type CatalogEntry } from './catalog-repository';
import { EventError, SellerError } from '../lib/errors';
import { feePerTicket } from '../cart/fees';
import { isUuid } from '../lib/ids';
import { currentMemberships } from '../memberships/memberships';
import { toWireAmount, unitPrice } from '../lib/money';
import { groupStates, isFlexible, isVisible, type GroupState, type GroupVisibility } from './ticket-groups';
import {
  toApiEvent,
  toApiMessageRule,
  toApiSession,
  toApiTicketGroup,
  toApiTicketType,
  toApiVenue,
} from './views';
import { addDays, parseBound, startOfMonthOneYearAhead, zonedDate, zonedInstant } from '../lib/zoned-time';

export const EVENT_EMBEDS = ['venue', 'ticket_group', 'ticket_type', 'event_session', 'message_rule', 'meta', 'config'] as const;
export type EventEmbed = (typeof EVENT_EMBEDS)[number];

/** Sessions embedded per event by the listing. */
const LISTING_SESSION_LIMIT = 10;
/** Spec 01 §5: a calendar request allows at most 10 different ticket types. */
export const CALENDAR_MAX_TICKET_TYPES = 10;

export interface SessionQuery {
  from?: string;
  before?: string;
  /** A venue day (YYYY-MM-DD): overrides `from` and `before`. */
  date?: string;
  ticketGroupIds?: string[];
  soldOut?: boolean;
  order?: 'asc' | 'desc';
  limit?: number;
}

export interface ListingQuery {
  category?: string;
  embed: Set<EventEmbed>;
  withMemberEvents?: boolean;
  /** `metadata.<key>=<value>`: key → value, matched against `meta.filters`. */
  metadata?: Record<string, string>;
  sessionFrom?: string;
  sessionBefore?: string;
  /** Venue time of day 'HH:mm'. */
  timeFrom?: string;
  timeBefore?: string;
}

/** Who is asking: the signed-in user (for members-only visibility), or nobody. */
export interface Viewer {
  userId: string | null;
}

interface Pricing {
  /** Posted quantity per ticket type. */
  quantities: Map<string, number>;
  /** Every ticket type of the event by id. */
  types: Map<string, TicketTypeRow>;
  totalQuantity: number;
}

export class EventService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async listAvailable(viewer: Viewer, sellerId: string, query: ListingQuery): Promise<ApiEventListing> {
    const seller = await findSeller(this.db, sellerId);
    if (!seller) throw new SellerError('not_found');
    const now = this.now();
    const levels = await this.levels(viewer, now, sellerId);
    const hiddenTypes = ['public_browsable'];
    if (query.withMemberEvents && levels.length > 0) hiddenTypes.push('public_member_only');
    const visible = await listTemplates(this.db, { sellerId, hiddenTypes });
    const facets = listingFacets(visible);

    // Only keys some visible event filters by are metadata filters: the storefront passes the
    // address's other parameters (utm_source, fbclid, …) along before it knows the facets.
    // Own keys only: `constructor` is `in` every object and emptied the listing.
    const metadata = Object.entries(query.metadata ?? {}).filter(([key]) => Object.hasOwn(facets.metadata, key));
    let matching = visible.filter((t) => {
      const filters = filtersOf(t);
      const matches = ([key, value]: [string, string]) => Object.hasOwn(filters, key) && filters[key] === value;
      return (!query.category || t.category === query.category) && metadata.every(matches);
    });
    if (query.sessionFrom || query.sessionBefore || query.timeFrom || query.timeBefore) {
      const open = await eventsWithOpenSession(this.db, now, {
        eventTemplateIds: matching.map((t) => t.id),
        ...(query.sessionFrom ? { from: parseBound(query.sessionFrom, seller.timezone) } : {}),
        ...(query.sessionBefore ? { before: parseBound(query.sessionBefore, seller.timezone) } : {}),
        ...(query.timeFrom ? { timeFrom: query.timeFrom } : {}),
        ...(query.timeBefore ? { timeBefore: query.timeBefore } : {}),
      });
      matching = matching.filter((t) => open.has(t.id));
    }
    const entries = await loadCatalog(this.db, matching);
    const states = await this.groupStatesOf(entries, query.embed, { levels }, now);
    const data = await Promise.all(entries.map((entry) => this.shape(entry, query.embed, { levels }, now, states)));
    return { data, facets };
  }

  async getEvent(viewer: Viewer, id: string, options: { embed: Set<EventEmbed>; ticketGroupIds?: string[] }): Promise<ApiEvent> {
    const entry = await this.findEntry(id);
    const now = this.now();
    const always: EventEmbed[] = ['venue', 'ticket_group', 'ticket_type', 'message_rule'];
    const visibility = { requested: options.ticketGroupIds, levels: await this.levels(viewer, now, entry.template.sellerId) };
    const embed = new Set([...always, ...options.embed]);
    return this.shape(entry, embed, visibility, now, await this.groupStatesOf([entry], embed, visibility, now));
  }

  async calendar(viewer: Viewer, id: string, query: { ticketGroupIds?: string[]; before?: string }): Promise<ApiCalendarDate[]> {
    const entry = await this.findEntry(id);
    const now = this.now();
    const timezone = entry.venue.timezone;
    const visibility = { requested: query.ticketGroupIds, levels: await this.levels(viewer, now, entry.template.sellerId) };
    const groups = entry.groups.filter((g) => !isFlexible(g) && isVisible(g, visibility));
    if (groups.length === 0) return [];
    const groupIds = new Set(groups.map((g) => g.id));
    const cheapest = cheapestType(entry.types.filter((t) => groupIds.has(t.ticketGroupId)));
    const minPrice = cheapest ? cheapest.priceMinor : null;
    const minPriceFees = { outside: toWireAmount(cheapest ? feePerTicket(cheapest) : 0) };
    const before = query.before ? parseBound(query.before, timezone) : startOfMonthOneYearAhead(now, timezone);
    const days = await dailyAvailability(this.db, now, { eventTemplateId: id, timezone, from: now, before });
    return days.map((day) => ({
      date: day.date,
      status: day.anyRoom ? 'available' : 'sold_out',
      min_price: minPrice === null ? null : toWireAmount(minPrice + day.minSurchargeMinor),
      min_price_fees: minPriceFees,
      price_increase: day.priceIncrease,
      availability: { capacity: day.capacity, used_capacity: day.used },
    }));
  }

  /** `POST events/{id}/calendar`: a day is available when one of its sessions can hold the quantities. */
  async pricedCalendar(
    viewer: Viewer,
    id: string,
    body: ApiQuantitiesBody,
    query: { format: 'price' | 'extended'; before?: string },
  ): Promise<ApiCalendarDate[]> {
    const distinct = new Set(body.quantities.filter((q) => q.quantity > 0).map((q) => q.ticket_type_id));
    if (distinct.size > CALENDAR_MAX_TICKET_TYPES) {
      throw new EventError('validation_failed', {
        context: 'event_calendar',
        description: 'You can only select up to 10 different types of tickets.',
        extra: { max_ticket_types: CALENDAR_MAX_TICKET_TYPES, ticket_types: distinct.size },
      });
    }
    const entry = await this.findEntry(id);
    const now = this.now();
    const timezone = entry.venue.timezone;
    const pricing = this.pricing(entry, body, 'event_calendar');
    const visibility = { levels: await this.levels(viewer, now, entry.template.sellerId) };
    const sessionTypes = entry.types.filter((t) => {
      const group = entry.groups.find((g) => g.id === t.ticketGroupId);
      return group !== undefined && !isFlexible(group) && isVisible(group, visibility);
    });
    const cheapest = cheapestType(sessionTypes);
    const baseMin = cheapest ? cheapest.priceMinor : null;
    // The fees of the tickets that make `min_price`: the posted quantities' (price format), else the cheapest type's.
    const minFees = query.format === 'price' ? sessionFees(pricing) : cheapest ? feePerTicket(cheapest) : 0;
    const before = query.before ? parseBound(query.before, timezone) : startOfMonthOneYearAhead(now, timezone);
    const sessions = await listSessionAvailability(this.db, now, { eventTemplateIds: [id], from: now, before, limit: 20_000 });
    const byDay = new Map<string, SessionAvailability[]>();
    for (const session of sessions) {
      const date = zonedDate(session.startDatetime, timezone);
      byDay.set(date, [...(byDay.get(date) ?? []), session]);
    }
    const needed = Math.max(1, pricing.totalQuantity);
    return [...byDay].map(([date, daySessions]) => {
      const fitting = daySessions.filter((s) => s.left === null || s.left >= needed);
      const unlimited = daySessions.some((s) => s.capacity === -1);
      const totals = fitting.map((s) => sessionTotal(pricing, s.surchargeMinor));
      const surcharges = (fitting.length > 0 ? fitting : daySessions).map((s) => s.surchargeMinor);
      const minPrice =
        query.format === 'price'
          ? totals.length > 0
            ? Math.min(...totals)
            : null
          : baseMin === null
            ? null
            : baseMin + Math.min(...surcharges);
      return {
        date,
        status: fitting.length > 0 ? 'available' : 'sold_out',
        min_price: minPrice === null ? null : toWireAmount(minPrice),
        min_price_fees: { outside: toWireAmount(minPrice === null ? 0 : minFees) },
        price_increase: daySessions.some((s) => s.surchargeMinor > 0),
        availability: {
          capacity: unlimited ? -1 : daySessions.reduce((sum, s) => sum + s.capacity + s.oversellCapacity, 0),
          used_capacity: daySessions.reduce((sum, s) => sum + s.used, 0),
        },
      } satisfies ApiCalendarDate;
    });
  }

  async sessions(id: string, query: SessionQuery): Promise<ApiSession[]> {
    const entry = await this.findEntry(id);
    if (query.ticketGroupIds && !entry.groups.some((g) => query.ticketGroupIds?.includes(g.id))) return [];
    const sessions = await this.sessionRows(entry, query);
    return sessions.map(toApiSession);
  }

  /** `POST events/{id}/sessions`: sessions with their prices for the posted quantities. */
  async pricedSessions(
    viewer: Viewer,
    id: string,
    body: ApiQuantitiesBody,
    query: SessionQuery & { includeSoldOut: boolean },
  ): Promise<ApiPricedSession[]> {
    const entry = await this.findEntry(id);
    const now = this.now();
    const pricing = this.pricing(entry, body, 'event_sessions');
    const visibility = { levels: await this.levels(viewer, now, entry.template.sellerId) };
    const postedGroups = new Set([...pricing.quantities.keys()].map((typeId) => pricing.types.get(typeId)?.ticketGroupId));
    const scheduleTypes = entry.types.filter((t) => {
      const group = entry.groups.find((g) => g.id === t.ticketGroupId);
      return group !== undefined && !isFlexible(group) && (postedGroups.has(group.id) || isVisible(group, visibility));
    });
    const needed = Math.max(1, pricing.totalQuantity);
    const sessions = await this.sessionRows(entry, query);
    return sessions
      .map((session): ApiPricedSession => {
        const base = toApiSession(session);
        return {
          ...base,
          sold_out: session.left !== null && session.left < needed,
          price_schedule: scheduleTypes.map((t) => ({
            ticket_type_id: t.id,
            currency_amount: toWireAmount(unitPrice(t, session.surchargeMinor)),
          })),
          total: toWireAmount(sessionTotal(pricing, session.surchargeMinor)),
          price_increase: session.surchargeMinor > 0,
        };
      })
      .filter((session) => query.includeSoldOut || !session.sold_out);
  }

  async sessionDetail(viewer: Viewer, id: string, sessionId: string, query: { ticketGroupIds?: string[] }): Promise<ApiSessionDetail> {
    const entry = await this.findEntry(id);
    const now = this.now();
    const session = isUuid(sessionId) ? (await sessionAvailabilityByIds(this.db, now, [sessionId])).get(sessionId) : undefined;
    if (!session || session.eventTemplateId !== entry.template.id) {
      throw new EventError('not_found', { context: 'event_session', description: 'Session not found' });
    }
    const visibility = { requested: query.ticketGroupIds, levels: await this.levels(viewer, now, entry.template.sellerId) };
    const groups = entry.groups.filter((g) => !isFlexible(g) && isVisible(g, visibility));
    const states = await groupStates(this.db, now, groups);
    const sessionOpen = session.startDatetime.getTime() >= now.getTime() && (session.left === null || session.left > 0);
    const shapedGroups = groups.map((g) => {
      const state = states.get(g.id) as GroupState;
      return toApiTicketGroup(g, { ...state, available: state.available && sessionOpen });
    });
    const available = new Map(shapedGroups.map((g) => [g.id, g.available]));
    return {
      ...toApiSession(session),
      ticket_group: shapedGroups,
      ticket_type: entry.types
        .filter((t) => available.has(t.ticketGroupId))
        .map((t) => toApiTicketType(t, available.get(t.ticketGroupId))),
      venue: toApiVenue(entry.venue),
    };
  }

  /** `POST events/{id}/pricecheck`: the asked-for types whose group can be bought now. */
  async pricecheck(viewer: Viewer, id: string, typeIds: string[]): Promise<ApiPricecheckType[]> {
    const entry = await this.findEntry(id);
    const now = this.now();
    const wanted = new Set(typeIds);
    const levels = await this.levels(viewer, now, entry.template.sellerId);
    const types = entry.types.filter((t) => wanted.has(t.id));
    const groupIds = new Set(types.map((t) => t.ticketGroupId));
    // Asking for a link-only group's type by id counts as having the link.
    const groups = entry.groups.filter((g) => groupIds.has(g.id) && isVisible(g, { requested: [...groupIds], levels }));
    const states = await groupStates(this.db, now, groups);
    return types.flatMap((t) =>
      states.get(t.ticketGroupId)?.available ? [{ id: t.id, ticket_group_id: t.ticketGroupId, available: true }] : [],
    );
  }

  /** `GET ticket_group/{id}` (donation groups): the group and its types. */
  async ticketGroup(
    viewer: Viewer,
    id: string,
    query: { handler?: string },
  ): Promise<ApiTicketGroup & { ticket_type: ApiTicketType[] }> {
    const notFound = () => new EventError('not_found', { context: 'ticket_group', description: 'Ticket group not found' });
    if (!isUuid(id)) throw notFound();
    const group = await findTicketGroup(this.db, id);
    if (!group || (query.handler !== undefined && group.handler !== query.handler)) throw notFound();
    const now = this.now();
    const entry = await this.findEntry(group.eventTemplateId);
    if (!isVisible(group, { requested: [group.id], levels: await this.levels(viewer, now, entry.template.sellerId) })) throw notFound();
    const state = (await groupStates(this.db, now, [group])).get(group.id) as GroupState;
    return {
      ...toApiTicketGroup(group, state),
      ticket_type: entry.types.filter((t) => t.ticketGroupId === group.id).map((t) => toApiTicketType(t, state.available)),
    };
  }

  /** Level names of the viewer's current memberships of this seller. */
  private async levels(viewer: Viewer, now: Date, sellerId: string): Promise<string[]> {
    return (await currentMemberships(this.db, viewer.userId, now, sellerId)).map((m) => m.levelName);
  }

  private async sessionRows(entry: CatalogEntry, query: SessionQuery): Promise<SessionAvailability[]> {
    const now = this.now();
    const timezone = entry.venue.timezone;
    let from = query.from ? parseBound(query.from, timezone) : now;
    let before = query.before ? parseBound(query.before, timezone) : undefined;
    if (query.date) {
      from = zonedInstant(query.date, '00:00', timezone);
      before = zonedInstant(addDays(query.date, 1), '00:00', timezone);
    }
    return listSessionAvailability(this.db, now, {
      eventTemplateIds: [entry.template.id],
      // Sessions that have started are no longer sold.
      from: from > now ? from : now,
      ...(before ? { before } : {}),
      ...(query.soldOut !== undefined ? { soldOut: query.soldOut } : {}),
      order: query.order ?? 'asc',
      limit: query.limit ?? 1000,
    });
  }

  /** The posted quantities, resolved against the event's ticket types. */
  private pricing(entry: CatalogEntry, body: ApiQuantitiesBody, context: string): Pricing {
    const types = new Map(entry.types.map((t) => [t.id, t]));
    const quantities = new Map<string, number>();
    for (const { ticket_type_id: typeId, quantity } of body.quantities) {
      if (!types.has(typeId)) {
        throw new EventError('ticket_type_not_found', { context, extra: { ticket_type_id: typeId } });
      }
      if (quantity > 0) quantities.set(typeId, (quantities.get(typeId) ?? 0) + quantity);
    }
    const totalQuantity = [...quantities.values()].reduce((sum, q) => sum + q, 0);
    return { quantities, types, totalQuantity };
  }

  private async findEntry(id: string): Promise<CatalogEntry> {
    if (!isUuid(id)) throw new EventError('not_found');
    const templates = await findTemplatesById(this.db, id);
    const [entry] = await loadCatalog(this.db, templates);
    if (entry) return entry;
    throw new EventError(templates.length === 0 && (await wasEventRemoved(this.db, id)) ? 'event_removed' : 'not_found');
  }

  /** The states of the entries' visible groups, from one usage query; none when the embeds show no groups. */
  private async groupStatesOf(
    entries: CatalogEntry[],
    embed: Set<EventEmbed>,
    visibility: GroupVisibility,
    now: Date,
  ): Promise<Map<string, GroupState>> {
    if (!embed.has('ticket_group') && !embed.has('ticket_type')) return new Map();
    return groupStates(this.db, now, entries.flatMap((entry) => entry.groups.filter((g) => isVisible(g, visibility))));
  }

  /** `states`: from `groupStatesOf` with the same embeds and visibility. */
  private async shape(
    entry: CatalogEntry,
    embed: Set<EventEmbed>,
    visibility: GroupVisibility,
    now: Date,
    states: Map<string, GroupState>,
  ): Promise<ApiEvent> {
    const event = toApiEvent(entry.template);
    const groups = entry.groups.filter((g) => isVisible(g, visibility));
    const groupIds = new Set(groups.map((g) => g.id));
    if (embed.has('venue')) event.venue = toApiVenue(entry.venue);
    if (embed.has('ticket_group') || embed.has('ticket_type')) {
      if (embed.has('ticket_group')) {
        event.ticket_group = groups.map((g) => toApiTicketGroup(g, states.get(g.id) as GroupState));
      }
      if (embed.has('ticket_type')) {
        event.ticket_type = entry.types
          .filter((t) => groupIds.has(t.ticketGroupId))
          .map((t) => toApiTicketType(t, states.get(t.ticketGroupId)?.available ?? false));
      }
    }
    if (embed.has('message_rule')) event.message_rule = (await loadMessageRules(this.db, entry.template.id)).map(toApiMessageRule);
    if (embed.has('event_session')) {
      const sessions = await listSessionAvailability(this.db, now, {
        eventTemplateIds: [entry.template.id],
        from: now,
        limit: LISTING_SESSION_LIMIT,
      });
      event.event_session = sessions.map(toApiSession);
    }
    return event;
  }
}

function filtersOf(template: EventTemplateRow): Record<string, unknown> {
  const filters = template.meta.filters;
  return filters && typeof filters === 'object' ? (filters as Record<string, unknown>) : {};
}

/** Categories and metadata filter values over every event the caller may see. */
function listingFacets(templates: EventTemplateRow[]): ApiEventListing['facets'] {
  const categories = new Set<string>();
  const metadata = new Map<string, Set<string>>();
  for (const template of templates) {
    if (template.category) categories.add(template.category);
    for (const [key, value] of Object.entries(filtersOf(template))) {
      if (typeof value !== 'string') continue;
      metadata.set(key, (metadata.get(key) ?? new Set()).add(value));
    }
  }
  const sorted = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return {
    categories: sorted(categories),
    metadata: Object.fromEntries(sorted(metadata.keys()).map((key) => [key, sorted(metadata.get(key) ?? [])])),
  };
}

function sessionTotal(pricing: Pricing, surchargeMinor: number): number {
  let total = 0;
  for (const [typeId, quantity] of pricing.quantities) {
    const type = pricing.types.get(typeId);
    if (type) total += quantity * unitPrice(type, surchargeMinor);
  }
  return total;
}

/** The outside fees of the posted quantities (fees take no session surcharge). */
function sessionFees(pricing: Pricing): number {
  let fees = 0;
  for (const [typeId, quantity] of pricing.quantities) {
    const type = pricing.types.get(typeId);
    if (type) fees += quantity * feePerTicket(type);
  }
  return fees;
}

/** The lowest-priced type (the first of equals), whose price and fees make a calendar's `min_price`. */
function cheapestType(types: TicketTypeRow[]): TicketTypeRow | null {
  return types.reduce<TicketTypeRow | null>((min, t) => (min === null || t.priceMinor < min.priceMinor ? t : min), null);
}
