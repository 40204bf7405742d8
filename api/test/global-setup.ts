/** Makes the migrated PGlite snapshot once; every PGlite test app starts from it. */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { snapshotPath } from './snapshot';

export default async function globalSetup(): Promise<void> {
  const target = snapshotPath();
  if (existsSync(target)) return;
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const temporary = `${target}.${process.pid}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, target);
}
