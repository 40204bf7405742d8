/** Spec 01 §4: the upsell `visit_time` settings an anchor reservation can set. */
export type VisitTime = 'timeslot' | 'same_start' | 'same_date' | 'until_close';

/**
 * The visit an anchor reservation fixes (client cart state, spec 01 §3): upsells offer only
 * sessions within it. Instants are UTC ISO strings; `same_start` has start = end.
 */
export interface VisitWindow {
  kind: VisitTime;
  start: string;
  end: string;
}

/**
 * The cart this browser holds per seller, kept in local storage and shared across tabs: its
 * id, local expiry, and the client cart state (spec 01 §3), whose parts are left out when empty.
 */
export interface PersistedCart {
  cartId: string;
  localExpiry: number | null;
  visitWindow?: VisitWindow;
  upsellsChain?: string[];
  declinedCartTimerExtension?: boolean;
  /** The one extension was used (in any tab). */
  cartTimerExtended?: boolean;
}

export const cartStorageKey = (sellerId: string) => `storefront.cart.${sellerId}`;

export function readPersistedCart(storage: Storage, key: string): PersistedCart | null {
  try {
    return parsePersistedCart(storage.getItem(key));
  } catch {
    return null;
  }
}

export function parsePersistedCart(raw: string | null): PersistedCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedCart>;
    if (typeof value?.cartId !== 'string' || !value.cartId) return null;
    const parsed: PersistedCart = { cartId: value.cartId, localExpiry: typeof value.localExpiry === 'number' ? value.localExpiry : null };
    const w = value.visitWindow;
    if (w && typeof w.kind === 'string' && typeof w.start === 'string' && typeof w.end === 'string') parsed.visitWindow = w;
    if (Array.isArray(value.upsellsChain)) parsed.upsellsChain = value.upsellsChain.filter((id): id is string => typeof id === 'string');
    if (value.declinedCartTimerExtension === true) parsed.declinedCartTimerExtension = true;
    if (value.cartTimerExtended === true) parsed.cartTimerExtended = true;
    return parsed;
  } catch {
    return null;
  }
}

export function writePersistedCart(storage: Storage, key: string, value: PersistedCart | null): void {
  try {
    if (value) storage.setItem(key, JSON.stringify(value));
    else storage.removeItem(key);
  } catch {
    // Storage full or blocked (private mode): the cart still works in this tab.
  }
}
