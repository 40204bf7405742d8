import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiAutoRenewCancelled, ApiList, ApiMyMembership, IdParams } from '@storefront/shared/contract';
import { RawBody, replies } from '../lib/schemas/replies';
import { sellerSlugOf } from '../accounts/web-session-plugin';
import { MyMembershipQuery } from './memberships-schemas';
import { OrderIdParams } from '../orders/orders-schemas';

/**
 * A member's own memberships (spec 03 §7): the list with its embeds, the card's QR code, and
 * cancelling the auto-renew of the membership an order bought.
 */
const memberships: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/my/membership',
    { schema: { querystring: MyMembershipQuery, response: replies({ 200: ApiList(ApiMyMembership) }) } },
    async (request, reply) => {
      const data = await fastify.membershipService.mine(await fastify.callers.current(request), sellerSlugOf(request));
      reply.header('cache-control', 'no-store');
      return { data };
    },
  );

  fastify.get('/membership/:id/qrcode', { schema: { params: IdParams, response: replies({ 200: RawBody('image/png') }) } }, async (request, reply) => {
    const png = await fastify.membershipService.qrCode(await fastify.callers.current(request), request.params.id);
    return reply.header('cache-control', 'private, max-age=3600').type('image/png').send(png);
  });

  fastify.delete(
    '/ticket_order/:id/auto_renew',
    {
      schema: { params: OrderIdParams, response: replies({ 200: ApiAutoRenewCancelled }) },
      config: { rateLimit: fastify.rateLimits.route('account'), errorContext: 'membership' },
    },
    async (request) =>
      fastify.membershipService.cancelAutoRenew(await fastify.callers.current(request), request.params.id),
  );
};

export default memberships;
