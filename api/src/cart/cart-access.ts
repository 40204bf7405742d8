/** Who may see and change a cart, and in which states (spec 01 §4 Cart, §6). */
import type { Db, Executor } from '../infra/db/client';
import type { CartRow } from '../infra/db/schema';
import { findCartRow, findHoldingPayment } from './cart-repository';
import { releaseExpiredCarts } from './cart-expiry';
import { ApiError, CartError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { ownedIdentityIds, type Caller } from '../accounts/web-session';

export async function findCart(executor: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<CartRow> {
  if (!isUuid(id)) throw new CartError('not_found');
  const cart = await findCartRow(executor, id, options.forUpdate ?? false);
  if (!cart) throw new CartError('not_found');
  return cart;
}

/** Past its hold, unless a payment is in flight or processing: such a cart never expires (ADR 0008). */
export function isExpired(cart: CartRow, now: Date): boolean {
  return (
    cart.state === 'pending' && !cart.paymentPending && cart.expiresAt !== null && cart.expiresAt.getTime() <= now.getTime()
  );
}

/** Only the cart's owner (public identity or signed-in member) may use it. */
export function assertOwner(cart: CartRow, caller: Caller | null): void {
  if (!ownedIdentityIds(caller).includes(cart.identityId)) throw new CartError('cart_access_denied');
}

/** The owner may read the cart: owned, and not a pending cart that has timed out (`cart_expired`). */
export function assertReadable(cart: CartRow, caller: Caller | null, now: Date): void {
  assertOwner(cart, caller);
  if (isExpired(cart, now)) throw new CartError('cart_expired');
}

/** The cart may still be changed: owned, pending, no payment under way, and not timed out. */
export function assertModifiable(cart: CartRow, caller: Caller | null, now: Date): void {
  assertOwner(cart, caller);
  if (cart.state !== 'pending') {
    throw new CartError('incorrect_cart_state', { extra: { state: cart.state } });
  }
  if (cart.paymentPending) {
    throw new CartError('incorrect_cart_state', { description: 'A payment for this cart is in progress.', extra: { state: cart.state } });
  }
  if (isExpired(cart, now)) throw new CartError('cart_expired');
}

/**
 * A cart with a succeeded (or processing, or refunded) payment — a scheduled payment's deposit —
 * is held for the rest of its schedule: it can no longer be modified, extended or discarded
 * (409 `incorrect_cart_state`), so its tickets, total and hold stay what was paid for.
 */
export async function assertNoPayments(executor: Executor, cart: CartRow): Promise<void> {
  const paid = await findHoldingPayment(executor, cart.id);
  if (paid) throw paymentHeldError(cart);
}

export { HOLDING_PAYMENT_STATES } from './cart-repository';

/** The `assertNoPayments` refusal. */
export function paymentHeldError(cart: CartRow): ApiError {
  return new CartError('incorrect_cart_state', {
    description: 'This cart has a payment; it can no longer be changed or discarded.',
    extra: { state: cart.state },
  });
}

/**
 * Release on touch: runs `work`, a cart path whose access checks (`assertReadable`,
 * `assertModifiable`, before or under its transaction) answer `cart_expired` for a timed-out
 * cart. The cart's held tickets are then released, after `work`'s transaction has rolled back,
 * and the error goes on. Every path that touches a cart by id runs inside it.
 */
export async function releasingExpired<T>(db: Db, cartId: string, now: () => Date, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'cart_expired') await releaseExpiredCarts(db, now(), [cartId]);
    throw error;
  }
}

export { cartTickets } from './cart-repository';

/** Pending carts hold their tickets; this is when the hold ends. */
export function holdUntil(now: Date, holdSeconds: number): Date {
  return new Date(now.getTime() + holdSeconds * 1000);
}
