import { Type } from '@sinclair/typebox';
import { EVENT_EMBEDS, type EventEmbed } from '../services/events';
import { EmbedList, Instant, Uuid, UuidList } from './common';

export const AvailableEventsQuery = Type.Object({
  seller_id: Uuid,
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  _embed: Type.Optional(EmbedList),
});

export const EventQuery = Type.Object({ _embed: Type.Optional(EmbedList) });

export const CalendarQuery = Type.Object({
  _format: Type.Optional(Type.Union([Type.Literal('extended'), Type.Literal('price')])),
  'ticket_group_id._in': Type.Optional(UuidList),
  'start_datetime._lt': Type.Optional(Instant),
});

export const SessionsQuery = Type.Object({
  'start_datetime._gte': Type.Optional(Instant),
  'start_datetime._lt': Type.Optional(Instant),
  'ticket_group_id._in': Type.Optional(UuidList),
  'ticket_group.id._in': Type.Optional(UuidList),
  sold_out: Type.Optional(Type.Boolean()),
  _sort: Type.Optional(Type.Union([Type.Literal('start_datetime'), Type.Literal('-start_datetime')])),
  _limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

export function parseEmbed(value: string | undefined): Set<EventEmbed> {
  const known = new Set<string>(EVENT_EMBEDS);
  return new Set((value ?? '').split(',').filter((name): name is EventEmbed => known.has(name)));
}
