import type { ApiCart, ApiList, ApiSession } from '@storefront/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { carts, citypassRedemptions, promoCodes, tickets as ticketRows } from '../src/infra/db/schema';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { FREE, pay } from './pay-helpers';
import { tickets } from './fixtures';

const HOLD = 900;

describe.each(databaseKinds)('cart lifecycle (%s)', (kind) => {
  const t = useFixtureApp(kind);

  async function reserve(browser: Browser, count = 2, session = t.f.sessions.s1): Promise<ApiCart> {
    const res = await browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, session, count) },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  async function usedCapacity(browser: Browser, sessionId = t.f.sessions.s1): Promise<number | undefined> {
    const sessions = (await browser.get<ApiList<ApiSession>>(`/api/events/${t.f.event.id}/sessions`)).body.data;
    return sessions.find((s) => s.id === sessionId)?.used_capacity;
  }

  async function ticketStates(cartId: string): Promise<string[]> {
    const rows = await t.app.db.select({ state: ticketRows.state }).from(ticketRows).where(eq(ticketRows.cartId, cartId));
    return rows.map((r) => r.state).sort();
  }

  it('another identity gets 403 for GET, PATCH, DELETE, modify and apply_code, and nothing changes', async () => {
    await t.app.db.insert(promoCodes).values({ sellerId: t.f.sellerId, code: 'STRANGER10', kind: 'discount', percentOff: 10 });
    const owner = new Browser(t.app);
    const cart = await reserve(owner);
    const stranger = new Browser(t.app);
    const later = new Date(Date.parse(cart.expires_at ?? '') + 60_000).toISOString();
    const denied = [
      await stranger.get(`/api/my/cart/${cart.id}`),
      await stranger.patch(`/api/my/cart/${cart.id}`, { expires_at: later }),
      await stranger.delete(`/api/my/cart/${cart.id}`),
      await stranger.post(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [cart.tickets[0]?.id] } }),
      await stranger.post(`/api/my/cart/${cart.id}/apply_code`, { code: 'STRANGER10' }),
    ];
    for (const reply of denied) expect(expectError(reply, 403, 'cart_access_denied', 'cart')._description).toBe('Access denied to cart');

    const mine = (await owner.get<ApiCart>(`/api/my/cart/${cart.id}`)).body;
    expect(mine.expires_at).toBe(cart.expires_at);
    expect(mine.tickets.map((x) => [x.id, x.adjusted_value])).toEqual(cart.tickets.map((x) => [x.id, '20.00']));
    expect(mine.cartmods).toEqual([]);
    const [code] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.code, 'STRANGER10'));
    expect(code?.uses).toBe(0);
    expect(await usedCapacity(owner)).toBe(2);
  });

  describe('PATCH my/cart/{id} extends the timer', () => {
    it('moves expires_at up to 2 minutes beyond the current expiry and answers expires_in', async () => {
      const owner = new Browser(t.app);
      const cart = await reserve(owner);
      expect(cart.expires_in).toBe(HOLD);
      t.clock.advance(HOLD - 50);
      const target = new Date(Date.parse(cart.expires_at ?? '') + 120_000).toISOString();
      const res = await owner.patch<ApiCart>(`/api/my/cart/${cart.id}`, { expires_at: target });
      expect(res.status).toBe(200);
      expect(res.body.expires_at).toBe(target);
      expect(res.body.expires_in).toBe(170);
      expect(res.body.tickets).toHaveLength(2);
      // The held tickets keep counting past the old expiry.
      t.clock.advance(100);
      expect((await owner.get<ApiCart>(`/api/my/cart/${cart.id}`)).body.expires_in).toBe(70);
      expect(await usedCapacity(owner)).toBe(2);
    });

    it('refuses more than 2 minutes (plus slack) beyond the current expiry, and instants already past', async () => {
      const owner = new Browser(t.app);
      const cart = await reserve(owner);
      const tooFar = new Date(Date.parse(cart.expires_at ?? '') + 180_000).toISOString();
      const err = expectError(await owner.patch(`/api/my/cart/${cart.id}`, { expires_at: tooFar }), 422, 'validation_failed', 'cart_extend');
      expect(err._description).toBe('The cart can be extended by at most 2 minutes.');
      const past = new Date(t.clock.now().getTime() - 1000).toISOString();
      expectError(await owner.patch(`/api/my/cart/${cart.id}`, { expires_at: past }), 422, 'validation_failed');
      expectError(await owner.patch(`/api/my/cart/${cart.id}`, { expires_at: 'tomorrow' }), 400, 'validation_failed');
      expect((await owner.get<ApiCart>(`/api/my/cart/${cart.id}`)).body.expires_at).toBe(cart.expires_at);
    });

    it('refuses an expired cart with 410 cart_expired', async () => {
      const owner = new Browser(t.app);
      const cart = await reserve(owner);
      t.clock.advance(HOLD);
      const target = new Date(Date.parse(cart.expires_at ?? '') + 60_000).toISOString();
      const err = expectError(await owner.patch(`/api/my/cart/${cart.id}`, { expires_at: target }), 410, 'cart_expired', 'cart');
      expect(err._description).toBe('Cart timed out');
    });
  });

  describe('expiry releases the held tickets', () => {
    it('lazily: loading an expired cart answers cart_expired and lets its tickets go', async () => {
      const owner = new Browser(t.app);
      const cart = await reserve(owner, 5);
      const next = new Browser(t.app);
      expect((await next.post('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } })).status).toBe(409);
      t.clock.advance(HOLD);
      expectError(await owner.get(`/api/my/cart/${cart.id}`), 410, 'cart_expired', 'cart');
      expect(await ticketStates(cart.id)).toEqual(Array(5).fill('cancelled'));
      expect(await usedCapacity(next)).toBe(0);
      expect((await next.post('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 5) } })).status).toBe(200);
      // Still expired, and cannot be changed.
      expectError(await owner.get(`/api/my/cart/${cart.id}`), 410, 'cart_expired');
      expectError(await owner.post(`/api/my/cart/${cart.id}/modify`, {}), 410, 'cart_expired');
    });

    it.each([
      ['modify', (b: Browser, id: string) => b.post(`/api/my/cart/${id}/modify`, {})],
      ['apply_code', (b: Browser, id: string) => b.post(`/api/my/cart/${id}/apply_code`, { code: 'ANY' })],
      ['extend', (b: Browser, id: string) => b.patch(`/api/my/cart/${id}`, { expires_at: new Date(Date.now() + 86_400_000).toISOString() })],
      [
        'guest_checkout',
        (b: Browser, id: string) =>
          b.post(`/api/my/cart/${id}/guest_checkout`, { guest_identity_id: '00000000-0000-4000-8000-000000000000' }),
      ],
      ['pay', (b: Browser, id: string) => pay(t.app, b, id, FREE)],
    ])('lazily: %s on an expired cart answers cart_expired and lets its tickets go', async (_path, touch) => {
      const owner = new Browser(t.app);
      const cart = await reserve(owner, 2);
      t.clock.advance(HOLD);
      expectError(await touch(owner, cart.id), 410, 'cart_expired', 'cart');
      expect(await ticketStates(cart.id)).toEqual(['cancelled', 'cancelled']);
    });

    it('by the sweep: every expired cart at once, CityPASS vouchers freed, live carts untouched', async () => {
      const a = new Browser(t.app);
      const b = new Browser(t.app);
      const old = await reserve(a, 2);
      t.clock.advance(300);
      const young = await reserve(b, 1);
      await t.app.db.insert(citypassRedemptions).values({ sellerId: t.f.sellerId, code: 'CPA00000001', ticketId: old.tickets[0]!.id });
      t.clock.advance(HOLD - 300);
      expect(await t.app.cartSweeper.sweepOnce()).toBe(2);
      expect(await ticketStates(old.id)).toEqual(['cancelled', 'cancelled']);
      expect(await ticketStates(young.id)).toEqual(['in_cart']);
      expect(await t.app.db.select().from(citypassRedemptions)).toEqual([]);
      expect(await usedCapacity(a)).toBe(1);
      expect(await t.app.cartSweeper.sweepOnce()).toBe(0);
      const [row] = await t.app.db.select().from(carts).where(eq(carts.id, old.id));
      expect(row?.state).toBe('pending');
      expectError(await a.get(`/api/my/cart/${old.id}`), 410, 'cart_expired');
    });
  });

  it('DELETE of an unknown cart answers 404 not_found; a discarded cart frees its places', async () => {
    const owner = new Browser(t.app);
    expectError(await owner.delete('/api/my/cart/00000000-0000-4000-8000-000000000000'), 404, 'not_found', 'cart');
    expectError(await owner.delete('/api/my/cart/not-a-cart'), 404, 'not_found');
    const cart = await reserve(owner, 3);
    expect((await owner.delete(`/api/my/cart/${cart.id}`)).status).toBe(204);
    expect(await usedCapacity(owner)).toBe(0);
    expectError(await owner.patch(`/api/my/cart/${cart.id}`, { expires_at: cart.expires_at }), 409, 'incorrect_cart_state');
  });
});

describe.each(databaseKinds)('cart sweep on an interval (%s)', (kind) => {
  // Each tick is a job (ADR 0031): slots of a second at least, run by this app's own worker.
  const t = useFixtureApp(kind, { sweepIntervalMs: 1000, jobs: { workers: true, pollingIntervalSeconds: 0.5 } });

  it('runs by itself once the app is ready', async () => {
    await t.app.ready();
    expect(t.app.cartSweeper.started).toBe(true);
    const owner = new Browser(t.app);
    const cart = (
      await owner.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s2, 2) } })
    ).body;
    t.clock.advance(HOLD + 1);
    const deadline = Date.now() + 6000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      const rows = await t.app.db.execute(sql`SELECT state FROM tickets WHERE cart_id = ${cart.id}::uuid`);
      states = (rows as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
      if (states.every((s) => s === 'cancelled')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(states).toEqual(['cancelled', 'cancelled']);
  });
});
