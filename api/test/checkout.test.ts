import type { ApiCart, ApiList, ApiSession, ApiTicketOrder } from '@storefront/shared/wire';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { tickets } from './fixtures';

describe.each(databaseKinds)('guest checkout and orders (%s)', (kind) => {
  const t = useFixtureApp(kind);

  async function freeCart(browser: Browser, count = 2) {
    return (
      await browser.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.free.typeId, t.f.free.sessionId, count) },
      })
    ).body;
  }
  async function identity(browser: Browser) {
    const res = await browser.post<{ id: string }>('/api/identity', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'Grace@Example.com',
    });
    expect(res.status).toBe(200);
    return res.body.id;
  }
  const free = [{ amount: '0.00', gateway_id: 'free' }];

  it('a free cart checks out: one order, tickets booked, cart completed', async () => {
    const buyer = new Browser(t.app);
    const cart = await freeCart(buyer);
    expect(cart.cart_fees.grand_totals.total_outstanding).toBe('0.00');
    const guest = await identity(buyer);
    const res = await buyer.post<ApiCart>(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: guest, payments: free });
    expect(res.status).toBe(200);
    const done = res.body;
    expect(done.state).toBe('completed');
    expect(done.expires_at).toBeNull();
    expect(done.expires_in).toBeNull();
    expect(done.ticket_order).toHaveLength(1);
    expect(done.ticket_order[0]?.order_number).toMatch(/^SF-\d{6}$/);
    expect(done.tickets.every((x) => x.state === 'booked' && x.ticket_order_id === done.ticket_order[0]?.id)).toBe(true);

    // Booked tickets keep counting after the hold would have expired.
    t.clock.advance(3600);
    const sessions = (await buyer.get<ApiList<ApiSession>>(`/api/events/${t.f.free.id}/sessions`)).body.data;
    expect(sessions[0]?.used_capacity).toBe(2);
    // Loading a booked cart is refused with the order's id, unless completed carts are asked for.
    const booked = expectError(await buyer.get(`/api/my/cart/${cart.id}`), 409, 'cart_booked', 'cart');
    expect(booked._description).toBe(`Cart with order ID ${done.ticket_order[0]?.id} has been booked.`);
    expect(booked._extra.order_ids).toEqual([done.ticket_order[0]?.id]);
    const again = await buyer.get<ApiCart>(`/api/my/cart/${cart.id}?include_completed=true`);
    expect(again.status).toBe(200);
    expect(again.body.cart_fees.grand_totals.total_outstanding).toBe('0.00');

    expectError(
      await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: guest, payments: free }),
      409,
      'incorrect_cart_state',
    );
    expectError(await buyer.post(`/api/my/cart/${cart.id}/modify`, {}), 409, 'incorrect_cart_state');
    expectError(await buyer.delete(`/api/my/cart/${cart.id}`), 409, 'incorrect_cart_state');
  });

  it('one order per event in the cart', async () => {
    const buyer = new Browser(t.app);
    const cart = await freeCart(buyer, 1);
    await buyer.post(`/api/my/cart/${cart.id}/modify`, { reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } });
    const guest = await identity(buyer);
    // Paid tickets need a payment the reference platform cannot take.
    expectError(
      await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: guest, payments: free }),
      402,
      'payment_required',
    );
    expectError(
      await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, {
        guest_identity_id: guest,
        payments: [{ amount: '20.00', gateway_id: 'stripe' }],
      }),
      400,
      'not_configured',
      'stripe_gateway',
    );
    const paid = (await buyer.get<ApiCart>(`/api/my/cart/${cart.id}`)).body;
    expect(paid.state).toBe('pending');
    const adult = paid.tickets.find((x) => x.ticket_type_id === t.f.event.adultId);
    await buyer.post(`/api/my/cart/${cart.id}/modify`, { remove: { ticket_ids: [adult?.id] } });
    const sketch = await freeCart(buyer, 0);
    expect(sketch.tickets).toHaveLength(0);
  });

  it('refuses empty, expired and unknown-identity checkouts', async () => {
    const buyer = new Browser(t.app);
    const guest = await identity(buyer);
    const empty = await freeCart(buyer, 0);
    expectError(await buyer.post(`/api/my/cart/${empty.id}/guest_checkout`, { guest_identity_id: guest, payments: free }), 409, 'cart_empty');
    const cart = await freeCart(buyer);
    expectError(
      await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, {
        guest_identity_id: '00000000-0000-4000-8000-000000000000',
        payments: free,
      }),
      400,
      'identity_not_found',
    );
    t.clock.advance(901);
    expectError(await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: guest, payments: free }), 410, 'cart_expired');
  });

  it('GET ticket_order answers only the caller’s own orders', async () => {
    const alice = new Browser(t.app);
    const bob = new Browser(t.app);
    const checkout = async (browser: Browser) => {
      const cart = await freeCart(browser, 1);
      const res = await browser.post<ApiCart>(`/api/my/cart/${cart.id}/guest_checkout`, {
        guest_identity_id: await identity(browser),
        payments: free,
      });
      return res.body.ticket_order[0]?.id ?? '';
    };
    const aliceOrder = await checkout(alice);
    const bobOrder = await checkout(bob);
    const url = `/api/ticket_order?id._in=${aliceOrder},${bobOrder}`;
    const mine = (await alice.get<ApiList<ApiTicketOrder>>(url)).body.data;
    expect(mine.map((o) => o.id)).toEqual([aliceOrder]);
    expect(mine[0]).toMatchObject({ event_name: 'Family Day', currency_code: 'USD', total: '0.00' });
    expect(mine[0]?.tickets).toHaveLength(1);
    expect(mine[0]?.tickets[0]?.valid_from).toBe('2030-06-20T15:00:00.000Z');
    expect((await bob.get<ApiList<ApiTicketOrder>>(url)).body.data.map((o) => o.id)).toEqual([bobOrder]);
    expect((await new Browser(t.app).get<ApiList<ApiTicketOrder>>(url)).body.data).toEqual([]);
  });
});
