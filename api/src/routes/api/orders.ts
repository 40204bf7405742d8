/** Ticket orders (spec 02 §7): the completed page's list, one order, and its QR code. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiList, ApiTicketOrder } from '@storefront/shared/wire';
import { splitList } from '../../schemas/common';
import { OrderIdParams, TicketOrderQuery } from '../../schemas/orders';

const orders: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ticket_order',
    { schema: { querystring: TicketOrderQuery } },
    async (request): Promise<ApiList<ApiTicketOrder>> => ({
      data: await fastify.orderService.listOwn(
        await fastify.callers.current(request),
        splitList(request.query['id._in']) ?? [],
      ),
    }),
  );

  fastify.get('/ticket_order/:id', { schema: { params: OrderIdParams } }, async (request, reply): Promise<ApiTicketOrder> => {
    const order = await fastify.orderService.getOwn(await fastify.callers.current(request), request.params.id);
    // The spec's uncached read: tickets change state (redeemed, cancelled) after purchase.
    reply.header('cache-control', 'no-store');
    return order;
  });

  fastify.get('/ticket_order/:id/qrcode', { schema: { params: OrderIdParams } }, async (request, reply) => {
    const png = await fastify.orderService.qrCode(await fastify.callers.current(request), request.params.id);
    return reply.header('cache-control', 'private, max-age=3600').type('image/png').send(png);
  });
};

export default orders;
