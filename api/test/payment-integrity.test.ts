/**
 * Defects found by the review of the payment code, each shown by a test that fails without its
 * fix: a confirmed PaymentIntent paying twice, a processor idempotency key shared across carts,
 * a cart changed or discarded after its deposit, a lapsed 3-D Secure payment never refunded,
 * a charge left without an order when booking fails.
 */
import type { ApiCart } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { carts, gatewayAudit, paymentAttempts, payments, sandboxPaymentIntents, tickets as ticketRows } from '../src/infra/db/schema';
import { createFixture, tickets } from './fixtures';
import { Browser, buildTestApp, databaseKinds, expectError, useFixtureApp, type TestApp } from './helper';
import { countingProcessor, createPaymentFixture, type PaymentFixture } from './payment-fixtures';
import { card, pay, storeGuest } from './pay-helpers';

describe.each(databaseKinds)('payment integrity (%s)', (kind) => {
  const counter = { charges: 0 };
  const t = useFixtureApp(kind, { payments: { wrapCardProcessor: countingProcessor(counter) } });
  let p: PaymentFixture;
  beforeAll(async () => {
    p = await createPaymentFixture(t.app, t.f);
  });
  beforeEach(() => {
    counter.charges = 0;
  });

  async function cartOf(browser: Browser, typeId: string, sessionId: string, count: number): Promise<ApiCart> {
    const res = await browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(typeId, sessionId, count) } });
    expect(res.status).toBe(200);
    expect((await storeGuest(browser, res.body.id)).status).toBe(200);
    return res.body;
  }

  /** A 3-D Secure intent for `amount`, confirmed by the customer; answers its id. */
  async function confirmedIntent(buyer: Browser, cartId: string, amount: string): Promise<string> {
    const action = expectError(await pay(t.app, buyer, cartId, [card(amount, 'pm_card_authenticationRequired')]), 402, 'intent_requires_action');
    const { payment_intent_id: id, client_secret: secret } = action._extra as { payment_intent_id: string; client_secret: string };
    const confirmed = await buyer.post(`/api/sandbox/stripe/payment_intents/${id}/confirm`, { client_secret: secret, action: 'complete' });
    expect(confirmed.status).toBe(200);
    return id;
  }

  it('a confirmed PaymentIntent pays once: used again under a new key it is refused 409 payment_intent_used', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, p.planned.typeId, p.planned.sessionId, 2);
    // The buyer's return comes before the webhook (ADR 0032), which then changes nothing.
    t.app.sandboxWebhooks?.hold();
    const intentId = await confirmedIntent(buyer, cart.id, '10.00');
    const intent = [card('10.00', intentId, { source_type: 'payment_intent' })];
    const first = await pay(t.app, buyer, cart.id, intent);
    expect(first.status).toBe(200);
    expectError(await pay(t.app, buyer, cart.id, intent), 409, 'payment_intent_used');
    await t.app.sandboxWebhooks?.release();
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });

  it('an Idempotency-Key reused on another cart charges that cart, never answers the first cart’s intent', async () => {
    const key = `shared-key-${kind}-0001`;
    const a = new Browser(t.app);
    const cartA = await cartOf(a, t.f.event.adultId, t.f.sessions.s1, 1);
    expect((await pay(t.app, a, cartA.id, [card('20.00')], key)).status).toBe(200);
    const b = new Browser(t.app);
    const cartB = await cartOf(b, t.f.event.adultId, t.f.sessions.s1, 3);
    expectError(await pay(t.app, b, cartB.id, [card('60.00', 'pm_card_chargeDeclined')], key), 402, 'card_declined');
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cartB.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(0);
    const view = await b.get<ApiCart>(`/api/my/cart/${cartB.id}`);
    expect(view.body.state).toBe('pending');
  });

  it('after a deposit the cart cannot be modified, extended or discarded (409 incorrect_cart_state)', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, p.planned.typeId, p.planned.sessionId, 2);
    const paid = await pay(t.app, buyer, cart.id, [card('10.00')]);
    expect(paid.status).toBe(200);
    expect(paid.body.state).toBe('pending');
    const ticketId = paid.body.tickets[0]?.id;
    expectError(await buyer.post(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [ticketId] } }), 409, 'incorrect_cart_state');
    const later = new Date(Date.parse(paid.body.expires_at ?? '') + 60_000).toISOString();
    expectError(await buyer.patch(`/api/my/cart/${cart.id}`, { expires_at: later }), 409, 'incorrect_cart_state');
    expectError(await buyer.delete(`/api/my/cart/${cart.id}`), 409, 'incorrect_cart_state');
    const after = await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`);
    expect(after.body.tickets).toHaveLength(2);
    expect(after.body.expires_at).toBe(paid.body.expires_at);
  });

  it('a 3-D Secure payment confirmed after the hold lapsed is refunded when the retry is refused 410', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.event.adultId, t.f.sessions.s1, 1);
    const action = expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_card_authenticationRequired')]), 402, 'intent_requires_action');
    const { payment_intent_id: id, client_secret: secret } = action._extra as { payment_intent_id: string; client_secret: string };
    t.clock.advance(16 * 60);
    // The return first; the webhook after it finds the intent refunded (stripe-webhooks.test.ts has the webhook first).
    t.app.sandboxWebhooks?.hold();
    expect((await buyer.post(`/api/sandbox/stripe/payment_intents/${id}/confirm`, { client_secret: secret, action: 'complete' })).status).toBe(200);
    const key = `late-3ds-${kind}-0001`;
    const retry = [card('20.00', id, { source_type: 'payment_intent' })];
    expectError(await pay(t.app, buyer, cart.id, retry, key), 410, 'cart_expired');
    await t.app.sandboxWebhooks?.release();
    const [intent] = await t.app.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    expect(intent?.status).toBe('canceled');
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(rows.filter((r) => r.gatewayReference === id).map((r) => r.status)).toEqual(['refunded']);
    const audit = await t.app.db.select().from(gatewayAudit).where(eq(gatewayAudit.cartId, cart.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['capture', 'refund']);
    // Sent again, the same key answers the same refusal and gives nothing back twice.
    expectError(await pay(t.app, buyer, cart.id, retry, key), 410, 'cart_expired');
    expect(await t.app.db.select().from(gatewayAudit).where(eq(gatewayAudit.cartId, cart.id))).toHaveLength(2);
  });

  it('a processing payment that settles when the cart can no longer be booked is given back, and the read answers the cart', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.event.adultId, t.f.sessions.s1, 1);
    expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_sandbox_processing')]), 402, 'intent_processing');
    await t.app.db.update(ticketRows).set({ state: 'cancelled' }).where(eq(ticketRows.cartId, cart.id));
    t.clock.advance(60);
    const read = await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`);
    expect(read.status).toBe(200);
    expect(read.body.state).toBe('pending');
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(rows.map((r) => r.status)).toEqual(['refunded']);
    const [row] = await t.app.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row?.paymentPending).toBe(false);
  });

  it('a stranger reading a cart settles nothing: GET my/cart/{id} and GET cart/{id} check access first', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.event.adultId, t.f.sessions.s1, 1);
    expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_sandbox_processing')]), 402, 'intent_processing');
    t.clock.advance(60);
    const stranger = new Browser(t.app);
    expectError(await stranger.get(`/api/my/cart/${cart.id}`), 403, 'cart_access_denied');
    expectError(await stranger.get(`/api/cart/${cart.id}`), 403, 'cart_access_denied');
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(rows.map((r) => r.status)).toEqual(['processing']);
    const mine = await buyer.get<ApiCart>(`/api/my/cart/${cart.id}?include_completed=true`);
    expect(mine.body.state).toBe('completed');
  });

  it('a cart whose payments were recorded but whose booking did not run is booked by the next read', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.event.adultId, t.f.sessions.s1, 1);
    expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_sandbox_processing')]), 402, 'intent_processing');
    // As if the process stopped after recording the settled payment, before booking.
    await t.app.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.cartId, cart.id));
    const read = await buyer.get<ApiCart>(`/api/my/cart/${cart.id}?include_completed=true`);
    expect(read.status).toBe(200);
    expect(read.body.state).toBe('completed');
    const [row] = await t.app.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row?.paymentPending).toBe(false);
  });
});

