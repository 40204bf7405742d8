/**
 * Nothing stranded (issue 30 item 7, finding 6; ADR 0032): a pay request that dies leaves its
 * attempt in flight and its cart payment_pending; one that dies between recording and booking
 * leaves the cart paid but unbooked. The reconciler asks the provider what happened and books,
 * refunds or releases, so no cart stays payment_pending past its hold plus the grace (the
 * invariant). A pay request that outlives the reconciler's verdict records nothing twice.
 */
import type { ApiCart } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { carts, payments, paymentAttempts, sandboxPaymentIntents, ticketOrders } from '../src/infra/db/schema';
import { processorKey } from '../src/checkout/payments/pay-service';
import { RECONCILE_TIMINGS } from '../src/webhooks/payment-reconciler';

const { inFlightStaleSeconds: IN_FLIGHT_STALE_SECONDS, pendingGraceSeconds: PAYMENT_PENDING_GRACE_SECONDS } = RECONCILE_TIMINGS;
import { strandedPaymentCarts } from '../src/webhooks/payment-invariants';
import type { CardProcessor } from '../src/checkout/payments/card-processor';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { card, pay, storeGuest } from './pay-helpers';

/** A pay request that stops just before charging, until the test lets it go (a dying process, as seen from the database). */
class Gate {
  private open: (() => void) | null = null;
  private closed = false;
  close(): void {
    this.closed = true;
  }
  wait = (): Promise<void> => (this.closed ? new Promise<void>((resolve) => (this.open = resolve)) : Promise.resolve());
  release(): void {
    this.closed = false;
    this.open?.();
    this.open = null;
  }
}

