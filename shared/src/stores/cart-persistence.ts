/**
 * The cart this browser holds per seller, kept in local storage and shared across tabs: its
 * id, local expiry, the timer's extension state, and the client cart state other parts keep
 * with the cart (spec 01 §3; the catalog's `visitWindow` and `upsellsChain`), stored beside
 * these keys under its own names. Empty parts are left out.
 */
export interface PersistedCart {
  cartId: string;
  localExpiry: number | null;
  declinedCartTimerExtension?: boolean;
  /** The one extension was used (in any tab). */
  cartTimerExtended?: boolean;
  /** Client cart state by name, as its owner wrote it (JSON values); the owner reads it back. */
  clientState?: Record<string, unknown>;
}

/** The record's own keys: client cart state cannot take these names. */
const CORE_KEYS = new Set(['cartId', 'localExpiry', 'declinedCartTimerExtension', 'cartTimerExtended', 'clientState']);
export const isClientStateKey = (key: string) => !CORE_KEYS.has(key);

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
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object' || typeof value.cartId !== 'string' || !value.cartId) return null;
    const parsed: PersistedCart = { cartId: value.cartId, localExpiry: typeof value.localExpiry === 'number' ? value.localExpiry : null };
    if (value.declinedCartTimerExtension === true) parsed.declinedCartTimerExtension = true;
    if (value.cartTimerExtended === true) parsed.cartTimerExtended = true;
    const clientState = Object.fromEntries(Object.entries(value).filter(([key, v]) => isClientStateKey(key) && v !== null));
    if (Object.keys(clientState).length) parsed.clientState = clientState;
    return parsed;
  } catch {
    return null;
  }
}

export function writePersistedCart(storage: Storage, key: string, value: PersistedCart | null): void {
  try {
    if (!value) {
      storage.removeItem(key);
      return;
    }
    const { clientState, ...core } = value;
    storage.setItem(key, JSON.stringify({ ...clientState, ...core }));
  } catch {
    // Storage full or blocked (private mode): the cart still works in this tab.
  }
}
