/** Where the donation radio group sits relative to the identity form (spec 02 §2). */
export type DonationPlacement = 'before-identity' | 'after-identity';

/**
 * Spec 02 §2: a cart that was ever free shows the donation group before the identity form,
 * otherwise after it.
 */
export function donationPlacement(everFree: boolean): DonationPlacement {
  return everFree ? 'before-identity' : 'after-identity';
}

/**
 * Whether the cart was ever free: decided by its total when the page first sees it (null
 * until there is a cart), then kept, so a donation added later does not move the group.
 */
export function wasEverFree(seen: boolean | null, totalMinor: number | null): boolean | null {
  if (seen !== null || totalMinor === null) return seen;
  return totalMinor === 0;
}
