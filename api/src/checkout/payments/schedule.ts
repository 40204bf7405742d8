/**
 * Scheduled payments (spec 02 §3, §4): an event may take a deposit at booking and the rest
 * before its session, by its payment plan in `config.web.payment_plan`:
 * `{ deposit_percent: 1..99, balance_due_days_before: >= 0 }`. The balance falls due that many
 * days before the cart's first session of the event, never after the session; an event whose
 * balance date has passed (or that has no plan) is due in full at booking. Payments are
 * allocated to the parts in due order.
 */
import type { ApiScheduledPayment } from '@storefront/shared/wire';
import { stableUuid } from '../../lib/ids';
import { toWireAmount } from '../../lib/money';
import { addZonedDays } from '../../lib/zoned-time';

export interface PaymentPlan {
  depositPercent: number;
  balanceDueDaysBefore: number;
}

/** The plan of an event's `config`, or null when it has none (or a malformed one). */
export function paymentPlanOf(config: { web?: Record<string, unknown> }): PaymentPlan | null {
  const plan = config.web?.payment_plan as { deposit_percent?: unknown; balance_due_days_before?: unknown } | undefined;
  const percent = plan?.deposit_percent;
  const days = plan?.balance_due_days_before;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) return null;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0) return null;
  return { depositPercent: percent, balanceDueDaysBefore: days };
}

/** One event's share of the cart: what its live tickets cost and when its first session starts. */
export interface EventShare {
  amountMinor: number;
  plan: PaymentPlan | null;
  firstSessionStart: Date | null;
  /** The event venue's time zone: the balance falls due that many venue-local calendar days before (default UTC). */
  timezone?: string;
}

export interface SchedulePart {
  id: string;
  dueDate: Date;
  amountMinor: number;
  /** The cart's hold runs at least until then while this part is unpaid (its first session). */
  holdUntil: Date | null;
  paidMinor: number;
  status: 'upcoming' | 'overdue' | 'paid';
}

/**
 * The cart's scheduled parts: the first is due at booking (`bookedAt`: the first payment, else
 * the hold's end), then one per balance date. Empty when everything is due at booking.
 */
export function scheduleParts(cartId: string, shares: EventShare[], bookedAt: Date, paidMinor: number, now: Date): SchedulePart[] {
  let atBooking = 0;
  const later = new Map<number, { amount: number; holdUntil: number }>();
  for (const share of shares) {
    const start = share.firstSessionStart;
    const balanceDue =
      share.plan && start ? addZonedDays(start, -share.plan.balanceDueDaysBefore, share.timezone ?? 'UTC').getTime() : null;
    if (!share.plan || !start || balanceDue === null || balanceDue <= bookedAt.getTime()) {
      atBooking += share.amountMinor;
      continue;
    }
    const deposit = Math.round((share.amountMinor * share.plan.depositPercent) / 100);
    atBooking += deposit;
    const part = later.get(balanceDue) ?? { amount: 0, holdUntil: start.getTime() };
    later.set(balanceDue, { amount: part.amount + share.amountMinor - deposit, holdUntil: Math.min(part.holdUntil, start.getTime()) });
  }
  if (later.size === 0) return [];
  const dated = [...later.entries()].sort(([a], [b]) => a - b);
  const raw = [
    { dueDate: bookedAt, amountMinor: atBooking, holdUntil: null as Date | null },
    ...dated.map(([due, part]) => ({ dueDate: new Date(due), amountMinor: part.amount, holdUntil: new Date(part.holdUntil) })),
  ];
  let left = paidMinor;
  return raw.map((part, index) => {
    const paid = Math.min(part.amountMinor, left);
    left -= paid;
    // Spec 02 §4: overdue when the due date minus one second is before now.
    const status = paid >= part.amountMinor ? 'paid' : part.dueDate.getTime() - 1000 < now.getTime() ? 'overdue' : 'upcoming';
    return { id: stableUuid(`scheduled:${cartId}:${index}`), ...part, paidMinor: paid, status };
  });
}

/** What must be paid now: the unpaid rest of the booking part and of every part already due. */
export function dueNow(parts: SchedulePart[], outstandingMinor: number, now: Date): number {
  if (parts.length === 0) return outstandingMinor;
  return parts.reduce(
    (sum, part, index) => (index === 0 || part.dueDate.getTime() <= now.getTime() ? sum + part.amountMinor - part.paidMinor : sum),
    0,
  );
}

export function toApiScheduledPayment(part: SchedulePart): ApiScheduledPayment {
  return { id: part.id, due_date: part.dueDate.toISOString(), amount: toWireAmount(part.amountMinor), status: part.status };
}
