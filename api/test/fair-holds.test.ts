/**
 * Fair holds (issue 10, finding 3): live carts are capped per identity and per client
 * address, a cart is extended once and only near its expiry, a modify that adds nothing
 * leaves the hold alone, and the per-order maximum counts the owner's other live carts.
 */
import type { ApiCart } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { ticketGroups } from '../src/infra/db/schema';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { tickets } from './fixtures';

const HOLD = 900;

describe.each(databaseKinds)('fair holds (%s)', (kind) => {
  const t = useFixtureApp(kind, { liveCartLimits: { perIdentity: 3, perAddress: 5 } });

  function reserve(browser: Browser, count = 1, session = t.f.sessions.unlimited) {
    return browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, session, count) },
    });
  }

  describe('live carts are capped', () => {
    it('per identity: a fourth live cart is 429 too_many_carts until one is discarded or expires', async () => {
      const hoarder = new Browser(t.app);
      const carts = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await reserve(hoarder);
        expect(res.status).toBe(200);
        carts.push(res.body);
      }
      const refused = expectError(await reserve(hoarder), 429, 'too_many_carts', 'cart');
      expect(refused._extra).toEqual({ max_live_carts: 3 });
      expect(refused._description).toBe('You can hold at most 3 carts at once. Please complete or discard one first.');

      expect((await hoarder.delete(`/api/my/cart/${carts[0]?.id}`)).status).toBe(204);
      expect((await reserve(hoarder)).status).toBe(200);
      expectError(await reserve(hoarder), 429, 'too_many_carts');
      t.clock.advance(HOLD);
      expect((await reserve(hoarder)).status).toBe(200);
    });

    it('per client address: past the cap new carts from that address are refused, other addresses are not', async () => {
      const fromAddress = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/my/cart/modify',
          remoteAddress,
          payload: { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.unlimited, 1) } },
        });
      // Each call without a cookie is a new visitor (identity) from the same network.
      for (let i = 0; i < 5; i += 1) expect((await fromAddress('198.51.100.4')).statusCode).toBe(200);
      const refused = await fromAddress('198.51.100.4');
      expect(refused.statusCode).toBe(429);
      expect(JSON.parse(refused.body)[0]).toMatchObject({ _code: 'too_many_carts', _context: 'cart', _extra: { max_live_carts_per_address: 5 } });
      expect((await fromAddress('192.0.2.7')).statusCode).toBe(200);
    });

    it('not for a loopback address: the storefront proxy’s own, shared by every visitor when forwarded headers are not trusted', async () => {
      for (let i = 0; i < 7; i += 1) expect((await reserve(new Browser(t.app))).status).toBe(200);
    });
  });

  describe('PATCH my/cart/{id} extends once, near the expiry', () => {
    it('refuses an extension before the last 90 seconds with 409 cart_extension_too_early', async () => {
      const owner = new Browser(t.app);
      const cart = (await reserve(owner)).body;
      t.clock.advance(HOLD - 91);
      const target = new Date(Date.parse(cart.expires_at ?? '') + 120_000).toISOString();
      const err = expectError(await owner.patch(`/api/my/cart/${cart.id}`, { expires_at: target }), 409, 'cart_extension_too_early', 'cart_extend');
      expect(err._description).toBe('The cart can be extended in its last 90 seconds.');
      expect((await owner.get<ApiCart>(`/api/my/cart/${cart.id}`)).body.expires_at).toBe(cart.expires_at);
    });

    it('extends once by at most 2 minutes; a second extension is 409 cart_extension_used and changes nothing', async () => {
      const owner = new Browser(t.app);
      const cart = (await reserve(owner)).body;
      t.clock.advance(HOLD - 60);
      const first = new Date(Date.parse(cart.expires_at ?? '') + 120_000).toISOString();
      const extended = await owner.patch<ApiCart>(`/api/my/cart/${cart.id}`, { expires_at: first });
      expect(extended.status).toBe(200);
      expect(extended.body.expires_in).toBe(180);

      t.clock.advance(100);
      const second = new Date(Date.parse(first) + 120_000).toISOString();
      expectError(await owner.patch(`/api/my/cart/${cart.id}`, { expires_at: second }), 409, 'cart_extension_used', 'cart_extend');
      expect((await owner.get<ApiCart>(`/api/my/cart/${cart.id}`)).body.expires_at).toBe(first);
    });
  });

  describe('a modify that adds nothing leaves the hold as it was', () => {
    it('{} and an empty remove keep expires_at; adding tickets starts a new hold', async () => {
      const owner = new Browser(t.app);
      const cart = (await reserve(owner)).body;
      t.clock.advance(300);
      for (const body of [{}, { remove: { ticket_ids: [] } }, { reserve: { tickets: [] } }]) {
        const res = await owner.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, body);
        expect(res.status).toBe(200);
        expect(res.body.expires_at).toBe(cart.expires_at);
        expect(res.body.expires_in).toBe(HOLD - 300);
      }
      const removed = await owner.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [cart.tickets[0]?.id] } });
      expect(removed.body.expires_at).toBe(cart.expires_at);
      const added = await owner.post<ApiCart>(`/api/my/cart/${cart.id}/modify`, {
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.unlimited, 1) },
      });
      expect(added.body.expires_in).toBe(HOLD);
    });
  });

  describe('the per-order maximum counts the owner’s other live carts', () => {
    it('10 tickets of a group across carts, then 422 max_tickets_per_order_exceeded; a discarded cart no longer counts', async () => {
      const buyer = new Browser(t.app);
      const first = await reserve(buyer, 4);
      expect((await reserve(buyer, 4)).status).toBe(200);
      const err = expectError(await reserve(buyer, 4), 422, 'max_tickets_per_order_exceeded', 'reserve');
      expect(err._extra).toEqual({ ticket_group_id: t.f.event.groupId, max_tickets_per_order: 10 });
      expect((await reserve(buyer, 2)).status).toBe(200);
      // Adding to an existing cart counts the others too.
      expectError(
        await buyer.post(`/api/my/cart/${first.body.id}/modify`, { reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.unlimited, 1) } }),
        422,
        'max_tickets_per_order_exceeded',
      );
      expect((await buyer.delete(`/api/my/cart/${first.body.id}`)).status).toBe(204);
      expect((await reserve(buyer, 4)).status).toBe(200);
      // Another identity has its own maximum.
      expect((await reserve(new Browser(t.app), 10)).status).toBe(200);
    });

    it('a removal is checked against the group limits of what the cart keeps (the minimum)', async () => {
      await t.app.db.update(ticketGroups).set({ minTicketsPerOrder: 2 }).where(eq(ticketGroups.id, t.f.event.groupId));
      try {
        const owner = new Browser(t.app);
        const cart = (await reserve(owner, 2)).body;
        const err = expectError(
          await owner.post(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [cart.tickets[0]?.id] } }),
          422,
          'min_tickets_per_order_not_met',
        );
        expect(err._extra).toEqual({ ticket_group_id: t.f.event.groupId, min_tickets_per_order: 2 });
        expect((await owner.get<ApiCart>(`/api/my/cart/${cart.id}`)).body.tickets).toHaveLength(2);
      } finally {
        await t.app.db.update(ticketGroups).set({ minTicketsPerOrder: 0 }).where(eq(ticketGroups.id, t.f.event.groupId));
      }
    });
  });
});
