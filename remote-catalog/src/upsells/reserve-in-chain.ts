import type { CartStore, EventDetail, EventSession, ReserveRequest, SellerConfigStore } from '@storefront/shared';
import { addToUpsellsChain, setVisitWindow } from './upsell-chain';
import { visitWindowFor } from './visit-window';

export interface ReserveInChainInput {
  cart: CartStore;
  config: SellerConfigStore;
  event: EventDetail;
  /** The chosen session; null for flexible tickets. */
  session: EventSession | null;
  request: ReserveRequest;
  /** An anchor was in the cart before this reservation. */
  anchorInCart: boolean;
}

/**
 * Reserves, then keeps the upsell chain (spec 01 §4): an anchor sets the visit window from the
 * seller's upsell visit time (an unknown setting throws before anything is reserved); an
 * upsell booked after an anchor joins the chain.
 */
export async function reserveInChain({ cart, config, event, session, request, anchorInCart }: ReserveInChainInput): Promise<void> {
  const { upsellVisitTime, closingTime } = config.settings;
  const window = event.isAnchor && session ? visitWindowFor(upsellVisitTime, session, event.timezone, closingTime) : null;
  await cart.reserve(request);
  if (event.isAnchor) setVisitWindow(cart, window);
  else if (anchorInCart) addToUpsellsChain(cart, event.id);
}

/** After a sold-out answer: whether another offered session can still take `count` tickets. */
export function anotherSessionHasRoom(sessions: EventSession[], soldOutId: string, count: number): boolean {
  return sessions.some((s) => s.id !== soldOutId && !s.soldOut && (s.available === null || s.available >= count));
}
