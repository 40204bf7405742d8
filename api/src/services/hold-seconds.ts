/**
 * `CART_HOLD_SECONDS_OVERRIDE=slug:seconds[,slug:seconds]`: after seeding, the server sets
 * those sellers' `cart_hold_seconds` (end-to-end tests use a short hold to see the timer,
 * the extend dialog and expiry within seconds).
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { sellers } from './schema';

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

/** Sets each seller's hold time; returns the slugs that matched no seller. */
export async function applyHoldOverride(db: Db, overrides: HoldOverride[]): Promise<string[]> {
  const unknown: string[] = [];
  for (const { slug, seconds } of overrides) {
    const updated = await db.update(sellers).set({ cartHoldSeconds: seconds }).where(eq(sellers.slug, slug)).returning({ id: sellers.id });
    if (updated.length === 0) unknown.push(slug);
  }
  return unknown;
}
