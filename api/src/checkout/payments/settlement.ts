/**
 * Recording what the gateways did, in the pay sequence's final transaction (under the cart
 * lock): succeeded payments with their audit entries (spec 02 §4: Paid is 'capture', Refund is
 * 'refund'), and, once no payment of the cart is under way, the cart's outcome.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { carts, gatewayAudit, paymentAttempts, payments, type CartRow, type PaymentRow } from '../../infra/db/schema';
import { loadCartAmounts, type CartAmounts } from './amounts';
import { bookOrders } from './book-orders';

export async function recordAudit(tx: Tx, payment: PaymentRow, action: 'capture' | 'refund', now: Date): Promise<void> {
  await tx.insert(gatewayAudit).values({
    cartId: payment.cartId,
    paymentId: payment.id,
    gatewayId: payment.gatewayId,
    action,
    amountMinor: payment.amountMinor,
    occurredAt: now,
  });
}

/** A payment has succeeded: recorded with its 'capture' audit entry. */
export async function recordSettled(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  await tx.update(payments).set({ status: 'succeeded', settledAt: now }).where(eq(payments.id, payment.id));
  await recordAudit(tx, payment, 'capture', now);
}

/**
 * Once no payment of the cart is in flight or processing: its attempts are done, the cart may
 * expire again, and it is booked when nothing is outstanding (answers the new orders' ids), or
 * held until the session of its next scheduled payment.
 */
export async function closeSettled(tx: Tx, cartId: string, now: Date): Promise<string[]> {
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.cartId, cartId), inArray(payments.status, ['in_flight', 'processing'])));
  if (open.length > 0) return [];
  await tx
    .update(paymentAttempts)
    .set({ state: 'succeeded', finishedAt: now })
    .where(and(eq(paymentAttempts.cartId, cartId), inArray(paymentAttempts.state, ['in_flight', 'processing'])));
  const [cart] = await tx.update(carts).set({ paymentPending: false }).where(eq(carts.id, cartId)).returning();
  if (!cart || cart.state !== 'pending') return [];
  const amounts = await loadCartAmounts(tx, cart, now);
  if (amounts.outstandingMinor === 0) return bookOrders(tx, cart, cart.purchaserIdentityId ?? cart.identityId, now);
  await holdForSchedule(tx, cart, amounts);
  return [];
}

/** After a scheduled payment the cart holds its tickets until the session of the next unpaid part. */
async function holdForSchedule(tx: Tx, cart: CartRow, amounts: CartAmounts): Promise<void> {
  const next = amounts.schedule.find((part) => part.status !== 'paid' && part.holdUntil);
  if (!next?.holdUntil || (cart.expiresAt && cart.expiresAt.getTime() >= next.holdUntil.getTime())) return;
  await tx.update(carts).set({ expiresAt: next.holdUntil }).where(eq(carts.id, cart.id));
}
