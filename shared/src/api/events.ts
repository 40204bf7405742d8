import {
  toCalendarDate,
  toEventDetail,
  toEventListing,
  toMembershipRule,
  toPricedSession,
  toSeatMap,
  toSeatStates,
  toSession,
  toSessionDetail,
  toTicketGroup,
} from '../domain/mappers';
import type {
  CalendarDate,
  EventDetail,
  EventListing,
  EventSession,
  MembershipRule,
  PricedSession,
  SeatMap,
  SeatStates,
  SessionDetail,
  TicketGroup,
} from '../domain/types';
import type {
  ApiCalendarDate,
  ApiEvent,
  ApiEventListing,
  ApiList,
  ApiMembershipRule,
  ApiPricecheckType,
  ApiPricedSession,
  ApiQuantitiesBody,
  ApiSeatMap,
  ApiSession,
  ApiSessionDetail,
  ApiTicketGroupWithTypes,
} from '../wire';
import { ApiError, EventNotFoundError } from './errors';
import { inList, request, type HttpClient } from './transport';

const enc = encodeURIComponent;

export interface ListEventsQuery {
  sellerId: string;
  category?: string;
  /** Only events with a session starting in [from, to) (ISO instants). */
  sessionFrom?: string;
  sessionTo?: string;
  /** Only events with a session starting in this venue time-of-day window ('HH:mm'). */
  timeStart?: string;
  timeEnd?: string;
  /** Metadata filter key → value. */
  metadata?: Record<string, string>;
  /** Include members-only events (the API shows them to current members only). */
  withMemberEvents?: boolean;
}

/** GET events/available: the listing and its filter facets. */
export async function listAvailableEvents(http: HttpClient, query: ListEventsQuery): Promise<EventListing> {
  const metadata = Object.fromEntries(Object.entries(query.metadata ?? {}).map(([k, v]) => [`metadata.${k}`, v]));
  const body = await request<ApiEventListing>(http, {
    method: 'GET',
    url: 'events/available',
    params: {
      seller_id: query.sellerId,
      category: query.category,
      'session.start_datetime._gte': query.sessionFrom,
      'session.start_datetime._lt': query.sessionTo,
      'session.time._gte': query.timeStart,
      'session.time._lt': query.timeEnd,
      _withmemberevents: query.withMemberEvents ? 'true' : undefined,
      ...metadata,
      _embed: 'venue,ticket_group,ticket_type',
    },
  });
  return toEventListing(body);
}

export interface EventQuery {
  /** The `tg` filter: only these groups (and link-only groups only when listed). */
  ticketGroupIds?: string[];
}

/** GET events/{id}; 400, 404 or 410 (removed) rejects with `EventNotFoundError`. */
export async function getEvent(http: HttpClient, id: string, { ticketGroupIds }: EventQuery = {}): Promise<EventDetail> {
  try {
    const e = await request<ApiEvent>(http, {
      method: 'GET',
      url: `events/${enc(id)}`,
      params: {
        _embed: 'venue,ticket_group,ticket_type,message_rule',
        'ticket_group_id._in': ticketGroupIds?.length ? inList(ticketGroupIds) : undefined,
      },
    });
    return toEventDetail(e);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 400 || e.status === 404 || e.status === 410)) throw new EventNotFoundError(id, e);
    throw e;
  }
}

export interface CalendarQuery {
  ticketGroupIds?: string[];
  /** ISO instant: only dates starting before it (`start_datetime._lt`). */
  before?: string;
}

/**
 * GET events/{eventId}/sessions/{sessionId}/seat_map?_withgeometry (spec 01 §7 `seat_map`):
 * the geometry and every seat's state, when the map opens.
 */
export async function getSeatMap(http: HttpClient, eventId: string, sessionId: string): Promise<SeatMap> {
  const body = await request<ApiSeatMap>(http, {
    method: 'GET',
    url: `events/${enc(eventId)}/sessions/${enc(sessionId)}/seat_map`,
    params: { _withgeometry: 'true' },
  });
  if (!body.map_geometry) throw new Error('seat_map: the geometry was asked for but not answered');
  return toSeatMap(body);
}

/**
 * GET events/{eventId}/sessions/{sessionId}/seat_map without geometry: the seats' states
 * alone (a refresh after a seat was taken meanwhile). `layoutVersion` different from the map's
 * means the geometry changed: ask `getSeatMap` again.
 */
export async function getSeatStates(
  http: HttpClient,
  eventId: string,
  sessionId: string,
): Promise<{ layoutVersion: number; states: SeatStates }> {
  const body = await request<ApiSeatMap>(http, {
    method: 'GET',
    url: `events/${enc(eventId)}/sessions/${enc(sessionId)}/seat_map`,
  });
  return { layoutVersion: body.layout_version, states: toSeatStates(body.seats) };
}

/** GET events/{id}/calendar?_format=extended */
export async function getCalendar(
  http: HttpClient,
  eventId: string,
  { ticketGroupIds, before }: CalendarQuery = {},
): Promise<CalendarDate[]> {
  const body = await request<ApiList<ApiCalendarDate>>(http, {
    method: 'GET',
    url: `events/${enc(eventId)}/calendar`,
    params: {
      _format: 'extended',
      'ticket_group_id._in': ticketGroupIds?.length ? inList(ticketGroupIds) : undefined,
      'start_datetime._lt': before,
    },
  });
  return body.data.map(toCalendarDate);
}

