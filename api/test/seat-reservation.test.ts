/**
 * Reserving seats (spec 01 §3 reservation item `seat_template_id`, §5 seated groups; issue 15):
 * the validation of each seated item, a seat held or sold never reserved again, and every way a
 * seat goes back on sale (removal, discard, expiry lazily and by the sweep, an order's
 * cancellation), booking, the cart's answer and the order e-mail's seat names.
 */
import type { ApiCart, ApiTicketOrder } from '@storefront/shared/wire';
import type { MailboxMessageJson } from '../src/mail/mailbox-json';
import { eq, sql } from 'drizzle-orm';
import { carts, citypassRedemptions, tickets } from '../src/infra/db/schema';
import { releaseExpiredCarts } from '../src/cart/cart-expiry';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { card, purchase } from './pay-helpers';
import { createSeatedFixture, seatTicket, type SeatedFixture } from './seat-fixtures';

describe.each(databaseKinds)('seat reservation (%s)', (kind) => {
  const t = useFixtureApp(kind, { mail: { from: 'tickets@museum.example' } });
  let s: SeatedFixture;
  beforeAll(async () => {
    s = await createSeatedFixture(t.app);
  });

  const premium = (name: string) => seatTicket(s.types.premiumAdult, s.sessionId, s.seats[name] ?? `missing ${name}`);
  const standard = (name: string) => seatTicket(s.types.standardAdult, s.sessionId, s.seats[name] ?? `missing ${name}`);
  const reserve = (browser: Browser, items: unknown[]) =>
    browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: items } });
  const addTo = (browser: Browser, cartId: string, items: unknown[]) =>
    browser.post<ApiCart>(`/api/my/cart/${cartId}/modify`, { reserve: { tickets: items } });
  /** Reserves `name` for a new visitor: 200 when the seat is free again. */
  const anotherVisitorTakes = async (item: unknown) => (await reserve(new Browser(t.app), [item])).status;
  const ticketState = async (id: string | undefined) =>
    (await t.app.db.select({ state: tickets.state }).from(tickets).where(eq(tickets.id, id ?? '')))[0]?.state;

  describe('validation', () => {
    it("a seated group's ticket without a seat: 400 validation_failed, 'Please choose a seat for each ticket.'", async () => {
      const res = await reserve(new Browser(t.app), [{ ticket_type_id: s.types.premiumAdult, event_session_id: s.sessionId }]);
      const error = expectError(res, 400, 'validation_failed', 'seat');
      expect(error._description).toBe('Please choose a seat for each ticket.');
      expect(error._extra).toEqual({ ticket_type_id: s.types.premiumAdult, field: 'seat_template_id' });
    });

    it("a seat on an unseated group's ticket: 400 validation_failed, 'This ticket has no seat.'", async () => {
      const res = await reserve(new Browser(t.app), [seatTicket(s.types.general, s.sessionId, s.seats['Stalls A1'] ?? '')]);
      const error = expectError(res, 400, 'validation_failed', 'seat');
      expect(error._description).toBe('This ticket has no seat.');
      expect(error._extra).toEqual({ ticket_type_id: s.types.general, field: 'seat_template_id' });
    });

    it('a seat of no layout, or of another layout: 404 seat_not_found', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const res = await reserve(new Browser(t.app), [seatTicket(s.types.premiumAdult, s.sessionId, unknown)]);
      expect(expectError(res, 404, 'seat_not_found', 'reserve')._extra).toEqual({ seat_template_id: unknown });
      // Another venue's layout, with seats of the same names.
      const other = await createSeatedFixture(t.app, { name: 'Other Concert' });
      const foreign = other.seats['Stalls A1'] ?? '';
      const res2 = await reserve(new Browser(t.app), [seatTicket(s.types.premiumAdult, s.sessionId, foreign)]);
      expect(expectError(res2, 404, 'seat_not_found', 'reserve')._extra).toEqual({ seat_template_id: foreign });
    });

    it("a seat of a zone the group does not sell: 400 seat_not_in_group, '{seat} is not sold as {group}.'", async () => {
      const res = await reserve(new Browser(t.app), [standard('Stalls A1')]);
      const error = expectError(res, 400, 'seat_not_in_group', 'reserve');
      expect(error._description).toBe('Stalls A1 is not sold as Standard.');
      expect(error._extra).toEqual({ seat_template_id: s.seats['Stalls A1'], ticket_group_id: s.groups.standard });
      // The wheelchair place: no group sells it.
      const wheelchair = await reserve(new Browser(t.app), [premium('Stalls W1')]);
      expect(expectError(wheelchair, 400, 'seat_not_in_group')._description).toBe('Stalls W1 is not sold as Premium.');
    });

    it('the same seat twice in one request: 400 duplicate_seat, nothing reserved', async () => {
      const res = await reserve(new Browser(t.app), [premium('Stalls A1'), premium('Stalls A2'), premium('Stalls A1')]);
      expect(expectError(res, 400, 'duplicate_seat', 'reserve')._extra).toEqual({ seat_template_id: s.seats['Stalls A1'] });
      expect(await anotherVisitorTakes(premium('Stalls A1'))).toBe(200);
    });
  });

  it('reserves seats with the unseated group beside them; the cart shows each seat', async () => {
    const visitor = new Browser(t.app);
    const res = await reserve(visitor, [
      premium('Stalls A1'),
      seatTicket(s.types.premiumChild, s.sessionId, s.seats['Stalls A2'] ?? ''),
      { ticket_type_id: s.types.general, event_session_id: s.sessionId },
    ]);
    expect(res.status).toBe(200);
    const again = await visitor.get<ApiCart>(`/api/my/cart/${res.body.id}`);
    for (const cart of [res.body, again.body]) {
      expect(cart.tickets.map((x) => [x.seat_template_id, x.seat_name]).sort()).toEqual(
        [
          [s.seats['Stalls A1'], 'Stalls A1'],
          [s.seats['Stalls A2'], 'Stalls A2'],
          [null, null],
        ].sort(),
      );
    }
    expect(again.body.event_session[0]?.used_capacity).toBe(3);
  });

  describe('a seat held or sold is not reserved again', () => {
    it("another cart: 409 seat_unavailable naming the seat, and the other seats of the request are not held", async () => {
      expect((await reserve(new Browser(t.app), [premium('Stalls A3')])).status).toBe(200);
      const res = await reserve(new Browser(t.app), [premium('Stalls A2'), premium('Stalls A3')]);
      const error = expectError(res, 409, 'seat_unavailable', 'reserve');
      expect(error._description).toBe('Sorry, seat Stalls A3 has just been taken. Please choose another seat.');
      expect(error._extra).toEqual({ seat_template_id: s.seats['Stalls A3'], seat_name: 'Stalls A3', event_session_id: s.sessionId });
      expect(await anotherVisitorTakes(premium('Stalls A2'))).toBe(200);
    });

    it('the same cart: 409 seat_unavailable (the client removes the seat before adding it again)', async () => {
      const visitor = new Browser(t.app);
      const cart = await reserve(visitor, [premium('Stalls A1')]);
      const again = await addTo(visitor, cart.body.id, [premium('Stalls A1')]);
      expect(expectError(again, 409, 'seat_unavailable')._extra.seat_name).toBe('Stalls A1');
    });

    it('a booked seat stays sold; the booked ticket keeps its seat; the e-mail names it', async () => {
      t.app.devMailbox?.clear();
      const buyer = new Browser(t.app);
      const cart = await reserve(buyer, [premium('Stalls A4'), standard('Stalls B5')]);
      expect(cart.status).toBe(200);
      const paid = await purchase(t.app, buyer, cart.body.id, [card('135.00')]);
      expect(paid.status).toBe(200);
      expect(paid.body.tickets.map((x) => [x.state, x.seat_name]).sort()).toEqual([
        ['booked', 'Stalls A4'],
        ['booked', 'Stalls B5'],
      ]);
      const orderId = paid.body.ticket_order[0]?.id ?? '';
      const order = await buyer.get<ApiTicketOrder>(`/api/ticket_order/${orderId}`);
      expect(order.body.tickets.map((x) => x.seat_name).sort()).toEqual(['Stalls A4', 'Stalls B5']);
      expect(expectError(await reserve(new Browser(t.app), [premium('Stalls A4')]), 409, 'seat_unavailable')._extra.seat_name).toBe('Stalls A4');

      await t.app.orderEmails.sendConfirmation([orderId]);
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/messages?to=${encodeURIComponent('grace@example.com')}` });
      const [mail] = (JSON.parse(res.body) as { data: MailboxMessageJson[] }).data;
      expect(mail?.text).toMatch(/- Adult, Fri, June 21 2030, 7:00 PM, seat Stalls A4, \$80\.00 \(scan code /);
      expect(mail?.text).toMatch(/- Adult, Fri, June 21 2030, 7:00 PM, seat Stalls B5, \$55\.00 \(scan code /);
      expect(mail?.html).toContain('>Seat</th>');
      expect(mail?.html).toContain('>Stalls A4</td>');
    });
  });

  describe('a seat goes back on sale', () => {
    it('when its ticket is removed (modify remove and POST my/cart/{id}/remove)', async () => {
      const visitor = new Browser(t.app);
      const cart = await reserve(visitor, [premium('Stalls A1'), premium('Stalls A2')]);
      const [a1, a2] = [...cart.body.tickets].sort((x, y) => (x.seat_name ?? '').localeCompare(y.seat_name ?? ''));
      const removed = await visitor.post<ApiCart>(`/api/my/cart/${cart.body.id}/modify`, { remove: { ticket_ids: [a1?.id] } });
      expect(removed.status).toBe(200);
      expect(await anotherVisitorTakes(premium('Stalls A1'))).toBe(200);
      const removed2 = await visitor.post<ApiCart>(`/api/my/cart/${cart.body.id}/remove`, { tickets: [{ ticket_id: a2?.id }] });
      expect(removed2.status).toBe(200);
      expect(await anotherVisitorTakes(premium('Stalls A2'))).toBe(200);
    });

    it('when the seat is removed and added again in one modify of the same cart', async () => {
      const visitor = new Browser(t.app);
      const cart = await reserve(visitor, [premium('Stalls A1')]);
      const swapped = await visitor.post<ApiCart>(`/api/my/cart/${cart.body.id}/modify`, {
        remove: { ticket_ids: [cart.body.tickets[0]?.id] },
        reserve: { tickets: [seatTicket(s.types.premiumChild, s.sessionId, s.seats['Stalls A1'] ?? '')] },
      });
      expect(swapped.status).toBe(200);
      expect(swapped.body.tickets.map((x) => x.seat_name)).toEqual(['Stalls A1']);
    });

    it('when its cart is discarded', async () => {
      const visitor = new Browser(t.app);
      const cart = await reserve(visitor, [premium('Stalls A1')]);
      expect((await visitor.delete(`/api/my/cart/${cart.body.id}`)).status).toBeLessThan(300);
      expect(await ticketState(cart.body.tickets[0]?.id)).toBe('cancelled');
      expect(await anotherVisitorTakes(premium('Stalls A1'))).toBe(200);
    });

    it('when its cart expires: the reservation cancels the expired hold (and frees its voucher) before taking the seat', async () => {
      const visitor = new Browser(t.app);
      const cart = await reserve(visitor, [premium('Stalls A1')]);
      const heldId = cart.body.tickets[0]?.id ?? '';
      await t.app.db.insert(citypassRedemptions).values({ sellerId: t.f.sellerId, code: 'CP-SEAT-1', ticketId: heldId });
      t.clock.advance(901);
      expect(await anotherVisitorTakes(premium('Stalls A1'))).toBe(200);
      expect(await ticketState(heldId)).toBe('cancelled');
      expect(await t.app.db.select().from(citypassRedemptions).where(eq(citypassRedemptions.ticketId, heldId))).toEqual([]);
      // The expired cart answers 410 and holds nothing.
      expect((await visitor.get(`/api/my/cart/${cart.body.id}`)).status).toBe(410);
    });

    it('when its cart expires and is touched (lazily) or swept', async () => {
      const lazy = new Browser(t.app);
      const lazyCart = await reserve(lazy, [premium('Stalls A1')]);
      const swept = await reserve(new Browser(t.app), [premium('Stalls A2')]);
      t.clock.advance(901);
      expect((await lazy.get(`/api/my/cart/${lazyCart.body.id}`)).status).toBe(410);
      expect(await ticketState(lazyCart.body.tickets[0]?.id)).toBe('cancelled');
      expect(await releaseExpiredCarts(t.app.db, t.clock.now())).toBe(1);
      expect(await ticketState(swept.body.tickets[0]?.id)).toBe('cancelled');
      expect(await anotherVisitorTakes(premium('Stalls A1'))).toBe(200);
      expect(await anotherVisitorTakes(premium('Stalls A2'))).toBe(200);
    });

    it('when its booked ticket is cancelled or unbooked', async () => {
      const buyer = new Browser(t.app);
      const cart = await reserve(buyer, [premium('Stalls A5'), premium('Stalls A6')]);
      const paid = await purchase(t.app, buyer, cart.body.id, [card('160.00')]);
      expect(paid.status).toBe(200);
      const [a5, a6] = [...paid.body.tickets].sort((x, y) => (x.seat_name ?? '').localeCompare(y.seat_name ?? ''));
      await t.app.db.update(tickets).set({ state: 'cancelled' }).where(eq(tickets.id, a5?.id ?? ''));
      await t.app.db.update(tickets).set({ state: 'unbooked' }).where(eq(tickets.id, a6?.id ?? ''));
      expect(await anotherVisitorTakes(premium('Stalls A5'))).toBe(200);
      expect(await anotherVisitorTakes(premium('Stalls A6'))).toBe(200);
    });
  });

  it('an edit cart takes no seats: a seated ticket is not editable (409 ticket_not_editable)', async () => {
    await t.app.db.execute(sql`UPDATE sellers SET web = web || '{"self_edit_categories": ["Concerts"]}'::jsonb WHERE is_default`);
    try {
      const buyer = new Browser(t.app);
      const cart = await reserve(buyer, [{ ticket_type_id: s.types.general, event_session_id: s.sessionId }]);
      const paid = await purchase(t.app, buyer, cart.body.id, [card('20.00')]);
      expect(paid.status).toBe(200);
      const orderId = paid.body.ticket_order[0]?.id ?? '';
      const edit = await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web', edit_order_id: orderId }, reserve: { tickets: [premium('Stalls A1')] } });
      expectError(edit, 409, 'ticket_not_editable', 'reserve');
      expect(await anotherVisitorTakes(premium('Stalls A1'))).toBe(200);
    } finally {
      await t.app.db.execute(sql`UPDATE sellers SET web = web - 'self_edit_categories' WHERE is_default`);
    }
  });

  it('a live ticket the check does not see is refused by the unique index: 409 seat_unavailable, not 500', async () => {
    const first = await reserve(new Browser(t.app), [premium('Stalls A1')]);
    // A ticket left 'in_cart' in a cart that is no longer pending: no live hold for the check,
    // but still a live ticket for the index `tickets_live_seat` (as a writer past the lock would be).
    await t.app.db.update(carts).set({ state: 'completed' }).where(eq(carts.id, first.body.id));
    const res = await reserve(new Browser(t.app), [premium('Stalls A2'), premium('Stalls A1')]);
    const error = expectError(res, 409, 'seat_unavailable', 'reserve');
    expect(error._extra).toEqual({ seat_template_id: s.seats['Stalls A1'], seat_name: 'Stalls A1', event_session_id: s.sessionId });
    expect(await anotherVisitorTakes(premium('Stalls A2'))).toBe(200);
  });
});
