/**
 * Background jobs on PostgreSQL (issue 30 item 3, ADR 0031): e-mail delivered by a job with
 * retries and a dead-letter queue, periodic jobs run once per interval between several
 * instances sharing one database, every run logged, job counts by queue and state, and the job
 * schema installed by `pnpm db:migrate` only.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../src/infra/db/client';
import { JobRunner, periodicQueue, type JobCount, type JobRunnerLog } from '../src/infra/jobs/job-runner';
import { jobSchemaName, pendingJobSchema } from '../src/infra/jobs/job-store';
import { migrateDatabase, pendingChanges } from '../src/infra/migrate-database';
import { PeriodicJob } from '../src/infra/periodic-job';
import { MAIL_QUEUE } from '../src/mail/mail-delivery';
import type { MailTransport, OutgoingMail } from '../src/mail/transport';
import { buildTestApp, databaseKinds, type DatabaseKind, type TestApp } from './helper';
import { snapshotPath } from './snapshot';

/** Collects the app's JSON log lines. */
class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n')) if (line.trim()) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
  withMessage(msg: string): Record<string, unknown>[] {
    return this.lines.filter((line) => line.msg === msg);
  }
}

/** An SMTP relay in front of the dev mailbox that refuses the next `failures` mails' attempts (every one: Infinity). */
class FlakyRelay {
  attempts = 0;
  private refusals = 0;
  failNext(failures: number): void {
    this.attempts = 0;
    this.refusals = failures;
  }
  readonly wrap = (inner: MailTransport): MailTransport => ({
    send: async (mail) => {
      this.attempts += 1;
      if (this.attempts <= this.refusals) throw new Error(`relay refused attempt ${this.attempts}`);
      await inner.send(mail);
    },
    close: () => inner.close(),
  });
}

const count = (counts: JobCount[], queue: string, state: JobCount['state']) => counts.find((c) => c.queue === queue && c.state === state)?.count;

const aMail = (subject: string): OutgoingMail => ({
  from: { name: 'City Museum of Art', address: 'tickets@storefront.localhost' },
  to: 'visitor@example.com',
  subject,
  text: 'Your tickets',
  html: '<p>Your tickets</p><img src="cid:qr@test">',
  attachments: [{ filename: 'qr.png', content: Buffer.from('not really a png'), contentType: 'image/png', cid: 'qr@test' }],
});

