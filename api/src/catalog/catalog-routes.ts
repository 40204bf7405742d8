import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiList, ApiMembershipRule, ApiTicketGroup, ApiTicketType } from '@storefront/shared/wire';
import { IdParams } from '@storefront/shared/contract';
import { splitList } from '../lib/schemas/lists';
import { MembershipRulesQuery, TicketGroupQuery } from './events-schemas';

/** Ticket groups by id (donations) and the seller's membership rules. */
const catalog: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ticket_group/:id',
    { schema: { params: IdParams, querystring: TicketGroupQuery } },
    async (request): Promise<ApiTicketGroup & { ticket_type: ApiTicketType[] }> => {
      const caller = await fastify.callers.current(request);
      return fastify.eventService.ticketGroup({ userId: caller?.userId ?? null }, request.params.id, {
        ...(request.query.handler ? { handler: request.query.handler } : {}),
      });
    },
  );

  fastify.get(
    '/membership_rules',
    { schema: { querystring: MembershipRulesQuery } },
    async (request): Promise<ApiList<ApiMembershipRule>> =>
      fastify.membershipService.rules(request.query.seller_id, {
        embedType: (splitList(request.query._embed) ?? []).includes('ticket_type'),
        embedRole: (splitList(request.query._embed) ?? []).includes('role'),
        limit: request.query._limit,
      }),
  );
};

export default catalog;
