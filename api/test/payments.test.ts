/**
 * Paying (spec 02 §4, §5, §8; ADR 0008) through the Stripe sandbox, gift cards and the free
 * gateway: every gateway outcome, the amount rules, scheduled payments, checkout rules, the
 * captcha, injected carts, member checkout and saved cards.
 */
import type { ApiCart, ApiLedgerCard, ApiList, ApiSavedPaymentMethod, ApiSellerConfig } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { sellers } from '../src/infra/db/schema';
import type { CardProcessor } from '../src/checkout/payments/card-processor';
import { addMember, tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { countingProcessor, createPaymentFixture, injectCart, resetGiftCards, type PaymentFixture } from './payment-fixtures';
import { card, FREE, giftCard, pay, payWithKey, purchase, storeGuest } from './pay-helpers';

const TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

describe.each(databaseKinds)('payments (%s)', (kind) => {
  const counter = { charges: 0 };
  const t = useFixtureApp(kind, { payments: { wrapCardProcessor: countingProcessor(counter) } });
  let p: PaymentFixture;
  beforeAll(async () => {
    p = await createPaymentFixture(t.app, t.f);
  });
  beforeEach(async () => {
    counter.charges = 0;
    await resetGiftCards(t.app, t.f);
  });

  async function cartOf(browser: Browser, typeId: string, sessionId: string, count = 1) {
    const res = await browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(typeId, sessionId, count) } });
    expect(res.status).toBe(200);
    return res.body;
  }
  /** A cart of `count` adult tour tickets (20.00 each) with its guest purchaser stored. */
  async function adults(browser: Browser, count = 1) {
    const cart = await cartOf(browser, t.f.event.adultId, t.f.sessions.s1, count);
    expect((await storeGuest(browser, cart.id)).status).toBe(200);
    return cart;
  }
  const balance = async (number: string) => (await new Browser(t.app).get<ApiLedgerCard>(`/api/ledger/gift_card/${number}`)).body.balance;

  it('a card payment completes the cart: label, audit entry and confirmation e-mail', async () => {
    const buyer = new Browser(t.app);
    const cart = await adults(buyer, 2);
    const sent = jest.spyOn(t.app.orderEmails, 'sendConfirmation');
    const res = await pay(t.app, buyer, cart.id, [card('40.00')]);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('completed');
    expect(res.body.cart_fees.grand_totals).toMatchObject({ total: '40.00', total_paid: '40.00', total_outstanding: '0.00', total_due: '0.00' });
    expect(res.body.completed_payments).toEqual([
      expect.objectContaining({ gateway_id: 'stripe', amount: '40.00', status: 'succeeded', label: 'Visa •••• 4242' }),
    ]);
    expect(res.body.gateway_audit).toEqual([expect.objectContaining({ action: 'capture', amount: '40.00', gateway_id: 'stripe' })]);
    expect(sent).toHaveBeenCalledWith(res.body.ticket_order.map((o) => o.id));
    sent.mockRestore();
    expect(counter.charges).toBe(1);
  });

  it('declines answer 402 with the provider code and message; nothing is held and another card pays', async () => {
    const buyer = new Browser(t.app);
    const cart = await adults(buyer);
    const declined = expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_card_chargeDeclined')]), 402, 'card_declined', 'payments');
    expect(declined._description).toBe('Your card was declined.');
    expect(declined._extra.decline_code).toBe('generic_decline');
    const poor = expectError(
      await pay(t.app, buyer, cart.id, [card('20.00', 'pm_card_chargeDeclinedInsufficientFunds')]),
      402,
      'card_declined',
    );
    expect(poor._description).toBe('Your card has insufficient funds.');
    expect(poor._extra.decline_code).toBe('insufficient_funds');
    const unknown = expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_nonsense')]), 402, 'resource_missing');
    expect(unknown._description).toBe("No such PaymentMethod: 'pm_nonsense'");
    const after = (await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`)).body;
    expect(after.state).toBe('pending');
    expect(after.completed_payments).toEqual([]);
    expect((await pay(t.app, buyer, cart.id, [card('20.00', 'pm_card_mastercard')])).body.completed_payments[0]?.label).toBe(
      'Mastercard •••• 4444',
    );
  });

  it('authentication: 402 intent_requires_action, the browser confirms, the retry by payment_intent completes', async () => {
    const buyer = new Browser(t.app);
    const cart = await adults(buyer);
    const action = expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_card_authenticationRequired')]), 402, 'intent_requires_action');
    const { payment_intent_id: intentId, client_secret: secret } = action._extra as { payment_intent_id: string; client_secret: string };
    expect(intentId).toMatch(/^pi_sandbox_/);
    const seen = await buyer.get<{ status: string; amount: number; currency: string; last_payment_error: unknown }>(
      `/api/sandbox/stripe/payment_intents/${intentId}?client_secret=${secret}`,
    );
    expect(seen.body).toMatchObject({ status: 'requires_action', amount: 2000, currency: 'usd', last_payment_error: null });
    expectError(await buyer.get(`/api/sandbox/stripe/payment_intents/${intentId}?client_secret=wrong`), 404, 'not_found');
    const confirmed = await buyer.post<{ status: string }>(`/api/sandbox/stripe/payment_intents/${intentId}/confirm`, {
      client_secret: secret,
      action: 'complete',
    });
    expect(confirmed.body.status).toBe('succeeded');
    const retry = await pay(t.app, buyer, cart.id, [card('20.00', intentId, { source_type: 'payment_intent' })]);
    expect(retry.status).toBe(200);
    expect(retry.body.state).toBe('completed');
  });

  it('a failed authentication declines the retry with payment_intent_authentication_failure; another cart’s intent is refused', async () => {
    const buyer = new Browser(t.app);
    const cart = await adults(buyer);
    const action = expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_card_authenticationRequired')]), 402, 'intent_requires_action');
    const { payment_intent_id: intentId, client_secret: secret } = action._extra as { payment_intent_id: string; client_secret: string };
    const failed = await buyer.post<{ status: string; last_payment_error: { code: string } }>(
      `/api/sandbox/stripe/payment_intents/${intentId}/confirm`,
      { client_secret: secret, action: 'fail' },
    );
    expect(failed.body).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
    expectError(await pay(t.app, buyer, cart.id, [card('20.00', intentId, { source_type: 'payment_intent' })]), 402, 'payment_intent_authentication_failure');

    const other = new Browser(t.app);
    const otherCart = await adults(other);
    expectError(await pay(t.app, other, otherCart.id, [card('20.00', intentId, { source_type: 'payment_intent' })]), 402, 'payment_failed');
  });

  it('processing: 402 intent_processing with the cart id; the cart does not expire and reading it books the orders', async () => {
    const buyer = new Browser(t.app);
    const cart = await adults(buyer);
    const processing = expectError(await pay(t.app, buyer, cart.id, [card('20.00', 'pm_sandbox_processing')]), 402, 'intent_processing');
    expect(processing._extra.cart_id).toBe(cart.id);
    const pending = await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`);
    expect(pending.body.state).toBe('pending');
    expectError(await pay(t.app, buyer, cart.id, [card('20.00')]), 409, 'payment_in_progress');
    expectError(await buyer.post(`/api/my/cart/${cart.id}/modify`, {}), 409, 'incorrect_cart_state');
    t.clock.advance(1000); // past the hold (900 s) and the sandbox's processing time
    expect(await t.app.cartSweeper.sweepOnce()).toBe(0);
    const booked = expectError(await buyer.get(`/api/my/cart/${cart.id}`), 409, 'cart_booked');
    expect(booked._extra.order_ids).toHaveLength(1);
    const done = (await buyer.get<ApiCart>(`/api/my/cart/${cart.id}?include_completed=true`)).body;
    expect(done.gateway_audit).toEqual([expect.objectContaining({ action: 'capture', amount: '20.00' })]);
  });

  it('amount rules: entries required, a key required, the sum must match, the free gateway only when nothing is due', async () => {
    const buyer = new Browser(t.app);
    const cart = await adults(buyer);
    const none = expectError(await pay(t.app, buyer, cart.id, []), 400, 'validation_failed', 'payments');
    expect(none._description).toBe('At least one payment entry is required.');
    expectError(await pay(t.app, buyer, cart.id, [card('20.00')], null), 400, 'idempotency_key_required');
    expectError(await pay(t.app, buyer, cart.id, [card('20.00')], 'short'), 400, 'idempotency_key_required');
    expectError(await pay(t.app, buyer, cart.id, [card('25.00')]), 400, 'payment_amount_mismatch', 'payments');
    expectError(await pay(t.app, buyer, cart.id, FREE), 400, 'free_not_allowed');
    expectError(await pay(t.app, buyer, cart.id, [card('10.00'), card('10.00', 'pm_card_mastercard')]), 400, 'validation_failed');
    expectError(
      await payWithKey(t.app, buyer, `/api/my/cart/${cart.id}/pay`, { payments: [{ gateway_id: 'stripe', amount: '20.00' }] }),
      400,
      'validation_failed',
      'payments',
    );
    expectError(
      await payWithKey(t.app, buyer, `/api/my/cart/${cart.id}/pay`, { payments: [{ gateway_id: 'cash', amount: '20.00' }] }),
      400,
      'validation_failed',
      'payments',
    );
    expectError(await payWithKey(t.app, buyer, `/api/my/cart/${cart.id}/pay`, { payments: 'all' }), 400, 'validation_failed');
    expectError(await payWithKey(t.app, buyer, `/api/my/cart/${cart.id}/pay`, { payments: [{ gateway_id: 'free', amount: '-1' }] }), 400, 'validation_failed');
    expectError(await pay(t.app, new Browser(t.app), cart.id, [card('20.00')]), 403, 'cart_access_denied');
    expectError(await pay(t.app, buyer, 'not-a-cart', [card('20.00')]), 404, 'not_found');
    expect(counter.charges).toBe(0);
  });

  it.each([
    ['USD 0.49 is refused', 'usd', 'cents49', '0.49', false],
    ['USD 0.50 is taken', 'usd', 'cents50', '0.50', true],
    ['GBP 0.29 is refused', 'gbp', 'pence29', '0.29', false],
    ['GBP 0.30 is taken', 'gbp', 'pence30', '0.30', true],
    ['1,000,000.00 is refused', 'usd', 'million', '1000000.00', false],
  ] as const)('card bounds: %s', async (_name, currency, key, amount, ok) => {
    const buyer = new Browser(t.app);
    const typeId = currency === 'usd' ? p.usd[key as keyof PaymentFixture['usd']] : p.gbp[key as keyof PaymentFixture['gbp']];
    const sessionId = currency === 'usd' ? t.f.sessions.s1 : t.f.other.sessionId;
    const cart = await cartOf(buyer, typeId, sessionId);
    await storeGuest(buyer, cart.id);
    const res = await pay(t.app, buyer, cart.id, [card(amount)]);
    if (ok) {
      expect(res.status).toBe(200);
      expect(res.body.state).toBe('completed');
    } else {
      expect(expectError(res, 400, 'payment_not_supported', 'payments')._description).toBe('Payment is not supported for this amount.');
      expect(counter.charges).toBe(0);
    }
  });

  it('gift cards: lookup, part by gift card and the rest by card, empty, inactive, unknown, other currency', async () => {
    const buyer = new Browser(t.app);
    expect((await buyer.get<ApiLedgerCard>(`/api/ledger/gift_card/${p.giftCards.fifty}`)).body).toEqual({
      number: p.giftCards.fifty,
      balance: '50.00',
      currency_code: 'USD',
      state: 'active',
    });
    expect(expectError(await buyer.get('/api/ledger/gift_card/NOPE'), 404, 'ledger_not_found')._description).toBe('Gift card not found');
    expectError(await buyer.get(`/api/ledger/gift_card/${'9'.repeat(71)}`), 400, 'validation_failed');

    const cart = await adults(buyer, 3);
    const empty = expectError(await pay(t.app, buyer, cart.id, [giftCard('10.00', p.giftCards.empty), card('50.00')]), 422, 'ledger_empty', 'ledger');
    expect(empty._description).toBe('Gift Card balance is $0');
    expectError(await pay(t.app, buyer, cart.id, [giftCard('10.00', p.giftCards.inactive), card('50.00')]), 422, 'ledger_empty');
    const unknown = expectError(await pay(t.app, buyer, cart.id, [giftCard('10.00', 'GC-NONE'), card('50.00')]), 404, 'ledger_not_found');
    expect(unknown._description).toBe('Gift card not found');
    expectError(await pay(t.app, buyer, cart.id, [giftCard('10.00', p.giftCards.pounds), card('50.00')]), 422, 'ledger_currency_mismatch');
    expectError(await pay(t.app, buyer, cart.id, [giftCard('60.00', p.giftCards.fifty)]), 422, 'ledger_insufficient_balance');

    // The card is declined: the gift card's balance comes back.
    expectError(await pay(t.app, buyer, cart.id, [giftCard('15.00', p.giftCards.fifty), card('45.00', 'pm_card_chargeDeclined')]), 402, 'card_declined');
    expect(await balance(p.giftCards.fifty)).toBe('50.00');

    const paid = await pay(t.app, buyer, cart.id, [card('45.00'), giftCard('15.00', p.giftCards.fifty)]);
    expect(paid.status).toBe(200);
    expect(paid.body.state).toBe('completed');
    expect(paid.body.completed_payments.map((x) => [x.gateway_id, x.amount, x.label])).toEqual(
      expect.arrayContaining([
        ['ledger', '15.00', 'Gift card •••• 0042'],
        ['stripe', '45.00', 'Visa •••• 4242'],
      ]),
    );
    expect(await balance(p.giftCards.fifty)).toBe('35.00');

    // In pounds the symbol follows the cart's currency.
    const zoo = await cartOf(buyer, t.f.other.typeId, t.f.other.sessionId);
    await storeGuest(buyer, zoo.id);
    const gbpEmpty = await pay(t.app, buyer, zoo.id, [giftCard('24.00', p.giftCards.empty)]);
    expect(expectError(gbpEmpty, 422, 'ledger_empty')._description).toBe('Gift Card balance is £0');
    const byGiftCard = await pay(t.app, buyer, zoo.id, [giftCard('20.00', p.giftCards.pounds), card('4.00')]);
    expect(byGiftCard.body.state).toBe('completed');
    expect(await balance(p.giftCards.pounds)).toBe('0.00');
  });

  it('scheduled payments: the deposit leaves the rest outstanding with its due date; the cart holds; the rest completes it', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, p.planned.typeId, p.planned.sessionId, 2);
    expect(cart.scheduled_payments.map((s) => [s.amount, s.status])).toEqual([
      ['10.00', 'upcoming'],
      ['30.00', 'upcoming'],
    ]);
    expect(cart.scheduled_payments[1]?.due_date).toBe('2030-07-13T14:00:00.000Z');
    expect(cart.cart_fees.grand_totals).toMatchObject({ total_outstanding: '40.00', total_due: '10.00' });
    await storeGuest(buyer, cart.id);
    expectError(await pay(t.app, buyer, cart.id, [card('9.99')]), 400, 'payment_amount_mismatch');
    expectError(await pay(t.app, buyer, cart.id, [card('40.01')]), 400, 'payment_amount_mismatch');
    const deposit = await pay(t.app, buyer, cart.id, [card('10.00')]);
    expect(deposit.status).toBe(200);
    expect(deposit.body.state).toBe('pending');
    expect(deposit.body.cart_fees.grand_totals).toMatchObject({ total_paid: '10.00', total_outstanding: '30.00', total_due: '0.00' });
    expect(deposit.body.scheduled_payments.map((s) => s.status)).toEqual(['paid', 'upcoming']);
    expect(deposit.body.expires_at).toBe(p.planned.sessionStart);

    t.clock.advance(27 * 86_400); // 2030-07-11: long past the 15-minute hold, before the balance date
    expect(await t.app.cartSweeper.sweepOnce()).toBe(0);
    t.clock.advance(3 * 86_400); // 2030-07-14: the balance is overdue
    const overdue = (await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`)).body;
    expect(overdue.scheduled_payments.map((s) => s.status)).toEqual(['paid', 'overdue']);
    expect(overdue.cart_fees.grand_totals.total_due).toBe('30.00');
    expectError(await pay(t.app, buyer, cart.id, [card('20.00')]), 400, 'payment_amount_mismatch');
    const rest = await pay(t.app, buyer, cart.id, [card('30.00')]);
    expect(rest.body.state).toBe('completed');
    expect(rest.body.cart_fees.grand_totals).toMatchObject({ total_paid: '40.00', total_outstanding: '0.00' });
  });

  it('a blocking checkout rule refuses pay until the checkout code is applied', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, p.blocked.typeId, p.blocked.sessionId);
    expect(cart.cartmods).toEqual([expect.objectContaining({ name: 'Press accreditation', blocking_checkout: true, activating_code_groups: ['press'] })]);
    await storeGuest(buyer, cart.id);
    const blocked = expectError(await pay(t.app, buyer, cart.id, [card('20.00')]), 409, 'rule_blocks_reserve', 'checkout_rules');
    expect(blocked._extra.block_reason).toBe('code_required');
    expectError(await buyer.post(`/api/my/cart/${cart.id}/apply_code`, { code: 'WRONG' }), 400, 'code_not_found');
    const applied = await buyer.post<ApiCart>(`/api/my/cart/${cart.id}/apply_code`, { code: p.blocked.code.toLowerCase() });
    expect(applied.status).toBe(200);
    expect(applied.body.cartmods.some((m) => m.blocking_checkout)).toBe(false);
    expect((await pay(t.app, buyer, cart.id, [card('20.00')])).body.state).toBe('completed');
    expect(counter.charges).toBe(1);
  });

  it('captcha: required and verified for guests when the seller has one configured; the seller config names the sandbox', async () => {
    await t.app.db.update(sellers).set({ web: { checkout_captcha: true } }).where(eq(sellers.id, t.f.sellerId));
    try {
      const config = (await new Browser(t.app).get<ApiSellerConfig>('/api/sellers/museum')).body;
      expect(config.providers).toEqual({
        stripe: { publishable_key: 'pk_test_sandbox', sandbox_script_url: '/api/sandbox/stripe.js' },
        captcha: { provider: 'hcaptcha', site_key: '10000000-ffff-ffff-ffff-000000000001', sandbox_script_url: '/api/sandbox/hcaptcha.js' },
      });
      expect((await new Browser(t.app).get<ApiSellerConfig>('/api/sellers/zoo')).body.providers.captcha).toBeNull();
      const buyer = new Browser(t.app);
      const cart = await cartOf(buyer, t.f.event.adultId, t.f.sessions.s1);
      expectError(await storeGuest(buyer, cart.id), 400, 'captcha_required', 'captcha');
      expectError(await storeGuest(buyer, cart.id, { captcha: { provider: 'hcaptcha', token: 'forged' } }), 400, 'captcha_invalid', 'captcha');
      const ok = await storeGuest(buyer, cart.id, { captcha: { provider: 'hcaptcha', token: TEST_TOKEN } });
      expect(ok.status).toBe(200);
      expect(ok.body.purchaser_identity_id).not.toBeNull();
    } finally {
      await t.app.db.update(sellers).set({ web: {} }).where(eq(sellers.id, t.f.sellerId));
    }
  });

  it('injected carts: paid through cart/…; every other cart is refused there; send_email false sends nothing', async () => {
    const staff = new Browser(t.app);
    const web = await adults(staff);
    expectError(await payWithKey(t.app, new Browser(t.app), `/api/cart/${web.id}/pay`, { payments: [card('20.00')] }), 403, 'cart_access_denied');
    expectError(
      await payWithKey(t.app, new Browser(t.app), `/api/cart/${web.id}/guest_checkout`, { payments: [card('20.00')] }),
      403,
      'cart_access_denied',
    );

    expectError(await new Browser(t.app).get(`/api/cart/${web.id}`), 403, 'cart_access_denied');
    const injected = await cartOf(staff, t.f.event.adultId, t.f.sessions.s1);
    await injectCart(t.app, injected.id);
    const customer = new Browser(t.app);
    expect((await customer.get<ApiCart>(`/api/cart/${injected.id}`)).body).toMatchObject({ id: injected.id, state: 'pending' });
    const sent = jest.spyOn(t.app.orderEmails, 'sendConfirmation');
    const res = await payWithKey(t.app, customer, `/api/cart/${injected.id}/guest_checkout`, { payments: [card('20.00')], send_email: false });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('completed');
    expect(sent).not.toHaveBeenCalled();
    expectError(await customer.get(`/api/cart/${injected.id}`), 409, 'cart_booked');
    expect((await customer.get<ApiCart>(`/api/cart/${injected.id}?include_completed=true`)).body.state).toBe('completed');

    const second = await cartOf(staff, t.f.event.adultId, t.f.sessions.s1);
    await injectCart(t.app, second.id);
    const viaPay = await payWithKey(t.app, customer, `/api/cart/${second.id}/pay`, { payments: [card('20.00')] });
    expect(viaPay.body.state).toBe('completed');
    expect(sent).toHaveBeenCalledTimes(1);
    sent.mockRestore();
  });

  it('the demo injected cart: made by the sandbox for a demo customer, paid through cart/…', async () => {
    const made = await new Browser(t.app).post<{ cart_id: string; purchaser: string; checkout_url: string }>('/api/sandbox/injected_cart');
    expect(made.status).toBe(200);
    expect(made.body.checkout_url).toBe(`/checkout?cartId=${made.body.cart_id}&purchaser=${made.body.purchaser}`);
    const customer = new Browser(t.app);
    const paid = await payWithKey(t.app, customer, `/api/cart/${made.body.cart_id}/guest_checkout`, { payments: [card('40.00')] });
    expect(paid.body).toMatchObject({ state: 'completed', purchaser_identity_id: made.body.purchaser });
  });

  it('member checkout: the member owning the cart buys it, saves the card and pays with it next time; others are refused', async () => {
    const ada = new Browser(t.app);
    expect((await ada.post('/api/login', { username: t.f.member.email, password: t.f.member.password })).status).toBe(200);
    const cart = await cartOf(ada, t.f.event.adultId, t.f.sessions.s1);
    expectError(await storeGuest(ada, cart.id), 403, 'member_cart');
    const checkout = await ada.post<ApiCart>(`/api/my/cart/${cart.id}/checkout`, {});
    expect(checkout.status).toBe(200);
    expect(checkout.body.purchaser_identity_id).toBe(cart.identity_id);
    expect((await pay(t.app, ada, cart.id, [card('20.00', 'pm_card_visa', { save_card: true })])).body.state).toBe('completed');
    const saved = (await ada.get<ApiList<ApiSavedPaymentMethod>>('/api/my/identity/saved_payment_method')).body.data;
    expect(saved).toEqual([{ id: 'pm_card_visa', identifier: 'Visa •••• 4242' }]);
    expect((await new Browser(t.app).get<ApiList<ApiSavedPaymentMethod>>('/api/my/identity/saved_payment_method')).body).toEqual({ data: [] });

    const next = await cartOf(ada, t.f.event.adultId, t.f.sessions.s2);
    await ada.post(`/api/my/cart/${next.id}/checkout`, {});
    const again = await pay(t.app, ada, next.id, [card('20.00', 'pm_card_visa', { source_type: 'saved_card' })]);
    expect(again.body.state).toBe('completed');

    await addMember(t.app, { first_name: 'Bob', last_name: 'Other', email: 'bob@example.com', password: 'Member-Pass-2' });
    const bob = new Browser(t.app);
    await bob.post('/api/login', { username: 'bob@example.com', password: 'Member-Pass-2' });
    const third = await cartOf(ada, t.f.event.adultId, t.f.sessions.s2);
    const denied = expectError(await bob.post(`/api/my/cart/${third.id}/checkout`, {}), 403, 'cart_access_denied');
    expect(denied._description).toBe('This cart belongs to another member');
    expectError(await pay(t.app, bob, third.id, [card('20.00', 'pm_card_visa', { source_type: 'saved_card' })]), 403, 'cart_access_denied');
    expectError(await new Browser(t.app).post(`/api/my/cart/${third.id}/checkout`, {}), 403, 'cart_access_denied');
    // A guest cannot pay with a member's saved card.
    const guest = new Browser(t.app);
    const guestCart = await adults(guest);
    expectError(await pay(t.app, guest, guestCart.id, [card('20.00', 'pm_card_visa', { source_type: 'saved_card' })]), 400, 'saved_card_not_found');
  });

  it('a free cart pays with the free gateway and nothing else', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartOf(buyer, t.f.free.typeId, t.f.free.sessionId);
    expectError(await purchase(t.app, buyer, cart.id, [card('0.00')]), 400, 'payment_amount_mismatch');
    expect((await pay(t.app, buyer, cart.id, FREE)).body.state).toBe('completed');
  });
});

describe('a processing card payment that fails later (pglite)', () => {
  // The card processor says the processing intent failed when it is next asked.
  const failLater = (inner: CardProcessor): CardProcessor => ({
    createIntent: (request) => inner.createIntent(request),
    findIntentByKey: (key) => inner.findIntentByKey(key),
    retrieveIntent: async (id) => ({ ...(await inner.retrieveIntent(id)), status: 'requires_payment_method' as const }),
    refund: (id) => inner.refund(id),
    createCustomer: (input) => inner.createCustomer(input),
  });
  const t = useFixtureApp('pglite', { payments: { wrapCardProcessor: failLater } });
  beforeAll(async () => {
    await createPaymentFixture(t.app, t.f);
  });

  it('gives the gift card back, records the refund, and leaves the cart payable again', async () => {
    const buyer = new Browser(t.app);
    const cart = (
      await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } })
    ).body;
    await storeGuest(buyer, cart.id);
    const entries = [giftCard('5.00', 'GC-5000-0042'), card('15.00', 'pm_sandbox_processing')];
    expectError(await pay(t.app, buyer, cart.id, entries), 402, 'intent_processing');
    expect((await buyer.get<ApiLedgerCard>('/api/ledger/gift_card/GC-5000-0042')).body.balance).toBe('45.00');
    const after = (await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`)).body;
    expect(after.state).toBe('pending');
    expect(after.cart_fees.grand_totals).toMatchObject({ total_paid: '0.00', total_outstanding: '20.00' });
    expect(after.gateway_audit.map((a) => [a.action, a.amount])).toEqual([
      ['capture', '5.00'],
      ['refund', '5.00'],
    ]);
    expect((await buyer.get<ApiLedgerCard>('/api/ledger/gift_card/GC-5000-0042')).body.balance).toBe('50.00');
    expect((await pay(t.app, buyer, cart.id, [card('20.00')])).body.state).toBe('completed');
  });
});
