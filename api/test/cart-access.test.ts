import type { ApiCart, ApiList, ApiSession } from '@storefront/shared/wire';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { tickets } from './fixtures';

describe.each(databaseKinds)('cart ownership (%s)', (kind) => {
  const t = useFixtureApp(kind);

  it('only the owner reads or changes a pending cart; a stranger changes nothing', async () => {
    const owner = new Browser(t.app);
    const cart = (
      await owner.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 2) },
      })
    ).body;
    const stranger = new Browser(t.app);
    const read = expectError(await stranger.get(`/api/my/cart/${cart.id}`), 403, 'cart_access_denied', 'cart');
    expect(read._description).toBe('Access denied to cart');
    expectError(
      await stranger.post(`/api/my/cart/${cart.id}/modify`, {
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
        remove: { ticket_ids: [cart.tickets[0]?.id] },
      }),
      403,
      'cart_access_denied',
    );
    expectError(await stranger.delete(`/api/my/cart/${cart.id}`), 403, 'cart_access_denied');
    const identity = (await stranger.post<{ id: string }>('/api/identity', { first_name: 'M', last_name: 'X', email: 'm@example.com' }))
      .body.id;
    expectError(
      await stranger.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: identity }),
      403,
      'cart_access_denied',
    );

    const mine = await owner.get<ApiCart>(`/api/my/cart/${cart.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.tickets.map((x) => x.id)).toEqual(cart.tickets.map((x) => x.id));
    expect(mine.body.state).toBe('pending');
    expect(mine.body.expires_at).toBe(cart.expires_at);
    const sessions = (await owner.get<ApiList<ApiSession>>(`/api/events/${t.f.event.id}/sessions`)).body.data;
    expect(sessions.find((s) => s.id === t.f.sessions.s1)?.used_capacity).toBe(2);
  });

  it('the session cookie without a cart, or a forged cookie, is just another visitor', async () => {
    const owner = new Browser(t.app);
    const cart = (
      await owner.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      })
    ).body;
    const forged = await t.app.inject({ method: 'GET', url: `/api/my/cart/${cart.id}`, cookies: { sf_sid: 'forged-token-value-1234567890' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies.find((c) => c.name === 'sf_sid')?.value).not.toBe('forged-token-value-1234567890');
  });

  it('a signed-in member reaches the carts of their session', async () => {
    const visitor = new Browser(t.app);
    const cart = (
      await visitor.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      })
    ).body;
    await visitor.post('/api/login', { username: t.f.member.email, password: t.f.member.password });
    expect((await visitor.get(`/api/my/cart/${cart.id}`)).status).toBe(200);
    const memberCart = (
      await visitor.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s2, 1) },
      })
    ).body;
    // Signing in from another browser reaches the member's cart, not the first visitor's.
    const elsewhere = new Browser(t.app);
    await elsewhere.post('/api/login', { username: t.f.member.email, password: t.f.member.password });
    expect((await elsewhere.get(`/api/my/cart/${memberCart.id}`)).status).toBe(200);
    expect((await elsewhere.get(`/api/my/cart/${cart.id}`)).status).toBe(403);
  });
});