export interface SessionsQuery {
  /** ISO instant, inclusive (`start_datetime._gte`); see `dayRangeInZone`. */
  from?: string;
  /** ISO instant, exclusive (`start_datetime._lt`). */
  to?: string;
  ticketGroupIds?: string[];
  /** `_limit=1&sold_out=false` finds the earliest availability. */
  limit?: number;
  soldOut?: boolean;
}

/** GET events/{id}/sessions sorted by start. */
export async function getSessions(
  http: HttpClient,
  eventId: string,
  { from, to, ticketGroupIds, limit, soldOut }: SessionsQuery,
): Promise<EventSession[]> {
  const body = await request<ApiList<ApiSession>>(http, {
    method: 'GET',
    url: `events/${enc(eventId)}/sessions`,
    params: {
      'start_datetime._gte': from,
      'start_datetime._lt': to,
      'ticket_group_id._in': ticketGroupIds?.length ? inList(ticketGroupIds) : undefined,
      _sort: 'start_datetime',
      _limit: limit,
      sold_out: soldOut === undefined ? undefined : String(soldOut),
    },
  });
  return body.data.map(toSession);
}

/** Quantity per ticket type id. */
export type Quantities = Record<string, number>;

function toQuantitiesBody(quantities: Quantities): ApiQuantitiesBody {
  return {
    quantities: Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([ticket_type_id, quantity]) => ({ ticket_type_id, quantity })),
  };
}

export interface PricedSessionsQuery {
  from: string;
  to: string;
  includeSoldOut?: boolean;
}

/** POST events/{id}/sessions: the sessions of a day, priced for the quantities. */
export async function getPricedSessions(
  http: HttpClient,
  eventId: string,
  quantities: Quantities,
  { from, to, includeSoldOut = true }: PricedSessionsQuery,
): Promise<PricedSession[]> {
  const body = await request<ApiList<ApiPricedSession>>(http, {
    method: 'POST',
    url: `events/${enc(eventId)}/sessions`,
    params: {
      _sort: 'start_datetime',
      include_sold_out: String(includeSoldOut),
      'start_datetime._gte': from,
      'start_datetime._lt': to,
    },
    data: toQuantitiesBody(quantities),
  });
  return body.data.map(toPricedSession);
}

export interface PricedCalendarQuery {
  /** 'price' when prices are shown, else 'extended'. */
  format: 'price' | 'extended';
  before?: string;
}

/** POST events/{id}/calendar: dates that can hold the quantities, with their prices. */
export async function getPricedCalendar(
  http: HttpClient,
  eventId: string,
  quantities: Quantities,
  { format, before }: PricedCalendarQuery,
): Promise<CalendarDate[]> {
  const body = await request<ApiList<ApiCalendarDate>>(http, {
    method: 'POST',
    url: `events/${enc(eventId)}/calendar`,
    params: { _format: format, 'start_datetime._lt': before },
    data: toQuantitiesBody(quantities),
  });
  return body.data.map(toCalendarDate);
}

/** GET events/{eventId}/sessions/{sessionId} with its groups and types. */
export async function getSessionDetail(http: HttpClient, eventId: string, sessionId: string): Promise<SessionDetail> {
  const body = await request<ApiSessionDetail>(http, {
    method: 'GET',
    url: `events/${enc(eventId)}/sessions/${enc(sessionId)}`,
    params: { _embed: 'ticket_group,ticket_type,venue' },
  });
  return toSessionDetail(body);
}

/** POST events/{id}/pricecheck: which of these types can be bought now (type id → group id). */
export async function pricecheck(http: HttpClient, eventId: string, ticketTypeIds: string[]): Promise<Map<string, string>> {
  const body = await request<ApiList<ApiPricecheckType>>(http, {
    method: 'POST',
    url: `events/${enc(eventId)}/pricecheck`,
    data: { ticket_types_required: ticketTypeIds },
  });
  return new Map(body.data.filter((t) => t.available).map((t) => [t.id, t.ticket_group_id]));
}

/** GET ticket_group/{id}?handler=donation: a donation group with its types. */
export async function getTicketGroup(http: HttpClient, id: string, handler?: string): Promise<TicketGroup> {
  const g = await request<ApiTicketGroupWithTypes>(http, {
    method: 'GET',
    url: `ticket_group/${enc(id)}`,
    params: { _embed: 'ticket_type', handler },
  });
  return toTicketGroup(g, g.ticket_type);
}

/** GET membership_rules (limit 1000). */
export async function getMembershipRules(http: HttpClient, sellerId: string): Promise<MembershipRule[]> {
  const body = await request<ApiList<ApiMembershipRule>>(http, {
    method: 'GET',
    url: 'membership_rules',
    params: { seller_id: sellerId, _embed: 'ticket_type,role', _limit: 1000 },
  });
  return body.data.map(toMembershipRule);
}

/**
 * The events calls: `createApi` binds the transport to each (`api.events.…`) and the `Api`
 * type follows, so a new call is its function above plus its name here. A default export: the
 * package's `export *` leaves it out.
 */
export default {
  listAvailableEvents,
  getEvent,
  getCalendar,
  getSessions,
  getPricedSessions,
  getPricedCalendar,
  getSessionDetail,
  getSeatMap,
  getSeatStates,
  pricecheck,
  getTicketGroup,
  getMembershipRules,
};
