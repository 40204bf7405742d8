/**
 * How orders are read, for the order API and the confirmation e-mail alike: the orders in
 * one query, all their tickets in one more (never a query per order), and what an order
 * amounts to from its tickets.
 */
import { isCancelledState, type EditFacts } from '@storefront/shared/domain/order-rules';
import type { ApiOrderKind } from '@storefront/shared/wire';
import type { Executor } from '../infra/db/client';
import type { OutsideFee, TicketRow } from '../infra/db/schema';
import { feeByTypeOf, ticketsTotal } from '../cart/fees';
import { orderKind } from '../lib/order-kind';
import { findOrderTicketRows, type OrderRead } from './orders-repository';

export { readOrders, type OrderRead } from './orders-repository';


export interface OrderTicketRead {
  ticket: TicketRow;
  typeName: string;
  outsideFees: OutsideFee[];
  handler: string;
  /** The ticket's event's category, for the self-edit rule. */
  eventCategory: string | null;
  /** The session's times; null for a ticket without a session (flexible). */
  start: Date | null;
  end: Date | null;
}


export interface OrderTickets {
  /** Every ticket of the orders, cancelled ones included, in session order. */
  rows: OrderTicketRead[];
  /** Type id → outside fee per ticket, for the totals. */
  feeByType: Map<string, number>;
}

/** The tickets of `orders`; with `ticketIds`, only those of them (a wallet pass reads one). */
export async function readOrderTickets(db: Executor, orders: OrderRead[], ticketIds?: string[]): Promise<OrderTickets> {
  if (orders.length === 0) return { rows: [], feeByType: new Map() };
  const rows = await findOrderTicketRows(db, orders.map((o) => o.order.id), ticketIds);
  return {
    rows,
    feeByType: feeByTypeOf(rows.map((r) => ({ id: r.ticket.ticketTypeId, outsideFees: r.outsideFees }))),
  };
}

export interface OrderContent {
  /** The order's tickets, cancelled ones included. */
  all: OrderTicketRead[];
  live: OrderTicketRead[];
  /** Like the cart's total: the live tickets' adjusted values plus their outside fees. */
  totalMinor: number;
  kind: ApiOrderKind;
}

/** One order's share of `readOrderTickets`. */
export function orderContent(orderId: string, { rows, feeByType }: OrderTickets): OrderContent {
  const all = rows.filter((r) => r.ticket.ticketOrderId === orderId);
  const live = all.filter((r) => !isCancelledState(r.ticket.state));
  return {
    all,
    live,
    totalMinor: ticketsTotal(live.map((r) => r.ticket), feeByType).total,
    kind: orderKind(all.map((r) => r.handler)),
  };
}

/** A ticket row as the order rules read it (like the browser's `orderTicketFacts` of the same ticket). */
export function orderRowFacts(row: OrderTicketRead): EditFacts {
  return {
    state: row.ticket.state,
    faceValueMinor: row.ticket.faceValueMinor,
    adjustedValueMinor: row.ticket.adjustedValueMinor,
    startsAt: (row.start ?? row.ticket.validFrom)?.getTime() ?? null,
    endsAt: (row.end ?? row.ticket.validTo)?.getTime() ?? null,
    eventCategory: row.eventCategory,
    groupHandler: row.handler,
  };
}

/** The seller's self-edit categories (`web.self_edit_categories`; spec 02 §5): none unless a list of names. */
export function selfEditCategories(web: Record<string, unknown>): string[] {
  const configured = web.self_edit_categories;
  return Array.isArray(configured) ? configured.filter((c): c is string => typeof c === 'string') : [];
}
