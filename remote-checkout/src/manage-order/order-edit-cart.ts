/**
 * The one way the order pages change an order (spec 02 §4 Edit order, ADR 0022): the edit cart
 * becomes the visitor's current cart, so its timer and expiry apply. A shopping cart holding
 * tickets is discarded once the edit is held, so its places go back on sale now instead of
 * lapsing unseen.
 */
import { runInAction } from 'mobx';
import type { Api, Cart, CartStore, OrderChange } from '@storefront/shared';

export type EditCartStore = Pick<CartStore, 'cart' | 'takeCart' | 'discard'>;

/** Said before the first change when `cartReleasedByEdit` finds a cart. */
export const RELEASES_CART_TEXT = 'Changing this order will release the tickets in your cart.';

/** The visitor's current cart that changing order `orderId` would release, if any. */
export function cartReleasedByEdit(current: Cart | null, orderId: string): Cart | null {
  if (!current || current.state !== 'pending' || current.orderEdit?.orderId === orderId) return null;
  return current.items.length > 0 || current.orderEdit ? current : null;
}

/** Applies `change` to the order's live edit cart (`editCartId`), or opens one with it. */
export async function changeOrder(
  deps: { api: Api; cart: EditCartStore },
  orderId: string,
  editCartId: string | null,
  change: OrderChange,
): Promise<Cart> {
  const { api, cart } = deps;
  const answered = editCartId ? await api.cart.changeOrderEdit(editCartId, change) : await api.cart.editOrder(orderId, change);
  // Only once the edit is held: a refused edit leaves the shopping cart as it was.
  if (!editCartId && cartReleasedByEdit(cart.cart, orderId)) await cart.discard();
  runInAction(() => cart.takeCart(answered));
  return answered;
}
