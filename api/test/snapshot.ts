/** Where the migrated PGlite snapshot lives: keyed by the migrations' content and the job schema's version. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations } from '../src/infra/db/migrate';
import { JOB_SCHEMA_VERSION } from '../src/infra/jobs/job-store';
import { migrationsDir } from '../src/paths';

export function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const name of listMigrations()) hash.update(name).update(readFileSync(join(migrationsDir, name)));
  hash.update(`pg-boss ${JOB_SCHEMA_VERSION}`);
  return join(tmpdir(), `storefront-api-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}
