/**
 * PGlite in a worker thread (ADR 0010), the way the server opens it: types come back as
 * they do from PGlite in process, transactions serialise and roll back, database errors keep
 * their SQLSTATE, the data stays in the folder across restarts, the demo seed runs through
 * it, and a long query no longer stops the API's event loop.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, pgErrorCode, queryRows, type Database } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { identities, sellers, webSessions } from '../src/infra/db/schema';
import { loadDemo } from '../src/demo/seed';
import { PgliteThread } from '../src/infra/db/pglite-thread';
import { isDatabaseUnavailable } from '../src/infra/db/unavailable';
import { snapshotPath } from './snapshot';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const newSeller = (slug: string, web: Record<string, unknown> = {}) => ({
  slug,
  name: slug,
  timezone: 'UTC',
  defaultCurrencyCode: 'USD',
  cartHoldSeconds: 900,
  web,
  isDefault: false,
});

describe('PGlite in a worker thread', () => {
  let dataDir: string;
  let database: Database | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-worker-'));
    database = await openDatabase({ dataDir, pgliteWorker: true });
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const db = () => {
    if (!database) throw new Error('database not open');
    return database.db;
  };

  it('returns timestamptz, jsonb, integers and numerics exactly as PGlite in process does', async () => {
    const probe = sql`SELECT TIMESTAMPTZ '2030-06-14 16:00:00.123+00' AS at, '{"a":[1,"x"]}'::jsonb AS doc,
      42::int AS n, 9007199254740993::bigint AS big, 12.50::numeric(10,2) AS price, DATE '2030-06-14' AS day,
      ARRAY[TIMESTAMPTZ '2030-06-14 16:00:00+00'] AS ats, NULL::text AS nothing`;
    const inProcess = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: new Blob([readFileSync(snapshotPath())]) });
    try {
      const expected = await queryRows(inProcess.db, probe);
      expect(await queryRows(db(), probe)).toEqual(expected);
    } finally {
      await inProcess.close();
    }

    const [seller] = await db()
      .insert(sellers)
      .values(newSeller('w1', { theme: { dark: true } }))
      .returning();
    expect(seller?.web).toEqual({ theme: { dark: true } });
    expect(seller?.cartHoldSeconds).toBe(900);
    const at = new Date('2030-06-14T16:00:00.123Z');
    const [identity] = await db().insert(identities).values({ kind: 'public' }).returning();
    const [session] = await db()
      .insert(webSessions)
      .values({ tokenHash: 't1', publicIdentityId: identity?.id ?? '', createdAt: at, lastSeenAt: at })
      .returning();
    expect(session?.createdAt).toEqual(at);
  });

  it('runs concurrent transactions one after another, as PGlite in process does', async () => {
    await db().execute(sql`CREATE TABLE counter (n int NOT NULL)`);
    await db().execute(sql`INSERT INTO counter VALUES (0)`);
    // Read, wait, write: interleaved transactions would lose increments.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db().transaction(async (tx) => {
          const [row] = await queryRows<{ n: number }>(tx, sql`SELECT n FROM counter`);
          await sleep(2);
          await tx.execute(sql`UPDATE counter SET n = ${(row?.n ?? 0) + 1}`);
        }),
      ),
    );
    expect(await queryRows(db(), sql`SELECT n FROM counter`)).toEqual([{ n: 20 }]);
  });

  it('rolls a failing transaction back and passes its error on; nested savepoints work', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(sellers).values(newSeller('rolled-back'));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await db().select().from(sellers).where(eq(sellers.slug, 'rolled-back'))).toEqual([]);

    await db().transaction(async (tx) => {
      await tx.insert(sellers).values(newSeller('kept'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(sellers).values(newSeller('inner'));
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    const slugs = (await db().select({ slug: sellers.slug }).from(sellers)).map((row) => row.slug);
    expect(slugs).toContain('kept');
    expect(slugs).not.toContain('inner');
  });

  it('keeps the SQLSTATE of a database error', async () => {
    const duplicate = db().insert(sellers).values(newSeller('w1'));
    const error = await duplicate.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgErrorCode(error)).toBe('23505');
  });

  it('keeps the event loop free while a long query runs', async () => {
    let longestGapMs = 0;
    let last = Date.now();
    const ticker = setInterval(() => {
      const now = Date.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
    }, 10);
    const started = Date.now();
    try {
      await db().execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`);
      longestGapMs = Math.max(longestGapMs, Date.now() - last);
    } finally {
      clearInterval(ticker);
    }
    const queryMs = Date.now() - started;
    // In process the same query blocks the loop for all of queryMs.
    expect(queryMs).toBeGreaterThan(200);
    expect(longestGapMs).toBeLessThan(Math.max(100, queryMs / 3));
  });

  it('seeds the demo through the worker and keeps its data in the folder across restarts', async () => {
    // The demo goes only into an empty database: the earlier tests' sellers go first.
    await db().execute(sql`TRUNCATE sellers CASCADE`);
    expect(await loadDemo(db(), { now: new Date('2030-06-14T16:00:00Z') })).toBe('seeded');
    const count = async () => (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM sellers`))[0]?.n;
    const before = await count();
    await database?.close();
    database = await openDatabase({ dataDir, pgliteWorker: true });
    expect(await count()).toBe(before);
    expect(await loadDemo(db(), { now: new Date('2030-06-14T16:00:00Z') })).toBe('kept');
  });

  it('answers the readiness ping', async () => {
    await expect(database?.ping(2000)).resolves.toBeUndefined();
  });

  it('reports a worker that dies, and every later call fails as unavailable (503); a deliberate close is no surprise', async () => {
    const surprises: Error[] = [];
    // From the migrated snapshot: much quicker than initdb in memory.
    const fromSnapshot = { dataDir: 'memory://', snapshot: new Uint8Array(readFileSync(snapshotPath())) };
    const thread = await PgliteThread.start(fromSnapshot, (reason) => surprises.push(reason));
    // Killed from outside, as a crash of the WASM engine would end it.
    await (thread as unknown as { worker: Worker }).worker.terminate();
    await sleep(50);
    expect(surprises).toHaveLength(1);
    const error = await thread.query('SELECT 1').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);

    const closed = await PgliteThread.start(fromSnapshot, (reason) => surprises.push(reason));
    await closed.close();
    await sleep(50);
    expect(surprises).toHaveLength(1);
  });
});
