/** Where the migrated PGlite snapshot lives: keyed by the migrations' content, the job schema's version and the mail queue's settings. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations } from '../src/infra/db/migrate';
import { JOB_SCHEMA_VERSION } from '../src/infra/jobs/job-store';
import { DEFAULT_MAIL_RETRIES } from '../src/mail/mail-delivery';
import { migrationsDir } from '../src/paths';

export function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const name of listMigrations()) hash.update(name).update(readFileSync(join(migrationsDir, name)));
  hash.update(`pg-boss ${JOB_SCHEMA_VERSION} ${JSON.stringify(DEFAULT_MAIL_RETRIES)}`);
  return join(tmpdir(), `storefront-api-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}
