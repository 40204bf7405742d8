/**
 * What a cart costs and what has been paid: totals, the outstanding and due amounts, the
 * scheduled parts, completed payments and the gateway audit (the `ApiCart` payment fields).
 */
import type { ApiCartPayments } from '@storefront/shared/wire';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventSessions, eventTemplates, gatewayAudit, payments, tickets, venues, type CartRow } from '../../db/schema';
import { loadFeeByType, ticketsTotal } from '../fees';
import { toWireAmount } from '../money';
import { dueNow, paymentPlanOf, scheduleParts, toApiScheduledPayment, type EventShare, type SchedulePart } from './schedule';

export interface CartAmounts {
  totalMinor: number;
  feesMinor: number;
  paidMinor: number;
  outstandingMinor: number;
  dueMinor: number;
  schedule: SchedulePart[];
}

const COUNTED = ['in_cart', 'held', 'booked', 'redeemed'] as const;

export async function loadCartAmounts(executor: Executor, cart: CartRow, now: Date): Promise<CartAmounts> {
  const live = await executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.cartId, cart.id), inArray(tickets.state, [...COUNTED])));
  const feeByType = await loadFeeByType(executor, live.map((t) => t.ticketTypeId));
  const { fees, total } = ticketsTotal(live, feeByType);
  const settled = await executor
    .select({ amount: payments.amountMinor, settledAt: payments.settledAt })
    .from(payments)
    .where(and(eq(payments.cartId, cart.id), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.settledAt));
  const paid = settled.reduce((sum, p) => sum + p.amount, 0);
  const outstanding = cart.state === 'pending' ? Math.max(0, total - paid) : 0;
  if (cart.state !== 'pending') {
    return { totalMinor: total, feesMinor: fees, paidMinor: paid, outstandingMinor: 0, dueMinor: 0, schedule: [] };
  }
  const shares = await eventShares(executor, live, feeByType);
  const bookedAt = settled[0]?.settledAt ?? cart.expiresAt ?? now;
  const schedule = scheduleParts(cart.id, shares, bookedAt, paid, now);
  const dueMinor = Math.min(outstanding, dueNow(schedule, outstanding, now));
  return { totalMinor: total, feesMinor: fees, paidMinor: paid, outstandingMinor: outstanding, dueMinor, schedule };
}

async function eventShares(
  executor: Executor,
  live: { eventTemplateId: string; eventSessionId: string | null; ticketTypeId: string; adjustedValueMinor: number }[],
  feeByType: Map<string, number>,
): Promise<EventShare[]> {
  const templateIds = [...new Set(live.map((t) => t.eventTemplateId))];
  if (templateIds.length === 0) return [];
  const templates = await executor
    .select({ id: eventTemplates.id, config: eventTemplates.config, timezone: venues.timezone })
    .from(eventTemplates)
    .leftJoin(venues, eq(venues.id, eventTemplates.venueId))
    .where(inArray(eventTemplates.id, templateIds));
  const sessionIds = [...new Set(live.flatMap((t) => (t.eventSessionId ? [t.eventSessionId] : [])))];
  const starts = new Map(
    (sessionIds.length === 0
      ? []
      : await executor
          .select({ id: eventSessions.id, start: eventSessions.startDatetime })
          .from(eventSessions)
          .where(inArray(eventSessions.id, sessionIds))
    ).map((s) => [s.id, s.start]),
  );
  return templates.map((template) => {
    const own = live.filter((t) => t.eventTemplateId === template.id);
    const sessionStarts = own.flatMap((t) => (t.eventSessionId ? [starts.get(t.eventSessionId)] : [])).filter((d): d is Date => !!d);
    return {
      amountMinor: ticketsTotal(own, feeByType).total,
      plan: paymentPlanOf(template.config),
      firstSessionStart: sessionStarts.length > 0 ? new Date(Math.min(...sessionStarts.map((d) => d.getTime()))) : null,
      timezone: template.timezone ?? 'UTC',
    };
  });
}

/** The payment fields of `ApiCart` and its grand totals' amounts. */
export async function loadCartPayments(
  executor: Executor,
  cart: CartRow,
  now: Date,
): Promise<{ payments: ApiCartPayments; amounts: CartAmounts }> {
  const amounts = await loadCartAmounts(executor, cart, now);
  const done = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cart.id), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(asc(payments.settledAt), asc(payments.position));
  const audit = await executor.select().from(gatewayAudit).where(eq(gatewayAudit.cartId, cart.id)).orderBy(asc(gatewayAudit.occurredAt));
  return {
    amounts,
    payments: {
      purchaser_identity_id: cart.purchaserIdentityId,
      scheduled_payments: amounts.schedule.map(toApiScheduledPayment),
      completed_payments: done.map((p) => ({
        id: p.id,
        occurred_date: (p.settledAt ?? p.createdAt).toISOString(),
        amount: toWireAmount(p.amountMinor),
        gateway_id: p.gatewayId,
        status: p.status === 'refunded' ? 'refunded' : 'succeeded',
        label: p.label,
      })),
      gateway_audit: audit.map((a) => ({
        id: a.id,
        action: a.action,
        amount: toWireAmount(a.amountMinor),
        occurred_at: a.occurredAt.toISOString(),
        gateway_id: a.gatewayId,
      })),
    },
  };
}
