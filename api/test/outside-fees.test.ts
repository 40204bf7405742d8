import type { ApiCalendarDate, ApiCart, ApiEvent, ApiEventListing, ApiList, ApiSellerConfig, ApiSession } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { ticketTypes } from '../src/infra/db/schema';
import { loadDemo } from '../src/demo/seed';
import { tickets } from './fixtures';
import { Browser, buildTestApp, databaseKinds, expectError, useFixtureApp, type TestApp } from './helper';
import { card, FREE, pay, purchase, storeGuest } from './pay-helpers';

/** Spec 01 §3 Ticket type `outside_fees`, §9 Prices: fees per ticket, on top of the adjusted value, never discounted. */
describe('outside fees in the demo (pglite)', () => {
  let t: TestApp;
  let museum: ApiSellerConfig;
  let zoo: ApiSellerConfig;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await loadDemo(t.app.db, { now: t.clock.now(), passwords: t.app.passwords });
    const sellers = (await new Browser(t.app).get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    [museum, zoo] = sellers as [ApiSellerConfig, ApiSellerConfig];
  });
  afterAll(() => t.close());

  const event = async (browser: Browser, seller: ApiSellerConfig, name: string) => {
    const listing = (await browser.get<ApiEventListing>(`/api/events/available?seller_id=${seller.id}`)).body;
    const found = listing.data.find((e) => e.name === name);
    if (!found) throw new Error(`${name} is not listed`);
    return (await browser.get<ApiEvent>(`/api/events/${found.id}`)).body;
  };
  const fees = (e: ApiEvent) => e.ticket_type?.map((x) => [x.name, x.outside_fees]);
  const booking = (fee: string) => [{ name: 'Booking fee', fee }];

  /** A cart with `count` General seating tickets for the first jazz evening that has room. */
  async function jazzCart(browser: Browser, count: number) {
    const jazz = await event(browser, museum, 'Evening Jazz in the Sculpture Garden');
    const open = (await browser.get<ApiList<ApiSession>>(`/api/events/${jazz.id}/sessions?sold_out=false`)).body.data[0];
    const res = await browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(jazz.ticket_type?.[0]?.id ?? '', open?.id ?? '', count) },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  it('ticket types carry their outside fees; only the demo types with fees have any', async () => {
    const browser = new Browser(t.app);
    expect(fees(await event(browser, museum, 'Evening Jazz in the Sculpture Garden'))).toEqual([['General seating', booking('2.00')]]);
    expect(fees(await event(browser, museum, 'General Admission'))).toEqual([
      ['Adult', []],
      ['Child', []],
      ['Senior', []],
    ]);
    expect(museum.web.advertise_price_including_fees).toBe(false);
    expect(zoo.web.advertise_price_including_fees).toBe(true);
    expect(fees(await event(browser, zoo, 'Zoo Day Ticket'))).toEqual([
      ['Adult', booking('1.00')],
      ['Child (3–15)', booking('1.00')],
      ['Concession', booking('1.00')],
    ]);
    expect(fees(await event(browser, zoo, 'Penguin Feeding Encounter'))).toEqual([['Participant', booking('1.50')]]);
  });

  it('cart totals add the fees; a promo code discounts the tickets, never the fees', async () => {
    const browser = new Browser(t.app);
    const cart = await jazzCart(browser, 2);
    expect(cart.cart_fees.grand_totals).toEqual({ total: '94.00', total_outstanding: '94.00', total_due: '94.00', total_paid: '0.00', outside_fees: '4.00' });
    const saved = await browser.post<ApiCart>(`/api/my/cart/${cart.id}/apply_code`, { code: 'SAVE10' });
    expect(saved.status).toBe(200);
    expect(saved.body.cartmods[0]?.discount).toBe('9.00');
    expect(saved.body.cart_fees.grand_totals).toEqual({ total: '85.00', total_outstanding: '85.00', total_due: '85.00', total_paid: '0.00', outside_fees: '4.00' });

    const removed = await browser.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [cart.tickets[0]?.id] } });
    expect(removed.status).toBe(200);
    expect(removed.body.cart_fees.grand_totals).toEqual({ total: '42.50', total_outstanding: '42.50', total_due: '42.50', total_paid: '0.00', outside_fees: '2.00' });
    const empty = await browser.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [cart.tickets[1]?.id] } });
    expect(empty.body.cart_fees.grand_totals).toEqual({ total: '0.00', total_outstanding: '0.00', total_due: '0.00', total_paid: '0.00', outside_fees: '0.00' });
  });

  it('checkout asks for the fees too', async () => {
    const browser = new Browser(t.app);
    const cart = await jazzCart(browser, 2);
    // The museum asks guests for a captcha; the sandbox takes hCaptcha's test token.
    expect((await storeGuest(browser, cart.id, { captcha: { provider: 'hcaptcha', token: '10000000-aaaa-bbbb-cccc-000000000001' } })).status).toBe(200);
    const refused = expectError(await pay(t.app, browser, cart.id, FREE), 400, 'free_not_allowed', 'payments');
    expect(refused._extra.total_outstanding).toBe('94.00');
    const paid = await pay(t.app, browser, cart.id, [card('94.00')]);
    expect(paid.status).toBe(200);
    expect(paid.body.state).toBe('completed');
    expect(paid.body.cart_fees.grand_totals.total_paid).toBe('94.00');
  });

  it('calendar dates carry the fees of the ticket that makes min_price', async () => {
    const browser = new Browser(t.app);
    const jazz = await event(browser, museum, 'Evening Jazz in the Sculpture Garden');
    const days = (await browser.get<ApiList<ApiCalendarDate>>(`/api/events/${jazz.id}/calendar`)).body.data;
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect([day.min_price, day.min_price_fees]).toEqual(['45.00', { outside: '2.00' }]);

    const body = { quantities: [{ ticket_type_id: jazz.ticket_type?.[0]?.id, quantity: 2 }] };
    const priced = (await browser.post<ApiList<ApiCalendarDate>>(`/api/events/${jazz.id}/calendar?_format=price`, body)).body.data;
    const open = priced.filter((d) => d.status === 'available');
    expect(open.length).toBeGreaterThan(0);
    for (const day of open) expect([day.min_price, day.min_price_fees]).toEqual(['90.00', { outside: '4.00' }]);
    const extended = (await browser.post<ApiList<ApiCalendarDate>>(`/api/events/${jazz.id}/calendar?_format=extended`, body)).body.data;
    expect(extended[0]?.min_price_fees).toEqual({ outside: '2.00' });

    const zooDay = await event(browser, zoo, 'Zoo Day Ticket');
    const [zooDate] = (await browser.get<ApiList<ApiCalendarDate>>(`/api/events/${zooDay.id}/calendar`)).body.data;
    // The cheapest Zoo Day type is Child (16.00), with its 1.00 booking fee.
    expect([zooDate?.min_price, zooDate?.min_price_fees]).toEqual(['16.00', { outside: '1.00' }]);
    const admission = await event(browser, museum, 'General Admission');
    const [admissionDate] = (await browser.get<ApiList<ApiCalendarDate>>(`/api/events/${admission.id}/calendar`)).body.data;
    expect(admissionDate?.min_price_fees).toEqual({ outside: '0.00' });
  });
});

