/**
 * Gifts of membership (spec 02 §7, spec 03 §5, §7; ADR 0021): the giftee, created by the
 * browser session, then named on the gift cart by `gift_checkout`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCart, ApiGiftCheckoutBody, ApiGifteeBody, ApiGifteeCreated, IdParams } from '@storefront/shared/contract';
import { replies } from '../lib/schemas/replies';

const gifts: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/giftee',
    { schema: { body: ApiGifteeBody, response: replies({ 201: ApiGifteeCreated }) }, config: { rateLimit: fastify.rateLimits.route('identity') } },
    async (request, reply) => {
      const caller = await fastify.callers.ensure(request);
      const created = await fastify.checkoutService.createGiftee(caller, request.body);
      reply.code(201);
      return created;
    },
  );

  fastify.post(
    '/my/cart/:id/gift_checkout',
    {
      schema: { params: IdParams, body: ApiGiftCheckoutBody, response: replies({ 200: ApiCart }) },
      config: { errorContext: 'checkout', rateLimit: fastify.rateLimits.route('checkout') },
    },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.checkoutService.giftCheckout(caller, request.params.id, request.body);
    },
  );
};

export default gifts;
