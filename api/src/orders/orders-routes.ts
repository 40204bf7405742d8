/**
 * Ticket orders (spec 02 §7; ADR 0022): the completed page's list, one order, its QR code,
 * the manage link's key traded for a session grant, cancelling a free order's tickets, the
 * order e-mails again, and resending an address's orders; the member's own under `my/`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCancelledState } from '@storefront/shared/domain/order-rules';
import {
  ApiList,
  ApiMyOrderResendBody,
  ApiOrderAccessBody,
  ApiOrderCancelBody,
  ApiOrderEmailBody,
  ApiOrderResendBody,
  ApiTicketOrder,
} from '@storefront/shared/contract';
import { sellerSlugOf } from '../accounts/web-session-plugin';
import { splitList } from '../lib/schemas/lists';
import { NoBody, RawBody, replies } from '../lib/schemas/replies';
import { OrderIdParams, TicketOrderQuery } from './orders-schemas';
import { grantOrderAccess } from './order-access';

const orders: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ticket_order',
    { schema: { querystring: TicketOrderQuery, response: replies({ 200: ApiList(ApiTicketOrder) }) } },
    async (request) => ({
      data: await fastify.orderService.listOwn(
        await fastify.callers.current(request),
        splitList(request.query['id._in']) ?? [],
      ),
    }),
  );

  fastify.get(
    '/ticket_order/:id',
    { schema: { params: OrderIdParams, response: replies({ 200: ApiTicketOrder }) } },
    async (request, reply) => {
      const order = await fastify.orderService.getOwn(await fastify.callers.current(request), request.params.id);
      // The spec's uncached read: tickets change state (redeemed, cancelled) after purchase.
      reply.header('cache-control', 'no-store');
      return order;
    },
  );

  fastify.get(
    '/ticket_order/:id/qrcode',
    { schema: { params: OrderIdParams, response: replies({ 200: RawBody('image/png') }) } },
    async (request, reply) => {
      const png = await fastify.orderService.qrCode(await fastify.callers.current(request), request.params.id);
      return reply.header('cache-control', 'private, max-age=3600').type('image/png').send(png);
    },
  );

  fastify.post(
    '/ticket_order/:id/access',
    {
      schema: { params: OrderIdParams, body: ApiOrderAccessBody, response: replies({ 204: NoBody }) },
      config: { rateLimit: fastify.rateLimits.route('orderAccess'), errorContext: 'ticket_order' },
    },
    async (request, reply) => {
      // A link opened on another device is the visitor's first call: it starts the session.
      await grantOrderAccess(fastify.db, await fastify.callers.ensure(request), request.params.id, request.body.key);
      reply.code(204);
    },
  );

  fastify.post(
    '/ticket_order/:id/cancel',
    {
      schema: { params: OrderIdParams, body: ApiOrderCancelBody, response: replies({ 200: ApiTicketOrder }) },
      config: { rateLimit: fastify.rateLimits.route('orderCancel'), errorContext: 'ticket_order' },
    },
    async (request) => {
      const caller = await fastify.callers.current(request);
      const { id } = request.params;
      const cancelled = await fastify.orderService.cancelTickets(caller, id, request.body);
      await fastify.orderEmails.sendOrderCancellation(id, cancelled);
      return fastify.orderService.getOwn(caller, id);
    },
  );

  fastify.post(
    '/ticket_order/:id/email',
    {
      schema: { params: OrderIdParams, body: ApiOrderEmailBody, response: replies({ 204: NoBody }) },
      config: { rateLimit: fastify.rateLimits.route('orderEmail'), errorContext: 'ticket_order' },
    },
    async (request, reply) => {
      const order = await fastify.orderService.getOwn(await fastify.callers.current(request), request.params.id);
      switch (request.body.log_context) {
        case 'order_update':
          await fastify.orderEmails.sendOrderUpdate(order.id);
          break;
        case 'order_cancel':
          // Asked again later, the notice names everything the order has lost so far.
          await fastify.orderEmails.sendOrderCancellation(
            order.id,
            order.tickets.filter((t) => isCancelledState(t.state)).map((t) => t.id),
          );
          break;
        default:
          await fastify.orderEmails.resendConfirmation(order.id);
      }
      reply.code(204);
    },
  );

  fastify.post(
    '/ticket_order/resend',
    {
      schema: { body: ApiOrderResendBody, response: replies({ 204: NoBody }) },
      config: { rateLimit: fastify.rateLimits.route('orderResend'), errorContext: 'ticket_order_resend' },
    },
    async (request, reply) => {
      const { email, memberships_only: membershipsOnly = false } = request.body;
      const found = await fastify.orderService.ordersOfEmail(email, sellerSlugOf(request), membershipsOnly);
      await fastify.orderEmails.sendOrderList(found.orderIds, found.to);
      reply.code(204);
    },
  );

  fastify.get('/my/ticket_order', { schema: { response: replies({ 200: ApiList(ApiTicketOrder) }) } }, async (request, reply) => {
    const data = await fastify.orderService.mine(await fastify.callers.current(request), sellerSlugOf(request));
    reply.header('cache-control', 'no-store');
    return { data };
  });

  fastify.post(
    '/my/ticket_order/resend',
    {
      schema: { body: ApiMyOrderResendBody, response: replies({ 204: NoBody }) },
      config: { rateLimit: fastify.rateLimits.route('orderEmail'), errorContext: 'ticket_order_resend' },
    },
    async (request, reply) => {
      const membershipsOnly = request.body.memberships_only ?? false;
      const found = await fastify.orderService.ordersOfMember(await fastify.callers.current(request), sellerSlugOf(request), membershipsOnly);
      await fastify.orderEmails.sendOrderList(found.orderIds, found.to);
      reply.code(204);
    },
  );
};

export default orders;
