/**
 * The ticket a wallet pass is made from, read only through an order the caller may see
 * (ADR 0022): unknown and someone else's ticket read alike (null).
 */
import { isPastTicket } from '@storefront/shared/domain/order-rules';
import type { Db } from '../infra/db/client';
import type { TicketStateValue } from '../infra/db/schema';
import { isUuid } from '../lib/ids';
import { orderVisibleTo } from '../orders/order-access';
import { readOrders, readOrderTickets } from '../orders/order-rows';
import type { Caller } from '../accounts/web-session';
import { findTicketOrderId } from './wallet-passes-repository';

export interface WalletTicket {
  id: string;
  state: TicketStateValue;
  scanCode: string;
  admitName: string | null;
  typeName: string;
  groupHandler: string;
  eventTemplateId: string;
  eventName: string;
  sellerName: string;
  orderNumber: string;
  /** The venue's IANA zone, in which the pass words the date. */
  timezone: string;
  /** The session's times, or for an undated ticket its validity (either end may be open). */
  startsAt: Date | null;
  endsAt: Date | null;
  hasSession: boolean;
}

export async function readWalletTicket(db: Db, caller: Caller | null, id: string): Promise<WalletTicket | null> {
  const visible = orderVisibleTo(caller);
  if (!visible || !isUuid(id)) return null;
  const owner = await findTicketOrderId(db, id);
  // Read as the order API reads it, through an order the caller may see.
  const orders = owner?.orderId ? await readOrders(db, [owner.orderId], visible) : [];
  const [order] = orders;
  const [row] = order ? (await readOrderTickets(db, orders, [id])).rows : [];
  if (!order || !row) return null;
  const { ticket } = row;
  const hasSession = row.start !== null;
  return {
    id: ticket.id,
    state: ticket.state,
    scanCode: ticket.scanCode,
    admitName: ticket.admitName,
    typeName: row.typeName,
    groupHandler: row.handler,
    eventTemplateId: ticket.eventTemplateId,
    eventName: order.eventName,
    sellerName: order.sellerName,
    orderNumber: order.order.orderNumber,
    timezone: order.timezone,
    startsAt: hasSession ? row.start : ticket.validFrom,
    endsAt: hasSession ? row.end : ticket.validTo,
    hasSession,
  };
}

/**
 * A pass is for an admission that can still be used: booked (not cancelled, unbooked or
 * already redeemed), with a scan code, for a session that has not started or a validity that
 * has not ended.
 */
export function canHavePass(ticket: WalletTicket, now: Date): boolean {
  if (ticket.state !== 'booked' || ticket.groupHandler !== 'tickets' || ticket.scanCode === '') return false;
  if (ticket.startsAt === null && ticket.endsAt === null) return false;
  // A session is past once it starts (spec 02 §4 'Past Event'); an undated ticket once its validity ends.
  const timing = ticket.hasSession
    ? { startsAt: ticket.startsAt?.getTime() ?? null }
    : { startsAt: null, endsAt: ticket.endsAt?.getTime() ?? null };
  return !isPastTicket({ state: ticket.state, faceValueMinor: 0, adjustedValueMinor: 0, ...timing }, now.getTime());
}
