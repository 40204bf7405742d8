import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiList, ApiMembershipRule, ApiTicketGroupWithTypes, IdParams } from '@storefront/shared/contract';
import { splitList } from '../lib/schemas/lists';
import { replies } from '../lib/schemas/replies';
import { MembershipRulesQuery, TicketGroupQuery } from './events-schemas';

/** Ticket groups by id (donations) and the seller's membership rules. */
const catalog: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ticket_group/:id',
    { schema: { params: IdParams, querystring: TicketGroupQuery, response: replies({ 200: ApiTicketGroupWithTypes }) } },
    async (request) => {
      const caller = await fastify.callers.current(request);
      return fastify.eventService.ticketGroup({ userId: caller?.userId ?? null }, request.params.id, {
        ...(request.query.handler ? { handler: request.query.handler } : {}),
      });
    },
  );

  fastify.get(
    '/membership_rules',
    { schema: { querystring: MembershipRulesQuery, response: replies({ 200: ApiList(ApiMembershipRule) }) } },
    async (request) =>
      fastify.membershipService.rules(request.query.seller_id, {
        embedType: (splitList(request.query._embed) ?? []).includes('ticket_type'),
        embedRole: (splitList(request.query._embed) ?? []).includes('role'),
        limit: request.query._limit,
      }),
  );
};

export default catalog;
