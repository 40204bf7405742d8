/** Makes the migrated PGlite snapshot (job schema included) once; every PGlite test app starts from it. */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/infra/db/client';
import { migrateDatabase } from '../src/infra/migrate-database';
import { snapshotPath } from './snapshot';

export default async function globalSetup(): Promise<void> {
  const target = snapshotPath();
  if (existsSync(target)) return;
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const temporary = `${target}.${process.pid}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, target);
}