describe.each(databaseKinds)('e-mail delivered by a job (%s)', (kind) => {
  const retries = { retryLimit: 2, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 };
  const relay = new FlakyRelay();
  const logs = new LogLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { mail: { wrapTransport: relay.wrap, retries }, logger: { level: 'info', stream: logs } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    t.app.devMailbox?.clear();
    logs.lines.length = 0;
    await t.app.db.execute(sql`DELETE FROM ${sql.identifier(jobSchemaName(t.app.database))}.job`);
  });

  it('counts jobs by queue and state, zeros included, for the metrics', async () => {
    const counts = await t.app.jobs.countsByState();
    expect(counts.filter((c) => c.queue === MAIL_QUEUE).map((c) => [c.state, c.count])).toEqual([
      ['created', 0],
      ['retry', 0],
      ['active', 0],
      ['completed', 0],
      ['cancelled', 0],
      ['failed', 0],
      ['dead_letter', 0],
    ]);
  });

  it('publishes jobs by queue and state on /metrics', async () => {
    relay.failNext(Infinity);
    await t.app.mailTransport.send(aMail('Your order 4'));
    const { body } = await t.app.metrics.exposition();
    expect(body).toContain('storefront_jobs{queue="mail",state="created"} 1');
    expect(body).toContain('storefront_jobs{queue="mail",state="dead_letter"} 0');
  });

  it('a mail the relay takes at once is delivered before send resolves, its job completed', async () => {
    relay.failNext(0);
    await t.app.mailTransport.send(aMail('Your order 3'));
    expect(relay.attempts).toBe(1);
    expect(t.app.devMailbox?.list().map((m) => m.subject)).toEqual(['Your order 3']);
    expect(await t.app.jobs.runQueued(MAIL_QUEUE, { ignoreStartAfter: true })).toBe(0);
    expect(count(await t.app.jobs.countsByState(), MAIL_QUEUE, 'completed')).toBe(1);
  });

  it('a mail the relay refuses twice is retried by its job and delivered once, attachments intact', async () => {
    relay.failNext(2);
    await t.app.mailTransport.send(aMail('Your order 1'));
    // Tried at once in the sending process: refused, so left to its job.
    expect(relay.attempts).toBe(1);
    expect(t.app.devMailbox?.list()).toHaveLength(0);
    expect(count(await t.app.jobs.countsByState(), MAIL_QUEUE, 'created')).toBe(1);

    expect(await t.app.jobs.runQueued(MAIL_QUEUE, { ignoreStartAfter: true })).toBe(2);
    expect(relay.attempts).toBe(3);
    const delivered = t.app.devMailbox?.list() ?? [];
    expect(delivered.map((m) => m.subject)).toEqual(['Your order 1']);
    expect(delivered[0]?.attachments[0]?.content.toString()).toBe('not really a png');

    const counts = await t.app.jobs.countsByState();
    expect([count(counts, MAIL_QUEUE, 'completed'), count(counts, MAIL_QUEUE, 'retry'), count(counts, MAIL_QUEUE, 'dead_letter')]).toEqual([1, 0, 0]);
    expect(logs.withMessage('job failed; it is retried')).toEqual([expect.objectContaining({ job: MAIL_QUEUE, attempt: 1, outcome: 'retry' })]);
    expect(logs.withMessage('job run')).toEqual([expect.objectContaining({ job: MAIL_QUEUE, attempt: 2, outcome: 'completed', durationMs: expect.any(Number) })]);
  });

  it('a mail the relay always refuses ends in the dead-letter queue after its retries, logged', async () => {
    relay.failNext(Infinity);
    await t.app.mailTransport.send(aMail('Your order 2'));
    await t.app.jobs.runQueued(MAIL_QUEUE, { ignoreStartAfter: true });
    // The sender's own try, the job's attempt and its two retries.
    expect(relay.attempts).toBe(1 + 1 + retries.retryLimit);
    expect(t.app.devMailbox?.list()).toHaveLength(0);

    const counts = await t.app.jobs.countsByState();
    expect([count(counts, MAIL_QUEUE, 'failed'), count(counts, MAIL_QUEUE, 'dead_letter')]).toEqual([1, 1]);
    expect(logs.withMessage('job failed for good: moved to mail-dead-letter')).toEqual([
      expect.objectContaining({ job: MAIL_QUEUE, attempt: 3, outcome: 'dead_letter', err: expect.objectContaining({ message: 'relay refused attempt 4' }) }),
    ]);
    // The operator's list: the dead letter keeps the whole message for a resend.
    const letters = await queryRows<{ subject: string }>(
      t.app.db,
      sql`SELECT data->'mail'->>'subject' AS subject FROM ${sql.identifier(jobSchemaName(t.app.database))}.job WHERE name = 'mail-dead-letter'`,
    );
    expect(letters).toEqual([{ subject: 'Your order 2' }]);
  });
});

