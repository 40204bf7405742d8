import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiCalendarDate, ApiEvent, ApiList, ApiSession } from '@storefront/shared/wire';
import { IdParams, splitList } from '../../schemas/common';
import { AvailableEventsQuery, CalendarQuery, EventQuery, parseEmbed, SessionsQuery } from '../../schemas/events';

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/events/available',
    { schema: { querystring: AvailableEventsQuery } },
    async (request): Promise<ApiList<ApiEvent>> => {
      const { seller_id, category, _embed } = request.query;
      return {
        data: await fastify.eventService.listAvailable(seller_id, {
          ...(category ? { category } : {}),
          embed: parseEmbed(_embed),
        }),
      };
    },
  );

  fastify.get(
    '/events/:id',
    { schema: { params: IdParams, querystring: EventQuery } },
    async (request): Promise<ApiEvent> => fastify.eventService.getEvent(request.params.id, parseEmbed(request.query._embed)),
  );

  fastify.get(
    '/events/:id/calendar',
    { schema: { params: IdParams, querystring: CalendarQuery }, config: { errorContext: 'event_calendar' } },
    async (request): Promise<ApiList<ApiCalendarDate>> => {
      const groups = splitList(request.query['ticket_group_id._in']);
      const before = request.query['start_datetime._lt'];
      return {
        data: await fastify.eventService.calendar(request.params.id, {
          ...(groups ? { ticketGroupIds: groups } : {}),
          ...(before ? { before } : {}),
        }),
      };
    },
  );

  fastify.get(
    '/events/:id/sessions',
    { schema: { params: IdParams, querystring: SessionsQuery } },
    async (request): Promise<ApiList<ApiSession>> => {
      const q = request.query;
      const groups = splitList(q['ticket_group_id._in'] ?? q['ticket_group.id._in']);
      const from = q['start_datetime._gte'];
      const before = q['start_datetime._lt'];
      return {
        data: await fastify.eventService.sessions(request.params.id, {
          ...(from ? { from } : {}),
          ...(before ? { before } : {}),
          ...(groups ? { ticketGroupIds: groups } : {}),
          ...(q.sold_out !== undefined ? { soldOut: q.sold_out } : {}),
          order: q._sort === '-start_datetime' ? 'desc' : 'asc',
          ...(q._limit !== undefined ? { limit: q._limit } : {}),
        }),
      };
    },
  );
};

export default events;
