import { toCalendarDate, toEventDetail, toEventSummary, toSession } from '../domain/mappers';
import type { CalendarDate, EventDetail, EventSession, EventSummary } from '../domain/types';
import type { ApiCalendarDate, ApiEvent, ApiList, ApiSession } from '../wire';
import { ApiError, EventNotFoundError } from './errors';
import { inList, request, type HttpClient } from './transport';

const enc = encodeURIComponent;

export interface ListEventsQuery {
  sellerId: string;
  category?: string;
}

/** GET events/available: the listing. */
export async function listAvailableEvents(
  http: HttpClient,
  { sellerId, category }: ListEventsQuery,
): Promise<EventSummary[]> {
  const body = await request<ApiList<ApiEvent>>(http, {
    method: 'GET',
    url: 'events/available',
    params: { seller_id: sellerId, category, _embed: 'venue,ticket_group,ticket_type' },
  });
  return body.data.map(toEventSummary);
}

/** GET events/{id}; 400 or 404 rejects with `EventNotFoundError`. */
export async function getEvent(http: HttpClient, id: string): Promise<EventDetail> {
  try {
    const e = await request<ApiEvent>(http, {
      method: 'GET',
      url: `events/${enc(id)}`,
      params: { _embed: 'venue,ticket_group,ticket_type' },
    });
    return toEventDetail(e);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 400 || e.status === 404)) throw new EventNotFoundError(id, e);
    throw e;
  }
}

export interface CalendarQuery {
  ticketGroupIds?: string[];
  /** ISO instant: only dates starting before it (`start_datetime._lt`). */
  before?: string;
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
  from: string;
  /** ISO instant, exclusive (`start_datetime._lt`). */
  to: string;
  ticketGroupIds?: string[];
}

/** GET events/{id}/sessions sorted by start. */
export async function getSessions(
  http: HttpClient,
  eventId: string,
  { from, to, ticketGroupIds }: SessionsQuery,
): Promise<EventSession[]> {
  const body = await request<ApiList<ApiSession>>(http, {
    method: 'GET',
    url: `events/${enc(eventId)}/sessions`,
    params: {
      'start_datetime._gte': from,
      'start_datetime._lt': to,
      'ticket_group_id._in': ticketGroupIds?.length ? inList(ticketGroupIds) : undefined,
      _sort: 'start_datetime',
    },
  });
  return body.data.map(toSession);
}
