/**
 * A token bucket per key (a session cookie or an address), in memory: each key may spend
 * `capacity` requests at once and gets them back evenly over `windowMs`. Enough for one
 * process; the storefront's report endpoint needs no more.
 */
export interface RateLimitOptions {
  capacity: number;
  windowMs: number;
  /** Keys kept at most; the idle ones are forgotten first (default 10 000). */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #capacity: number;
  readonly #perMs: number;
  readonly #maxKeys: number;

  constructor({ capacity, windowMs, maxKeys = 10_000 }: RateLimitOptions) {
    this.#capacity = capacity;
    this.#perMs = capacity / windowMs;
    this.#maxKeys = maxKeys;
  }

  /** Spends one token of `key` at `now`; false when none is left. */
  take(key: string, now: number): boolean {
    const bucket = this.#refill(key, now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  #refill(key: string, now: number): Bucket {
    const known = this.#buckets.get(key);
    if (known) {
      known.tokens = Math.min(this.#capacity, known.tokens + Math.max(0, now - known.at) * this.#perMs);
      known.at = now;
      // Re-inserted so the map's order is least recently used first.
      this.#buckets.delete(key);
      this.#buckets.set(key, known);
      return known;
    }
    if (this.#buckets.size >= this.#maxKeys) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    const created = { tokens: this.#capacity, at: now };
    this.#buckets.set(key, created);
    return created;
  }
}
