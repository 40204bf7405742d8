/**
 * The three guarantees of the pay sequence (ADR 0008), each first shown to fail with its
 * protection switched off through a test seam (as `concurrency.test.ts` does for holds):
 * (a) an expired cart is refused before anything is charged;
 * (b) while a charge is in flight the cart is neither expired nor swept, even past its expiry;
 * (c) a retried or double-submitted pay with the same Idempotency-Key charges once and books
 *     one set of orders, concurrent requests included.
 */
import type { ApiCart } from '@storefront/shared/wire';
import { Browser, buildTestApp, databaseKinds, expectError, type TestApp } from './helper';
import { createFixture, tickets, type Fixture } from './fixtures';
import { countingProcessor } from './payment-fixtures';
import { card, pay, storeGuest } from './pay-helpers';
import type { PaySeams } from '../src/checkout/payments/pay-service';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('pay sequence guarantees (%s)', (kind) => {
  let t: TestApp | undefined;
  let f: Fixture;
  const counter = { charges: 0 };

  async function start(seams: PaySeams = {}): Promise<TestApp> {
    counter.charges = 0;
    t = await buildTestApp(kind, { payments: { wrapCardProcessor: countingProcessor(counter), seams } });
    f = await createFixture(t.app);
    return t;
  }
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function cartReadyToPay(app: TestApp, count = 2): Promise<{ buyer: Browser; cart: ApiCart }> {
    const buyer = new Browser(app.app);
    const cart = (
      await buyer.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(f.event.adultId, f.sessions.s1, count) },
      })
    ).body;
    expect((await storeGuest(buyer, cart.id)).status).toBe(200);
    return { buyer, cart };
  }

  describe('(a) an expired cart is refused before any charge', () => {
    it('without the expiry check, an expired cart is charged (the failure exists)', async () => {
      const app = await start({ checkExpiry: false });
      const { buyer, cart } = await cartReadyToPay(app);
      app.clock.advance(901);
      await pay(app.app, buyer, cart.id, [card('40.00')]);
      expect(counter.charges).toBe(1);
    });

    it('with it: 410 cart_expired and nothing charged', async () => {
      const app = await start();
      const { buyer, cart } = await cartReadyToPay(app);
      app.clock.advance(901);
      expectError(await pay(app.app, buyer, cart.id, [card('40.00')]), 410, 'cart_expired');
      expect(counter.charges).toBe(0);
    });
  });

  describe('(b) a cart whose charge is in flight is not expired', () => {
    /** During the charge the clock passes the hold and the sweep runs; answers what it released. */
    function sweepDuringCharge(holdWhilePaying: boolean) {
      const seen = { released: -1 };
      const seams: PaySeams = {
        holdWhilePaying,
        beforeCharge: async () => {
          t?.clock.advance(1000);
          seen.released = (await t?.app.cartSweeper.sweepOnce()) ?? -1;
        },
      };
      return { seams, seen };
    }

    it('without the hold, the sweep releases the tickets while the card is charged (the failure exists)', async () => {
      const { seams, seen } = sweepDuringCharge(false);
      const app = await start(seams);
      const { buyer, cart } = await cartReadyToPay(app);
      const res = await pay(app.app, buyer, cart.id, [card('40.00')]);
      expect(seen.released).toBe(2);
      expect(counter.charges).toBe(1);
      // Charged, yet nothing to book.
      expectError(res, 409, 'cart_empty');
    });

    it('with it: nothing is released and the paid cart is booked after its expiry', async () => {
      const { seams, seen } = sweepDuringCharge(true);
      const app = await start(seams);
      const { buyer, cart } = await cartReadyToPay(app);
      const res = await pay(app.app, buyer, cart.id, [card('40.00')]);
      expect(seen.released).toBe(0);
      expect(res.status).toBe(200);
      expect(res.body.state).toBe('completed');
      expect(res.body.tickets.map((x) => x.state)).toEqual(['booked', 'booked']);
    });
  });

  describe('(c) one charge and one set of orders per Idempotency-Key', () => {
    it('without idempotency, two concurrent submits charge twice (the failure exists)', async () => {
      const app = await start({ idempotency: false, beforeCharge: () => sleep(100) });
      const { buyer, cart } = await cartReadyToPay(app);
      await Promise.all([pay(app.app, buyer, cart.id, [card('40.00')], 'double-submit-key'), pay(app.app, buyer, cart.id, [card('40.00')], 'double-submit-key')]);
      expect(counter.charges).toBe(2);
    });

    it('with it: concurrent and retried submits answer the same orders, charged once; the key with another body is refused', async () => {
      const app = await start({ beforeCharge: () => sleep(100) });
      const { buyer, cart } = await cartReadyToPay(app);
      const key = 'double-submit-key';
      const results = await Promise.all([1, 2, 3].map(() => pay(app.app, buyer, cart.id, [card('40.00')], key)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const orders = results.map((r) => r.body.ticket_order.map((o) => o.id).join());
      expect(new Set(orders).size).toBe(1);
      expect(results[0]?.body.ticket_order).toHaveLength(1);
      const retried = await pay(app.app, buyer, cart.id, [card('40.00')], key);
      expect(retried.status).toBe(200);
      expect(retried.body.ticket_order.map((o) => o.id).join()).toBe(orders[0]);
      expect(counter.charges).toBe(1);
      expectError(await pay(app.app, buyer, cart.id, [card('20.00')], key), 422, 'idempotency_key_reused');
    });

    it('a declined attempt answers its decline again for its key, and a different key charges anew', async () => {
      const app = await start();
      const { buyer, cart } = await cartReadyToPay(app);
      const declined = [card('40.00', 'pm_card_chargeDeclined')];
      expectError(await pay(app.app, buyer, cart.id, declined, 'declined-key-1'), 402, 'card_declined');
      expectError(await pay(app.app, buyer, cart.id, declined, 'declined-key-1'), 402, 'card_declined');
      expect(counter.charges).toBe(1);
      expect((await pay(app.app, buyer, cart.id, [card('40.00')], 'second-key-2')).body.state).toBe('completed');
      expect(counter.charges).toBe(2);
    });

    it('a second pay with another key while the first is in flight is refused, not charged', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const app = await start({ beforeCharge: () => gate });
      const { buyer, cart } = await cartReadyToPay(app);
      const first = pay(app.app, buyer, cart.id, [card('40.00')], 'first-key-1');
      await sleep(200);
      expectError(await pay(app.app, buyer, cart.id, [card('40.00')], 'second-key-2'), 409, 'payment_in_progress');
      release();
      expect((await first).body.state).toBe('completed');
      expect(counter.charges).toBe(1);
    });
  });
});
