/** Spec 01 §9: seats left below which the 'few tickets' warning shows, when the seller sets none. */
export const DEFAULT_LOW_CAPACITY = 10;

/**
 * The 'few tickets' warning for the selected session: 'Hurry, less than 10 tickets
 * available' under 10 seats when the seller's `remaining_capacity_threshold` is undefined,
 * otherwise under that threshold. null = no warning (unlimited or enough seats).
 */
export function lowCapacityWarning(available: number | null, threshold: number | undefined): string | null {
  if (available === null) return null;
  const limit = threshold ?? DEFAULT_LOW_CAPACITY;
  return available < limit ? `Hurry, less than ${limit} tickets available` : null;
}
