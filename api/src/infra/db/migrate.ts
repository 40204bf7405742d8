/**
 * A small migration runner: applies `migrations/NNN_name.sql` in name order, each in its own
 * transaction, and records the applied ones in `schema_migrations`. Runs under an advisory
 * lock, so that two processes migrating one PostgreSQL at once take turns (the second finds
 * nothing left to do).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../../paths';
import { queryRows, type Database } from './client';

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

export function listMigrations(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();
}

/** Applies the pending migrations; returns the names applied now. */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  return database.exclusively('migrate', async () => {
    await database.db.execute(sql`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const applied: string[] = [];
    for (const name of await pendingMigrations(database, dir)) {
      const script = readFileSync(join(dir, name), 'utf8');
      await database.execScript(script, {
        text: 'INSERT INTO schema_migrations (name) VALUES ($1)',
        params: [name],
      });
      applied.push(name);
    }
    return applied;
  });
}

/** The migrations not applied yet (every one on a database never migrated). */
export async function pendingMigrations(database: Database, dir = migrationsDir): Promise<string[]> {
  const [table] = await queryRows<{ present: boolean }>(database.db, sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  const done = new Set(
    table?.present ? (await queryRows<{ name: string }>(database.db, sql`SELECT name FROM schema_migrations`)).map((r) => r.name) : [],
  );
  return listMigrations(dir).filter((name) => !done.has(name));
}
