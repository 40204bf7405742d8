/** Makes the migrated PGlite snapshot (job schema included) once; every PGlite test app starts from it. */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/infra/db/client';
import { migrateDatabase } from '../src/infra/migrate-database';
import { JobRunner } from '../src/infra/jobs/job-runner';
import { MailDelivery } from '../src/mail/mail-delivery';
import { snapshotPath } from './snapshot';

export default async function globalSetup(): Promise<void> {
  const target = snapshotPath();
  if (existsSync(target)) return;
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  // The app's mail queues too: an app starting from the snapshot reads them instead of creating them.
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const runner = new JobRunner(database, { log: silent, workers: false });
  await new MailDelivery(runner, { send: async () => undefined, close: () => undefined }, silent).define();
  await runner.start();
  await runner.stop();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const temporary = `${target}.${process.pid}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, target);
}
