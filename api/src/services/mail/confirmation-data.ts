/** Everything the confirmation e-mail shows, read in a few queries for the orders of one purchase. */
import type { ApiOrderKind } from '@storefront/shared/wire';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carts,
  eventSessions,
  eventTemplates,
  identities,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  ticketTypes,
  venues,
} from '../../db/schema';
import { feeByTypeOf, ticketsTotal } from '../fees';
import { isUuid } from '../ids';
import { orderKind } from '../order-kind';

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

const CANCELLED = new Set(['cancelled', 'unbooked']);

/**
 * The purchase's orders (in order-number order) with their purchaser: the first order's
 * identity, which every order of one cart shares. Null when no order is found or the
 * purchaser has no e-mail address.
 */
export async function loadConfirmation(db: Db, orderIds: string[]): Promise<Confirmation | null> {
  const wanted = [...new Set(orderIds.filter(isUuid))];
  if (wanted.length === 0) return null;
  const orders = await db
    .select({
      order: ticketOrders,
      eventName: eventTemplates.name,
      timezone: venues.timezone,
      sellerName: sellers.name,
      email: identities.email,
      firstName: identities.firstName,
    })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .innerJoin(sellers, eq(sellers.id, carts.sellerId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, ticketOrders.eventTemplateId))
    .innerJoin(venues, eq(venues.id, eventTemplates.venueId))
    .innerJoin(identities, eq(identities.id, ticketOrders.identityId))
    .where(inArray(ticketOrders.id, wanted))
    .orderBy(asc(ticketOrders.orderNumber));
  const first = orders[0];
  if (!first?.email) return null;
  const rows = await db
    .select({
      ticket: tickets,
      typeName: ticketTypes.name,
      outsideFees: ticketTypes.outsideFees,
      handler: ticketGroups.handler,
      start: eventSessions.startDatetime,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.ticketGroupId))
    .leftJoin(eventSessions, eq(eventSessions.id, tickets.eventSessionId))
    .where(inArray(tickets.ticketOrderId, orders.map((o) => o.order.id)))
    .orderBy(asc(eventSessions.startDatetime), asc(tickets.createdAt), asc(tickets.id));
  const feeByType = feeByTypeOf(rows.map((r) => ({ id: r.ticket.ticketTypeId, outsideFees: r.outsideFees })));
  return {
    sellerName: first.sellerName,
    email: first.email,
    firstName: first.firstName,
    orders: orders.map(({ order, eventName, timezone }) => {
      const own = rows.filter((r) => r.ticket.ticketOrderId === order.id && !CANCELLED.has(r.ticket.state));
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        eventName,
        timezone,
        kind: orderKind(own.map((r) => r.handler)),
        scanCode: order.scanCode,
        currencyCode: order.currencyCode,
        totalMinor: ticketsTotal(own.map((r) => r.ticket), feeByType).total,
        tickets: own.map((r) => ({
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
