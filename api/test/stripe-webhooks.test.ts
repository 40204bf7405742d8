/**
 * Stripe webhooks (issue 30 item 4, ADR 0032): the signature is checked over the exact bytes;
 * an event is handled once; a 3-D Secure payment is booked exactly once whichever comes
 * first, the webhook or the buyer's return (and both at once); a payment that succeeds after
 * the hold lapsed is booked when its places are still free, else refunded with an e-mail;
 * charge.refunded is recorded. The sandbox delivers its events through the real endpoint.
 */
import type { ApiCart } from '@storefront/shared/wire';
import type { MailboxMessageJson } from '../src/mail/mailbox-json';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { carts, gatewayAudit, payments, sandboxPaymentIntents, stripeWebhookEvents, ticketOrders, tickets as ticketRows } from '../src/infra/db/schema';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp, type Reply } from './helper';
import { card, guestIdentity, pay } from './pay-helpers';

describe.each(databaseKinds)('stripe webhooks (%s)', (kind) => {
  const t = useFixtureApp(kind);
  beforeEach(() => t.app.devMailbox?.clear());

  async function cartOf(browser: Browser, sessionId: string, count: number, email?: string): Promise<ApiCart> {
    const res = await browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, sessionId, count) } });
    expect(res.status).toBe(200);
    const guest = await guestIdentity(browser, email);
    expect((await browser.post(`/api/my/cart/${res.body.id}/guest_checkout`, { guest_identity_id: guest })).status).toBe(200);
    return res.body;
  }

  /** The first pay asks for 3-D Secure: the intent's id and client secret. */
  async function authenticationAsked(buyer: Browser, cartId: string, amount: string) {
    const action = expectError(await pay(t.app, buyer, cartId, [card(amount, 'pm_card_authenticationRequired')]), 402, 'intent_requires_action');
    return action._extra as { payment_intent_id: string; client_secret: string };
  }

  async function authenticate(buyer: Browser, intent: { payment_intent_id: string; client_secret: string }) {
    const res = await buyer.post(`/api/sandbox/stripe/payment_intents/${intent.payment_intent_id}/confirm`, { client_secret: intent.client_secret, action: 'complete' });
    expect(res.status).toBe(200);
  }

  const returnWith = (buyer: Browser, cartId: string, intentId: string, amount: string) =>
    pay(t.app, buyer, cartId, [card(amount, intentId, { source_type: 'payment_intent' })]);

  async function post(payload: string, signature?: string): Promise<Reply> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
  }

  const signed = (payload: string, secret = t.app.sandboxWebhooks?.secret ?? '') => Stripe.webhooks.generateTestHeaderString({ payload, secret });

  const intentEvent = (id: string, intentId: string, type = 'payment_intent.succeeded') =>
    JSON.stringify({ id, object: 'event', type, data: { object: { id: intentId, object: 'payment_intent' } } });

  const ordersOf = (cartId: string) => t.app.db.select().from(ticketOrders).where(eq(ticketOrders.cartId, cartId));
  const cartRow = async (cartId: string) => (await t.app.db.select().from(carts).where(eq(carts.id, cartId)))[0];
  const auditOf = async (cartId: string) => (await t.app.db.select().from(gatewayAudit).where(eq(gatewayAudit.cartId, cartId))).map((a) => a.action).sort();

  /** Tickets booked at the session: never more than its capacity. */
  const bookedOn = async (sessionId: string) =>
    (await t.app.db.select().from(ticketRows).where(and(eq(ticketRows.eventSessionId, sessionId), eq(ticketRows.state, 'booked')))).length;

  /** Runs `work` counting the confirmation e-mails sent meanwhile. */
  async function countingConfirmations(work: (sent: jest.SpyInstance) => Promise<void>): Promise<void> {
    const sent = jest.spyOn(t.app.orderEmails, 'sendConfirmation');
    try {
      await work(sent);
    } finally {
      sent.mockRestore();
    }
  }

  async function inbox(address: string): Promise<MailboxMessageJson[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/messages?to=${encodeURIComponent(address)}` });
    return (JSON.parse(res.body) as { data: MailboxMessageJson[] }).data;
  }

  it('refuses a missing or wrong signature 400 in the spec shape, and a changed body; nothing is recorded', async () => {
    const payload = intentEvent('evt_signature_test', 'pi_sandbox_unknown');
    expectError(await post(payload), 400, 'signature_missing', 'webhook');
    expectError(await post(payload, signed(payload, 'whsec_someone_else')), 400, 'signature_invalid', 'webhook');
    expectError(await post(payload.replace('unknown', 'changed'), signed(payload)), 400, 'signature_invalid', 'webhook');
    expectError(await post(payload, 't=1,v1=00'), 400, 'signature_invalid', 'webhook');
    expect(await t.app.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, 'evt_signature_test'))).toEqual([]);
    // Signed, about an intent this shop never made: acknowledged, nothing else.
    expect((await post(payload, signed(payload))).body).toEqual({ received: true, duplicate: false });
  });

  it('webhook first: the authenticated payment is booked by the webhook, the return answers the booked cart; one order, one e-mail', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.sessions.s1, 1);
    await countingConfirmations(async (sent) => {
      const intent = await authenticationAsked(buyer, cart.id, '20.00');
      await authenticate(buyer, intent);
      // Booked before the buyer came back.
      expect((await cartRow(cart.id))?.state).toBe('completed');
      expect(await ordersOf(cart.id)).toHaveLength(1);
      const back = await returnWith(buyer, cart.id, intent.payment_intent_id, '20.00');
      expect({ status: back.status, state: back.body.state }).toEqual({ status: 200, state: 'completed' });
      expect(await ordersOf(cart.id)).toHaveLength(1);
      expect(sent).toHaveBeenCalledTimes(1);
      expect(await auditOf(cart.id)).toEqual(['capture']);
    });
  });

  it('return first: the return books, the late webhook changes nothing; a replayed event is acknowledged as a duplicate', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.sessions.s1, 1);
    await countingConfirmations(async (sent) => {
      const intent = await authenticationAsked(buyer, cart.id, '20.00');
      t.app.sandboxWebhooks?.hold();
      await authenticate(buyer, intent);
      expect((await cartRow(cart.id))?.state).toBe('pending');
      const back = await returnWith(buyer, cart.id, intent.payment_intent_id, '20.00');
      expect(back.body.state).toBe('completed');
      await t.app.sandboxWebhooks?.release();
      const payload = intentEvent(`evt_replay_${cart.id}`, intent.payment_intent_id);
      expect((await post(payload, signed(payload))).body).toEqual({ received: true, duplicate: false });
      expect((await post(payload, signed(payload))).body).toEqual({ received: true, duplicate: true });
      expect(await ordersOf(cart.id)).toHaveLength(1);
      expect(sent).toHaveBeenCalledTimes(1);
      expect(await auditOf(cart.id)).toEqual(['capture']);
    });
  });

  it('the webhook and the return at once book one order and send one e-mail', async () => {
    await countingConfirmations(async (sent) => {
      for (let round = 0; round < 3; round += 1) {
        const buyer = new Browser(t.app);
        const cart = await cartOf(buyer, t.f.sessions.s1, 1);
        const intent = await authenticationAsked(buyer, cart.id, '20.00');
        t.app.sandboxWebhooks?.hold();
        await authenticate(buyer, intent);
        const [back] = await Promise.all([returnWith(buyer, cart.id, intent.payment_intent_id, '20.00'), t.app.sandboxWebhooks?.release()]);
        expect({ status: back.status, state: back.body.state }).toEqual({ status: 200, state: 'completed' });
        expect(await ordersOf(cart.id)).toHaveLength(1);
        expect(await auditOf(cart.id)).toEqual(['capture']);
      }
      expect(sent).toHaveBeenCalledTimes(3);
    });
  });

  it('a payment authenticated after the hold lapsed is booked when its places are still free', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.sessions.s3, 2);
    const intent = await authenticationAsked(buyer, cart.id, '40.00');
    t.clock.advance(16 * 60);
    expect(await t.app.cartSweeper.sweepOnce()).toBe(2);
    await authenticate(buyer, intent);
    expect((await cartRow(cart.id))?.state).toBe('completed');
    const [order] = await ordersOf(cart.id);
    expect(order).toBeDefined();
    expect(await bookedOn(t.f.sessions.s3)).toBe(2);
  });

  it('a payment authenticated after its places were sold to another buyer is refunded, recorded, and the buyer is told', async () => {
    const late = new Browser(t.app);
    const email = 'late-buyer@example.com';
    const cart = await cartOf(late, t.f.sessions.s3, 2, email);
    const intent = await authenticationAsked(late, cart.id, '40.00');
    t.clock.advance(16 * 60);
    const other = new Browser(t.app);
    const taken = await cartOf(other, t.f.sessions.s3, 2);
    expect((await pay(t.app, other, taken.id, [card('40.00')])).body.state).toBe('completed');
    await authenticate(late, intent);
    const [row] = await t.app.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intent.payment_intent_id));
    expect(row?.status).toBe('canceled');
    const recorded = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(recorded.filter((p) => p.gatewayReference === intent.payment_intent_id).map((p) => p.status)).toEqual(['refunded']);
    expect(await auditOf(cart.id)).toEqual(['capture', 'refund']);
    expect(await ordersOf(cart.id)).toEqual([]);
    expect(await bookedOn(t.f.sessions.s3)).toBe(2);
    const mails = await inbox(email);
    expect(mails.map((m) => m.subject)).toEqual(['Your payment to Test Museum was refunded']);
    expect(mails[0]?.text).toContain('40.00 USD');
    // The buyer's return now is refused, and nothing is given back twice.
    expectError(await returnWith(late, cart.id, intent.payment_intent_id, '40.00'), 410, 'cart_expired');
    expect(await auditOf(cart.id)).toEqual(['capture', 'refund']);
  });

  it('charge.refunded records the refund of a booked payment once', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.sessions.s1, 1);
    expect((await pay(t.app, buyer, cart.id, [card('20.00')])).body.state).toBe('completed');
    const [paid] = await t.app.db.select().from(payments).where(and(eq(payments.cartId, cart.id), eq(payments.status, 'succeeded')));
    const intentId = paid?.gatewayReference ?? '';
    await t.app.stripeSandbox?.refund(intentId);
    const refunded = { id: `evt_refund_${cart.id}`, object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_x', object: 'charge', payment_intent: intentId, refunded: true } } };
    const payload = JSON.stringify(refunded);
    expect((await post(payload, signed(payload))).status).toBe(200);
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(rows.map((r) => r.status)).toEqual(['refunded']);
    expect(await auditOf(cart.id)).toEqual(['capture', 'refund']);
  });
});
