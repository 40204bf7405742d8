/**
 * Where the jobs live (ADR 0031): pg-boss's own schema in the API's database, `pgboss` (or
 * `<schema>_jobs` beside an app's schema, so test schemas stay apart), reached through PGlite's
 * one session on the embedded database or a small pool of pg-boss's own on PostgreSQL. The
 * schema is installed and upgraded by `pnpm db:migrate` only (ADR 0029): the API checks it.
 */
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import bossPackage from 'pg-boss/package.json';
import type { Database } from '../db/client';
import { installedJobSchemaVersion } from './jobs-repository';

/** The pg-boss schema version this build needs. */
export const JOB_SCHEMA_VERSION: number = bossPackage.pgboss.schema;

/** A few connections: workers poll and settle jobs; the requests' own pool does the work. */
const JOB_POOL_SIZE = 3;

export function jobSchemaName(database: Database): string {
  const store = database.jobStore;
  return store.kind === 'postgres' && store.schemaName ? `${store.schemaName}_jobs` : 'pgboss';
}

/** pg-boss's connection options for this database; nothing is installed or migrated by them. */
export function jobStoreOptions(database: Database): ConstructorOptions {
  const store = database.jobStore;
  const schema = jobSchemaName(database);
  const common = { schema, migrate: false, createSchema: false };
  if (store.kind === 'pglite') return { ...common, db: fromPglite(store.client), backend: 'pglite' };
  return {
    ...common,
    connectionString: store.url,
    max: JOB_POOL_SIZE,
    connectionTimeoutMillis: store.connectMs,
    application_name: store.schemaName ? `storefront-jobs/${store.schemaName}` : 'storefront-jobs',
  };
}

/** What `pnpm db:migrate` still has to do for the jobs, or null when their schema is current. */
export async function pendingJobSchema(database: Database): Promise<string | null> {
  const installed = await installedJobSchemaVersion(database.db, jobSchemaName(database));
  if (installed === JOB_SCHEMA_VERSION) return null;
  const schema = jobSchemaName(database);
  return installed === null ? `job schema ${schema} (pg-boss v${JOB_SCHEMA_VERSION})` : `job schema ${schema} v${installed} → v${JOB_SCHEMA_VERSION}`;
}

/**
 * Installs or upgrades pg-boss's schema through pg-boss itself; returns what it did, or null
 * when there was nothing to do. Concurrent runs take turns (an advisory lock), so the second
 * finds the schema current.
 */
export async function migrateJobSchema(database: Database): Promise<string | null> {
  return database.exclusively('job-schema', async () => {
    const pending = await pendingJobSchema(database);
    if (!pending) return null;
    const boss = new PgBoss({
      ...jobStoreOptions(database),
      migrate: true,
      createSchema: true,
      supervise: false,
      schedule: false,
      registerInstance: false,
    });
    let failure: unknown;
    boss.on('error', (error) => {
      failure ??= error;
    });
    await boss.start();
    await boss.stop({ graceful: false, close: true });
    if (failure) throw failure;
    return pending;
  });
}
