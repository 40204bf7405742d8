import type { ApiCart, ApiList, ApiSession, ApiTicketOrder } from '@storefront/shared/wire';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { addMember, tickets } from './fixtures';
import { eq } from 'drizzle-orm';
import { users } from '../src/infra/db/schema';
import { card, FREE, guestIdentity, pay, purchase, storeGuest } from './pay-helpers';

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

  it('a free cart checks out in two calls: the purchaser, then pay; one order, tickets booked, cart completed', async () => {
    const buyer = new Browser(t.app);
    const cart = await freeCart(buyer);
    expect(cart.cart_fees.grand_totals.total_outstanding).toBe('0.00');
    expect(cart.purchaser_identity_id).toBeNull();
    const stored = await storeGuest(buyer, cart.id);
    expect(stored.status).toBe(200);
    expect(stored.body.state).toBe('pending');
    expect(stored.body.purchaser_identity_id).toMatch(/^[0-9a-f-]{36}$/);
    const res = await pay(t.app, buyer, cart.id, FREE);
    expect(res.status).toBe(200);
    const done = res.body;
    expect(done.state).toBe('completed');
    expect(done.expires_at).toBeNull();
    expect(done.expires_in).toBeNull();
    expect(done.ticket_order).toHaveLength(1);
    expect(done.ticket_order[0]?.order_number).toMatch(/^SF-\d{6}$/);
    expect(done.tickets.every((x) => x.state === 'booked' && x.ticket_order_id === done.ticket_order[0]?.id)).toBe(true);
    expect(done.completed_payments).toEqual([expect.objectContaining({ gateway_id: 'free', amount: '0.00', label: 'Free', status: 'succeeded' })]);

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

    expectError(await pay(t.app, buyer, cart.id, FREE), 409, 'incorrect_cart_state');
    expectError(await storeGuest(buyer, cart.id), 409, 'incorrect_cart_state');
    expectError(await buyer.post(`/api/my/cart/${cart.id}/modify`, {}), 409, 'incorrect_cart_state');
    expectError(await buyer.delete(`/api/my/cart/${cart.id}`), 409, 'incorrect_cart_state');
  });

  it('one order per event in the cart; paid tickets need a payment', async () => {
    const buyer = new Browser(t.app);
    const cart = await freeCart(buyer, 1);
    await buyer.post(`/api/my/cart/${cart.id}/modify`, { reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } });
    expectError(await purchase(t.app, buyer, cart.id, FREE), 400, 'free_not_allowed', 'payments');
    expectError(await pay(t.app, buyer, cart.id, [card('19.99')]), 400, 'payment_amount_mismatch', 'payments');
    const paid = await pay(t.app, buyer, cart.id, [card('20.00')]);
    expect(paid.status).toBe(200);
    expect(paid.body.state).toBe('completed');
    expect(paid.body.ticket_order).toHaveLength(2);
    expect(paid.body.cart_fees.grand_totals).toMatchObject({ total: '20.00', total_paid: '20.00', total_outstanding: '0.00' });
  });

  it('guest_checkout takes only a guest identity created by this session: another session’s guest or a member is 400 identity_not_found', async () => {
    const buyer = new Browser(t.app);
    const cart = await freeCart(buyer);
    const other = new Browser(t.app);
    const theirs = await guestIdentity(other, 'someone.else@example.com');
    expectError(await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: theirs }), 400, 'identity_not_found');
    const userId = await addMember(t.app, { email: `checkout-member-${kind}@example.com`, password: 'correct horse battery', first_name: 'Mem', last_name: 'Ber' });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    const memberIdentity = user?.identityId;
    expectError(await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: memberIdentity }), 400, 'identity_not_found');
    const mine = await guestIdentity(buyer);
    expectError(await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: mine, giver_identity_id: theirs }), 400, 'identity_not_found');
    expect((await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: mine })).status).toBe(200);
  });

  it('refuses empty, expired and unknown-identity checkouts', async () => {
    const buyer = new Browser(t.app);
    const empty = await freeCart(buyer, 0);
    await storeGuest(buyer, empty.id);
    expectError(await pay(t.app, buyer, empty.id, FREE), 409, 'cart_empty');
    const cart = await freeCart(buyer);
    expectError(
      await buyer.post(`/api/my/cart/${cart.id}/guest_checkout`, { guest_identity_id: '00000000-0000-4000-8000-000000000000' }),
      400,
      'identity_not_found',
    );
    expectError(await pay(t.app, buyer, cart.id, FREE), 409, 'purchaser_required', 'payments');
    await storeGuest(buyer, cart.id);
    t.clock.advance(901);
    expectError(await pay(t.app, buyer, cart.id, FREE), 410, 'cart_expired');
    expectError(await storeGuest(buyer, cart.id), 410, 'cart_expired');
  });

  it('GET ticket_order answers only the caller’s own orders', async () => {
    const alice = new Browser(t.app);
    const bob = new Browser(t.app);
    const checkout = async (browser: Browser) => {
      const cart = await freeCart(browser, 1);
      const res = await purchase(t.app, browser, cart.id, FREE);
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
