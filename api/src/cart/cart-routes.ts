import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiApplyCodeBody,
  ApiCart,
  ApiCartExtendBody,
  ApiCartModifyBody,
  ApiCartRemoveBody,
  ApiCodeLookup,
  ApiMembershipGiftLookup,
  IdParams,
} from '@storefront/shared/contract';
import { CartQuery, CodeParams, CodeQuery } from './cart-schemas';
import { NoBody, replies } from '../lib/schemas/replies';
import { sellerSlugOf } from '../accounts/web-session-plugin';
import { countingReservation } from './reservation-outcome';

const cart: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/my/cart/modify',
    {
      schema: { body: ApiCartModifyBody, response: replies({ 200: ApiCart }) },
      config: { rateLimit: fastify.rateLimits.route('cartCreate') },
    },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      // The address caps live carts per network (fair holds, issue 10).
      return countingReservation(fastify.metrics, request.body, () => fastify.cartService.modify(caller, null, request.body, request.ip));
    },
  );

  fastify.post(
    '/my/cart/:id/modify',
    { schema: { params: IdParams, body: ApiCartModifyBody, response: replies({ 200: ApiCart }) } },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return countingReservation(fastify.metrics, request.body, () => fastify.cartService.modify(caller, request.params.id, request.body));
    },
  );

  // The spec's own call for removing tickets (spec 02 §7): held tickets of any cart, or booked
  // tickets of the order an edit cart changes (`cart_remove_tickets` codes, ADR 0022).
  fastify.post(
    '/my/cart/:id/remove',
    { schema: { params: IdParams, body: ApiCartRemoveBody, response: replies({ 200: ApiCart }) } },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.cartService.modify(caller, request.params.id, {
        remove: { ticket_ids: request.body.tickets.map((t) => t.ticket_id) },
      });
    },
  );

  fastify.get(
    '/my/cart/:id',
    { schema: { params: IdParams, querystring: CartQuery, response: replies({ 200: ApiCart }) } },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      // A processing payment may have settled: the pending page polls this to see its orders.
      await fastify.payService.reconcileFor({ kind: 'owner', caller }, request.params.id);
      return fastify.cartService.get(caller, request.params.id, { includeCompleted: request.query.include_completed === true });
    },
  );

  fastify.patch(
    '/my/cart/:id',
    { schema: { params: IdParams, body: ApiCartExtendBody, response: replies({ 200: ApiCart }) } },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.cartService.extend(caller, request.params.id, new Date(request.body.expires_at));
    },
  );

  fastify.post(
    '/my/cart/:id/apply_code',
    {
      schema: { params: IdParams, body: ApiApplyCodeBody, response: replies({ 200: ApiCart }) },
      config: { rateLimit: fastify.rateLimits.route('codes') },
    },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.cartService.applyCode(caller, request.params.id, request.body.code);
    },
  );

  fastify.get(
    '/code/:code',
    {
      schema: {
        params: CodeParams,
        querystring: CodeQuery,
        // A promo code, or a 10-digit gift of membership code (spec 03 §5).
        response: replies({ 200: Type.Union([ApiCodeLookup, ApiMembershipGiftLookup]) }),
      },
      config: { rateLimit: fastify.rateLimits.route('codes') },
    },
    async (request) => fastify.cartService.lookupCode(request.params.code, request.query.seller_id ?? null, sellerSlugOf(request)),
  );

  fastify.delete(
    '/my/cart/:id',
    { schema: { params: IdParams, response: replies({ 204: NoBody }) } },
    async (request, reply) => {
      const caller = await fastify.callers.ensure(request);
      await fastify.cartService.discard(caller, request.params.id);
      reply.code(204);
    },
  );
};

export default cart;
