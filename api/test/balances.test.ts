/**
 * Scheduled balances (spec 02 §4; ADR 0036): after a deposit, the balance job reminds the buyer
 * once before the due date, charges the saved card off-session on it (booking the cart), e-mails
 * the buyer when the charge fails, and applies the seller's overdue rule after the grace period.
 */
import type { ApiCart, ApiList, ApiSavedPaymentMethod } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { balanceCollections, savedPaymentMethods, sellers, tickets as ticketRows } from '../src/infra/db/schema';
import { claimStep } from '../src/checkout/balances/balances-repository';
import { PaymentError } from '../src/lib/errors';
import { balanceRulesOf, DEFAULT_BALANCE_RULES } from '../src/checkout/balances/balance-rules';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError } from './helper';
import { createPaymentFixture, type PaymentFixture } from './payment-fixtures';
import { STOREFRONT_URL, useScheduledChargesApp } from './scheduled-charge-fixtures';
import { card, pay, storeGuest } from './pay-helpers';

const DAY = 86_400;
// The fixture's planned session is 2030-07-20 14:00Z (10:00 in New York): a 25% deposit, the rest
// due 7 venue days before, 2030-07-13 14:00Z; the clock starts 2030-06-14 16:00Z.
const DUE = new Date('2030-07-13T14:00:00.000Z');
const secondsUntil = (from: Date, iso: string) => (new Date(iso).getTime() - from.getTime()) / 1000;