describe.each(databaseKinds)('payment reconciler (%s)', (kind) => {
  const gate = new Gate();
  const provider = { down: false };
  // The provider cannot be asked while `down` (a processing payment nobody can settle).
  const flaky = (inner: CardProcessor): CardProcessor => ({
    createIntent: (request) => inner.createIntent(request),
    retrieveIntent: async (id) => {
      if (provider.down) throw new Error('provider unreachable');
      return inner.retrieveIntent(id);
    },
    findIntentByKey: (key) => inner.findIntentByKey(key),
    refund: (id) => inner.refund(id),
    createCustomer: (input) => inner.createCustomer(input),
  });
  const t = useFixtureApp(kind, { payments: { seams: { beforeCharge: gate.wait }, wrapCardProcessor: flaky } });
  afterEach(() => {
    gate.release();
    provider.down = false;
  });

  async function cartOf(buyer: Browser): Promise<ApiCart> {
    const res = await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } });
    expect(res.status).toBe(200);
    expect((await storeGuest(buyer, res.body.id)).status).toBe(200);
    return res.body;
  }

  /** Starts a pay that stops before charging; answers its key and the request (settled when the gate opens). */
  async function strandedPay(buyer: Browser, cartId: string, source = 'pm_card_visa') {
    gate.close();
    const key = `stranded-${cartId}`;
    const request = pay(t.app, buyer, cartId, [card('20.00', source)], key);
    for (let i = 0; i < 200; i += 1) {
      const [row] = await t.app.db.select().from(carts).where(eq(carts.id, cartId));
      if (row?.paymentPending) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { key, request };
  }

  const cartRow = async (id: string) => (await t.app.db.select().from(carts).where(eq(carts.id, id)))[0];
  const ordersOf = (cartId: string) => t.app.db.select().from(ticketOrders).where(eq(ticketOrders.cartId, cartId));
  const stranded = () => strandedPaymentCarts(t.app.db, t.clock.now());

  it('an attempt stranded in flight after the card was charged: the reconciler finds the charge by its key and books the cart', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer);
    const { key, request } = await strandedPay(buyer, cart.id);
    // The charge went through; the process died before recording it.
    const intent = await t.app.cardProcessor.createIntent({
      amountMinor: 2000,
      currency: 'usd',
      paymentMethod: 'pm_card_visa',
      customer: null,
      saveCard: false,
      description: null,
      cartId: cart.id,
      idempotencyKey: processorKey(cart.id, key, 0),
    });
    expectError(await pay(t.app, buyer, cart.id, [card('20.00')]), 409, 'payment_in_progress');
    t.clock.advance(30);
    await t.app.paymentReconciler.runOnce();
    expect((await cartRow(cart.id))?.paymentPending).toBe(true);
    t.clock.advance(IN_FLIGHT_STALE_SECONDS);
    await t.app.paymentReconciler.runOnce();
    expect((await cartRow(cart.id))?.state).toBe('completed');
    expect(await ordersOf(cart.id)).toHaveLength(1);
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(rows.map((r) => [r.status, r.gatewayReference])).toEqual([['succeeded', intent.id]]);
    // The request that was left for dead answers the booked cart and charges nothing more.
    gate.release();
    const late = await request;
    expect({ status: late.status, state: late.body.state }).toEqual({ status: 200, state: 'completed' });
    expect(await t.app.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.cartId, cart.id))).toHaveLength(1);
    expect(await ordersOf(cart.id)).toHaveLength(1);
    expect(await stranded()).toEqual([]);
  });

  it('an attempt stranded in flight before any charge: released, so the buyer can pay again; a late charge of the dead request is given back', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer);
    const { request } = await strandedPay(buyer, cart.id);
    t.clock.advance(IN_FLIGHT_STALE_SECONDS + 1);
    await t.app.paymentReconciler.runOnce();
    const [attempt] = await t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cart.id));
    expect(attempt?.state).toBe('failed');
    expect((await cartRow(cart.id))?.paymentPending).toBe(false);
    // The request wakes up and charges after all: that charge goes back and it answers the failure.
    gate.release();
    expectError(await request, 402, 'payment_failed');
    const intents = await t.app.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.cartId, cart.id));
    expect(intents.map((i) => i.status)).toEqual(['canceled']);
    const again = await pay(t.app, buyer, cart.id, [card('20.00')]);
    expect({ status: again.status, body: again.body }).toMatchObject({ status: 200, body: { state: 'completed' } });
  });

  it('a cart paid but unbooked (the process stopped between recording and booking) is booked without anyone reading it', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer);
    expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_sandbox_processing')]), 402, 'intent_processing');
    await t.app.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.cartId, cart.id));
    t.clock.advance(IN_FLIGHT_STALE_SECONDS + 1);
    await t.app.paymentReconciler.runOnce();
    expect((await cartRow(cart.id))?.state).toBe('completed');
    expect(await ordersOf(cart.id)).toHaveLength(1);
  });

  it('a processing payment is settled and booked by the reconciler, without anyone reading the cart', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer);
    expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_sandbox_processing')]), 402, 'intent_processing');
    t.clock.advance(IN_FLIGHT_STALE_SECONDS + 1);
    await t.app.paymentReconciler.runOnce();
    expect((await cartRow(cart.id))?.state).toBe('completed');
  });

  it('a payment nobody can settle is given up past the hold plus the grace: cancelled, the cart released (the invariant holds)', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer);
    expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_sandbox_processing')]), 402, 'intent_processing');
    provider.down = true;
    t.clock.advance(900 + PAYMENT_PENDING_GRACE_SECONDS - 10);
    await t.app.paymentReconciler.runOnce();
    expect((await cartRow(cart.id))?.paymentPending).toBe(true);
    t.clock.advance(20);
    expect(await stranded()).toEqual([cart.id]);
    await t.app.paymentReconciler.runOnce();
    expect(await stranded()).toEqual([]);
    expect((await cartRow(cart.id))?.paymentPending).toBe(false);
    const rows = await t.app.db.select().from(payments).where(eq(payments.cartId, cart.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    const intents = await t.app.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.cartId, cart.id));
    expect(intents.map((i) => i.status)).toEqual(['canceled']);
  });
});
