/**
 * The 'few tickets' warning for the selected session: 'Hurry, less than {threshold} tickets
 * available' under the seller's threshold (`SellerSettings.remainingCapacityThreshold`).
 * null = no warning (unlimited or enough seats).
 */
export function lowCapacityWarning(available: number | null, threshold: number): string | null {
  if (available === null) return null;
  return available < threshold ? `Hurry, less than ${threshold} tickets available` : null;
}
