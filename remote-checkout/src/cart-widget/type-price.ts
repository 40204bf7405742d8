import type { CartItemType, Money } from '@storefront/shared';

/** A cart line's type, with its outside fees per ticket when the cart carries them. */
export type PricedType = CartItemType & { feesMinor?: Money };

/**
 * Spec 01 §9 "Prices": the shown price is the average per ticket of the type (totals use the
 * adjusted value); outside fees are in it only when the seller advertises prices including fees.
 */
export function typePrices(type: PricedType, includeFees: boolean): { eachMinor: Money; totalMinor: Money } {
  const count = Math.max(1, type.ticketCount);
  const fees = includeFees ? (type.feesMinor ?? 0) : 0;
  const eachMinor = Math.round(type.totalMinor / count) + fees;
  return { eachMinor, totalMinor: type.totalMinor + fees * type.ticketCount };
}
