/** Ticket orders, as their buyer sees them: only the caller's own, never another identity's. */
import type { ApiTicketOrder } from '@storefront/shared/wire';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, eventSessions, eventTemplates, ticketGroups, ticketOrders, tickets, ticketTypes } from '../db/schema';
import { NotFoundError } from './errors';
import { feeByTypeOf, ticketsTotal } from './fees';
import { isUuid } from './ids';
import { toWireAmount } from './money';
import { orderKind } from './order-kind';
import { qrCodePng } from './qr-code';
import { toApiTicket } from './views';
import { ownedIdentityIds, type Caller } from './web-session';

/** Unknown and not-yours answer the same, so an order id reveals nothing about other people. */
const orderNotFound = () =>
  new NotFoundError('not_found', { context: 'ticket_order', description: 'We could not find that order.' });

const CANCELLED = new Set(['cancelled', 'unbooked']);

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
        handler: ticketGroups.handler,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.ticketGroupId))
      .leftJoin(eventSessions, eq(eventSessions.id, tickets.eventSessionId))
      .where(inArray(tickets.ticketOrderId, orders.map((o) => o.order.id)))
      .orderBy(asc(tickets.createdAt), asc(tickets.id));
    const feeByType = feeByTypeOf(ticketRows.map((row) => ({ id: row.ticket.ticketTypeId, outsideFees: row.outsideFees })));
    return orders.map(({ order, eventName }) => {
      const own = ticketRows.filter((row) => row.ticket.ticketOrderId === order.id);
      const live = own.map((row) => row.ticket).filter((t) => !CANCELLED.has(t.state));
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
        kind: orderKind(own.map((row) => row.handler)),
        scan_code: order.scanCode,
        tickets: own.map((row) =>
          toApiTicket(row.ticket, row.start && row.end ? { start: row.start, end: row.end } : undefined),
        ),
      };
    });
  }

  /** One of the caller's orders; `not_found` for an unknown id and for anyone else's order. */
  async getOwn(caller: Caller | null, id: string): Promise<ApiTicketOrder> {
    const [order] = await this.listOwn(caller, [id]);
    if (!order) throw orderNotFound();
    return order;
  }

  /** The PNG QR code of one of the caller's orders (same access rule as `getOwn`). */
  async qrCode(caller: Caller | null, id: string): Promise<Buffer> {
    const owners = ownedIdentityIds(caller);
    if (owners.length === 0 || !isUuid(id)) throw orderNotFound();
    const [row] = await this.db
      .select({ scanCode: ticketOrders.scanCode })
      .from(ticketOrders)
      .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
      .where(and(eq(ticketOrders.id, id), inArray(carts.identityId, owners)));
    if (!row) throw orderNotFound();
    return qrCodePng(row.scanCode);
  }
}
