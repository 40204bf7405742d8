/**
 * Ticket orders, as their buyer sees them: only the caller's own (or granted by a manage link,
 * ADR 0022), never another identity's; with what the caller may do with them (spec 02 §5), and
 * cancelling a free order's tickets (spec 02 §7).
 */
import { isCancellableTicket, isEditableTicket, isOrderCancellable } from '@storefront/shared/domain/order-rules';
import type { ApiMembership, ApiOrderCancelBody, ApiTicketOrder } from '@storefront/shared/wire';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { AuthError, NotFoundError, OrderError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { retryOnLockTimeout } from '../infra/db/locking';
import { toWireAmount } from '../lib/money';
import { orderNotFound, orderVisibleTo } from './order-access';
import { discardEditCarts } from './order-edits';
import { orderContent, orderRowFacts, readOrders, readOrderTickets, selfEditCategories, type OrderRead } from './order-rows';
import { qrCodePng } from '../lib/qr-code';
import { toApiMembership, toApiTicket } from '../catalog/views';
import { ownedIdentityIds, type Caller } from '../accounts/web-session';
import {
  boughtBy,
  cancelOrderTickets,
  findIdentityEmail,
  findLiveEditCarts,
  findMembershipsOfOrders,
  findOrderIdsAtSeller,
  findOrderIdsWhere,
  findVisibleOrderCart,
  findVisibleOrderScanCode,
  lockOrderTickets,
  purchaserEmailIs,
} from './orders-repository';

/** `GET my/ticket_order` shows the member's newest orders, at most this many. */
export const MY_ORDERS_LIMIT = 100;

export const noOrdersForEmail = () =>
  new NotFoundError('not_found', { context: 'ticket_order_resend', description: 'No orders could be found for this email address.' });

/** What every `my/` call answers a signed-out caller (as `GET my/membership`). */
const notSignedIn = () => new AuthError('not_authenticated', { context: 'user' });

/** What a resend mails: the orders' ids; `to` is where (the member's address for `my/`). */
export interface OrdersToResend {
  orderIds: string[];
  to: string;
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The caller's orders among `ids`; orders of other people's carts are left out silently. */
  async listOwn(caller: Caller | null, ids: string[]): Promise<ApiTicketOrder[]> {
    const visible = orderVisibleTo(caller);
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!visible || !caller) return [];
    return this.present(caller, await readOrders(this.db, wanted, visible));
  }

  /** One of the caller's orders; `not_found` for an unknown id and for anyone else's order. */
  async getOwn(caller: Caller | null, id: string): Promise<ApiTicketOrder> {
    const [order] = await this.listOwn(caller, [id]);
    if (!order) throw orderNotFound();
    return order;
  }

  /** `GET my/ticket_order`: the signed-in member's orders at this seller, newest first. */
  async mine(caller: Caller | null, sellerSlug: string | undefined): Promise<ApiTicketOrder[]> {
    if (!caller?.userId || !caller.userIdentityId) throw notSignedIn();
    const condition = boughtBy(caller.userIdentityId);
    const rows = await findOrderIdsAtSeller(this.db, condition, sellerSlug, MY_ORDERS_LIMIT);
    const orders = await readOrders(
      this.db,
      rows.map((r) => r.id),
      condition,
    );
    const newestFirst = orders.sort(
      (a, b) => b.order.purchasedOn.getTime() - a.order.purchasedOn.getTime() || b.order.orderNumber.localeCompare(a.order.orderNumber),
    );
    return this.present(caller, newestFirst);
  }

  /** The PNG QR code of one of the caller's orders (same access rule as `getOwn`). */
  async qrCode(caller: Caller | null, id: string): Promise<Buffer> {
    const visible = orderVisibleTo(caller);
    if (!visible || !isUuid(id)) throw orderNotFound();
    const row = await findVisibleOrderScanCode(this.db, id, visible);
    if (!row) throw orderNotFound();
    return qrCodePng(row.scanCode);
  }

  /**
   * `POST ticket_order/{id}/cancel` (spec 02 §5, §7): cancels the listed tickets of a free
   * order, all or nothing. Any live edit cart of the order is discarded first; the tickets'
   * places go back on sale (the booked counters follow the state by trigger). Returns the ids
   * cancelled; the caller answers the order and sends the notice after the commit.
   */
  async cancelTickets(caller: Caller | null, id: string, body: ApiOrderCancelBody): Promise<string[]> {
    const visible = orderVisibleTo(caller);
    if (!visible || !isUuid(id)) throw orderNotFound();
    const order = await findVisibleOrderCart(this.db, id, visible);
    if (!order) throw orderNotFound();
    // Guests edit, members look (ADR 0022).
    if (caller?.userId) throw new OrderError('edit_requires_logout');
    const wanted = [...new Set(body.tickets.map((t) => t.ticket_id))];
    if (wanted.length === 0) throw new OrderError('no_tickets_selected');
    return retryOnLockTimeout(() =>
      this.db.transaction(async (tx) => {
        await discardEditCarts(tx, order.id);
        const locked = await lockOrderTickets(tx, order.id);
        const [read] = await readOrders(tx, [order.id]);
        if (!read || locked.length === 0) throw orderNotFound();
        const rows = orderContent(order.id, await readOrderTickets(tx, [read])).all;
        const now = this.now().getTime();
        if (!isOrderCancellable(rows.map(orderRowFacts), now)) throw new OrderError('order_not_cancellable');
        const cancellable = new Set(rows.filter((r) => isCancellableTicket(orderRowFacts(r), now)).map((r) => r.ticket.id));
        if (!wanted.every((ticketId) => cancellable.has(ticketId))) throw new OrderError('no_valid_tickets');
        await cancelOrderTickets(tx, order.id, wanted);
        return wanted;
      }),
    );
  }

  /**
   * `POST ticket_order/resend`: the orders at this seller whose purchaser has this e-mail
   * (any case); with `membershipsOnly` only those that bought a membership.
   */
  async ordersOfEmail(email: string, sellerSlug: string | undefined, membershipsOnly: boolean): Promise<OrdersToResend> {
    const orderIds = await this.orderIdsWhere(
      purchaserEmailIs(email),
      sellerSlug,
      membershipsOnly,
    );
    if (orderIds.length === 0) throw noOrdersForEmail();
    return { orderIds, to: email.trim() };
  }

  /** `POST my/ticket_order/resend`: the signed-in member's orders at this seller, to the member's address. */
  async ordersOfMember(caller: Caller | null, sellerSlug: string | undefined, membershipsOnly: boolean): Promise<OrdersToResend> {
    if (!caller?.userId || !caller.userIdentityId) throw notSignedIn();
    const member = await findIdentityEmail(this.db, caller.userIdentityId);
    const orderIds = await this.orderIdsWhere(boughtBy(caller.userIdentityId), sellerSlug, membershipsOnly);
    if (!member?.email || orderIds.length === 0) throw noOrdersForEmail();
    return { orderIds, to: member.email };
  }

  private async orderIdsWhere(condition: SQL, sellerSlug: string | undefined, membershipsOnly: boolean): Promise<string[]> {
    return findOrderIdsWhere(this.db, condition, sellerSlug, membershipsOnly, MY_ORDERS_LIMIT);
  }

  /** The wire orders with what the caller may do with each (spec 02 §5; ADR 0022). */
  private async present(caller: Caller, orders: OrderRead[]): Promise<ApiTicketOrder[]> {
    const orderIds = orders.map((o) => o.order.id);
    const [tickets, boughtMemberships, editCarts] = await Promise.all([
      readOrderTickets(this.db, orders),
      membershipsByOrder(this.db, orderIds),
      this.liveEditCarts(caller, orderIds),
    ]);
    const now = this.now().getTime();
    // Members look, guests edit: a signed-in caller edits nothing.
    const signedIn = caller.userId !== null;
    return orders.map(({ order, eventName, timezone, purchaserEmail, seller }) => {
      const content = orderContent(order.id, tickets);
      const categories = selfEditCategories(seller.web);
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
        tickets: content.all.map((row) => {
          const facts = orderRowFacts(row);
          return {
            ...toApiTicket(row.ticket, row.start && row.end ? { start: row.start, end: row.end } : undefined),
            ticket_type_name: row.typeName,
            cancellable: isCancellableTicket(facts, now),
            editable: !signedIn && isEditableTicket(facts, categories, now),
          };
        }),
        membership: boughtMemberships.get(order.id) ?? null,
        cancellable: isOrderCancellable(content.all.map(orderRowFacts), now),
        edit_cart_id: editCarts.get(order.id) ?? null,
      };
    });
  }

  /** The caller's pending, unexpired edit cart of each order (one per order, ADR 0022). */
  private async liveEditCarts(caller: Caller, orderIds: string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await findLiveEditCarts(this.db, orderIds, this.now(), ownedIdentityIds(caller));
    return new Map(rows.flatMap((r) => (r.orderId ? [[r.orderId, r.id] as const] : [])));
  }
}

/** The memberships these orders bought or renewed, by order id (spec 03 §2.9). */
async function membershipsByOrder(db: Db, orderIds: string[]): Promise<Map<string, ApiMembership>> {
  if (orderIds.length === 0) return new Map();
  const rows = await findMembershipsOfOrders(db, orderIds);
  return new Map(rows.flatMap((row) => (row.ticketOrderId ? [[row.ticketOrderId, toApiMembership(row)] as const] : [])));
}
