import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiCart } from '@storefront/shared/wire';
import { CartModifyBody, GuestCheckoutBody } from '../../schemas/cart';
import { IdParams } from '../../schemas/common';

const cart: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/my/cart/modify',
    { schema: { body: CartModifyBody } },
    async (request, reply): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request, reply);
      return fastify.cartService.modify(caller, null, request.body);
    },
  );

  fastify.post(
    '/my/cart/:id/modify',
    { schema: { params: IdParams, body: CartModifyBody } },
    async (request, reply): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request, reply);
      return fastify.cartService.modify(caller, request.params.id, request.body);
    },
  );

  fastify.get(
    '/my/cart/:id',
    { schema: { params: IdParams } },
    async (request, reply): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request, reply);
      return fastify.cartService.get(caller, request.params.id);
    },
  );

  fastify.delete(
    '/my/cart/:id',
    { schema: { params: IdParams } },
    async (request, reply): Promise<void> => {
      const caller = await fastify.callers.ensure(request, reply);
      await fastify.cartService.discard(caller, request.params.id);
      reply.code(204);
    },
  );

  fastify.post(
    '/my/cart/:id/guest_checkout',
    { schema: { params: IdParams, body: GuestCheckoutBody } },
    async (request, reply): Promise<ApiCart> => {
      const caller = await fastify.callers.ensure(request, reply);
      return fastify.checkoutService.guestCheckout(caller, request.params.id, request.body);
    },
  );
};

export default cart;
