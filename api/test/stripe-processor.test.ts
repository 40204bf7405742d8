/**
 * The production Stripe adapter against a local stand-in for api.stripe.com (the `stripe`
 * package's host/port/protocol options): the requests it sends (PaymentIntents created and
 * confirmed in one call, with the idempotency key) and how Stripe's answers map onto spec 02's.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { ApiCart, ApiSellerConfig } from '@storefront/shared/wire';
import Stripe from 'stripe';
import { StripeCardProcessor } from '../src/checkout/payments/stripe-processor';
import { intentOutcome } from '../src/checkout/payments/stripe-gateway';
import { tickets } from './fixtures';
import { Browser, expectError, useFixtureApp } from './helper';
import { card, pay, storeGuest } from './pay-helpers';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}

const CART = '6f1c2a9e-0000-4000-8000-000000000001';

function intent(status: string, form: Record<string, string>, extra: Record<string, unknown> = {}) {
  return {
    id: 'pi_test_1',
    object: 'payment_intent',
    status,
    amount: Number(form.amount ?? 2000),
    currency: form.currency ?? 'usd',
    client_secret: 'pi_test_1_secret_abc',
    metadata: { cart_id: form['metadata[cart_id]'] ?? CART },
    payment_method: { id: 'pm_test_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    customer: form.customer ?? null,
    setup_future_usage: form.setup_future_usage ?? null,
    last_payment_error: null,
    ...extra,
  };
}

/** A few answers of Stripe's API, chosen by the payment method (or intent id) asked for. */
async function fakeStripe(seen: Seen[]): Promise<FastifyInstance> {
  const server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  server.post('/v1/payment_intents', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    seen.push({ method: 'POST', url: request.url, headers: request.headers, form });
    switch (form.payment_method) {
      case 'pm_card_chargeDeclined':
        return reply.code(402).send({
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent('requires_payment_method', form, {
              last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
            }),
          },
        });
      case 'pm_card_authenticationRequired':
        return intent('requires_action', form);
      case 'pm_unknown':
        return reply.code(400).send({
          error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such PaymentMethod: 'pm_unknown'" },
        });
      default:
        return intent('succeeded', form);
    }
  });
  server.get('/v1/payment_intents/search', async (request) => {
    seen.push({ method: 'GET', url: request.url, headers: request.headers, form: {} });
    const { query } = request.query as { query?: string };
    const key = /^metadata\['pay_key'\]:'(.*)'$/.exec(query ?? '')?.[1];
    const data = key === 'attempt-key-0001:0' ? [intent('succeeded', {}, { metadata: { cart_id: CART, pay_key: key } })] : [];
    return { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data };
  });
  server.get('/v1/payment_intents/:id', async (request) => {
    seen.push({ method: 'GET', url: request.url, headers: request.headers, form: {} });
    return intent('processing', {});
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

describe('the Stripe adapter (stripe package) against a stand-in api.stripe.com', () => {
  const seen: Seen[] = [];
  let server: FastifyInstance;
  let processor: StripeCardProcessor;
  beforeAll(async () => {
    server = await fakeStripe(seen);
    const { port } = server.server.address() as AddressInfo;
    processor = new StripeCardProcessor({ secretKey: 'sk_test_adapter', host: '127.0.0.1', port, protocol: 'http' });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const request = (paymentMethod: string) => ({
    amountMinor: 2000,
    currency: 'usd',
    paymentMethod,
    customer: null,
    saveCard: false,
    description: 'Tickets',
    cartId: CART,
    idempotencyKey: 'attempt-key-0001:0',
  });

  it('creates and confirms the intent in one call, with the secret key and the idempotency key', async () => {
    const created = await processor.createIntent(request('pm_card_visa'));
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.headers.authorization).toBe('Bearer sk_test_adapter');
    expect(call?.headers['idempotency-key']).toBe('attempt-key-0001:0');
    expect(call?.form).toMatchObject({
      amount: '2000',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      description: 'Tickets',
      'metadata[cart_id]': CART,
      'metadata[pay_key]': 'attempt-key-0001:0',
      'expand[0]': 'payment_method',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(created).toMatchObject({ id: 'pi_test_1', status: 'succeeded', cartId: CART, card: { brand: 'visa', last4: '4242' } });
    expect(intentOutcome(created)).toEqual({ status: 'succeeded', reference: 'pi_test_1', label: 'Visa •••• 4242' });
  });

  it('a saved card charged off-session names the customer and off_session; a card to keep asks setup_future_usage (ADR 0036)', async () => {
    const charged = await processor.createIntent({ ...request('pm_test_1'), customer: 'cus_test_1', offSession: true });
    expect(seen[0]?.form).toMatchObject({ payment_method: 'pm_test_1', customer: 'cus_test_1', off_session: 'true', confirm: 'true' });
    expect(seen[0]?.form).not.toHaveProperty('setup_future_usage');
    expect(charged).toMatchObject({ customer: 'cus_test_1', savesCard: false });
    const kept = await processor.createIntent({ ...request('pm_card_visa'), customer: 'cus_test_1', saveCard: true });
    expect(seen[1]?.form).toMatchObject({ setup_future_usage: 'off_session' });
    expect(seen[1]?.form).not.toHaveProperty('off_session');
    expect(kept).toMatchObject({ customer: 'cus_test_1', savesCard: true });
  });

  it('a card error is the declined intent: 402 with Stripe’s code, message and decline code', async () => {
    const declined = await processor.createIntent(request('pm_card_chargeDeclined'));
    expect(declined.error).toEqual({ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(() => intentOutcome(declined)).toThrow(
      expect.objectContaining({ statusCode: 402, code: 'card_declined', message: 'Your card has insufficient funds.', extra: expect.objectContaining({ decline_code: 'insufficient_funds' }) }),
    );
  });

  it('requires_action is 402 intent_requires_action with the intent id and client secret; an invalid request keeps its code', async () => {
    const action = await processor.createIntent(request('pm_card_authenticationRequired'));
    expect(() => intentOutcome(action)).toThrow(
      expect.objectContaining({ code: 'intent_requires_action', extra: { payment_intent_id: 'pi_test_1', client_secret: 'pi_test_1_secret_abc' } }),
    );
    const missing = await processor.createIntent(request('pm_unknown'));
    expect(() => intentOutcome(missing)).toThrow(expect.objectContaining({ statusCode: 402, code: 'resource_missing' }));
  });

  it('finds the intent a create made under an idempotency key by its metadata.pay_key (the reconciler after a crash)', async () => {
    const found = await processor.findIntentByKey('attempt-key-0001:0');
    expect(seen[0]?.method).toBe('GET');
    const url = new URL(seen[0]?.url ?? '', 'http://stripe.test');
    expect(url.pathname).toBe('/v1/payment_intents/search');
    expect(url.searchParams.get('query')).toBe("metadata['pay_key']:'attempt-key-0001:0'");
    expect(found).toMatchObject({ id: 'pi_test_1', status: 'succeeded', cartId: CART, payKey: 'attempt-key-0001:0' });
    expect(await processor.findIntentByKey('never-used-key')).toBeNull();
  });

  it('retrieves an intent (the retry after confirmation, and reconciling a processing payment)', async () => {
    const retrieved = await processor.retrieveIntent('pi_test_1');
    expect(seen[0]).toMatchObject({ method: 'GET' });
    expect(seen[0]?.url).toMatch(/^\/v1\/payment_intents\/pi_test_1\?expand(\[0\]|%5B0%5D)=payment_method$/);
    expect(retrieved.status).toBe('processing');
    expect(intentOutcome(retrieved)).toMatchObject({ status: 'processing', reference: 'pi_test_1' });
  });
});

describe('the API with a Stripe secret key pays through the adapter', () => {
  const seen: Seen[] = [];
  let server: FastifyInstance | undefined;
  const stripeApi = { host: '127.0.0.1', port: 0, protocol: 'http' as const };
  // Before the app is built (hooks run in order): the app's adapter needs the stand-in's port.
  beforeAll(async () => {
    server = await fakeStripe(seen);
    stripeApi.port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
  });
  const t = useFixtureApp('pglite', { payments: { stripeSecretKey: 'sk_test_app', stripeWebhookSecret: 'whsec_test_app', stripePublishableKey: 'pk_test_app', stripeApi } });

  it('pays, declines, and tells the browser to use the real Stripe.js', async () => {
    const config = (await new Browser(t.app).get<ApiSellerConfig>('/api/sellers/museum')).body;
    expect(config.providers.stripe).toEqual({ publishable_key: 'pk_test_app', sandbox_script_url: null });
    expectError(await new Browser(t.app).get('/api/sandbox/stripe.js'), 404, 'not_found');

    const buyer = new Browser(t.app);
    const cart = (
      await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } })
    ).body;
    await storeGuest(buyer, cart.id);
    const declined = expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_card_chargeDeclined')]), 402, 'card_declined');
    expect(declined._extra.decline_code).toBe('insufficient_funds');
    const paid = await pay(t.app, buyer, cart.id, [card('20.00')], 'paid-key-0001');
    expect(paid.body.state).toBe('completed');
    expect(seen.at(-1)?.headers['idempotency-key']).toBe(`${cart.id}:paid-key-0001:0`);
    expect(seen.at(-1)?.form['metadata[cart_id]']).toBe(cart.id);
  });

  it('checks webhooks against STRIPE_WEBHOOK_SECRET (no sandbox sender exists)', async () => {
    expect(t.app.sandboxWebhooks).toBeNull();
    const payload = JSON.stringify({ id: 'evt_live_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_test_1', object: 'payment_intent' } } });
    const post = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });
    expect((await post('whsec_someone_else')).statusCode).toBe(400);
    const accepted = await post('whsec_test_app');
    expect({ status: accepted.statusCode, body: JSON.parse(accepted.body) }).toEqual({ status: 200, body: { received: true, duplicate: false } });
  });
});
