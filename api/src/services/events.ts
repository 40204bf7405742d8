/**
 * Browsing: event listing and detail, the calendar of dates and the sessions of an event,
 * all with availability derived at request time.
 */
import type { ApiCalendarDate, ApiEvent, ApiSession } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventTemplates } from '../db/schema';
import { dailyAvailability, listSessionAvailability } from './availability';
import { findSeller, listTemplates, loadCatalog, type CatalogEntry } from './catalog';
import { EventError, SellerError } from './errors';
import { isUuid } from './ids';
import { toWireAmount } from './money';
import { toApiEvent, toApiSession, toApiTicketGroup, toApiTicketType, toApiVenue } from './views';
import { parseBound, startOfMonthOneYearAhead } from './zoned-time';

export const EVENT_EMBEDS = ['venue', 'ticket_group', 'ticket_type', 'event_session', 'message_rule', 'meta', 'config'] as const;
export type EventEmbed = (typeof EVENT_EMBEDS)[number];

/** Sessions embedded per event by the listing. */
const LISTING_SESSION_LIMIT = 10;

export interface SessionQuery {
  from?: string;
  before?: string;
  ticketGroupIds?: string[];
  soldOut?: boolean;
  order?: 'asc' | 'desc';
  limit?: number;
}

export class EventService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async listAvailable(sellerId: string, options: { category?: string; embed: Set<EventEmbed> }): Promise<ApiEvent[]> {
    if (!(await findSeller(this.db, sellerId))) throw new SellerError('not_found');
    const templates = await listTemplates(this.db, {
      sellerId,
      hiddenType: 'public_browsable',
      ...(options.category ? { category: options.category } : {}),
    });
    const entries = await loadCatalog(this.db, templates);
    return Promise.all(entries.map((entry) => this.shape(entry, options.embed)));
  }

  async getEvent(id: string, embed: Set<EventEmbed>): Promise<ApiEvent> {
    const entry = await this.findEntry(id);
    const always: EventEmbed[] = ['venue', 'ticket_group', 'ticket_type', 'message_rule'];
    return this.shape(entry, new Set([...always, ...embed]));
  }

  async calendar(id: string, query: { ticketGroupIds?: string[]; before?: string }): Promise<ApiCalendarDate[]> {
    const entry = await this.findEntry(id);
    const now = this.now();
    const timezone = entry.venue.timezone;
    const groups = query.ticketGroupIds
      ? entry.groups.filter((g) => query.ticketGroupIds?.includes(g.id))
      : entry.groups;
    if (groups.length === 0) return [];
    const groupIds = new Set(groups.map((g) => g.id));
    const prices = entry.types.filter((t) => groupIds.has(t.ticketGroupId)).map((t) => t.priceMinor);
    const minPrice = prices.length > 0 ? toWireAmount(Math.min(...prices)) : null;
    const before = query.before ? parseBound(query.before, timezone) : startOfMonthOneYearAhead(now, timezone);
    const days = await dailyAvailability(this.db, now, { eventTemplateId: id, timezone, from: now, before });
    return days.map((day) => ({
      date: day.date,
      status: day.anyRoom ? 'available' : 'sold_out',
      min_price: minPrice,
      availability: { capacity: day.capacity, used_capacity: day.used },
    }));
  }

  async sessions(id: string, query: SessionQuery): Promise<ApiSession[]> {
    const entry = await this.findEntry(id);
    if (query.ticketGroupIds && !entry.groups.some((g) => query.ticketGroupIds?.includes(g.id))) return [];
    const now = this.now();
    const timezone = entry.venue.timezone;
    const requestedFrom = query.from ? parseBound(query.from, timezone) : now;
    const sessions = await listSessionAvailability(this.db, now, {
      eventTemplateIds: [id],
      // Sessions that have started are no longer sold.
      from: requestedFrom > now ? requestedFrom : now,
      ...(query.before ? { before: parseBound(query.before, timezone) } : {}),
      ...(query.soldOut !== undefined ? { soldOut: query.soldOut } : {}),
      order: query.order ?? 'asc',
      limit: query.limit ?? 1000,
    });
    return sessions.map(toApiSession);
  }

  private async findEntry(id: string): Promise<CatalogEntry> {
    if (!isUuid(id)) throw new EventError('not_found');
    const templates = await this.db.select().from(eventTemplates).where(eq(eventTemplates.id, id));
    const [entry] = await loadCatalog(this.db, templates);
    if (!entry) throw new EventError('not_found');
    return entry;
  }

  private async shape(entry: CatalogEntry, embed: Set<EventEmbed>): Promise<ApiEvent> {
    const event = toApiEvent(entry.template);
    if (embed.has('venue')) event.venue = toApiVenue(entry.venue);
    if (embed.has('ticket_group')) event.ticket_group = entry.groups.map(toApiTicketGroup);
    if (embed.has('ticket_type')) event.ticket_type = entry.types.map(toApiTicketType);
    if (embed.has('message_rule')) event.message_rule = [];
    if (embed.has('event_session')) {
      const sessions = await listSessionAvailability(this.db, this.now(), {
        eventTemplateIds: [entry.template.id],
        from: this.now(),
        limit: LISTING_SESSION_LIMIT,
      });
      event.event_session = sessions.map(toApiSession);
    }
    return event;
  }
}
