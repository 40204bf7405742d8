/** Spec 01 §9: the warning threshold when the seller sets none. */
export const DEFAULT_LOW_CAPACITY_THRESHOLD = 10;
export const LOW_CAPACITY_MESSAGE = 'Hurry, less than 10 tickets available';

/**
 * Spec 01 §4/§9: 'Hurry, less than 10 tickets available' when the session's available
 * capacity is under 10 and the seller's `remaining_capacity_threshold` is undefined;
 * otherwise that threshold governs. null = no warning (unlimited or enough left).
 */
export function lowCapacityWarning(available: number | null, sellerThreshold: number | undefined): string | null {
  if (available === null) return null;
  if (sellerThreshold === undefined) return available < DEFAULT_LOW_CAPACITY_THRESHOLD ? LOW_CAPACITY_MESSAGE : null;
  return available < sellerThreshold ? `Hurry, less than ${sellerThreshold} tickets available` : null;
}
