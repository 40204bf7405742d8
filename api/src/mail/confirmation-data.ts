/** Everything an order e-mail shows, for one or more orders (read as `order-rows.ts` reads them). */
import type { ApiOrderKind } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import { isUuid } from '../lib/ids';
import { orderContent, readOrders, readOrderTickets, type OrderTicketRead } from '../orders/order-rows';
import { manageOrderUrl, orderSellerPrefix, storefrontBase } from './storefront-links';

export interface ConfirmationTicket {
  id: string;
  typeName: string;
  start: Date | null;
  /** A ticket without a session (flexible) is valid over a window instead. */
  validFrom: Date | null;
  validTo: Date | null;
  priceMinor: number;
  admitName: string | null;
  scanCode: string;
  /** Seated tickets: the seat's name as printed ('Stalls C12'). */
  seatName: string | null;
}

export interface ConfirmationOrder {
  id: string;
  orderNumber: string;
  eventName: string;
  timezone: string;
  kind: ApiOrderKind;
  scanCode: string;
  currencyCode: string;
  totalMinor: number;
  /** The live tickets (booked or redeemed). */
  tickets: ConfirmationTicket[];
  /** The cancelled and unbooked ones, for the cancellation notice. */
  cancelledTickets: ConfirmationTicket[];
  /** `{storefront}[/{slug}]/manage/{id}?key={manage key}` (ADR 0022). */
  manageUrl: string;
}

export interface Confirmation {
  sellerName: string;
  email: string;
  firstName: string | null;
  orders: ConfirmationOrder[];
}

const confirmationTicket = (r: OrderTicketRead): ConfirmationTicket => ({
  id: r.ticket.id,
  typeName: r.typeName,
  start: r.start,
  validFrom: r.ticket.validFrom,
  validTo: r.ticket.validTo,
  priceMinor: r.ticket.adjustedValueMinor,
  admitName: r.ticket.admitName,
  scanCode: r.ticket.scanCode,
  seatName: r.ticket.seatName,
});

/**
 * The orders (in order-number order) with their purchaser: the first order's identity, which
 * every order of one cart shares. Null when no order is found or the purchaser has no e-mail
 * address. Links start at `storefrontUrl`.
 */
export async function loadConfirmation(db: Db, orderIds: string[], storefrontUrl: string): Promise<Confirmation | null> {
  const orders = await readOrders(db, [...new Set(orderIds.filter(isUuid))]);
  const first = orders[0];
  if (!first?.purchaserEmail) return null;
  const tickets = await readOrderTickets(db, orders);
  return {
    sellerName: first.sellerName,
    email: first.purchaserEmail,
    firstName: first.purchaserFirstName,
    orders: orders.map(({ order, eventName, timezone, seller }) => {
      const content = orderContent(order.id, tickets);
      const live = new Set(content.live);
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        eventName,
        timezone,
        kind: content.kind,
        scanCode: order.scanCode,
        currencyCode: order.currencyCode,
        totalMinor: content.totalMinor,
        tickets: content.live.map(confirmationTicket),
        cancelledTickets: content.all.filter((r) => !live.has(r)).map(confirmationTicket),
        manageUrl: manageOrderUrl(storefrontBase(storefrontUrl, orderSellerPrefix(seller)), order.id, order.manageKey),
      };
    }),
  };
}
