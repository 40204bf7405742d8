/** Spec 01 §4/§8: what a fetched cart, or the failure to fetch it, means for the cart held. */
import { inCodeSet, type ApiError } from '../api/errors';
import type { Cart } from '../domain/types';
import type { CartErrorCode } from '../wire';

/** A fetched cart in one of these is gone for good: forget it (spec 01 §8, first cut). */
const GONE_STATUSES = new Set([403, 404, 410]);
const GONE_CODES = new Set<CartErrorCode>(['not_found', 'cart_expired']);
export const isCartGone = (e: ApiError) =>
  inCodeSet(GONE_CODES, e.code) || (e.status !== null && GONE_STATUSES.has(e.status));

/** 410 or `cart_expired`: the server let the cart go by time ('Cart timed out'). */
export const isCartExpiredError = (e: ApiError) => e.is('cart_expired') || e.status === 410;

/**
 * Spec 01 §8 "Cart fetch": what a failed `GET my/cart/{id}` does. 400 `scope_error` re-creates
 * (the cart is forgotten; the next reserve makes a new one); 404, 400 `stripe_gateway`/
 * `not_configured` and the other gone answers (403) clear; 410 / `cart_expired` is the expired
 * state; anything else is kept as the store's error.
 */
export function cartFetchOutcome(e: ApiError): 'recreate' | 'clear' | 'expired' | 'completed' | 'error' {
  if (isCartExpiredError(e)) return 'expired';
  // Spec 01 §4: 'Cart with order ID {id} has been booked.' — the order is made; the cart is done.
  if (e.is('cart_booked')) return 'completed';
  if (e.status === 400 && e.is('scope_error')) return 'recreate';
  if (e.status === 404 || (e.status === 400 && e.is('not_configured', 'stripe_gateway'))) return 'clear';
  return isCartGone(e) ? 'clear' : 'error';
}

/** The orders a `cart_booked` answer names (its `_extra.order_ids`, else `order_id`). */
export function bookedOrderIds(e: ApiError): string[] {
  const ids = e.extra.order_ids;
  if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string');
  return typeof e.extra.order_id === 'string' ? [e.extra.order_id] : [];
}

/** Spec 01 §4: a loaded cart with no expiry, no held tickets and nothing outstanding is an order already made. */
export const looksCompleted = (c: Cart) =>
  c.expiresIn === null && (c.heldTicketIds ?? []).length === 0 && c.outstandingMinor <= 0;
