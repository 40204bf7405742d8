/**
 * The ticket a wallet pass is made from, read only through an order the caller may see
 * (ADR 0022): unknown and someone else's ticket read alike (null).
 */
import { isPastTicket } from '@storefront/shared/domain/order-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carts,
  eventSessions,
  eventTemplates,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  ticketTypes,
  venues,
  type TicketStateValue,
} from '../../db/schema';
import { isUuid } from '../ids';
import { orderVisibleTo } from '../order-access';
import type { Caller } from '../web-session';

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
  const [row] = await db
    .select({
      id: tickets.id,
      state: tickets.state,
      scanCode: tickets.scanCode,
      admitName: tickets.admitName,
      validFrom: tickets.validFrom,
      validTo: tickets.validTo,
      typeName: ticketTypes.name,
      groupHandler: ticketGroups.handler,
      eventTemplateId: eventTemplates.id,
      eventName: eventTemplates.name,
      sellerName: sellers.name,
      orderNumber: ticketOrders.orderNumber,
      timezone: venues.timezone,
      sessionStart: eventSessions.startDatetime,
      sessionEnd: eventSessions.endDatetime,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.ticketOrderId))
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.ticketGroupId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, tickets.eventTemplateId))
    .innerJoin(venues, eq(venues.id, eventTemplates.venueId))
    .innerJoin(sellers, eq(sellers.id, eventTemplates.sellerId))
    .leftJoin(eventSessions, eq(eventSessions.id, tickets.eventSessionId))
    .where(and(eq(tickets.id, id), visible));
  if (!row) return null;
  const { validFrom, validTo, sessionStart, sessionEnd, ...ticket } = row;
  const hasSession = sessionStart !== null;
  return {
    ...ticket,
    hasSession,
    startsAt: hasSession ? sessionStart : validFrom,
    endsAt: hasSession ? sessionEnd : validTo,
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
