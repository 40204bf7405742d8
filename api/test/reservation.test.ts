import type { ApiCalendarDate, ApiCart, ApiList, ApiSession } from '@storefront/shared/wire';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { tickets } from './fixtures';

describe.each(databaseKinds)('reservation and availability (%s)', (kind) => {
  const t = useFixtureApp(kind);

  const sessionsOf = async (browser: Browser) =>
    (await browser.get<ApiList<ApiSession>>(`/api/events/${t.f.event.id}/sessions`)).body.data;
  const session = async (browser: Browser, id: string) => (await sessionsOf(browser)).find((s) => s.id === id);
  const calendar = async (browser: Browser) =>
    (await browser.get<ApiList<ApiCalendarDate>>(`/api/events/${t.f.event.id}/calendar?_format=extended`)).body.data;
  const reserve = (browser: Browser, items: unknown[]) =>
    browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: items } });

  it('creates a cart holding one ticket row per ticket, priced and timed', async () => {
    const visitor = new Browser(t.app);
    const res = await reserve(visitor, [
      ...tickets(t.f.event.adultId, t.f.sessions.s1, 2),
      ...tickets(t.f.event.childId, t.f.sessions.s1, 1),
    ]);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/sf_sid=.*HttpOnly.*SameSite=Lax/i);
    const cart = res.body;
    expect(cart.state).toBe('pending');
    expect(cart.currency_code).toBe('USD');
    expect(cart.tickets).toHaveLength(3);
    expect(cart.tickets.every((ticket) => ticket.state === 'in_cart')).toBe(true);
    expect(cart.cart_fees.grand_totals).toEqual({ total: '50.00', total_outstanding: '50.00', total_due: '50.00', total_paid: '0.00', outside_fees: '0.00' });
    expect(cart.expires_in).toBe(900);
    expect(cart.expires_at).toBe(new Date(t.clock.now().getTime() + 900_000).toISOString());
    expect(cart.event_template.map((e) => e.name)).toEqual(['Tour']);
    expect(cart.event_template[0]?.venue?.timezone).toBe('America/New_York');
    expect(cart.event_session.map((s) => s.id)).toEqual([t.f.sessions.s1]);
    expect(cart.ticket_type.map((tt) => tt.name).sort()).toEqual(['Adult', 'Child']);
    expect(cart.ticket_group).toHaveLength(1);

    t.clock.advance(100);
    const again = await visitor.get<ApiCart>(`/api/my/cart/${cart.id}`);
    expect(again.status).toBe(200);
    expect(again.body.expires_in).toBe(800);
  });

  it('held tickets reduce availability in sessions and calendar', async () => {
    const visitor = new Browser(t.app);
    await reserve(visitor, tickets(t.f.event.adultId, t.f.sessions.s1, 3));
    expect(await session(visitor, t.f.sessions.s1)).toMatchObject({ used_capacity: 3, sold_out: false });
    const day = (await calendar(visitor)).find((d) => d.date === '2030-06-15');
    expect(day).toEqual({
      date: '2030-06-15',
      status: 'available',
      min_price: '10.00',
      min_price_fees: { outside: '0.00' },
      price_increase: false,
      availability: { capacity: 10, used_capacity: 3 },
    });
  });

  it('answers 409 session_capacity_exceeded when asking for more than is left', async () => {
    const first = new Browser(t.app);
    await reserve(first, tickets(t.f.event.adultId, t.f.sessions.s1, 3));
    const second = new Browser(t.app);
    const res = await reserve(second, tickets(t.f.event.adultId, t.f.sessions.s1, 3));
    const error = expectError(res, 409, 'session_capacity_exceeded', 'reserve');
    expect(error._extra).toMatchObject({ available: 2, event_session_id: t.f.sessions.s1 });
    expect((await session(second, t.f.sessions.s1))?.used_capacity).toBe(3);
  });

  it('answers 409 event_session_sold_out once the session is full; sold-out dates and sessions show', async () => {
    await reserve(new Browser(t.app), tickets(t.f.event.adultId, t.f.sessions.s3, 2));
    const late = new Browser(t.app);
    const res = await reserve(late, tickets(t.f.event.adultId, t.f.sessions.s3, 1));
    const error = expectError(res, 409, 'event_session_sold_out', 'reserve');
    expect(error._extra).toEqual({ event_session_id: t.f.sessions.s3, start_datetime: '2030-06-16T14:00:00.000Z' });
    expect(await session(late, t.f.sessions.s3)).toMatchObject({ used_capacity: 2, sold_out: true });
    const open = (await late.get<ApiList<ApiSession>>(`/api/events/${t.f.event.id}/sessions?sold_out=false`)).body.data;
    expect(open.map((s) => s.id)).not.toContain(t.f.sessions.s3);
    // June 16 (venue time) still has the unlimited 23:30 session, so it stays available.
    const june16 = (await calendar(late)).find((d) => d.date === '2030-06-16');
    expect(june16).toMatchObject({ status: 'available', availability: { capacity: -1, used_capacity: 2 } });
  });

  it('an expired hold no longer counts, and its cart times out', async () => {
    const first = new Browser(t.app);
    const cart = (await reserve(first, tickets(t.f.event.adultId, t.f.sessions.s3, 2))).body;
    expect((await session(first, t.f.sessions.s3))?.sold_out).toBe(true);

    t.clock.advance(901);
    expect(await session(first, t.f.sessions.s3)).toMatchObject({ used_capacity: 0, sold_out: false });
    const day = (await calendar(first)).find((d) => d.date === '2030-06-16');
    expect(day?.availability.used_capacity).toBe(0);

    const expired = expectError(await first.get(`/api/my/cart/${cart.id}`), 410, 'cart_expired', 'cart');
    expect(expired._description).toBe('Cart timed out');
    expectError(
      await first.post(`/api/my/cart/${cart.id}/modify`, { reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } }),
      410,
      'cart_expired',
    );
    const second = await reserve(new Browser(t.app), tickets(t.f.event.adultId, t.f.sessions.s3, 2));
    expect(second.status).toBe(200);
  });

  it('each modify renews the hold; remove releases tickets', async () => {
    const visitor = new Browser(t.app);
    const cart = (await reserve(visitor, tickets(t.f.event.adultId, t.f.sessions.s1, 2))).body;
    t.clock.advance(600);
    const more = await visitor.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, {
      reserve: { tickets: tickets(t.f.event.childId, t.f.sessions.s2, 1) },
    });
    expect(more.status).toBe(200);
    expect(more.body.tickets).toHaveLength(3);
    expect(more.body.expires_in).toBe(900);
    const [firstTicket] = more.body.tickets;
    const removed = await visitor.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, {
      remove: { ticket_ids: [firstTicket?.id] },
    });
    expect(removed.body.tickets.map((x) => x.id)).not.toContain(firstTicket?.id);
    expect((await session(visitor, t.f.sessions.s1))?.used_capacity).toBe(1);
    expectError(
      await visitor.post(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [firstTicket?.id] } }),
      400,
      'ticket_not_found',
      'cart_remove_tickets',
    );
  });

  it('enforces max_tickets_per_order and min_tickets_per_order over the whole cart', async () => {
    const visitor = new Browser(t.app);
    const many = await reserve(visitor, [
      ...tickets(t.f.event.adultId, t.f.sessions.s1, 5),
      ...tickets(t.f.event.adultId, t.f.sessions.s2, 5),
      ...tickets(t.f.event.childId, t.f.sessions.s3, 1),
    ]);
    const error = expectError(many, 422, 'max_tickets_per_order_exceeded', 'reserve');
    expect(error._extra).toMatchObject({ max_tickets_per_order: 10 });
    const free = await reserve(visitor, tickets(t.f.free.typeId, t.f.free.sessionId, 5));
    expectError(free, 422, 'max_tickets_per_order_exceeded', 'reserve');
    // nothing was held by the refused reservations
    expect((await session(visitor, t.f.sessions.s1))?.used_capacity).toBe(0);
  });

  it('refuses ticket types of another event or seller, and unknown ones', async () => {
    const visitor = new Browser(t.app);
    expectError(await reserve(visitor, tickets(t.f.event.adultId, t.f.free.sessionId, 1)), 400, 'session_mismatch', 'reserve');
    expectError(
      await reserve(visitor, [...tickets(t.f.event.adultId, t.f.sessions.s1, 1), ...tickets(t.f.other.typeId, t.f.other.sessionId, 1)]),
      400,
      'seller_mismatch',
      'reserve',
    );
    const cart = (await reserve(visitor, tickets(t.f.event.adultId, t.f.sessions.s1, 1))).body;
    expectError(
      await visitor.post(`/api/my/cart/${cart.id}/modify`, { reserve: { tickets: tickets(t.f.other.typeId, t.f.other.sessionId, 1) } }),
      400,
      'seller_mismatch',
    );
    expectError(
      await reserve(visitor, tickets('00000000-0000-4000-8000-000000000000', t.f.sessions.s1, 1)),
      400,
      'ticket_type_not_found',
      'reserve',
    );
    const zoo = await reserve(visitor, tickets(t.f.other.typeId, t.f.other.sessionId, 2));
    expect(zoo.body.currency_code).toBe('GBP');
    expect(zoo.body.expires_in).toBe(600);
  });

  it('DELETE releases the holds at once', async () => {
    const visitor = new Browser(t.app);
    const cart = (await reserve(visitor, tickets(t.f.event.adultId, t.f.sessions.s3, 2))).body;
    const res = await visitor.delete(`/api/my/cart/${cart.id}`);
    expect(res.status).toBe(204);
    expect((await session(visitor, t.f.sessions.s3))?.used_capacity).toBe(0);
    expectError(await visitor.delete('/api/my/cart/00000000-0000-4000-8000-000000000000'), 404, 'not_found', 'cart');
  });
});
