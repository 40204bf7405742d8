/** Ticket orders, as their buyer sees them: only the caller's own, never another identity's. */
import type { ApiMembership, ApiTicketOrder } from '@storefront/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, memberships, ticketOrders } from '../db/schema';
import { isUuid } from './ids';
import { toWireAmount } from './money';
import { orderContent, readOrders, readOrderTickets } from './order-rows';
import { qrCodePng } from './qr-code';
import { toApiMembership, toApiTicket } from './views';
import { orderNotFound, orderVisibleTo } from './order-access';
import type { Caller } from './web-session';

export class OrderService {
  constructor(private readonly db: Db) {}

  /** The caller's orders among `ids`; orders of other people's carts are left out silently. */
  async listOwn(caller: Caller | null, ids: string[]): Promise<ApiTicketOrder[]> {
    const visible = orderVisibleTo(caller);
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!visible) return [];
    const orders = await readOrders(this.db, wanted, visible);
    const tickets = await readOrderTickets(this.db, orders);
    const boughtMemberships = await membershipsByOrder(
      this.db,
      orders.map((o) => o.order.id),
    );
    return orders.map(({ order, eventName, timezone, purchaserEmail }) => {
      const content = orderContent(order.id, tickets);
      return {
        id: order.id,
        order_number: order.orderNumber,
        cart_id: order.cartId,
        identity_id: order.identityId,
        purchased_on: order.purchasedOn.toISOString(),
        event_template_id: order.eventTemplateId,
        event_name: eventName,
        purchaser_email: purchaserEmail,
        timezone,
        currency_code: order.currencyCode,
        total: toWireAmount(content.totalMinor),
        kind: content.kind,
        scan_code: order.scanCode,
        tickets: content.all.map((row) => ({
          ...toApiTicket(row.ticket, row.start && row.end ? { start: row.start, end: row.end } : undefined),
          ticket_type_name: row.typeName,
          // Decided by the order rules once self-service lands (issue 14).
          cancellable: false,
          editable: false,
        })),
        membership: boughtMemberships.get(order.id) ?? null,
        cancellable: false,
        edit_cart_id: null,
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
    const visible = orderVisibleTo(caller);
    if (!visible || !isUuid(id)) throw orderNotFound();
    const [row] = await this.db
      .select({ scanCode: ticketOrders.scanCode })
      .from(ticketOrders)
      .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
      .where(and(eq(ticketOrders.id, id), visible));
    if (!row) throw orderNotFound();
    return qrCodePng(row.scanCode);
  }
}

/** The memberships these orders bought or renewed, by order id (spec 03 §2.9). */
async function membershipsByOrder(db: Db, orderIds: string[]): Promise<Map<string, ApiMembership>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(memberships).where(inArray(memberships.ticketOrderId, orderIds));
  return new Map(rows.flatMap((row) => (row.ticketOrderId ? [[row.ticketOrderId, toApiMembership(row)] as const] : [])));
}
