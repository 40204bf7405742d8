import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiCart, ApiCodeLookup, ApiMembershipGiftLookup } from '@storefront/shared/wire';
import {
  ApplyCodeBody,
  CartExtendBody,
  CartModifyBody,
  CartQuery,
  CartRemoveBody,
  CodeParams,
  CodeQuery,
} from './cart-schemas';
import { IdParams } from '@storefront/shared/contract';
import { sellerSlugOf } from '../accounts/web-session-plugin';

const cart: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/my/cart/modify',
    { schema: { body: CartModifyBody }, config: { rateLimit: fastify.rateLimits.route('cartCreate') } },
    async (request): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request);
      // The address caps live carts per network (fair holds, issue 10).
      return fastify.cartService.modify(caller, null, request.body, request.ip);
    },
  );

  fastify.post(
    '/my/cart/:id/modify',
    { schema: { params: IdParams, body: CartModifyBody } },
    async (request): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request);
      return fastify.cartService.modify(caller, request.params.id, request.body);
    },
  );

  // The spec's own call for removing tickets (spec 02 §7): held tickets of any cart, or booked
  // tickets of the order an edit cart changes (`cart_remove_tickets` codes, ADR 0022).
  fastify.post(
    '/my/cart/:id/remove',
    { schema: { params: IdParams, body: CartRemoveBody } },
    async (request): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request);
      return fastify.cartService.modify(caller, request.params.id, {
        remove: { ticket_ids: request.body.tickets.map((t) => t.ticket_id) },
      });
    },
  );

  fastify.get(
    '/my/cart/:id',
    { schema: { params: IdParams, querystring: CartQuery } },
    async (request): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request);
      // A processing payment may have settled: the pending page polls this to see its orders.
      await fastify.payService.reconcileFor({ kind: 'owner', caller }, request.params.id);
      return fastify.cartService.get(caller, request.params.id, { includeCompleted: request.query.include_completed === true });
    },
  );

  fastify.patch(
    '/my/cart/:id',
    { schema: { params: IdParams, body: CartExtendBody } },
    async (request): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request);
      return fastify.cartService.extend(caller, request.params.id, new Date(request.body.expires_at));
    },
  );

  fastify.post(
    '/my/cart/:id/apply_code',
    { schema: { params: IdParams, body: ApplyCodeBody }, config: { rateLimit: fastify.rateLimits.route('codes') } },
    async (request): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request);
      return fastify.cartService.applyCode(caller, request.params.id, request.body.code);
    },
  );

  fastify.get(
    '/code/:code',
    { schema: { params: CodeParams, querystring: CodeQuery }, config: { rateLimit: fastify.rateLimits.route('codes') } },
    async (request): Promise<ApiCodeLookup | ApiMembershipGiftLookup> =>
      fastify.cartService.lookupCode(request.params.code, request.query.seller_id ?? null, sellerSlugOf(request)),
  );

  fastify.delete(
    '/my/cart/:id',
    { schema: { params: IdParams } },
    async (request, reply): Promise<void> => {
      const caller = await fastify.callers.ensure(request);
      await fastify.cartService.discard(caller, request.params.id);
      reply.code(204);
    },
  );
};

export default cart;
