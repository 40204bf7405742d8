/**
 * The upsell chain's client cart state (spec 01 §3, §4): the anchor's visit window and the
 * upsells reserved after it. Both are kept with the cart under their spec names, so they are
 * persisted with it, followed across tabs and dropped with it (a saved cart of an earlier
 * version restores them as they were).
 */
import type { CartStore } from '@storefront/shared';
import type { VisitWindow } from './visit-window';

const VISIT_WINDOW = 'visitWindow';
const UPSELLS_CHAIN = 'upsellsChain';

/** The cart's client state this module reads and writes. */
type ChainCart = Pick<CartStore, 'clientState' | 'setClientState'>;

function isVisitWindow(value: unknown): value is VisitWindow {
  const w = value as Partial<VisitWindow> | null;
  return typeof w === 'object' && w !== null && typeof w.kind === 'string' && typeof w.start === 'string' && typeof w.end === 'string';
}

/** Set by an anchor reservation; upsells show only sessions within it. */
export function visitWindowOf(cart: Pick<CartStore, 'clientState'>): VisitWindow | null {
  const value = cart.clientState[VISIT_WINDOW];
  return isVisitWindow(value) ? value : null;
}

/** The anchor's visit window; null removes it. */
export function setVisitWindow(cart: ChainCart, window: VisitWindow | null): void {
  cart.setClientState(VISIT_WINDOW, window);
}

/** Event ids of the upsells reserved after the anchor, in order. */
export function upsellsChainOf(cart: Pick<CartStore, 'clientState'>): string[] {
  const value = cart.clientState[UPSELLS_CHAIN];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Records an upsell reserved after the anchor (once). */
export function addToUpsellsChain(cart: ChainCart, eventId: string): void {
  const chain = upsellsChainOf(cart);
  if (!chain.includes(eventId)) cart.setClientState(UPSELLS_CHAIN, [...chain, eventId]);
}

/** Spec 01 §2: the chain of upsells is cleared on leaving the event screen (the visit window stays). */
export function clearUpsellsChain(cart: ChainCart): void {
  if (cart.clientState[UPSELLS_CHAIN] !== undefined) cart.setClientState(UPSELLS_CHAIN, null);
}
