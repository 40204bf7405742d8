/**
 * Edit carts (spec 02 §4 Edit order, §8; ADR 0022): opening one for a booked order, removing
 * its tickets, rescheduling to another session, confirming through the free gateway or the
 * card, discarding, expiry, and every refusal with its code.
 */
import type { ApiCart, ApiGifteeCreated, ApiList, ApiSession, ApiTicketOrder } from '@storefront/shared/wire';
import { and, eq } from 'drizzle-orm';
import { cartTicketRemovals, carts, eventSessions, eventTemplates, sellers, tickets, users } from '../src/infra/db/schema';
import { one, tickets as reserveTickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp, type Reply } from './helper';
import { freeLines, GRACE, memberPurchase, purchase, tourLines, type OrderLine } from './order-fixtures';
import { card, FREE, guestIdentity, pay } from './pay-helpers';

const NOT_EDITABLE = 'Please contact us to reschedule your tickets.';

describe.each(databaseKinds)('order edits (%s)', (kind) => {
  const t = useFixtureApp(kind);
  /** A second Family Day session, a day after the fixture's (capacity 10). */
  let freeLater = '';

  beforeAll(async () => {
    await t.app.db.update(sellers).set({ web: { self_edit_categories: ['Admission'] } }).where(eq(sellers.id, t.f.sellerId));
    const later = await one(
      t.app.db
        .insert(eventSessions)
        .values({
          eventTemplateId: t.f.free.id,
          startDatetime: new Date('2030-06-21T15:00:00Z'),
          endDatetime: new Date('2030-06-21T16:00:00Z'),
          capacity: 10,
          oversellCapacity: 0,
        })
        .returning(),
    );
    freeLater = later.id;
  });
  beforeEach(() => t.app.devMailbox?.clear());

  const used = async (eventId: string, sessionId: string) => {
    const sessions = await new Browser(t.app).get<ApiList<ApiSession>>(`/api/events/${eventId}/sessions`);
    return sessions.body.data.find((s) => s.id === sessionId)?.used_capacity;
  };
  const order = async (browser: Browser, id: string) => (await browser.get<ApiTicketOrder>(`/api/ticket_order/${id}`)).body;
  const states = async (browser: Browser, id: string) => (await order(browser, id)).tickets.map((x) => [x.id, x.state, x.event_session_id]);
  const openEdit = (browser: Browser, orderId: string, parts: Record<string, unknown> = {}) =>
    browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web', edit_order_id: orderId }, ...parts });
  /** An edit moving `ticketId` of a free order to the later Family Day session. */
  const rescheduleToLater = (browser: Browser, orderId: string, ticketId: string | undefined) =>
    openEdit(browser, orderId, { remove: { ticket_ids: [ticketId] }, reserve: { tickets: reserveTickets(t.f.free.typeId, freeLater, 1) } });
  const changeEdit = (browser: Browser, cartId: string, parts: Record<string, unknown>) =>
    browser.post<ApiCart>(`/api/my/cart/${cartId}/modify`, parts);
  const updateMails = () => (t.app.devMailbox?.list(GRACE.email) ?? []).filter((m) => m.subject.includes('has been updated'));

  async function buy(lines: OrderLine[]) {
    const buyer = new Browser(t.app);
    const bought = await purchase(t.app, buyer, t.f.sellerId, lines);
    const id = bought.orderIds[0] ?? '';
    const ticketIds = (await order(buyer, id)).tickets.map((x) => x.id);
    return { buyer, id, ticketIds };
  }
  const buyFree = async (count = 2) => buy(await freeLines(t.app, t.f, count));
  const childLine = (): OrderLine => ({ ...tourLines(t.f, ['Ada'])[0]!, ticketTypeId: t.f.event.childId, priceMinor: 1000 });

  describe('opening an edit cart', () => {
    it("is the caller's pending cart for the order, paid by the order's purchaser, with the seller's hold", async () => {
      const { buyer, id } = await buyFree();
      const opened = await openEdit(buyer, id);
      expect(opened.status).toBe(200);
      expect(opened.body.state).toBe('pending');
      expect(opened.body.expires_in).toBe(900);
      expect(opened.body.order_edit).toEqual({ order_id: id, removed_tickets: [], credit: '0.00' });
      const [row] = await t.app.db.select().from(carts).where(eq(carts.id, opened.body.id));
      const [bought] = await t.app.db.select().from(carts).where(eq(carts.state, 'completed'));
      expect(row?.editsOrderId).toBe(id);
      expect(row?.purchaserIdentityId).toBe(bought?.purchaserIdentityId);
      expect(row?.identityId).toBe(bought?.identityId);
      expect((await order(buyer, id)).edit_cart_id).toBe(opened.body.id);
    });

    it('another visitor without access: 404 like an unknown order', async () => {
      const { id } = await buyFree();
      const stranger = new Browser(t.app);
      const refused = expectError(await openEdit(stranger, id), 404, 'not_found', 'ticket_order');
      expect(refused._description).toBe('We could not find that order.');
      expectError(await openEdit(stranger, '00000000-0000-4000-8000-000000000000'), 404, 'not_found');
      expect(await t.app.db.select().from(carts).where(eq(carts.editsOrderId, id))).toEqual([]);
    });

    it('a signed-in member is asked to log out (403 edit_requires_logout)', async () => {
      const [user] = await t.app.db.select({ identityId: users.identityId }).from(users).where(eq(users.email, t.f.member.email));
      const { orderIds } = await memberPurchase(t.app, t.f.sellerId, user?.identityId ?? '', await freeLines(t.app, t.f, 1));
      const member = new Browser(t.app);
      expect((await member.post('/api/login', { username: t.f.member.email, password: t.f.member.password })).status).toBe(200);
      const refused = expectError(await openEdit(member, orderIds[0] ?? ''), 403, 'edit_requires_logout');
      expect(refused._description).toBe('Please log-out to edit your tickets');
    });

    it('one live edit cart per order: opening another discards the previous one and its holds', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const first = await rescheduleToLater(buyer, id, ticketIds[0]);
      expect(first.status).toBe(200);
      expect(await used(t.f.free.id, freeLater)).toBe(1);
      const second = await openEdit(buyer, id);
      expect(second.status).toBe(200);
      const [old] = await t.app.db.select().from(carts).where(eq(carts.id, first.body.id));
      expect(old?.state).toBe('cancelled');
      expect(await used(t.f.free.id, freeLater)).toBe(0);
      expect(await t.app.db.select().from(cartTicketRemovals).where(eq(cartTicketRemovals.cartId, first.body.id))).toEqual([]);
      expect((await order(buyer, id)).edit_cart_id).toBe(second.body.id);
    });
  });

  describe('removing booked tickets', () => {
    it('records the removal (the ticket stays booked and counted); naming it again is a no-op', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await openEdit(buyer, id, { remove: { ticket_ids: [ticketIds[0]] } });
      expect(opened.status).toBe(200);
      expect(opened.body.order_edit?.removed_tickets.map((x) => [x.id, x.state])).toEqual([[ticketIds[0], 'booked']]);
      expect(opened.body.tickets).toEqual([]);
      const again = await changeEdit(buyer, opened.body.id, { remove: { ticket_ids: [ticketIds[0]] } });
      expect(again.status).toBe(200);
      expect(again.body.order_edit?.removed_tickets.map((x) => x.id)).toEqual([ticketIds[0]]);
      expect(await used(t.f.free.id, t.f.free.sessionId)).toBe(2);
    });

    it("POST my/cart/{id}/remove, the spec's call, records the same removal; its codes answer in cart_remove_tickets", async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await openEdit(buyer, id);
      expect(opened.status).toBe(200);
      const removed = await buyer.post<ApiCart>(`/api/my/cart/${opened.body.id}/remove`, { tickets: [{ ticket_id: ticketIds[0] }] });
      expect(removed.status).toBe(200);
      expect(removed.body.order_edit?.removed_tickets.map((x) => x.id)).toEqual([ticketIds[0]]);
      const unknown = await buyer.post(`/api/my/cart/${opened.body.id}/remove`, { tickets: [{ ticket_id: '00000000-0000-4000-8000-000000000000' }] });
      expectError(unknown, 404, 'ticket_not_found', 'cart_remove_tickets');
      const empty = await buyer.post(`/api/my/cart/${opened.body.id}/remove`, { tickets: [] });
      expect(empty.status).toBe(400);
    });

    it('remove a free ticket and confirm with the free gateway: unbooked, its place back on sale, the order e-mailed', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await openEdit(buyer, id, { remove: { ticket_ids: [ticketIds[0]] } });
      expect(opened.body.cart_fees.grand_totals.total_outstanding).toBe('0.00');
      const paid = await pay(t.app, buyer, opened.body.id, FREE);
      expect(paid.status).toBe(200);
      expect(paid.body.state).toBe('completed');
      expect(paid.body.ticket_order.map((o) => o.id)).toEqual([id]);
      expect(await states(buyer, id)).toEqual([
        [ticketIds[0], 'unbooked', t.f.free.sessionId],
        [ticketIds[1], 'booked', t.f.free.sessionId],
      ]);
      expect(await used(t.f.free.id, t.f.free.sessionId)).toBe(1);
      expect(updateMails()).toHaveLength(1);
      expect((await order(buyer, id)).edit_cart_id).toBeNull();
    });

    it('each refusal in cart_remove_tickets: not in the order 404, not booked 409, past 409, not editable 409', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await openEdit(buyer, id);
      const cartId = opened.body.id;
      const other = await buyFree(1);
      const missing = expectError(await changeEdit(buyer, cartId, { remove: { ticket_ids: [other.ticketIds[0]] } }), 404, 'ticket_not_found', 'cart_remove_tickets');
      expect(missing._extra.ticket_id).toBe(other.ticketIds[0]);
      expectError(await openEdit(buyer, id, { remove: { ticket_ids: ['00000000-0000-4000-8000-000000000000'] } }), 404, 'ticket_not_found', 'cart_remove_tickets');

      const reopened = (await openEdit(buyer, id)).body.id;
      await t.app.db.update(tickets).set({ state: 'cancelled' }).where(eq(tickets.id, ticketIds[0] ?? ''));
      expectError(await changeEdit(buyer, reopened, { remove: { ticket_ids: [ticketIds[0]] } }), 409, 'ticket_state_incorrect', 'cart_remove_tickets');
      await t.app.db.update(tickets).set({ state: 'redeemed' }).where(eq(tickets.id, ticketIds[0] ?? ''));
      expectError(await changeEdit(buyer, reopened, { remove: { ticket_ids: [ticketIds[0]] } }), 409, 'ticket_state_incorrect', 'cart_remove_tickets');

      await t.app.db.update(eventTemplates).set({ category: 'Tours' }).where(eq(eventTemplates.id, t.f.free.id));
      try {
        const refused = expectError(
          await changeEdit(buyer, reopened, { remove: { ticket_ids: [ticketIds[1]] } }),
          409,
          'ticket_not_editable',
          'cart_remove_tickets',
        );
        expect(refused._description).toBe(NOT_EDITABLE);
      } finally {
        await t.app.db.update(eventTemplates).set({ category: 'Admission' }).where(eq(eventTemplates.id, t.f.free.id));
      }
      // Past the session's start (the hold is renewed by a new edit cart).
      t.clock.advance(6 * 86_400);
      expectError(await openEdit(buyer, id, { remove: { ticket_ids: [ticketIds[1]] } }), 409, 'tickets_too_old', 'cart_remove_tickets');
      expect(await t.app.db.select().from(cartTicketRemovals)).toEqual([]);
    });

    it('a paid ticket removed without a new one is refused (nothing is refunded online)', async () => {
      const { buyer, id, ticketIds } = await buy(tourLines(t.f));
      const refused = expectError(await openEdit(buyer, id, { remove: { ticket_ids: [ticketIds[0]] } }), 409, 'ticket_not_editable', 'cart_remove_tickets');
      expect(refused._description).toBe(NOT_EDITABLE);
      expect(await t.app.db.select().from(carts).where(eq(carts.editsOrderId, id))).toEqual([]);
    });
  });

  describe('rescheduling', () => {
    it('a free ticket to another session: the old session counts it until the confirm', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await rescheduleToLater(buyer, id, ticketIds[0]);
      expect(opened.status).toBe(200);
      expect(await used(t.f.free.id, t.f.free.sessionId)).toBe(2);
      expect(await used(t.f.free.id, freeLater)).toBe(1);
      const newTicket = opened.body.tickets[0]?.id;
      const paid = await pay(t.app, buyer, opened.body.id, FREE);
      expect(paid.status).toBe(200);
      expect(paid.body.ticket_order.map((o) => o.id)).toEqual([id]);
      expect(await used(t.f.free.id, t.f.free.sessionId)).toBe(1);
      expect(await used(t.f.free.id, freeLater)).toBe(1);
      expect(await states(buyer, id)).toEqual([
        [ticketIds[0], 'unbooked', t.f.free.sessionId],
        [ticketIds[1], 'booked', t.f.free.sessionId],
        [newTicket, 'booked', freeLater],
      ]);
      // No new order: the new ticket is the edited order's.
      expect((await t.app.db.select().from(tickets).where(eq(tickets.id, newTicket ?? '')))[0]?.ticketOrderId).toBe(id);
      expect(updateMails()).toHaveLength(1);
      expect(t.app.devMailbox?.list(GRACE.email)).toHaveLength(1);
    });

    it('a paid ticket to a session at the same price: nothing outstanding, the free gateway confirms', async () => {
      const { buyer, id, ticketIds } = await buy(tourLines(t.f));
      const opened = await openEdit(buyer, id, {
        remove: { ticket_ids: [ticketIds[0]] },
        reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s2, 1) },
      });
      expect(opened.status).toBe(200);
      expect(opened.body.order_edit?.credit).toBe('20.00');
      expect(opened.body.cart_fees.grand_totals).toMatchObject({ total: '20.00', total_outstanding: '0.00', total_due: '0.00' });
      const paid = await pay(t.app, buyer, opened.body.id, FREE);
      expect(paid.status).toBe(200);
      expect(paid.body.ticket_order.map((o) => o.id)).toEqual([id]);
      expect(await used(t.f.event.id, t.f.sessions.s1)).toBe(1);
      expect(await used(t.f.event.id, t.f.sessions.s2)).toBe(1);
    });

    it('to a pricier ticket: the difference is outstanding and the card pays it', async () => {
      const { buyer, id, ticketIds } = await buy([childLine()]);
      const opened = await openEdit(buyer, id, {
        remove: { ticket_ids: [ticketIds[0]] },
        reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s2, 1) },
      });
      expect(opened.body.order_edit?.credit).toBe('10.00');
      expect(opened.body.cart_fees.grand_totals).toMatchObject({ total: '20.00', total_outstanding: '10.00', total_due: '10.00' });
      expectError(await pay(t.app, buyer, opened.body.id, FREE), 400, 'free_not_allowed');
      const paid = await pay(t.app, buyer, opened.body.id, [card('10.00')]);
      expect(paid.status).toBe(200);
      expect(paid.body.state).toBe('completed');
      expect(paid.body.ticket_order.map((o) => o.id)).toEqual([id]);
      expect(paid.body.completed_payments.map((p) => p.amount)).toEqual(['10.00']);
      expect((await states(buyer, id)).map(([, state, session]) => [state, session])).toEqual([
        ['unbooked', t.f.sessions.s1],
        ['booked', t.f.sessions.s2],
      ]);
      expect(updateMails()).toHaveLength(1);
    });

    it('only the order’s event, in a session to come; a sold-out session answers as any reservation', async () => {
      const { buyer, id, ticketIds } = await buy(tourLines(t.f));
      const remove = { ticket_ids: [ticketIds[0]] };
      const refused = expectError(
        await openEdit(buyer, id, { remove, reserve: { tickets: reserveTickets(t.f.free.typeId, t.f.free.sessionId, 1) } }),
        409,
        'ticket_not_editable',
      );
      expect(refused._description).toBe(NOT_EDITABLE);
      const filler = await new Browser(t.app).post('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s3, 2) },
      });
      expect(filler.status).toBe(200);
      expectError(
        await openEdit(buyer, id, { remove, reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s3, 1) } }),
        409,
        'event_session_sold_out',
      );
      expect(await t.app.db.select().from(carts).where(eq(carts.editsOrderId, id))).toEqual([]);
    });

    it('a removed ticket no longer booked at the confirm: 409 ticket_state_incorrect and nothing changes', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await rescheduleToLater(buyer, id, ticketIds[0]);
      await t.app.db.update(tickets).set({ state: 'redeemed' }).where(eq(tickets.id, ticketIds[0] ?? ''));
      expectError(await pay(t.app, buyer, opened.body.id, FREE), 409, 'ticket_state_incorrect', 'cart_remove_tickets');
      const [cart] = await t.app.db.select().from(carts).where(eq(carts.id, opened.body.id));
      expect(cart?.state).toBe('pending');
      expect((await states(buyer, id)).map(([, state]) => state)).toEqual(['redeemed', 'booked']);
      expect(await used(t.f.free.id, freeLater)).toBe(1);
      expect(updateMails()).toEqual([]);
    });
  });

  describe('the checkout calls', () => {
    const EDIT_CHECKOUT = 'This cart changes an order; confirm it from the order page.';
    /** An edit cart with a new ticket, and its purchaser (the order's) as it was opened. */
    async function openedEdit() {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await rescheduleToLater(buyer, id, ticketIds[0]);
      expect(opened.status).toBe(200);
      const cartId = opened.body.id;
      const purchaser = async () => (await t.app.db.select().from(carts).where(eq(carts.id, cartId)))[0]?.purchaserIdentityId;
      return { buyer, cartId, purchaser, bought: await purchaser() };
    }
    const refusedCheckout = (reply: Reply) => {
      expect(expectError(reply, 409, 'incorrect_cart_state', 'cart')._description).toBe(EDIT_CHECKOUT);
    };

    it('guest_checkout is refused: the purchaser stays the order’s', async () => {
      const { buyer, cartId, purchaser, bought } = await openedEdit();
      refusedCheckout(await buyer.post(`/api/my/cart/${cartId}/guest_checkout`, { guest_identity_id: await guestIdentity(buyer, 'alan@example.com') }));
      expect(await purchaser()).toBe(bought);
    });

    it('checkout by a member who signed in after opening the edit is refused', async () => {
      const { buyer, cartId, purchaser, bought } = await openedEdit();
      expect((await buyer.post('/api/login', { username: t.f.member.email, password: t.f.member.password })).status).toBe(200);
      refusedCheckout(await buyer.post(`/api/my/cart/${cartId}/checkout`));
      expect(await purchaser()).toBe(bought);
    });

    it('gift_checkout is refused', async () => {
      const { buyer, cartId, purchaser, bought } = await openedEdit();
      const giftee = await buyer.post<ApiGifteeCreated>('/api/giftee', { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' });
      expect(giftee.status).toBe(201);
      refusedCheckout(await buyer.post(`/api/my/cart/${cartId}/gift_checkout`, { giftee_identity_id: giftee.body.identity_id }));
      const [row] = await t.app.db.select().from(carts).where(eq(carts.id, cartId));
      expect(row?.gifteeIdentityId).toBeNull();
      expect(await purchaser()).toBe(bought);
    });
  });

  describe('cancelling the order while an edit is open', () => {
    const cancel = (browser: Browser, orderId: string, ticketId: string | undefined) =>
      browser.post<ApiTicketOrder>(`/api/ticket_order/${orderId}/cancel`, { tickets: [{ ticket_id: ticketId }] });

    it('discards the edit: its new tickets released and its removals dropped', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const opened = await rescheduleToLater(buyer, id, ticketIds[0]);
      expect((await cancel(buyer, id, ticketIds[1])).status).toBe(200);
      const [edit] = await t.app.db.select().from(carts).where(eq(carts.id, opened.body.id));
      expect(edit?.state).toBe('cancelled');
      expect(await t.app.db.select().from(cartTicketRemovals).where(eq(cartTicketRemovals.cartId, opened.body.id))).toEqual([]);
      expect(await used(t.f.free.id, freeLater)).toBe(0);
      expect((await states(buyer, id)).map(([, state]) => state)).toEqual(['booked', 'cancelled']);
    });

    it('an edit being paid for: 409 order_edit_in_progress and nothing is cancelled', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const before = await states(buyer, id);
      const opened = await openEdit(buyer, id, { remove: { ticket_ids: [ticketIds[0]] } });
      await t.app.db.update(carts).set({ paymentPending: true }).where(eq(carts.id, opened.body.id));
      expectError(await cancel(buyer, id, ticketIds[1]), 409, 'order_edit_in_progress');
      expect(await states(buyer, id)).toEqual(before);
      const [edit] = await t.app.db.select().from(carts).where(eq(carts.id, opened.body.id));
      expect(edit?.state).toBe('pending');
      expect(await t.app.db.select().from(cartTicketRemovals).where(eq(cartTicketRemovals.cartId, opened.body.id))).toHaveLength(1);
    });
  });

  describe('discarding and expiry', () => {
    it('DELETE discards the edit: new tickets released, removals dropped, the order as it was', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const before = await states(buyer, id);
      const opened = await rescheduleToLater(buyer, id, ticketIds[0]);
      expect((await buyer.delete(`/api/my/cart/${opened.body.id}`)).status).toBe(204);
      expect(await used(t.f.free.id, freeLater)).toBe(0);
      expect(await used(t.f.free.id, t.f.free.sessionId)).toBe(2);
      expect(await t.app.db.select().from(cartTicketRemovals)).toEqual([]);
      expect(await states(buyer, id)).toEqual(before);
      expect((await order(buyer, id)).edit_cart_id).toBeNull();
      expectError(await pay(t.app, buyer, opened.body.id, FREE), 409, 'incorrect_cart_state');
    });

    it('an expired edit cart cannot be confirmed; the sweep releases its new tickets and the order stays', async () => {
      const { buyer, id, ticketIds } = await buyFree();
      const before = await states(buyer, id);
      const opened = await rescheduleToLater(buyer, id, ticketIds[0]);
      t.clock.advance(901);
      expect(await used(t.f.free.id, freeLater)).toBe(0);
      expectError(await pay(t.app, buyer, opened.body.id, FREE), 410, 'cart_expired');
      const held = await t.app.db.select().from(tickets).where(and(eq(tickets.cartId, opened.body.id), eq(tickets.state, 'cancelled')));
      expect(held).toHaveLength(1);
      expect(await states(buyer, id)).toEqual(before);
      expect(await used(t.f.free.id, t.f.free.sessionId)).toBe(2);
      expect(updateMails()).toEqual([]);
    });
  });
});