describe.each(databaseKinds)('booking failing after a charge (%s)', (kind) => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('gives the card payment back, fails the attempt, clears payment_pending and answers the booking error', async () => {
    let cartId = '';
    const built = await buildTestApp(kind, {
      payments: {
        seams: {
          // The tickets go (as a concurrent cancellation would) while the card is charged.
          beforeCharge: async () => {
            await built.app.db.update(ticketRows).set({ state: 'cancelled' }).where(eq(ticketRows.cartId, cartId));
          },
        },
      },
    });
    app = built;
    const f = await createFixture(built.app);
    const buyer = new Browser(built.app);
    const res = await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(f.event.adultId, f.sessions.s1, 1) } });
    cartId = res.body.id;
    expect((await storeGuest(buyer, cartId)).status).toBe(200);
    const key = 'booking-fails-0001';
    expectError(await pay(built.app, buyer, cartId, [card('20.00')], key), 409, 'cart_empty');
    const [cart] = await built.app.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart?.paymentPending).toBe(false);
    const attempts = await built.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId));
    expect(attempts.map((a) => a.state)).toEqual(['failed']);
    const rows = await built.app.db.select().from(payments).where(eq(payments.cartId, cartId));
    expect(rows.map((r) => r.status)).toEqual(['refunded']);
    const intents = await built.app.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.cartId, cartId));
    expect(intents.map((i) => i.status)).toEqual(['canceled']);
    const audit = await built.app.db.select().from(gatewayAudit).where(eq(gatewayAudit.cartId, cartId));
    expect(audit.map((a) => a.action).sort()).toEqual(['capture', 'refund']);
    // The same key answers the same error; nothing is charged again.
    expectError(await pay(built.app, buyer, cartId, [card('20.00')], key), 409, 'cart_empty');
  });
});
