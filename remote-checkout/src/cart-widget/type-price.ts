import { advertisedPrice, type CartItemType, type Money } from '@storefront/shared';

/**
 * Spec 01 §9 Prices: the shown price is the average per ticket of the type (totals use the
 * adjusted value); a ticket's outside fees are in it only when the seller advertises prices
 * including fees.
 */
export function typePrices(type: CartItemType, includeFees: boolean): { eachMinor: Money; totalMinor: Money } {
  const count = Math.max(1, type.ticketCount);
  const eachMinor = advertisedPrice(Math.round(type.totalMinor / count), type.feesMinor, includeFees);
  return { eachMinor, totalMinor: advertisedPrice(type.totalMinor, type.feesMinor * type.ticketCount, includeFees) };
}
