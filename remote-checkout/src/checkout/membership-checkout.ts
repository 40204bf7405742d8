import type { Cart, MembershipClientState } from '@storefront/shared';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import type { CheckoutMessage } from './checkout-store';

export type Giftee = NonNullable<Cart['giftee']>;

/**
 * Who receives a gift of membership (spec 02 §2, §4): the cart's giftee once gift_checkout
 * named one, else the one the membership form created (`POST giftee`). Null for other carts.
 */
export function gifteeOf(cart: Cart | null, state: MembershipClientState): Giftee | null {
  if (!cart?.isGift) return null;
  return cart.giftee ?? state.giftee;
}

/** A gift whose receiver is unknown here: shown instead of the form. */
export const GIFTEE_MISSING_MESSAGE: CheckoutMessage = {
  kind: 'error',
  lines: [M.gifteeMissing],
  link: { to: '/membership/gift', text: M.gifteeMissingLink },
};

/** Spec 02 §2: 'Pay for your Gift to {giftee name}' for gifts, else 'Checkout'. */
export function checkoutTitle(cart: Cart | null, giftee: Giftee | null): string {
  if (!cart?.isGift) return M.title;
  return giftee ? M.giftTitle(giftee.name) : M.giftTitleWithoutGiftee;
}

/**
 * Spec 02 §3 payment payload `auto_renew`: the buyer's choice when the cart buys a membership
 * for them; a gift's receiver chooses nothing, and other carts send no `auto_renew`.
 */
export function autoRenewFor(cart: Cart | null, state: MembershipClientState): boolean | undefined {
  if (!cart || cart.isGift || !cart.items.some((item) => item.isMembershipEvent)) return undefined;
  return state.autoRenew;
}
