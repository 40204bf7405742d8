/**
 * What a cart costs and what has been paid: totals, the outstanding and due amounts, the
 * scheduled parts, completed payments and the gateway audit (the `ApiCart` payment fields).
 */
import type { ApiCartPayments } from '@storefront/shared/wire';
import type { Executor } from '../../infra/db/client';
import type { CartRow } from '../../infra/db/schema';
import { loadFeeByType, ticketsTotal } from '../../cart/fees';
import { loadEditCreditMinor } from '../../orders/order-edits';
import { toWireAmount } from '../../lib/money';
import { dueNow, paymentPlanOf, scheduleParts, toApiScheduledPayment, type EventShare, type SchedulePart } from './schedule';
import {
  findCountedTickets,
  findPaymentRecordsJson,
  findSessionStarts,
  findSettledPayments,
  findTemplateConfigs,
} from '../checkout-repository';

export interface CartAmounts {
  totalMinor: number;
  feesMinor: number;
  paidMinor: number;
  outstandingMinor: number;
  dueMinor: number;
  schedule: SchedulePart[];
}

export async function loadCartAmounts(executor: Executor, cart: CartRow, now: Date): Promise<CartAmounts> {
  const live = await findCountedTickets(executor, cart.id);
  const feeByType = await loadFeeByType(executor, live.map((t) => t.ticketTypeId));
  const settled = await findSettledPayments(executor, cart.id);
  // An edit cart is paid in full, less the credit of the tickets it removes (ADR 0022).
  const shares = cart.state === 'pending' && !cart.editsOrderId ? await eventShares(executor, live, feeByType) : [];
  return cartAmountsOf(cart, live, feeByType, settled, shares, now, await loadEditCreditMinor(executor, cart));
}

const COUNTED = ['in_cart', 'held', 'booked', 'redeemed'] as const;

/** Whether a ticket in this state counts towards the cart's total. */
export function isCounted(state: string): boolean {
  return (COUNTED as readonly string[]).includes(state);
}

/**
 * The amounts of `cart` from what is already loaded: its counted (`isCounted`) tickets `live`,
 * their fees, its succeeded payments `settled` (earliest settlement first) and, for a pending
 * cart, the events' shares (`eventSharesOf`). An edit cart's `creditMinor` (the tickets it
 * removes) counts against its total: outstanding and due never go below 0.
 */
export function cartAmountsOf(
  cart: CartRow,
  live: { ticketTypeId: string; adjustedValueMinor: number }[],
  feeByType: Map<string, number>,
  settled: { amount: number; settledAt: Date | null }[],
  shares: EventShare[],
  now: Date,
  creditMinor = 0,
): CartAmounts {
  const { fees, total } = ticketsTotal(live, feeByType);
  const paid = settled.reduce((sum, p) => sum + p.amount, 0);
  const outstanding = cart.state === 'pending' ? Math.max(0, total - creditMinor - paid) : 0;
  if (cart.state !== 'pending') {
    return { totalMinor: total, feesMinor: fees, paidMinor: paid, outstandingMinor: 0, dueMinor: 0, schedule: [] };
  }
  const bookedAt = settled[0]?.settledAt ?? cart.expiresAt ?? now;
  const schedule = scheduleParts(cart.id, shares, bookedAt, paid, now);
  const dueMinor = Math.min(outstanding, dueNow(schedule, outstanding, now));
  return { totalMinor: total, feesMinor: fees, paidMinor: paid, outstandingMinor: outstanding, dueMinor, schedule };
}

type LiveTicket = { eventTemplateId: string; eventSessionId: string | null; ticketTypeId: string; adjustedValueMinor: number };

async function eventShares(executor: Executor, live: LiveTicket[], feeByType: Map<string, number>): Promise<EventShare[]> {
  const templateIds = [...new Set(live.map((t) => t.eventTemplateId))];
  if (templateIds.length === 0) return [];
  const templates = await findTemplateConfigs(executor, templateIds);
  const sessionIds = [...new Set(live.flatMap((t) => (t.eventSessionId ? [t.eventSessionId] : [])))];
  const starts = new Map(
    (sessionIds.length === 0
      ? []
      : await findSessionStarts(executor, sessionIds)
    ).map((s) => [s.id, s.start]),
  );
  return eventSharesOf(live, feeByType, templates, starts);
}

/**
 * Each event's share of the counted tickets `live`: `templates` (with the venue's zone, null
 * when unknown) are the live tickets' events; `starts` their sessions' starts by session id.
 */
export function eventSharesOf(
  live: LiveTicket[],
  feeByType: Map<string, number>,
  templates: { id: string; config: { web?: Record<string, unknown> }; timezone: string | null }[],
  starts: Map<string, Date>,
): EventShare[] {
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

/** A payment of the cart as its view shows it. */
export interface DonePayment {
  id: string;
  amountMinor: number;
  status: string;
  gatewayId: string;
  label: string;
  createdAt: Date;
  settledAt: Date | null;
}

/** A gateway audit entry of the cart as its view shows it. */
export interface AuditEntry {
  id: string;
  action: string;
  amountMinor: number;
  gatewayId: string;
  occurredAt: Date;
}

/**
 * The cart's succeeded and refunded payments (by settlement, then position) and its gateway
 * audit (by time), in one statement.
 */
export async function loadPaymentRecords(executor: Executor, cartId: string): Promise<{ done: DonePayment[]; audit: AuditEntry[] }> {
  const row = await findPaymentRecordsJson(executor, cartId);
  const parse = (value: unknown): Record<string, unknown>[] =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return {
    done: parse(row?.done).map((p) => ({
      id: p.id as string,
      amountMinor: Number(p.amount_minor),
      status: p.status as string,
      gatewayId: p.gateway_id as string,
      label: p.label as string,
      createdAt: new Date(p.created_at as string),
      settledAt: p.settled_at === null || p.settled_at === undefined ? null : new Date(p.settled_at as string),
    })),
    audit: parse(row?.audit).map((a) => ({
      id: a.id as string,
      action: a.action as string,
      amountMinor: Number(a.amount_minor),
      gatewayId: a.gateway_id as string,
      occurredAt: new Date(a.occurred_at as string),
    })),
  };
}

/** The payment fields of `ApiCart`, from the cart's amounts, payments and audit (`loadPaymentRecords`). */
export function cartPaymentsOf(cart: CartRow, amounts: CartAmounts, done: DonePayment[], audit: AuditEntry[]): ApiCartPayments {
  return {
    purchaser_identity_id: cart.purchaserIdentityId,
    scheduled_payments: amounts.schedule.map(toApiScheduledPayment),
    completed_payments: done.map((p) => ({
      id: p.id,
      occurred_date: (p.settledAt ?? p.createdAt).toISOString(),
      amount: toWireAmount(p.amountMinor),
      gateway_id: p.gatewayId as ApiCartPayments['completed_payments'][number]['gateway_id'],
      status: p.status === 'refunded' ? 'refunded' : 'succeeded',
      label: p.label,
    })),
    gateway_audit: audit.map((a) => ({
      id: a.id,
      action: a.action as ApiCartPayments['gateway_audit'][number]['action'],
      amount: toWireAmount(a.amountMinor),
      occurred_at: a.occurredAt.toISOString(),
      gateway_id: a.gatewayId as ApiCartPayments['gateway_audit'][number]['gateway_id'],
    })),
  };
}
