import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ApiCalendarDate,
  ApiEvent,
  ApiEventListing,
  ApiList,
  ApiPricecheckBody,
  ApiPricecheckType,
  ApiPricedSession,
  ApiQuantitiesBody,
  ApiSeatMap,
  ApiSession,
  ApiSessionDetail,
  IdParams,
} from '@storefront/shared/contract';
import { splitList } from '../lib/schemas/lists';
import { replies } from '../lib/schemas/replies';
import {
  AvailableEventsQuery,
  CalendarQuery,
  EventQuery,
  metadataFilters,
  parseEmbed,
  PricedCalendarQuery,
  PricedSessionsQuery,
  SeatMapQuery,
  SessionDetailQuery,
  SessionParams,
  SessionsQuery,
  wantsGeometry,
} from './events-schemas';
import type { Viewer } from './events';

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const viewer = async (request: FastifyRequest): Promise<Viewer> => ({
    userId: (await fastify.callers.current(request))?.userId ?? null,
  });

  fastify.get(
    '/events/available',
    { schema: { querystring: AvailableEventsQuery, response: replies({ 200: ApiEventListing }) } },
    async (request) => {
      const q = request.query;
      const window = {
        sessionFrom: q['session.start_datetime._gte'],
        sessionBefore: q['session.start_datetime._lt'],
        timeFrom: q['session.time._gte'],
        timeBefore: q['session.time._lt'],
      };
      return fastify.eventService.listAvailable(await viewer(request), q.seller_id, {
        ...(q.category ? { category: q.category } : {}),
        embed: parseEmbed(q._embed),
        withMemberEvents: q._withmemberevents === true,
        metadata: metadataFilters(q),
        ...Object.fromEntries(Object.entries(window).filter(([, value]) => value !== undefined)),
      });
    },
  );

  fastify.get(
    '/events/:id',
    { schema: { params: IdParams, querystring: EventQuery, response: replies({ 200: ApiEvent }) } },
    async (request) => {
      const groups = splitList(request.query['ticket_group_id._in']);
      return fastify.eventService.getEvent(await viewer(request), request.params.id, {
        embed: parseEmbed(request.query._embed),
        ...(groups ? { ticketGroupIds: groups } : {}),
      });
    },
  );

  fastify.get(
    '/events/:id/calendar',
    {
      schema: { params: IdParams, querystring: CalendarQuery, response: replies({ 200: ApiList(ApiCalendarDate) }) },
      config: { errorContext: 'event_calendar' },
    },
    async (request) => {
      const groups = splitList(request.query['ticket_group_id._in']);
      const before = request.query['start_datetime._lt'];
      return {
        data: await fastify.eventService.calendar(await viewer(request), request.params.id, {
          ...(groups ? { ticketGroupIds: groups } : {}),
          ...(before ? { before } : {}),
        }),
      };
    },
  );

  fastify.post(
    '/events/:id/calendar',
    {
      schema: {
        params: IdParams,
        querystring: PricedCalendarQuery,
        body: ApiQuantitiesBody,
        response: replies({ 200: ApiList(ApiCalendarDate) }),
      },
      config: { errorContext: 'event_calendar' },
    },
    async (request) => {
      const before = request.query['start_datetime._lt'];
      return {
        data: await fastify.eventService.pricedCalendar(await viewer(request), request.params.id, request.body, {
          format: request.query._format ?? 'extended',
          ...(before ? { before } : {}),
        }),
      };
    },
  );

  fastify.get(
    '/events/:id/sessions',
    { schema: { params: IdParams, querystring: SessionsQuery, response: replies({ 200: ApiList(ApiSession) }) } },
    async (request) => {
      const q = request.query;
      const groups = splitList(q['ticket_group_id._in'] ?? q['ticket_group.id._in']);
      const from = q['start_datetime._gte'];
      const before = q['start_datetime._lt'];
      return {
        data: await fastify.eventService.sessions(request.params.id, {
          ...(from ? { from } : {}),
          ...(before ? { before } : {}),
          ...(q.date ? { date: q.date } : {}),
          ...(groups ? { ticketGroupIds: groups } : {}),
          ...(q.sold_out !== undefined ? { soldOut: q.sold_out } : {}),
          order: q._sort === '-start_datetime' ? 'desc' : 'asc',
          ...(q._limit !== undefined ? { limit: q._limit } : {}),
        }),
      };
    },
  );

  fastify.post(
    '/events/:id/sessions',
    {
      schema: {
        params: IdParams,
        querystring: PricedSessionsQuery,
        body: ApiQuantitiesBody,
        response: replies({ 200: ApiList(ApiPricedSession) }),
      },
    },
    async (request) => {
      const q = request.query;
      const from = q['start_datetime._gte'];
      const before = q['start_datetime._lt'];
      return {
        data: await fastify.eventService.pricedSessions(await viewer(request), request.params.id, request.body, {
          ...(from ? { from } : {}),
          ...(before ? { before } : {}),
          ...(q.date ? { date: q.date } : {}),
          includeSoldOut: q.include_sold_out,
          order: q._sort === '-start_datetime' ? 'desc' : 'asc',
          ...(q._limit !== undefined ? { limit: q._limit } : {}),
        }),
      };
    },
  );

  fastify.get(
    '/events/:id/sessions/:sessionId',
    { schema: { params: SessionParams, querystring: SessionDetailQuery, response: replies({ 200: ApiSessionDetail }) } },
    async (request) => {
      const groups = splitList(request.query['ticket_group_id._in']);
      return fastify.eventService.sessionDetail(await viewer(request), request.params.id, request.params.sessionId, {
        ...(groups ? { ticketGroupIds: groups } : {}),
      });
    },
  );

  fastify.get(
    '/events/:id/sessions/:sessionId/seat_map',
    { schema: { params: SessionParams, querystring: SeatMapQuery, response: replies({ 200: ApiSeatMap }) } },
    async (request, reply) => {
      // Seat states change with every reservation; the client keeps the geometry by `layout_version`.
      reply.header('cache-control', 'no-store');
      return fastify.seatMapService.seatMap(await viewer(request), request.params.id, request.params.sessionId, {
        withGeometry: wantsGeometry(request.query),
      });
    },
  );

  fastify.post(
    '/events/:id/pricecheck',
    { schema: { params: IdParams, body: ApiPricecheckBody, response: replies({ 200: ApiList(ApiPricecheckType) }) } },
    async (request) => ({
      data: await fastify.eventService.pricecheck(
        await viewer(request),
        request.params.id,
        request.body.ticket_types_required,
      ),
    }),
  );
};

export default events;
