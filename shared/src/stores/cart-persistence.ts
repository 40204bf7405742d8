/** The cart id this browser holds per seller, kept in local storage and shared across tabs. */
export interface PersistedCart {
  cartId: string;
  localExpiry: number | null;
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
    return { cartId: value.cartId, localExpiry: typeof value.localExpiry === 'number' ? value.localExpiry : null };
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
