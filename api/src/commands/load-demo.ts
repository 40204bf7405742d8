/**
 * `pnpm demo:load`: loads the demo sellers, events, members and orders (dates relative to
 * today) into the database the API would open. It refuses a database holding anything but the
 * demo (ADR 0029). A demo loaded by another release is kept as it is unless asked:
 * `--upgrade` replaces a demo of another version (what `pnpm start` asks for), `--reset`
 * replaces the demo whatever its version. Never run by the API's start-up.
 */
import { parseArgs } from 'node:util';
import { loadDemo, type DemoReplace } from '../demo/seed';
import { openDatabase } from '../infra/db/client';
import { databaseOptionsFromEnv } from '../infra/db/config';
import { pendingMigrations } from '../infra/db/migrate';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { upgrade: { type: 'boolean' }, reset: { type: 'boolean' } } });
  const replace: DemoReplace = values.reset ? 'always' : values.upgrade ? 'outdated' : 'never';
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    const pending = await pendingMigrations(database);
    if (pending.length > 0) throw new Error(`The database is not migrated (${pending.length} pending): run \`pnpm db:migrate\` first.`);
    const outcome = await loadDemo(database.db, { now: new Date(), replace });
    console.log(`Demo data ${outcome}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
