/** The job library's tables, read for the start-up check and the metrics (pg-boss owns and writes them). */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** The installed pg-boss schema version in `schema`, or null when pg-boss is not installed there. */
export async function installedJobSchemaVersion(db: Db, schema: string): Promise<number | null> {
  const [table] = await queryRows<{ present: boolean }>(db, sql`SELECT to_regclass(${`${schema}.version`}) IS NOT NULL AS present`);
  if (!table?.present) return null;
  const [row] = await queryRows<{ version: string }>(db, sql`SELECT version::text FROM ${sql.identifier(schema)}.version`);
  return row ? Number(row.version) : null;
}

/** How many jobs each queue holds in each of pg-boss's states. */
export async function jobCountsByQueueAndState(db: Db, schema: string): Promise<{ queue: string; state: string; count: number }[]> {
  return queryRows(db, sql`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${sql.identifier(schema)}.job GROUP BY name, state`);
}
