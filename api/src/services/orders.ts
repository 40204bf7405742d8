/** Ticket orders, as their buyer sees them. */
import type { ApiTicketOrder } from '@storefront/shared/wire';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, eventSessions, eventTemplates, ticketOrders, tickets, ticketTypes } from '../db/schema';
import { feeByTypeOf, ticketsTotal } from './fees';
import { isUuid } from './ids';
import { toWireAmount } from './money';
import { toApiTicket } from './views';
import { ownedIdentityIds, type Caller } from './web-session';

export class OrderService {
  constructor(private readonly db: Db) {}

  /** The caller's orders among `ids`; orders of other people's carts are left out silently. */
  async listOwn(caller: Caller | null, ids: string[]): Promise<ApiTicketOrder[]> {
    const owners = ownedIdentityIds(caller);
    const wanted = [...new Set(ids.filter(isUuid))];
    if (owners.length === 0 || wanted.length === 0) return [];
    const orders = await this.db
      .select({ order: ticketOrders, eventName: eventTemplates.name })
      .from(ticketOrders)
      .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
      .innerJoin(eventTemplates, eq(eventTemplates.id, ticketOrders.eventTemplateId))
      .where(and(inArray(ticketOrders.id, wanted), inArray(carts.identityId, owners)))
      .orderBy(asc(ticketOrders.orderNumber));
    if (orders.length === 0) return [];
    const ticketRows = await this.db
      .select({
        ticket: tickets,
        start: eventSessions.startDatetime,
        end: eventSessions.endDatetime,
        outsideFees: ticketTypes.outsideFees,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .leftJoin(eventSessions, eq(eventSessions.id, tickets.eventSessionId))
      .where(inArray(tickets.ticketOrderId, orders.map((o) => o.order.id)))
      .orderBy(asc(tickets.createdAt), asc(tickets.id));
    const feeByType = feeByTypeOf(ticketRows.map((row) => ({ id: row.ticket.ticketTypeId, outsideFees: row.outsideFees })));
    return orders.map(({ order, eventName }) => {
      const own = ticketRows.filter((row) => row.ticket.ticketOrderId === order.id);
      const live = own.map((row) => row.ticket).filter((t) => t.state !== 'cancelled' && t.state !== 'unbooked');
      return {
        id: order.id,
        order_number: order.orderNumber,
        cart_id: order.cartId,
        identity_id: order.identityId,
        purchased_on: order.purchasedOn.toISOString(),
        event_template_id: order.eventTemplateId,
        event_name: eventName,
        currency_code: order.currencyCode,
        // Like the cart's total: adjusted values plus the live tickets' outside fees.
        total: toWireAmount(ticketsTotal(live, feeByType).total),
        tickets: own.map((row) =>
          toApiTicket(row.ticket, row.start && row.end ? { start: row.start, end: row.end } : undefined),
        ),
      };
    });
  }
}
