/**
 * `pnpm db:migrate`: applies the pending migrations to the database the API would open
 * (`DATABASE_URL`, else the embedded one in `DATA_DIR`), under an advisory lock, so that
 * concurrent runs are safe. The API never migrates at start-up; it refuses an unmigrated
 * database (ADR 0029).
 */
import { openDatabase } from '../infra/db/client';
import { databaseOptionsFromEnv } from '../infra/db/config';
import { migrate } from '../infra/db/migrate';

async function main(): Promise<void> {
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    const applied = await migrate(database);
    console.log(applied.length > 0 ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