describe.each(databaseKinds)('outside fees on a free ticket (%s)', (kind) => {
  const t = useFixtureApp(kind);
  let typeId = '';
  beforeAll(async () => {
    const [free] = await t.app.db.select().from(ticketTypes).where(eq(ticketTypes.id, t.f.free.typeId));
    const [row] = await t.app.db
      .insert(ticketTypes)
      .values({
        ticketGroupId: free?.ticketGroupId ?? '',
        name: 'Free with booking',
        description: null,
        summary: null,
        priceMinor: 0,
        priceMinMinor: null,
        priceMaxMinor: null,
        rank: 1,
        outsideFees: [{ name: 'Booking fee', fee_minor: 150 }],
      })
      .returning();
    typeId = row?.id ?? '';
  });

  it('a free-priced ticket with a fee is not free: the free gateway is refused at checkout', async () => {
    const buyer = new Browser(t.app);
    const res = await buyer.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: [...tickets(typeId, t.f.free.sessionId, 1), ...tickets(t.f.free.typeId, t.f.free.sessionId, 1)] },
    });
    expect(res.status).toBe(200);
    expect(res.body.tickets.map((x) => x.adjusted_value)).toEqual(['0.00', '0.00']);
    expect(res.body.cart_fees.grand_totals).toEqual({ total: '1.50', total_outstanding: '1.50', total_due: '1.50', total_paid: '0.00', outside_fees: '1.50' });
    const refused = expectError(await purchase(t.app, buyer, res.body.id, FREE), 400, 'free_not_allowed', 'payments');
    expect(refused._extra.total_outstanding).toBe('1.50');

    // Without the fee-carrying ticket the cart is free again and checks out.
    const feeTicket = res.body.tickets.find((x) => x.ticket_type_id === typeId)?.id;
    const free = await buyer.post<ApiCart>(`/api/my/cart/${res.body.id}/modify`, { remove: { ticket_ids: [feeTicket] } });
    expect(free.body.cart_fees.grand_totals).toEqual({ total: '0.00', total_outstanding: '0.00', total_due: '0.00', total_paid: '0.00', outside_fees: '0.00' });
    const done = await pay(t.app, buyer, res.body.id, FREE);
    expect(done.status).toBe(200);
    expect(done.body.cart_fees.grand_totals.total).toBe('0.00');
  });

  it('the database keeps outside_fees a JSON array', async () => {
    const [row] = await t.app.db.select().from(ticketTypes).where(eq(ticketTypes.id, t.f.free.typeId));
    if (!row) throw new Error('no ticket type');
    const copy = { ...row, id: undefined, name: 'Copy' };
    await expect(t.app.db.insert(ticketTypes).values({ ...copy, outsideFees: [{ name: 'Booking fee', fee_minor: 100 }] })).resolves.toBeDefined();
    const wrong = t.app.db.insert(ticketTypes).values({ ...copy, outsideFees: { name: 'Booking fee', fee_minor: 100 } as never });
    await expect(wrong.catch((e: Error & { cause?: Error }) => Promise.reject(e.cause ?? e))).rejects.toThrow(
      /ticket_types_outside_fees_array/,
    );
  });
});
