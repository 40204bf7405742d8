/**
 * Reschedule races (ADR 0022): a ticket is never in two valid orders, and a reschedule never
 * frees the old session before the new one is held. On PostgreSQL the calls really overlap
 * (the reservation's check-to-write gap widened by its test seam); on the embedded database
 * they are served one transaction at a time and must give the same outcome.
 */
import type { ApiCart, ApiList, ApiSession, ApiTicketOrder } from '@storefront/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import { cartTicketRemovals, carts, sellers, tickets } from '../src/infra/db/schema';
import { tickets as reserveTickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { freeLines, purchase, tourLines, type OrderLine } from './order-fixtures';
import { FREE, pay } from './pay-helpers';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('order edit races (%s)', (kind) => {
  const t = useFixtureApp(kind, { reservation: { betweenCheckAndWrite: () => sleep(30) } });

  beforeAll(async () => {
    await t.app.db.update(sellers).set({ web: { self_edit_categories: ['Admission'] } }).where(eq(sellers.id, t.f.sellerId));
  });

  const used = async (eventId: string, sessionId: string) => {
    const sessions = await new Browser(t.app).get<ApiList<ApiSession>>(`/api/events/${eventId}/sessions`);
    return sessions.body.data.find((s) => s.id === sessionId)?.used_capacity;
  };
  const bookedIn = async (sessionId: string) =>
    (await t.app.db.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.eventSessionId, sessionId), eq(tickets.state, 'booked')))).length;
  const openEdit = (browser: Browser, orderId: string, parts: Record<string, unknown>) =>
    browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web', edit_order_id: orderId }, ...parts });
  const adultsAt = (sessionId: string, names: string[]): OrderLine[] => tourLines(t.f, names).map((line) => ({ ...line, sessionId }));

  async function buy(lines: OrderLine[]) {
    const buyer = new Browser(t.app);
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, lines);
    const id = orderIds[0] ?? '';
    const order = await buyer.get<ApiTicketOrder>(`/api/ticket_order/${id}`);
    return { buyer, id, ticketIds: order.body.tickets.map((x) => x.id) };
  }

  it("a reschedule into a session's last place and a plain reservation of it: exactly one wins", async () => {
    // s3 holds 2: one is booked, one is left.
    await buy(adultsAt(t.f.sessions.s3, ['Booked Already']));
    const { buyer, id, ticketIds } = await buy(adultsAt(t.f.sessions.s1, ['Grace Hopper']));
    const [edit, plain] = await Promise.all([
      openEdit(buyer, id, {
        remove: { ticket_ids: ticketIds },
        reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s3, 1) },
      }),
      new Browser(t.app).post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s3, 1) },
      }),
    ]);
    expect([edit.status, plain.status].sort()).toEqual([200, 409]);
    expectError(edit.status === 409 ? edit : plain, 409, 'event_session_sold_out');
    expect(await used(t.f.event.id, t.f.sessions.s3)).toBe(2);
    // The reschedule's old place is still the order's either way.
    expect(await bookedIn(t.f.sessions.s1)).toBe(1);
  });

  it('while a reschedule holds its new session, nobody can take the old session’s place', async () => {
    // s3 is full: one of its two places is the order's.
    await buy(adultsAt(t.f.sessions.s3, ['Someone Else']));
    const { buyer, id, ticketIds } = await buy(adultsAt(t.f.sessions.s3, ['Grace Hopper']));
    const reserveS3 = () =>
      new Browser(t.app).post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s3, 1) },
      });
    const [edit, ...others] = await Promise.all([
      openEdit(buyer, id, { remove: { ticket_ids: ticketIds }, reserve: { tickets: reserveTickets(t.f.event.adultId, t.f.sessions.s2, 1) } }),
      ...Array.from({ length: 5 }, reserveS3),
    ]);
    expect(edit.status).toBe(200);
    for (const other of others) expectError(other, 409, 'event_session_sold_out');
    expect(await used(t.f.event.id, t.f.sessions.s3)).toBe(2);

    expect((await pay(t.app, buyer, edit.body.id, FREE)).status).toBe(200);
    // Only once the edit is confirmed is the old place free again.
    expect(await used(t.f.event.id, t.f.sessions.s3)).toBe(1);
    expect((await reserveS3()).status).toBe(200);
  });

  it('two edit carts confirming the removal of the same ticket: unbooked once, one set of new tickets booked', async () => {
    const { buyer, id, ticketIds } = await buy(await freeLines(t.app, t.f, 2));
    const change = { remove: { ticket_ids: [ticketIds[0]] }, reserve: { tickets: reserveTickets(t.f.free.typeId, t.f.free.sessionId, 1) } };
    const first = await openEdit(buyer, id, change);
    const second = await openEdit(buyer, id, change);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Opening the second discarded the first; revive it, as if both had stayed live.
    await t.app.db
      .update(carts)
      .set({ state: 'pending', expiresAt: new Date(t.clock.now().getTime() + 600_000) })
      .where(eq(carts.id, first.body.id));
    await t.app.db.update(tickets).set({ state: 'in_cart' }).where(eq(tickets.cartId, first.body.id));
    await t.app.db.insert(cartTicketRemovals).values({ cartId: first.body.id, ticketId: ticketIds[0] ?? '' });

    const results = await Promise.all([pay(t.app, buyer, first.body.id, FREE), pay(t.app, buyer, second.body.id, FREE)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expectError(results.find((r) => r.status === 409) ?? results[0]!, 409, 'ticket_state_incorrect', 'cart_remove_tickets');
    const inOrder = await t.app.db.select().from(tickets).where(eq(tickets.ticketOrderId, id));
    expect(inOrder.filter((x) => x.state === 'unbooked').map((x) => x.id)).toEqual([ticketIds[0]]);
    expect(inOrder.filter((x) => x.state === 'booked')).toHaveLength(2);
    expect(await bookedIn(t.f.free.sessionId)).toBe(2);
    const completed = await t.app.db
      .select()
      .from(carts)
      .where(and(inArray(carts.id, [first.body.id, second.body.id]), eq(carts.state, 'completed')));
    expect(completed).toHaveLength(1);
  });

  it('the same edit cart confirmed twice at once: the removal and the booking happen once', async () => {
    const { buyer, id, ticketIds } = await buy(await freeLines(t.app, t.f, 2));
    const opened = await openEdit(buyer, id, {
      remove: { ticket_ids: [ticketIds[0]] },
      reserve: { tickets: reserveTickets(t.f.free.typeId, t.f.free.sessionId, 1) },
    });
    const results = await Promise.all([pay(t.app, buyer, opened.body.id, FREE), pay(t.app, buyer, opened.body.id, FREE)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) expect([409]).toContain(refused.status);
    const inOrder = await t.app.db.select().from(tickets).where(eq(tickets.ticketOrderId, id));
    expect(inOrder.map((x) => x.state).sort()).toEqual(['booked', 'booked', 'unbooked']);
    expect(await bookedIn(t.f.free.sessionId)).toBe(2);
  });
});
