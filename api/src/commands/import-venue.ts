/**
 * `pnpm venue:import FILE [--dry-run]`: imports a seller's catalogue file (ADR 0033) into the
 * database the API would open: validated first (every problem printed with its JSON path,
 * exit 1), then created or updated in one transaction. `--dry-run` prints what would change and
 * changes nothing. Importing the same file again changes nothing; nothing sold is deleted.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../infra/db/client';
import { databaseOptionsFromEnv } from '../infra/db/config';
import { pendingMigrations } from '../infra/db/migrate';
import { validateCatalogue } from '../venue-import/catalogue-validation';
import { formatReport, importCatalogue } from '../venue-import/venue-import';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { 'dry-run': { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('Usage: pnpm venue:import FILE [--dry-run]');
  // pnpm runs the package's script in api/: a relative path means the caller's directory.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not a readable JSON file (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  // A bad file is refused before the database is opened.
  validateCatalogue(input);
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  try {
    const pending = await pendingMigrations(database);
    if (pending.length > 0) throw new Error(`The database is not migrated (${pending.length} pending): run \`pnpm db:migrate\` first.`);
    const report = await importCatalogue(database.db, input, { now: new Date(), dryRun: values['dry-run'] ?? false });
    console.log(formatReport(report));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
