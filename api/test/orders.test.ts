import type { ApiCart, ApiList, ApiTicketOrder } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { eventTemplates, venues } from '../src/infra/db/schema';
import { qrCodePng } from '../src/lib/qr-code';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { one, tickets } from './fixtures';
import { eventWithHandler, GRACE, purchase, tourLines } from './order-fixtures';
import { card, purchase as payFor } from './pay-helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('ticket orders (%s)', (kind) => {
  const t = useFixtureApp(kind);

  it('GET ticket_order/:id answers the owner, uncached, with kind and scan codes', async () => {
    const buyer = new Browser(t.app);
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, tourLines(t.f));
    const res = await buyer.get<ApiTicketOrder>(`/api/ticket_order/${orderIds[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const order = res.body;
    expect(order).toMatchObject({ id: orderIds[0], event_name: 'Tour', kind: 'tickets', total: '40.00', currency_code: 'USD' });
    expect(order.order_number).toMatch(/^SF-\d{6}$/);
    expect(order.scan_code).toMatch(/^[0-9A-F]{16}$/);
    expect(order.tickets).toHaveLength(2);
    const codes = order.tickets.map((x) => x.scan_code);
    expect(codes.every((c) => typeof c === 'string' && /^[0-9A-F]{16}$/.test(c))).toBe(true);
    expect(new Set([...codes, order.scan_code]).size).toBe(3);

    // The list answers the same order.
    const list = await buyer.get<ApiList<ApiTicketOrder>>(`/api/ticket_order?id._in=${orderIds[0]}`);
    expect(list.body.data).toEqual([order]);
  });

  it('an order carries its purchaser’s e-mail, its venue’s zone and its tickets’ type names', async () => {
    const buyer = new Browser(t.app);
    // A second event of the same seller at a venue in another zone than the seller's.
    const abroad = await eventWithHandler(t.app, t.f, 'tickets', 'Paris tour');
    const paris = await one(
      t.app.db.insert(venues).values({ sellerId: t.f.sellerId, name: 'Paris', timezone: 'Europe/Paris' }).returning(),
    );
    await t.app.db.update(eventTemplates).set({ venueId: paris.id }).where(eq(eventTemplates.id, abroad.eventTemplateId));
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, [...tourLines(t.f, ['Grace Hopper']), abroad]);
    const list = (await buyer.get<ApiList<ApiTicketOrder>>(`/api/ticket_order?id._in=${orderIds.join(',')}`)).body.data;
    expect(list.map((o) => [o.event_name, o.purchaser_email, o.timezone])).toEqual([
      ['Tour', GRACE.email, 'America/New_York'],
      ['Paris tour', GRACE.email, 'Europe/Paris'],
    ]);
    expect(list[0]?.tickets.map((x) => [x.ticket_type_name, x.valid_from, x.admit_name])).toEqual([
      ['Adult', '2030-06-15T14:00:00.000Z', 'Grace Hopper'],
    ]);
    expect(list[1]?.tickets.map((x) => [x.ticket_type_name, x.valid_from])).toEqual([['Paris tour', null]]);
    // The single read answers the same fields.
    expect((await buyer.get<ApiTicketOrder>(`/api/ticket_order/${orderIds[1]}`)).body).toEqual(list[1]);
  });

  it('another visitor, a visitor without a session and a bad id get not_found', async () => {
    const buyer = new Browser(t.app);
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, tourLines(t.f));
    const stranger = new Browser(t.app);
    await stranger.post('/api/identity', { first_name: 'Eve', last_name: 'Spy', email: 'eve@example.com' });
    for (const browser of [stranger, new Browser(t.app)]) {
      const entry = expectError(await browser.get(`/api/ticket_order/${orderIds[0]}`), 404, 'not_found', 'ticket_order');
      expect(entry._description).toBe('We could not find that order.');
      expectError(await browser.get(`/api/ticket_order/${orderIds[0]}/qrcode`), 404, 'not_found', 'ticket_order');
      expect((await browser.get<ApiList<ApiTicketOrder>>(`/api/ticket_order?id._in=${orderIds[0]}`)).body.data).toEqual([]);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1'; DROP TABLE x"]) {
      expectError(await buyer.get(`/api/ticket_order/${encodeURIComponent(id)}`), 404, 'not_found', 'ticket_order');
      expectError(await buyer.get(`/api/ticket_order/${encodeURIComponent(id)}/qrcode`), 404, 'not_found', 'ticket_order');
    }
  });

  it('a member sees orders bought before signing in, in the same browser', async () => {
    const buyer = new Browser(t.app);
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, tourLines(t.f));
    expect((await buyer.post('/api/login', { username: t.f.member.email, password: t.f.member.password })).status).toBe(200);
    expect((await buyer.get(`/api/ticket_order/${orderIds[0]}`)).status).toBe(200);
  });

  it('GET ticket_order/:id/qrcode is a PNG of the order scan code with margin 4', async () => {
    const buyer = new Browser(t.app);
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, tourLines(t.f));
    const order = (await buyer.get<ApiTicketOrder>(`/api/ticket_order/${orderIds[0]}`)).body;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ticket_order/${orderIds[0]}/qrcode`,
      cookies: { sf_sid: buyer.sessionCookie ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(res.rawPayload.equals(await qrCodePng(order.scan_code))).toBe(true);
  });

  it('an order kind follows its ticket groups’ handlers', async () => {
    const buyer = new Browser(t.app);
    const membership = await eventWithHandler(t.app, t.f, 'membership', 'Membership');
    const gift = await eventWithHandler(t.app, t.f, 'codes', 'Gift');
    const donation = await eventWithHandler(t.app, t.f, 'donation', 'Donation');
    const ledger = await eventWithHandler(t.app, t.f, 'ledger', 'Gift card');
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, [
      ...tourLines(t.f, ['Grace']),
      membership,
      gift,
      donation,
      ledger,
    ]);
    const list = await buyer.get<ApiList<ApiTicketOrder>>(`/api/ticket_order?id._in=${orderIds.join(',')}`);
    const kinds = Object.fromEntries(list.body.data.map((o) => [o.event_name, o.kind]));
    expect(kinds).toEqual({ Tour: 'tickets', Membership: 'membership', Gift: 'gift', Donation: 'donation', 'Gift card': 'ledger' });
  });

  it('after paying, the buyer reads the order with booked tickets’ scan codes; another visitor cannot', async () => {
    const buyer = new Browser(t.app);
    const cart = await buyer.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
    });
    const paid = await payFor(t.app, buyer, cart.body.id, [card('20.00')]);
    const orderId = paid.body.ticket_order[0]?.id;
    const order = await buyer.get<ApiTicketOrder>(`/api/ticket_order/${orderId}`);
    expect(order.body).toMatchObject({ kind: 'tickets', total: '20.00', tickets: [{ state: 'booked' }] });
    expect(order.body.tickets[0]?.scan_code).toMatch(/^[0-9A-F]{16}$/);
    expect(paid.body.tickets[0]?.scan_code).toBe(order.body.tickets[0]?.scan_code);
    expectError(await new Browser(t.app).get(`/api/ticket_order/${orderId}`), 404, 'not_found');
  });

  it('tickets in a cart have no scan code yet', async () => {
    const buyer = new Browser(t.app);
    const cart = await buyer.post<{ tickets: { scan_code: string | null }[] }>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: [{ ticket_type_id: t.f.event.adultId, event_session_id: t.f.sessions.s1 }] },
    });
    expect(cart.status).toBe(200);
    expect(cart.body.tickets.map((x) => x.scan_code)).toEqual([null]);
  });
});
