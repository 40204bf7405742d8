import { Type } from '@sinclair/typebox';
import { EVENT_EMBEDS, type EventEmbed } from './events';
import { EmbedList, Instant, IsoDate, TicketGroupHandler, TimeOfDay, Uuid, UuidList } from '@storefront/shared/contract';

/** `metadata.<key>=<value>` listing filters (keys of `meta.filters`). */
export const METADATA_PREFIX = 'metadata.';
const MetadataKey = `^metadata\\.[A-Za-z0-9 _-]{1,50}$`;

export const AvailableEventsQuery = Type.Object(
  {
    seller_id: Uuid,
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    _embed: Type.Optional(EmbedList),
    _withmemberevents: Type.Optional(Type.Boolean()),
    'session.start_datetime._gte': Type.Optional(Instant),
    'session.start_datetime._lt': Type.Optional(Instant),
    'session.time._gte': Type.Optional(TimeOfDay),
    'session.time._lt': Type.Optional(TimeOfDay),
  },
  { patternProperties: { [MetadataKey]: Type.String({ minLength: 1, maxLength: 100 }) } },
);

/** The `metadata.<key>` filters of a listing query, key → value. */
export function metadataFilters(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => key.startsWith(METADATA_PREFIX) && typeof value === 'string')
      .map(([key, value]) => [key.slice(METADATA_PREFIX.length), value as string]),
  );
}

export const EventQuery = Type.Object({
  _embed: Type.Optional(EmbedList),
  'ticket_group_id._in': Type.Optional(UuidList),
});

export const SessionParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  sessionId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const SessionDetailQuery = Type.Object({
  _embed: Type.Optional(EmbedList),
  'ticket_group_id._in': Type.Optional(UuidList),
});

/**
 * `seat_map`: `_withgeometry` present ('', 'true' or '1') asks for the geometry and every
 * seat; absent (or 'false', '0'), only the seats that are not available. No other key.
 */
export const SeatMapQuery = Type.Object(
  { _withgeometry: Type.Optional(Type.Union(['', 'true', '1', 'false', '0'].map((value) => Type.Literal(value)))) },
  { additionalProperties: false },
);

export function wantsGeometry(query: { _withgeometry?: string }): boolean {
  return query._withgeometry === '' || query._withgeometry === 'true' || query._withgeometry === '1';
}

export const CalendarQuery = Type.Object({
  _format: Type.Optional(Type.Union([Type.Literal('extended'), Type.Literal('price')])),
  'ticket_group_id._in': Type.Optional(UuidList),
  'start_datetime._lt': Type.Optional(Instant),
});

export const PricedCalendarQuery = Type.Object({
  _format: Type.Optional(Type.Union([Type.Literal('extended'), Type.Literal('price')])),
  'start_datetime._lt': Type.Optional(Instant),
});

export const SessionsQuery = Type.Object({
  'start_datetime._gte': Type.Optional(Instant),
  'start_datetime._lt': Type.Optional(Instant),
  date: Type.Optional(IsoDate),
  'ticket_group_id._in': Type.Optional(UuidList),
  'ticket_group.id._in': Type.Optional(UuidList),
  sold_out: Type.Optional(Type.Boolean()),
  _sort: Type.Optional(Type.Union([Type.Literal('start_datetime'), Type.Literal('-start_datetime')])),
  _limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

export const PricedSessionsQuery = Type.Object({
  'start_datetime._gte': Type.Optional(Instant),
  'start_datetime._lt': Type.Optional(Instant),
  date: Type.Optional(IsoDate),
  include_sold_out: Type.Boolean({ default: false }),
  _sort: Type.Optional(Type.Union([Type.Literal('start_datetime'), Type.Literal('-start_datetime')])),
  _limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

export const TicketGroupQuery = Type.Object({
  _embed: Type.Optional(EmbedList),
  handler: Type.Optional(TicketGroupHandler),
});

export const MembershipRulesQuery = Type.Object({
  seller_id: Uuid,
  _embed: Type.Optional(EmbedList),
  _limit: Type.Integer({ minimum: 1, maximum: 1000, default: 1000 }),
});

export function parseEmbed(value: string | undefined): Set<EventEmbed> {
  const known = new Set<string>(EVENT_EMBEDS);
  return new Set((value ?? '').split(',').filter((name): name is EventEmbed => known.has(name)));
}