const silent: JobRunnerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A database shared by several runners, as API instances share one: the PGlite snapshot, or a fresh `jobs_` schema. */
async function sharedDatabase(kind: DatabaseKind): Promise<{ open(): Promise<Database>; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: new Blob([readFileSync(snapshotPath())]) });
    // PGlite is one process's database: the instances share its one session.
    return { open: async () => database, drop: () => database.close() };
  }
  const url = process.env.DATABASE_URL ?? '';
  const schemaName = `jobs_${randomBytes(5).toString('hex')}`;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: url, schemaName, poolSize: 3 });
    opened.push(database);
    return database;
  };
  await migrateDatabase(await open());
  return {
    open,
    async drop() {
      for (const database of opened) await database.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schemaName}, ${schemaName}_jobs CASCADE`);
      await admin.end();
    },
  };
}

describe.each(databaseKinds)('periodic jobs on several instances (%s)', (kind) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    shared = await sharedDatabase(kind);
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
  });
  afterAll(async () => {
    await shared.drop();
  });

  /** Two API instances, each with the same periodic job attached, counting runs into one list. */
  async function twoInstances(workers: boolean, intervalMs: number, runs: number[]) {
    const jobs = [];
    for (let instance = 0; instance < 2; instance += 1) {
      const runner = new JobRunner(await shared.open(), { log: silent, workers, pollingIntervalSeconds: 0.5 });
      runners.push(runner);
      const job = new PeriodicJob('cart sweep', async () => runs.push(instance), silent, () => undefined);
      job.attach(runner);
      await runner.start();
      job.start(intervalMs);
      jobs.push(job);
    }
    return jobs;
  }

  it('queues one run per interval slot whichever instances ask, and one instance runs it', async () => {
    const runs: number[] = [];
    await twoInstances(false, 60_000, runs);
    const [first, second] = runners as [JobRunner, JobRunner];
    // Both instances' timers fire in the same slot: the second finds the slot's job queued.
    const asked = await Promise.all([first.queueSlot('cart sweep', 60_000), second.queueSlot('cart sweep', 60_000)]);
    expect(asked.sort()).toEqual([false, true]);
    const ran = await Promise.all([first.runQueued(periodicQueue('cart sweep')), second.runQueued(periodicQueue('cart sweep'))]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it('with workers running, each one-second slot runs once between two instances', async () => {
    const runs: number[] = [];
    const jobs = await twoInstances(true, 1000, runs);
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4200));
    for (const job of jobs) await job.stop();
    const slots = Math.ceil((Date.now() - startedAt) / 1000);
    // Two timers per slot would make about twice as many runs as slots without the library.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(slots);
  }, 20_000);
});

describe('the job schema', () => {
  it('is pending on a database without it, installed by the migration, and then current; the runner waits for it', async () => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: new Blob([readFileSync(snapshotPath())]) });
    try {
      expect(await pendingChanges(database)).toEqual([]);
      await database.db.execute(sql`DROP SCHEMA pgboss CASCADE`);
      expect(await pendingChanges(database)).toEqual([expect.stringMatching(/^job schema pgboss \(pg-boss v\d+\)$/)]);
      // The runner refuses a database without its schema rather than creating it, and in the app
      // keeps trying in the background (the API stays up) until `db:migrate` has run.
      const errors: unknown[] = [];
      const runner = new JobRunner(database, { log: { ...silent, error: (obj) => errors.push(obj) }, workers: false });
      try {
        await expect(runner.start()).rejects.toThrow(/not installed/);
        await runner.define({ name: 'probe', run: async () => undefined, retryLimit: 0, retryDelaySeconds: 0 });
        await runner.startOrRetry(50);
        expect(errors).toEqual([expect.objectContaining({ retryInMs: 50 })]);
        expect(await migrateDatabase(database)).toEqual({ applied: [], jobSchema: expect.stringMatching(/^job schema pgboss/) });
        expect(await pendingJobSchema(database)).toBeNull();
        let started = false;
        for (let tries = 0; tries < 50 && !started; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          started = await runner.runQueued('probe').then(() => true, () => false);
        }
        expect(started).toBe(true);
      } finally {
        await runner.stop();
      }
    } finally {
      await database.close();
    }
  });
});

describe('the app schedules its periodic jobs through the job runner', () => {
  it('runs the cart sweep as a logged job', async () => {
    const logs = new LogLines();
    const t = await buildTestApp('pglite', { sweepIntervalMs: 1000, jobs: { workers: true, pollingIntervalSeconds: 0.5 }, logger: { level: 'info', stream: logs } });
    try {
      await t.app.ready();
      const queue = periodicQueue('cart sweep');
      for (let tries = 0; tries < 50 && logs.withMessage('job run').every((line) => line.job !== queue); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(logs.withMessage('job run')).toContainEqual(expect.objectContaining({ job: queue, outcome: 'completed', durationMs: expect.any(Number) }));
      expect(count(await t.app.jobs.countsByState(), queue, 'completed')).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
  });
});
