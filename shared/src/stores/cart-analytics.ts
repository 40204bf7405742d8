import { toAnalyticsAmount, type AnalyticsItem } from '../analytics';
import type { Cart, CartItem } from '../domain/types';

export type CartChangeEvent = 'add_to_cart' | 'remove_from_cart';

/** What an add_to_cart or remove_from_cart event reports: the tickets that changed and their value. */
export interface CartChange {
  items: AnalyticsItem[];
  /** In major units, as the data layer takes it. */
  value: number;
}

/**
 * The tickets added (`add_to_cart`) or removed (`remove_from_cart`) between two carts, counted
 * per cart line and ticket type at the line's unit price; a line that moved the other way is
 * left out. Null carts are empty.
 */
export function cartChange(event: CartChangeEvent, before: Cart | null, after: Cart | null): CartChange {
  const sign = event === 'add_to_cart' ? 1 : -1;
  const counts = new Map<string, { item: CartItem; type: CartItem['types'][number]; delta: number }>();
  const count = (c: Cart | null, factor: number) => {
    for (const item of c?.items ?? []) {
      for (const type of item.types) {
        const key = `${item.id}|${type.ticketTypeId}`;
        const entry = counts.get(key) ?? { item, type, delta: 0 };
        entry.delta += factor * type.ticketCount;
        // The added side's line names the item (the cart it went into, or the one it left).
        if (factor > 0 || !counts.has(key)) Object.assign(entry, { item, type });
        counts.set(key, entry);
      }
    }
  };
  count(after, sign);
  count(before, -sign);
  const items: AnalyticsItem[] = [];
  let value = 0;
  for (const { item, type, delta } of counts.values()) {
    if (delta <= 0) continue;
    const price = type.ticketCount ? type.totalMinor / type.ticketCount : 0;
    value += price * delta;
    items.push({
      item_id: item.eventId,
      item_name: item.name,
      item_variant: type.name,
      price: toAnalyticsAmount(price),
      quantity: delta,
    });
  }
  return { items, value: toAnalyticsAmount(value) };
}
