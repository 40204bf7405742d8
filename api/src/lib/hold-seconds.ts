/**
 * A seller's cart hold time: the row's `cart_hold_seconds`, unless the server was started with
 * `CART_HOLD_SECONDS_OVERRIDE=slug:seconds[,slug:seconds]` (end-to-end tests use a short hold to
 * see the timer, the extend dialog and expiry within seconds). The override lives only as long
 * as the process: the database keeps the seller's own value.
 */

export interface HoldOverride {
  slug: string;
  seconds: number;
}

/** Parses the variable; unset or blank is no override. Throws on anything malformed. */
export function parseHoldOverride(value: string | undefined): HoldOverride[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((part) => {
    const match = /^\s*([a-z0-9][a-z0-9-]*)\s*:\s*(\d{1,7})\s*$/i.exec(part);
    const seconds = match ? Number(match[2]) : 0;
    if (!match || seconds < 1) {
      throw new Error(`CART_HOLD_SECONDS_OVERRIDE: "${part.trim()}" is not slug:seconds (seconds at least 1)`);
    }
    return { slug: match[1]!.toLowerCase(), seconds };
  });
}

export type HoldSecondsOf = (seller: { slug: string; cartHoldSeconds: number }) => number;

/** The hold time of a seller: the override for its slug, else its own. */
export function holdSecondsOf(overrides: HoldOverride[] = []): HoldSecondsOf {
  const bySlug = new Map(overrides.map(({ slug, seconds }) => [slug, seconds]));
  return (seller) => bySlug.get(seller.slug) ?? seller.cartHoldSeconds;
}
