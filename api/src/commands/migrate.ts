/**
 * `pnpm db:migrate`: applies the pending migrations to the database the API would open
 * (`DATABASE_URL`, else the embedded one in `DATA_DIR`), under an advisory lock, so that
 * concurrent runs are safe, then installs or upgrades the job library's schema (ADR 0031).
 * The API never migrates at start-up; it refuses an unmigrated database (ADR 0029).
 */
import { openDatabase } from '../infra/db/client';
import { databaseOptionsFromEnv } from '../infra/db/config';
import { migrateDatabase } from '../infra/migrate-database';

async function main(): Promise<void> {
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    const { applied, jobSchema } = await migrateDatabase(database);
    if (applied.length > 0) console.log(`Applied ${applied.length} migration(s): ${applied.join(', ')}`);
    if (jobSchema) console.log(`Installed ${jobSchema}`);
    if (applied.length === 0 && !jobSchema) console.log('The database is up to date.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
