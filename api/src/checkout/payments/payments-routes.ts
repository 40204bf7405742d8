/**
 * Checkout and payment (spec 02 §7; ADR 0008): the purchaser first (`guest_checkout`,
 * `checkout`), then `pay` with an `Idempotency-Key`. The `cart/…` paths serve injected
 * (staff-made) carts only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CartQuery } from '../../cart/cart-schemas';
import {
  ApiCart,
  ApiGuestCheckoutBody,
  ApiInjectedCheckoutBody,
  ApiLedgerCard,
  ApiList,
  ApiMemberCheckoutBody,
  ApiPayBody,
  ApiSavedPaymentMethod,
  IdParams,
} from '@storefront/shared/contract';
import { LedgerParams, toPayBody } from './payments-schemas';
import { replies } from '../../lib/schemas/replies';
import { lookupLedgerCard } from './gift-cards';
import { listSavedCards } from './saved-cards';

/** The wire's `IDEMPOTENCY_KEY_HEADER` (the API imports only types from the wire package). */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

const payments: FastifyPluginAsyncTypebox = async (fastify) => {
  const payConfig = { errorContext: 'payments', rateLimit: fastify.rateLimits.route('checkout') };
  const checkoutConfig = { errorContext: 'checkout', rateLimit: fastify.rateLimits.route('checkout') };

  fastify.post(
    '/my/cart/:id/pay',
    { schema: { params: IdParams, body: ApiPayBody, response: replies({ 200: ApiCart }) }, config: payConfig },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.payService.pay({ kind: 'owner', caller }, request.params.id, {
        body: toPayBody(request.body),
        idempotencyKey: idempotencyKey(request),
        sendEmail: true,
      });
    },
  );

  fastify.get(
    '/cart/:id',
    { schema: { params: IdParams, querystring: CartQuery, response: replies({ 200: ApiCart }) } },
    async (request) => {
      await fastify.payService.reconcileFor({ kind: 'injected' }, request.params.id);
      return fastify.cartService.getInjected(request.params.id, { includeCompleted: request.query.include_completed === true });
    },
  );

  fastify.post(
    '/cart/:id/pay',
    { schema: { params: IdParams, body: ApiPayBody, response: replies({ 200: ApiCart }) }, config: payConfig },
    async (request) =>
      fastify.payService.pay({ kind: 'injected' }, request.params.id, {
        body: toPayBody(request.body),
        idempotencyKey: idempotencyKey(request),
        sendEmail: true,
      }),
  );

  fastify.post(
    '/cart/:id/guest_checkout',
    { schema: { params: IdParams, body: ApiInjectedCheckoutBody, response: replies({ 200: ApiCart }) }, config: payConfig },
    async (request) =>
      fastify.payService.pay({ kind: 'injected' }, request.params.id, {
        body: toPayBody(request.body),
        idempotencyKey: idempotencyKey(request),
        sendEmail: request.body.send_email !== false,
      }),
  );

  fastify.post(
    '/my/cart/:id/guest_checkout',
    { schema: { params: IdParams, body: ApiGuestCheckoutBody, response: replies({ 200: ApiCart }) }, config: checkoutConfig },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.checkoutService.guestCheckout(caller, request.params.id, request.body, request.ip);
    },
  );

  fastify.post(
    '/my/cart/:id/checkout',
    { schema: { params: IdParams, body: ApiMemberCheckoutBody, response: replies({ 200: ApiCart }) }, config: checkoutConfig },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.checkoutService.memberCheckout(caller, request.params.id);
    },
  );

  fastify.get(
    '/ledger/:ledger/:cardNumber',
    // A balance answers anyone who knows a number: guessing counts with the promo codes.
    { schema: { params: LedgerParams, response: replies({ 200: ApiLedgerCard }) }, config: { rateLimit: fastify.rateLimits.route('codes') } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookupLedgerCard(fastify.db, request.params.ledger, request.params.cardNumber);
    },
  );

  fastify.get(
    '/my/identity/saved_payment_method',
    { schema: { response: replies({ 200: ApiList(ApiSavedPaymentMethod) }) } },
    async (request) => {
      const caller = await fastify.callers.current(request);
      return { data: await listSavedCards(fastify.db, caller?.userIdentityId ?? null) };
    },
  );
};

export default payments;
