import { runInAction } from 'mobx';
import { toApiError, type Api, type Cart, type CartStore } from '@storefront/shared';

/** Spec 02 §2 checkout entry: query `cartId` + `purchaser`, the provider's return secret, a route id. */
export interface CheckoutEntry {
  /** A staff-made (injected) cart paid on a customer's behalf: query `cartId` with `purchaser`. */
  injected: { cartId: string; purchaserId: string } | null;
  /** Query `send_email=false` suppresses the confirmation e-mail of an injected cart. */
  sendEmail: boolean;
  /** Route param: the id of a cart, or of an order whose cart is loaded. */
  routeId: string | null;
  /** Query `payment_intent_client_secret`: back from the provider's redirect. */
  returnSecret: string | null;
}

/** `injected`: a staff-made cart, which the pending page asks for by the injected call. */
export type CheckoutOutcome = { kind: 'completed'; orderIds: string[] } | { kind: 'pending'; cartId: string; injected: boolean } | { kind: 'not_found' };

/** What the provider adds to the address on its redirect back (removed once the return is handled). */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** The query without the provider's return parameters. */
export function withoutReturnParams(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) rest.delete(name);
  return rest;
}

export function readEntry(search: URLSearchParams, routeId: string | undefined): CheckoutEntry {
  const cartId = search.get('cartId');
  const purchaserId = search.get('purchaser');
  return {
    injected: cartId && purchaserId ? { cartId, purchaserId } : null,
    sendEmail: search.get('send_email') !== 'false',
    routeId: routeId ?? null,
    returnSecret: search.get('payment_intent_client_secret'),
  };
}

/** The orders a `cart_booked` answer names (`_extra.order_ids`). */
export const bookedOrderIds = (extra: Record<string, unknown>): string[] =>
  Array.isArray(extra.order_ids) ? extra.order_ids.filter((id): id is string => typeof id === 'string') : [];

const isNotFound = (e: unknown) => {
  const err = toApiError(e);
  return err.status === 404 || err.is('not_found');
};

/** Spec 02 §2: the route id is a cart's id, or an order's, whose cart is loaded. */
async function cartOfRouteId(api: Api, id: string): Promise<Cart> {
  try {
    return await api.cart.getCart(id);
  } catch (e) {
    if (!isNotFound(e)) throw e;
    const order = await api.orders.getOrder(id);
    return api.cart.getCart(order.cartId);
  }
}

/**
 * Loads the cart the entry names into the cart store. A completed cart answers its orders; a
 * missing one, or an injected cart bought by another purchaser than the link names, is not
 * found; a 403 lets the visitor in (the page shows what it can).
 */
export async function enterCheckout(deps: { api: Api; cart: CartStore }, entry: CheckoutEntry): Promise<CheckoutOutcome | null> {
  const { injected } = entry;
  const id = injected?.cartId ?? entry.routeId;
  if (!id) return null;
  try {
    const loaded = injected ? await deps.api.cart.getInjectedCart(id) : await cartOfRouteId(deps.api, id);
    if (injected && loaded.purchaserIdentityId !== injected.purchaserId) return { kind: 'not_found' };
    const orderIds = runInAction(() => deps.cart.takeCart(loaded));
    return orderIds ? { kind: 'completed', orderIds } : null;
  } catch (e) {
    const err = toApiError(e);
    if (err.is('cart_booked')) return { kind: 'completed', orderIds: bookedOrderIds(err.extra) };
    if (isNotFound(err)) return { kind: 'not_found' };
    return null;
  }
}
