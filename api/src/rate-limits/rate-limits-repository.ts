/** The rate limits' SQL: one atomic upsert per counted request in `rate_limit_hits` (ADR 0012). */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../infra/db/client';

/** Counts one hit of `key`: a window that ended at `at` starts again, ending at `resetsAt`. */
export async function upsertHit(db: Db, key: string, at: string, resetsAt: string): Promise<{ hits: number; resets_at: string | Date } | undefined> {
  const [row] = await queryRows<{ hits: number; resets_at: string | Date }>(
    db,
    sql`INSERT INTO rate_limit_hits AS r (key, hits, resets_at)
          VALUES (${key}, 1, ${resetsAt}::timestamptz)
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN r.resets_at <= ${at}::timestamptz THEN 1 ELSE r.hits + 1 END,
            resets_at = CASE WHEN r.resets_at <= ${at}::timestamptz THEN EXCLUDED.resets_at ELSE r.resets_at END
          RETURNING hits, resets_at`,
  );
  return row;
}