describe.each(databaseKinds)('scheduled balances (%s)', (kind) => {
  const { t, counter, inbox } = useScheduledChargesApp(kind);
  let p: PaymentFixture;
  beforeAll(async () => {
    p = await createPaymentFixture(t.app, t.f);
  });

  const run = () => t.app.balanceCollection.runOnce();
  /** `storefront_scheduled_charges_total{job="balance",outcome="collected"}` now. */
  async function collectedCount(): Promise<number> {
    const metric = await t.app.metrics.registry.getSingleMetric('storefront_scheduled_charges_total')?.get();
    return metric?.values.find((v) => v.labels.job === 'balance' && v.labels.outcome === 'collected')?.value ?? 0;
  }
  const moveTo = (iso: string) => t.clock.advance(secondsUntil(t.clock.now(), iso));

  /**
   * The member buys two gala seats (40.00) and pays the 10.00 deposit with `method`, saving the
   * card (or not); a card needing 3-D Secure is confirmed as the browser would, then paid by its intent.
   */
  async function memberDeposit(save: boolean, method = 'pm_card_visa'): Promise<{ browser: Browser; cart: ApiCart }> {
    const browser = new Browser(t.app);
    expect((await browser.post('/api/login', { username: t.f.member.email, password: t.f.member.password })).status).toBe(200);
    const made = await browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(p.planned.typeId, p.planned.sessionId, 2) },
    });
    expect((await browser.post(`/api/my/cart/${made.body.id}/checkout`, {})).status).toBe(200);
    let paid = await pay(t.app, browser, made.body.id, [card('10.00', method, save ? { save_card: true } : {})]);
    if (paid.status === 402) {
      const action = expectError(paid, 402, 'intent_requires_action');
      const { payment_intent_id: intentId, client_secret: secret } = action._extra as { payment_intent_id: string; client_secret: string };
      await browser.post(`/api/sandbox/stripe/payment_intents/${intentId}/confirm`, { client_secret: secret, action: 'complete' });
      paid = await pay(t.app, browser, made.body.id, [card('10.00', intentId, { source_type: 'payment_intent' })]);
    }
    expect(paid.body).toMatchObject({ state: 'pending', cart_fees: { grand_totals: { total_outstanding: '30.00', total_due: '0.00' } } });
    expect(paid.body.scheduled_payments.map((s) => [s.due_date, s.status])).toEqual([
      [expect.any(String), 'paid'],
      [DUE.toISOString(), 'upcoming'],
    ]);
    return { browser, cart: paid.body };
  }

  /** The member's saved card is another test card (as if saved earlier: the sandbox saves only cards that paid). */
  async function savedCardIs(cart: ApiCart, providerReference: string) {
    await t.app.db.delete(savedPaymentMethods);
    if (!cart.purchaser_identity_id) throw new Error('no purchaser');
    await t.app.db.insert(savedPaymentMethods).values({
      identityId: cart.purchaser_identity_id,
      providerReference,
      customerReference: 'cus_sandbox_test',
      brand: 'visa',
      last4: '0000',
    });
  }

  it('reminds once, 3 seller days before the due date, with the link to the cart’s checkout page', async () => {
    const { cart } = await memberDeposit(true);
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 0, released: 0 });
    moveTo('2030-07-10T13:59:00.000Z');
    expect((await run()).reminded).toBe(0);
    moveTo('2030-07-10T14:00:00.000Z');
    expect((await run()).reminded).toBe(1);
    t.clock.advance(3600);
    expect((await run()).reminded).toBe(0);
    const mails = await inbox(t.f.member.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your balance for booking ${cart.cart_number} is due on Sat, July 13 2030`]);
    expect(mails[0]?.text).toContain('The balance of $30.00 for your booking');
    expect(mails[0]?.text).toContain(`Pay the balance: ${STOREFRONT_URL}/checkout/${cart.id}`);
    expect(counter.charges).toBe(1);
  });

  it('two instances claiming the same reminder: exactly one wins', async () => {
    const { cart } = await memberDeposit(true);
    const now = t.clock.now();
    const claims = await Promise.all([1, 2, 3].map(() => claimStep(t.app.db, cart.id, DUE, 'reminderSentAt', now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('collects the balance on its due date with the saved card, off-session, and books the cart once', async () => {
    const { browser, cart } = await memberDeposit(true);
    const collectedBefore = await collectedCount();
    moveTo('2030-07-13T13:59:59.000Z');
    expect((await run()).collected).toBe(0);
    moveTo(DUE.toISOString());
    const sent = jest.spyOn(t.app.orderEmails, 'sendConfirmation');
    expect(await run()).toEqual({ reminded: 0, collected: 1, failed: 0, released: 0 });
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 0, released: 0 });
    expect(counter).toEqual({ charges: 2, offSession: 1 });
    const booked = (await browser.get<ApiCart>(`/api/my/cart/${cart.id}?include_completed=true`)).body;
    expect(booked.state).toBe('completed');
    expect(booked.completed_payments.map((c) => [c.amount, c.label])).toEqual([
      ['10.00', 'Visa •••• 4242'],
      ['30.00', 'Visa •••• 4242'],
    ]);
    expect(booked.ticket_order).toHaveLength(1);
    expect(sent).toHaveBeenCalledTimes(1);
    sent.mockRestore();
    const [row] = await t.app.db.select().from(balanceCollections).where(eq(balanceCollections.cartId, cart.id));
    expect(row).toMatchObject({ chargeOutcome: 'succeeded', chargeAttemptedAt: DUE });
    expect(await collectedCount()).toBe(collectedBefore + 1);
  });

  it('a declined off-session charge (a card needing authentication) e-mails the buyer the link; the part stays due', async () => {
    const { browser, cart } = await memberDeposit(true, 'pm_card_authenticationRequired');
    // Saved once the browser's 3-D Secure confirmation succeeded (setup_future_usage).
    const saved = await browser.get<ApiList<ApiSavedPaymentMethod>>('/api/my/identity/saved_payment_method');
    expect(saved.body.data).toEqual([{ id: 'pm_card_authenticationRequired', identifier: 'Visa •••• 3184' }]);
    moveTo('2030-07-13T15:00:00.000Z');
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 1, released: 0 });
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 0, released: 0 });
    expect(counter.offSession).toBe(1);
    const after = (await browser.get<ApiCart>(`/api/my/cart/${cart.id}`)).body;
    expect(after.state).toBe('pending');
    expect(after.cart_fees.grand_totals).toMatchObject({ total_outstanding: '30.00', total_due: '30.00' });
    expect(after.scheduled_payments[1]?.status).toBe('overdue');
    const [failed] = await inbox(t.f.member.email);
    expect(failed?.subject).toBe(`Your payment for booking ${cart.cart_number} did not go through`);
    expect(failed?.text).toContain('Your card was declined. This transaction requires authentication.');
    expect(failed?.text).toContain(`${STOREFRONT_URL}/checkout/${cart.id}`);
    // The buyer pays by hand through the link, and the cart is booked.
    const paid = await pay(t.app, browser, cart.id, [card('30.00')]);
    expect(paid.body.state).toBe('completed');
  });

  it('a buyer paying at the same moment: the job charges nothing, sends nothing, and looks again next run', async () => {
    const { browser, cart } = await memberDeposit(true);
    moveTo(DUE.toISOString());
    const racing = jest.spyOn(t.app.payService, 'pay').mockRejectedValueOnce(new PaymentError('payment_in_progress'));
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 0, released: 0 });
    racing.mockRestore();
    expect(await inbox(t.f.member.email)).toEqual([]);
    expect(await run()).toEqual({ reminded: 0, collected: 1, failed: 0, released: 0 });
    expect((await browser.get<ApiCart>(`/api/my/cart/${cart.id}?include_completed=true`)).body.state).toBe('completed');
  });

  it('without a saved card nothing is charged and the buyer is told the balance is due', async () => {
    const { cart } = await memberDeposit(false);
    moveTo(DUE.toISOString());
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 1, released: 0 });
    expect(counter.offSession).toBe(0);
    const [mail] = await inbox(t.f.member.email);
    expect(mail?.text).toContain('is due, and there is no saved card to charge');
    const [row] = await t.app.db.select().from(balanceCollections).where(eq(balanceCollections.cartId, cart.id));
    expect(row?.chargeOutcome).toBe('no_card');
  });

  it('overdue past the grace period: the seller’s default rule releases the tickets and refunds the deposit', async () => {
    const { browser, cart } = await memberDeposit(true);
    await savedCardIs(cart, 'pm_card_chargeDeclined');
    moveTo(DUE.toISOString());
    expect((await run()).failed).toBe(1);
    t.clock.advance(DEFAULT_BALANCE_RULES.overdueGraceDays * DAY - 60);
    expect((await run()).released).toBe(0);
    t.clock.advance(60);
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 0, released: 1 });
    expect((await run()).released).toBe(0);
    const held = await t.app.db.select().from(ticketRows).where(eq(ticketRows.cartId, cart.id));
    expect(held.map((r) => r.state)).toEqual(['cancelled', 'cancelled']);
    const view = await t.app.inject({ method: 'GET', url: `/api/my/cart/${cart.id}`, cookies: { sf_sid: browser.sessionCookie ?? '' } });
    expect(view.statusCode).toBe(410);
    const mails = await inbox(t.f.member.email);
    expect(mails.map((m) => m.subject)).toContain(`Your booking ${cart.cart_number} was cancelled`);
    expect(mails.find((m) => m.subject.endsWith('was cancelled'))?.text).toContain('The $10.00 you paid has been refunded');
  });

  it('the seller’s `hold` rule keeps an overdue booking held and payable', async () => {
    await t.app.db
      .update(sellers)
      .set({ web: { balance_collection: { overdue_action: 'hold', overdue_grace_days: 1, reminder_days_before: 5 } } })
      .where(eq(sellers.id, t.f.sellerId));
    const { browser, cart } = await memberDeposit(false);
    moveTo('2030-07-08T14:00:00.000Z');
    expect((await run()).reminded).toBe(1);
    moveTo('2030-07-16T14:00:00.000Z');
    expect(await run()).toEqual({ reminded: 0, collected: 0, failed: 1, released: 0 });
    expect((await run()).released).toBe(0);
    expect((await browser.get<ApiCart>(`/api/my/cart/${cart.id}`)).body.state).toBe('pending');
  });

  it('seller rules: defaults, and malformed values fall back', () => {
    expect(balanceRulesOf({})).toEqual(DEFAULT_BALANCE_RULES);
    expect(balanceRulesOf({ balance_collection: { reminder_days_before: -1, overdue_grace_days: 'x', overdue_action: 'keep' } })).toEqual(
      DEFAULT_BALANCE_RULES,
    );
    expect(balanceRulesOf({ balance_collection: { reminder_days_before: 0, overdue_grace_days: 10, overdue_action: 'hold' } })).toEqual({
      reminderDaysBefore: 0,
      overdueGraceDays: 10,
      overdueAction: 'hold',
    });
  });

  it('a guest deposit is reminded too (no saved card to charge)', async () => {
    const guest = new Browser(t.app);
    const made = await guest.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(p.planned.typeId, p.planned.sessionId, 1) },
    });
    await storeGuest(guest, made.body.id);
    expect((await pay(t.app, guest, made.body.id, [card('5.00')])).body.state).toBe('pending');
    moveTo('2030-07-11T00:00:00.000Z');
    expect((await run()).reminded).toBe(1);
    expect((await inbox('grace@example.com')).map((m) => m.subject)).toEqual([
      `Your balance for booking ${made.body.cart_number} is due on Sat, July 13 2030`,
    ]);
  });
});
