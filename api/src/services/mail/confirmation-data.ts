/** Everything the confirmation e-mail shows, for the orders of one purchase (read as `order-rows.ts` reads them). */
import type { ApiOrderKind } from '@storefront/shared/wire';
import type { Db } from '../../db/client';
import { isUuid } from '../ids';
import { orderContent, readOrders, readOrderTickets } from '../order-rows';

export interface ConfirmationTicket {
  typeName: string;
  start: Date | null;
  /** A ticket without a session (flexible) is valid over a window instead. */
  validFrom: Date | null;
  validTo: Date | null;
  priceMinor: number;
  admitName: string | null;
  scanCode: string;
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
  tickets: ConfirmationTicket[];
}

export interface Confirmation {
  sellerName: string;
  email: string;
  firstName: string | null;
  orders: ConfirmationOrder[];
}

/**
 * The purchase's orders (in order-number order) with their purchaser: the first order's
 * identity, which every order of one cart shares. Null when no order is found or the
 * purchaser has no e-mail address.
 */
export async function loadConfirmation(db: Db, orderIds: string[]): Promise<Confirmation | null> {
  const orders = await readOrders(db, [...new Set(orderIds.filter(isUuid))]);
  const first = orders[0];
  if (!first?.purchaserEmail) return null;
  const tickets = await readOrderTickets(db, orders);
  return {
    sellerName: first.sellerName,
    email: first.purchaserEmail,
    firstName: first.purchaserFirstName,
    orders: orders.map(({ order, eventName, timezone }) => {
      const content = orderContent(order.id, tickets);
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        eventName,
        timezone,
        kind: content.kind,
        scanCode: order.scanCode,
        currencyCode: order.currencyCode,
        totalMinor: content.totalMinor,
        tickets: content.live.map((r) => ({
          typeName: r.typeName,
          start: r.start,
          validFrom: r.ticket.validFrom,
          validTo: r.ticket.validTo,
          priceMinor: r.ticket.adjustedValueMinor,
          admitName: r.ticket.admitName,
          scanCode: r.ticket.scanCode,
        })),
      };
    }),
  };
}
