/**
 * Recording what the gateways did, in the pay sequence's final transaction (under the cart
 * lock): succeeded payments with their audit entries (spec 02 §4: Paid is 'capture', Refund is
 * 'refund'), and, once no payment of the cart is under way, the cart's outcome.
 */
import type { Tx } from '../../infra/db/client';
import type { CartRow, PaymentRow } from '../../infra/db/schema';
import { loadCartAmounts, type CartAmounts } from './amounts';
import { bookOrders } from './book-orders';
import {
  clearPaymentPending,
  findOpenPayments,
  finishOpenAttempts,
  insertGatewayAudit,
  markPaymentSucceeded,
  setCartHold,
} from '../checkout-repository';

export async function recordAudit(tx: Tx, payment: PaymentRow, action: 'capture' | 'refund', now: Date): Promise<void> {
  await insertGatewayAudit(tx, {
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
  await markPaymentSucceeded(tx, payment.id, now);
  await recordAudit(tx, payment, 'capture', now);
}

/**
 * Once no payment of the cart is in flight or processing: its attempts are done, the cart may
 * expire again, and it is booked when nothing is outstanding (answers the new orders' ids), or
 * held until the session of its next scheduled payment.
 */
export async function closeSettled(tx: Tx, cartId: string, now: Date): Promise<string[]> {
  const open = await findOpenPayments(tx, cartId);
  if (open.length > 0) return [];
  await finishOpenAttempts(tx, cartId, now);
  const cart = await clearPaymentPending(tx, cartId);
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
  await setCartHold(tx, cart.id, next.holdUntil);
}
