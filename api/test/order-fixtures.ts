/**
 * Completed purchases made by hand: a browser's cart with its purchaser, orders and booked
 * tickets written as the order-making code writes them (scan codes come from the database).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { carts, eventTemplates, ticketGroups, ticketOrders, tickets, ticketTypes } from '../src/infra/db/schema';
import { one, type Fixture } from './fixtures';
import type { Browser } from './helper';

export interface OrderLine {
  eventTemplateId: string;
  ticketGroupId: string;
  ticketTypeId: string;
  sessionId: string | null;
  priceMinor: number;
  admitName?: string;
}

export interface Purchase {
  cartId: string;
  purchaserId: string;
  orderIds: string[];
}

export const GRACE = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' };

/** One order per event of `lines`, bought by `purchaser` in `browser`'s cart. */
export async function purchase(
  app: FastifyInstance,
  browser: Browser,
  sellerId: string,
  lines: OrderLine[],
  purchaser: { first_name: string; last_name: string; email: string } = GRACE,
): Promise<Purchase> {
  const created = await browser.post<{ id: string }>('/api/identity', purchaser);
  const caller = await app.webSessions.find(browser.sessionCookie);
  if (created.status !== 200 || !caller) throw new Error('no session for the browser');
  return insertPurchase(app, sellerId, caller.publicIdentityId, created.body.id, lines);
}

/** A signed-in member's purchase: the cart and its orders are the member's identity's. */
export async function memberPurchase(app: FastifyInstance, sellerId: string, identityId: string, lines: OrderLine[]): Promise<Purchase> {
  return insertPurchase(app, sellerId, identityId, identityId, lines);
}

async function insertPurchase(
  app: FastifyInstance,
  sellerId: string,
  cartIdentityId: string,
  purchaserId: string,
  lines: OrderLine[],
): Promise<Purchase> {
  const now = app.clock();
  const cart = await one(
    app.db
      .insert(carts)
      .values({
        sellerId,
        identityId: cartIdentityId,
        state: 'completed',
        currencyCode: 'USD',
        channel: 'web',
        campaign: {},
        completedAt: now,
        purchaserIdentityId: purchaserId,
      })
      .returning(),
  );
  const orderIds: string[] = [];
  for (const eventTemplateId of [...new Set(lines.map((l) => l.eventTemplateId))]) {
    const order = await one(
      app.db
        .insert(ticketOrders)
        .values({ cartId: cart.id, identityId: purchaserId, eventTemplateId, currencyCode: 'USD', purchasedOn: now })
        .returning(),
    );
    orderIds.push(order.id);
    await app.db.insert(tickets).values(
      lines
        .filter((l) => l.eventTemplateId === eventTemplateId)
        .map((l) => ({
          cartId: cart.id,
          state: 'booked' as const,
          eventSessionId: l.sessionId,
          eventTemplateId,
          ticketGroupId: l.ticketGroupId,
          ticketTypeId: l.ticketTypeId,
          ticketOrderId: order.id,
          faceValueMinor: l.priceMinor,
          adjustedValueMinor: l.priceMinor,
          admitName: l.admitName ?? null,
        })),
    );
  }
  return { cartId: cart.id, purchaserId, orderIds };
}

/** Two adults at 10:00 New York on June 15 2030 in the fixture's tour. */
export function tourLines(f: Fixture, admitNames: string[] = ['Grace Hopper', 'Alan Turing']): OrderLine[] {
  return admitNames.map((admitName) => ({
    eventTemplateId: f.event.id,
    ticketGroupId: f.event.groupId,
    ticketTypeId: f.event.adultId,
    sessionId: f.sessions.s1,
    priceMinor: 2000,
    admitName,
  }));
}

/** Free admissions to the fixture's Family Day (June 20 2030, 11:00 New York), one per guest. */
export async function freeLines(app: FastifyInstance, f: Fixture, count = 2): Promise<OrderLine[]> {
  const [type] = await app.db.select({ groupId: ticketTypes.ticketGroupId }).from(ticketTypes).where(eq(ticketTypes.id, f.free.typeId));
  if (!type) throw new Error('fixture free type missing');
  return Array.from({ length: count }, (_, i) => ({
    eventTemplateId: f.free.id,
    ticketGroupId: type.groupId,
    ticketTypeId: f.free.typeId,
    sessionId: f.free.sessionId,
    priceMinor: 0,
    admitName: `Guest ${i + 1}`,
  }));
}

/** An event of the fixture's seller whose one group has `handler` (donation, membership, codes…). */
export async function eventWithHandler(app: FastifyInstance, f: Fixture, handler: string, name: string): Promise<OrderLine> {
  const [tour] = await app.db.select().from(eventTemplates).where(eq(eventTemplates.id, f.event.id));
  if (!tour) throw new Error('fixture tour missing');
  const event = await one(
    app.db.insert(eventTemplates).values({ ...tour, id: undefined, name, hiddenType: 'public_browsable' }).returning(),
  );
  const group = await one(
    app.db
      .insert(ticketGroups)
      .values({
        eventTemplateId: event.id,
        name,
        description: null,
        handler,
        hiddenType: 'public_browsable',
        minTicketsPerOrder: 0,
        maxTicketsPerOrder: 10,
        rank: 0,
        meta: {},
      })
      .returning(),
  );
  const type = await one(
    app.db
      .insert(ticketTypes)
      .values({
        ticketGroupId: group.id,
        name,
        description: null,
        summary: null,
        priceMinor: 500,
        priceMinMinor: null,
        priceMaxMinor: null,
        rank: 0,
      })
      .returning(),
  );
  return { eventTemplateId: event.id, ticketGroupId: group.id, ticketTypeId: type.id, sessionId: null, priceMinor: 500 };
}
