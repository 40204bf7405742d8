/**
 * Request counters for the rate limits (ADR 0012): one fixed window per key. On PostgreSQL
 * the counts live in `rate_limit_hits`, so every API instance shares them (one atomic upsert
 * per counted request); PGlite serves one process, so they stay in memory there.
 */
import type { Db } from '../infra/db/client';
import { upsertHit } from './rate-limits-repository';

export interface HitCount {
  /** Requests counted in the current window, this one included. */
  hits: number;
  resetsAt: Date;
}

export interface HitCounter {
  /** Counts one request of `key` at `now`; a window that ended starts again. */
  hit(key: string, windowMs: number, now: Date): Promise<HitCount>;
}

export class MemoryHitCounter implements HitCounter {
  readonly #windows = new Map<string, { hits: number; resetsAt: number }>();
  #sweptAt = 0;

  /** `maxKeys`: keys kept at most; the oldest windows are forgotten first. */
  constructor(private readonly maxKeys = 50_000) {}

  async hit(key: string, windowMs: number, now: Date): Promise<HitCount> {
    const at = now.getTime();
    let window = this.#windows.get(key);
    if (!window || window.resetsAt <= at) {
      this.#windows.delete(key);
      if (this.#windows.size >= this.maxKeys) this.#forgetOldest(at);
      window = { hits: 0, resetsAt: at + windowMs };
      this.#windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, resetsAt: new Date(window.resetsAt) };
  }

  #forgetOldest(at: number): void {
    // Ended windows are swept at most once a second: a flood of new keys costs no full scan each.
    if (at - this.#sweptAt >= 1000) {
      this.#sweptAt = at;
      for (const [key, window] of this.#windows) {
        if (window.resetsAt <= at) this.#windows.delete(key);
      }
    }
    // Insertion order is window start order: the first key is the oldest window.
    const oldest = this.#windows.keys().next().value;
    if (this.#windows.size >= this.maxKeys && oldest !== undefined) this.#windows.delete(oldest);
  }
}

export class TableHitCounter implements HitCounter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, now: Date): Promise<HitCount> {
    const at = now.toISOString();
    const resetsAt = new Date(now.getTime() + windowMs).toISOString();
    const row = await upsertHit(this.db, key, at, resetsAt);
    if (!row) throw new Error('rate limit upsert returned nothing');
    return { hits: Number(row.hits), resetsAt: new Date(row.resets_at) };
  }
}
