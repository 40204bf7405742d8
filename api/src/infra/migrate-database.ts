/**
 * Everything `pnpm db:migrate` brings up to date (ADR 0029, 0031): the SQL migrations, then the
 * job library's schema. The API checks both at start-up and changes neither.
 */
import type { Database } from './db/client';
import { migrate, pendingMigrations } from './db/migrate';
import { migrateJobSchema, pendingJobSchema } from './jobs/job-store';

export interface MigrationResult {
  /** The SQL migrations applied now. */
  applied: string[];
  /** The job schema installed or upgraded now, or null. */
  jobSchema: string | null;
}

export async function migrateDatabase(database: Database): Promise<MigrationResult> {
  const applied = await migrate(database);
  const jobSchema = await migrateJobSchema(database);
  return { applied, jobSchema };
}

/** What `pnpm db:migrate` would still do: pending SQL migrations, then the job schema. */
export async function pendingChanges(database: Database): Promise<string[]> {
  const jobSchema = await pendingJobSchema(database);
  return [...(await pendingMigrations(database)), ...(jobSchema ? [jobSchema] : [])];
}
