import type { ApiCart, ApiCodeLookup } from '@storefront/shared/wire';
import { eq, ne } from 'drizzle-orm';
import { promoCodes } from '../src/infra/db/schema';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { tickets } from './fixtures';

const DAY = 86_400_000;

describe.each(databaseKinds)('promo codes (%s)', (kind) => {
  const t = useFixtureApp(kind);

  beforeAll(async () => {
    const now = t.clock.now().getTime();
    const base = { sellerId: t.f.sellerId, kind: 'discount' as const };
    await t.app.db.insert(promoCodes).values([
      { ...base, code: 'SAVE10', name: '10% off', description: '10% off every ticket', percentOff: 10 },
      { ...base, code: 'FIVEOFF', name: '5.00 off', amountOffMinor: 500 },
      { ...base, code: 'USEDUP', percentOff: 20, maxUses: 1, uses: 1 },
      { ...base, code: 'OLDCODE', percentOff: 15, validFrom: new Date(now - 60 * DAY), validTo: new Date(now - 30 * DAY) },
      { ...base, code: 'SOON', percentOff: 15, validFrom: new Date(now + DAY) },
      { ...base, code: 'KIDSFREE', name: 'Kids go free', percentOff: 100, ticketTypeId: t.f.event.childId },
      { ...base, code: 'ONCE', amountOffMinor: 100, maxUses: 1 },
      { ...base, code: 'ZOO10', percentOff: 10, sellerId: t.f.otherSellerId },
    ]);
  });
  beforeEach(async () => {
    await t.app.db.update(promoCodes).set({ uses: 0 }).where(ne(promoCodes.code, 'USEDUP'));
  });

  async function cartWith(browser: Browser, adults: number, children = 0): Promise<ApiCart> {
    const res = await browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: [...tickets(t.f.event.adultId, t.f.sessions.s1, adults), ...tickets(t.f.event.childId, t.f.sessions.s1, children)] },
    });
    expect(res.status).toBe(200);
    return res.body;
  }
  const apply = (browser: Browser, cart: ApiCart, code: string) => browser.post<ApiCart>(`/api/my/cart/${cart.id}/apply_code`, { code });
  const totals = (cart: ApiCart) => cart.cart_fees.grand_totals;
  /** [face, adjusted] per ticket, sorted (tickets reserved together share their creation time). */
  const values = (cart: ApiCart) => cart.tickets.map((x) => [x.face_value, x.adjusted_value]).sort();

  it('a percentage code lowers every ticket; the cart answers its cartmod and totals', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartWith(buyer, 2, 1);
    expect(totals(cart)).toEqual({ total: '50.00', total_outstanding: '50.00', total_due: '50.00', total_paid: '0.00', outside_fees: '0.00' });
    const res = await apply(buyer, cart, ' save10 ');
    expect(res.status).toBe(200);
    expect(values(res.body)).toEqual([
      ['10.00', '9.00'],
      ['20.00', '18.00'],
      ['20.00', '18.00'],
    ]);
    expect(totals(res.body)).toEqual({ total: '45.00', total_outstanding: '45.00', total_due: '45.00', total_paid: '0.00', outside_fees: '0.00' });
    expect(res.body.cartmods).toEqual([
      {
        id: expect.any(String),
        code: 'SAVE10',
        name: '10% off',
        description: '10% off every ticket',
        blocking_checkout: false,
        discount: '5.00',
        activating_code_groups: [],
      },
    ]);
    expect(res.body.expires_at).toBe(cart.expires_at);
    // The same code again changes nothing; tickets added later get the discount too.
    expect(totals((await apply(buyer, cart, 'SAVE10')).body).total).toBe('45.00');
    const more = await buyer.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, { reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } });
    expect(totals(more.body).total).toBe('63.00');
    expect(more.body.cartmods[0]?.discount).toBe('7.00');
    const [row] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.code, 'SAVE10'));
    expect(row?.uses).toBe(1);
  });

  it('a fixed code takes its amount off the order, and codes combine', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartWith(buyer, 1);
    const res = await apply(buyer, cart, 'FIVEOFF');
    expect(totals(res.body).total).toBe('15.00');
    expect(res.body.cartmods[0]).toMatchObject({ code: 'FIVEOFF', name: '5.00 off', discount: '5.00', description: null });
    const both = (await apply(buyer, cart, 'SAVE10')).body;
    expect(totals(both).total).toBe('13.50');
    expect(both.cartmods.map((m) => [m.code, m.discount])).toEqual([
      ['FIVEOFF', '5.00'],
      ['SAVE10', '1.50'],
    ]);
    // Removing the ticket reprices: nothing left to discount.
    const empty = (await buyer.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [cart.tickets[0]?.id] } })).body;
    expect(totals(empty).total).toBe('0.00');
    expect(empty.cartmods.map((m) => m.discount)).toEqual(['0.00', '0.00']);
  });

  it('a code limited to a ticket type lowers only that type; without one it is no_code_benefit', async () => {
    const buyer = new Browser(t.app);
    const adults = await cartWith(buyer, 2);
    const none = expectError(await apply(buyer, adults, 'KIDSFREE'), 422, 'no_code_benefit', 'code');
    expect(none._description).toBe('This promo code does not apply to the tickets in your cart.');
    expect((await buyer.get<ApiCart>(`/api/my/cart/${adults.id}`)).body.cartmods).toEqual([]);
    const family = await cartWith(buyer, 1, 2);
    const res = (await apply(buyer, family, 'KIDSFREE')).body;
    expect(values(res)).toEqual([
      ['10.00', '0.00'],
      ['10.00', '0.00'],
      ['20.00', '20.00'],
    ]);
    expect(totals(res)).toEqual({ total: '20.00', total_outstanding: '20.00', total_due: '20.00', total_paid: '0.00', outside_fees: '0.00' });
    expect(res.cartmods[0]?.discount).toBe('20.00');
  });

  it('unknown, expired, not yet valid, exhausted and other-seller codes are refused in the spec shape', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartWith(buyer, 1);
    const unknown = expectError(await apply(buyer, cart, 'NOPE'), 400, 'code_not_found', 'code');
    expect(unknown._description).toBe('"NOPE" is not a valid promo code.');
    expect(unknown._extra).toEqual({ code: 'NOPE' });
    const old = expectError(await apply(buyer, cart, 'oldcode'), 400, 'code_not_found', 'code');
    expect(old._description).toBe('"OLDCODE" has expired.');
    expect(old._extra.reason).toBe('expired');
    expect(expectError(await apply(buyer, cart, 'SOON'), 400, 'code_not_found')._description).toBe('"SOON" is not valid yet.');
    const used = expectError(await apply(buyer, cart, 'USEDUP'), 409, 'code_exhausted', 'code');
    expect(used._description).toBe('This promo code has already been used the maximum number of times.');
    expectError(await apply(buyer, cart, 'ZOO10'), 400, 'code_not_found');
    expectError(await buyer.post(`/api/my/cart/${cart.id}/apply_code`, { code: 'X' }), 400, 'validation_failed');
    expectError(await buyer.post(`/api/my/cart/${cart.id}/apply_code`, {}), 400, 'validation_failed');
    expect(totals((await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`)).body).total).toBe('20.00');

    // A code with one use left goes to the first cart only.
    expect((await apply(buyer, cart, 'ONCE')).status).toBe(200);
    const other = await cartWith(new Browser(t.app), 1);
    expectError(await apply(buyer, other, 'ONCE'), 403, 'cart_access_denied');
    const second = new Browser(t.app);
    const secondCart = await cartWith(second, 1);
    expectError(await apply(second, secondCart, 'ONCE'), 409, 'code_exhausted');
  });

  it('apply_code on an expired or unknown cart', async () => {
    const buyer = new Browser(t.app);
    const cart = await cartWith(buyer, 1);
    expectError(await apply(buyer, { ...cart, id: '00000000-0000-4000-8000-000000000000' }, 'SAVE10'), 404, 'not_found');
    t.clock.advance(900);
    expectError(await apply(buyer, cart, 'SAVE10'), 410, 'cart_expired');
  });

  it('the modify body apply_code.codes applies discounts after reserving, silently without benefit', async () => {
    const buyer = new Browser(t.app);
    const res = await buyer.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      apply_code: { codes: ['save10', 'KIDSFREE'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.cartmods.map((m) => m.code)).toEqual(['SAVE10']);
    expect(totals(res.body).total).toBe('18.00');
    expectError(
      await buyer.post(`/api/my/cart/${res.body.id}/modify`, { apply_code: { codes: ['OLDCODE'] } }),
      400,
      'code_not_found',
    );
  });

  it('apply_code_default applies the tenant defaults where they give a benefit and skips the rest silently', async () => {
    const buyer = new Browser(t.app);
    const adultsOnly = await buyer.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      // Kids-only code with no child ticket, used up, expired, unknown: none refuses the reservation.
      apply_code_default: { codes: ['KIDSFREE', 'USEDUP', 'OLDCODE', 'NOPE'] },
    });
    expect(adultsOnly.status).toBe(200);
    expect(adultsOnly.body.cartmods).toEqual([]);
    expect(totals(adultsOnly.body).total).toBe('20.00');

    const withChild = await buyer.post<ApiCart>(`/api/my/cart/${adultsOnly.body.id}/modify`, {
      reserve: { tickets: tickets(t.f.event.childId, t.f.sessions.s1, 1) },
      apply_code_default: { codes: ['KIDSFREE'] },
    });
    expect(withChild.status).toBe(200);
    expect(withChild.body.cartmods.map((m) => m.code)).toEqual(['KIDSFREE']);
    expect(totals(withChild.body).total).toBe('20.00');
    // Sent again with the next reservation: already applied, nothing changes or fails.
    const again = await buyer.post<ApiCart>(`/api/my/cart/${adultsOnly.body.id}/modify`, {
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      apply_code_default: { codes: ['KIDSFREE'] },
    });
    expect(again.body.cartmods.map((m) => m.code)).toEqual(['KIDSFREE']);
    expect(totals(again.body).total).toBe('40.00');
    expectError(await buyer.post(`/api/my/cart/${adultsOnly.body.id}/modify`, { apply_code_default: {} }), 400, 'validation_failed');
  });

  it('GET code/{code} looks a code up', async () => {
    const anyone = new Browser(t.app);
    const kids = await anyone.get<ApiCodeLookup>('/api/code/kidsfree?mode=advertise,code');
    expect(kids.status).toBe(200);
    expect(kids.body).toMatchObject({
      code: 'KIDSFREE',
      valid_from: null,
      valid_to: null,
      exhausted: false,
      discounted_amount: '0.00',
      cartmod: { name: 'Kids go free', description: null, blocking_checkout: false, activating_code_groups: [] },
      ticket_type: { id: t.f.event.childId, name: 'Child', currency_amount: '10.00' },
    });
    const save = (await anyone.get<ApiCodeLookup>('/api/code/SAVE10')).body;
    expect(save).toMatchObject({ discounted_amount: null, ticket_type: null, exhausted: false });
    expect((await anyone.get<ApiCodeLookup>('/api/code/USEDUP')).body.exhausted).toBe(true);
    expect((await anyone.get<ApiCodeLookup>('/api/code/OLDCODE')).body.valid_to).toBe(new Date(t.clock.now().getTime() - 30 * DAY).toISOString());
    expect((await anyone.get<ApiCodeLookup>(`/api/code/ZOO10?seller_id=${t.f.otherSellerId}`)).status).toBe(200);
    const missing = expectError(await anyone.get('/api/code/NOPE'), 404, 'code_not_found', 'code');
    expect(missing._description).toBe('"NOPE" is not a valid promo code.');
    expectError(await anyone.get('/api/code/ZOO10'), 404, 'code_not_found');
    expectError(await anyone.get('/api/code/SAVE10?mode=everything'), 400, 'validation_failed');
  });
});
