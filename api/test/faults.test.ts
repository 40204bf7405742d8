/**
 * Faults (issue 10 finding 1, ADR 0010): health and readiness; a database that cannot be
 * reached answers 503 in the spec's shape, not 500; and on PostgreSQL (when DATABASE_URL is
 * set) connections killed by the server, a statement stuck on a lock, and a real restart of
 * a throwaway cluster under load: the API stays up, answers 503 meanwhile, loses no
 * committed write and serves again within seconds.
 */
import { exec as execCallback, execFile as execFileCallback } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { queryRows } from '../src/infra/db/client';
import { strandedPaymentCarts } from '../src/webhooks/payment-invariants';
import { buildTestApp, databaseKinds, expectError, type Reply, type TestApp } from './helper';

const exec = promisify(execCallback);
const execFile = promisify(execFileCallback);
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The database invariants after a fault: no cart left payment_pending past its hold plus the
 * grace (ADR 0032), once the reconciler has run as it would on its own.
 */
async function expectInvariants(app: FastifyInstance, now = new Date()): Promise<void> {
  await app.paymentReconciler.runOnce();
  expect(await strandedPaymentCarts(app.db, now)).toEqual([]);
}

async function get(app: FastifyInstance, url: string): Promise<Reply> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

function expectUnavailable(reply: Reply) {
  expectError(reply, 503, 'service_unavailable', 'server');
  expect(reply.headers['retry-after']).toBe('5');
}

/** Runs `work` with an admin connection of its own (not the app's pool). */
async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>, url = process.env.DATABASE_URL): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The app's `application_name`, which names its pool's connections (one schema per test app). */
async function applicationName(app: FastifyInstance): Promise<string> {
  const [row] = await queryRows<{ name: string }>(app.db, sql`SELECT current_setting('application_name') AS name`);
  if (!row?.name.startsWith('storefront-api/')) throw new Error(`unexpected application_name ${row?.name}`);
  return row.name;
}

async function terminateConnections(name: string): Promise<number> {
  return asAdmin(async (admin) => {
    const result = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]);
    return result.rowCount ?? 0;
  });
}

describe.each(databaseKinds)('health (%s)', (kind) => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    if (t) await expectInvariants(t.app, t.clock.now());
    await t?.close();
  });

  it('answers liveness and readiness with 200, never cached', async () => {
    if (!t) throw new Error('app not built');
    const live = await get(t.app, '/api/health');
    expect({ status: live.status, body: live.body, cache: live.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
    const ready = await get(t.app, '/api/health/ready');
    expect({ status: ready.status, body: ready.body, cache: ready.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ok', database: kind },
      cache: 'no-store',
    });
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('keeps liveness at 200 and answers readiness and routes 503 in the spec shape, within the connect timeout', async () => {
    // Nothing listens on port 1: every connection is refused.
    app = await buildApp({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      migrate: false,
      sweepIntervalMs: 0,
      databaseTimeouts: { connectMs: 500 },
    });
    expect((await get(app, '/api/health')).status).toBe(200);
    const ready = await get(app, '/api/health/ready');
    expectUnavailable(ready);
    expect(ready.headers['cache-control']).toBe('no-store');
    const started = Date.now();
    expectUnavailable(await get(app, '/api/sellers'));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describeOnPostgres('connections lost while the API runs (postgres)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    if (t) await expectInvariants(t.app, t.clock.now());
    await t?.close();
    t = undefined;
  });

  it('survives idle connections killed by the server (no unhandled error event) and reconnects', async () => {
    t = await buildTestApp('postgres', { poolSize: 5 });
    const app = t.app;
    // Fill the pool with connections, then leave them idle.
    const warm = await Promise.all(Array.from({ length: 5 }, () => get(app, '/api/sellers')));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const name = await applicationName(app);
    expect(await terminateConnections(name)).toBeGreaterThan(0);
    // The idle clients' sockets close now; an unhandled 'error' event would end the process here.
    await sleep(300);
    expect((await get(app, '/api/sellers')).status).toBe(200);
    expect((await get(app, '/api/health/ready')).status).toBe(200);
  });

  it('answers a request whose connection is killed mid-statement 503, and the next one 200', async () => {
    t = await buildTestApp('postgres', { poolSize: 5 });
    const app = t.app;
    const name = await applicationName(app);
    const [schema] = name.split('/').slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // The request waits on the lock, in flight, when its connection is terminated.
      await admin.query('BEGIN');
      await admin.query(`LOCK TABLE ${schema}.sellers IN ACCESS EXCLUSIVE MODE`);
      const inFlight = get(app, '/api/sellers');
      await sleep(300);
      expect(await terminateConnections(name)).toBeGreaterThan(0);
      expectUnavailable(await inFlight);
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
    expect((await get(app, '/api/sellers')).status).toBe(200);
  });

  it('answers a statement stuck behind a lock 503 once the statement timeout passes, instead of hanging', async () => {
    t = await buildTestApp('postgres', { poolSize: 5, databaseTimeouts: { statementMs: 1000 } });
    const app = t.app;
    const [schema] = (await applicationName(app)).split('/').slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('BEGIN');
      await admin.query(`LOCK TABLE ${schema}.sellers IN ACCESS EXCLUSIVE MODE`);
      const started = Date.now();
      expectUnavailable(await get(app, '/api/sellers'));
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(4000);
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
    expect((await get(app, '/api/sellers')).status).toBe(200);
  });
});

describeOnPostgres('graceful shutdown (postgres)', () => {
  it('finishes a request under way before closing the pool, and accepts no new connection meanwhile', async () => {
    const t = await buildTestApp('postgres', { poolSize: 5 });
    const app = t.app;
    const [schema] = (await applicationName(app)).split('/').slice(1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    let closing: Promise<unknown> | undefined;
    try {
      // Held on a lock, the request is still under way when the shutdown starts.
      await admin.query('BEGIN');
      await admin.query(`LOCK TABLE ${schema}.sellers IN ACCESS EXCLUSIVE MODE`);
      const underWay = fetch(`${base}/api/sellers`);
      await sleep(300);
      closing = t.close();
      await sleep(200);
      const refused = await fetch(`${base}/api/health`).then(
        () => 'answered',
        () => 'refused',
      );
      expect(refused).toBe('refused');
      await admin.query('ROLLBACK');
      const answer = await underWay;
      expect(answer.status).toBe(200);
      // Without it a keep-alive client holds the connection and the close waits on it.
      expect(answer.headers.get('connection')).toBe('close');
    } finally {
      await admin.query('ROLLBACK').catch(() => undefined);
      await admin.end();
      await closing;
    }
  });
});

/**
 * A throwaway cluster of its own (same script as the test cluster, another port and folder),
 * so stopping it disturbs no other test.
 */
describeOnPostgres('PostgreSQL restarted under load (own cluster)', () => {
  const script = path.resolve(__dirname, '../scripts/test-postgres.sh');
  const clusterEnv = { ...process.env, PGPORT: process.env.FAULTS_PGPORT ?? '54349', PG_TEST_DIR: '/tmp/storefront-pg-faults' };
  let url = '';
  let app: FastifyInstance | undefined;

  const startCluster = async () => (await execFile('bash', [script], { env: clusterEnv })).stdout.trim().split('\n').pop() ?? '';
  /** pg_ctl of the cluster, as the postgres user when root (as test-postgres.sh runs it). */
  const pgCtl = async (args: string) => {
    const bin = (await exec('ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -Vr | head -1 || true')).stdout.trim();
    const command = `'${bin ? `${bin}/pg_ctl` : 'pg_ctl'}' -D '${clusterEnv.PG_TEST_DIR}/data' ${args}`;
    await exec(process.getuid?.() === 0 ? `su postgres -s /bin/sh -c "${command}"` : command);
  };

  beforeAll(async () => {
    url = await startCluster();
    await asAdmin((admin) => admin.query('DROP SCHEMA IF EXISTS faults, faults_jobs CASCADE'), url);
    app = await buildApp({
      databaseUrl: url,
      databaseSchema: 'faults',
      poolSize: 8,
      sweepIntervalMs: 0,
      databaseTimeouts: { connectMs: 1000, statementMs: 2000 },
    });
    await app.db.execute(sql`CREATE TABLE fault_probe (id int PRIMARY KEY)`);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await pgCtl('stop -m fast').catch(() => undefined);
  }, 30_000);

  it('stays up, answers 503 while the server is down, loses no committed write and serves again within seconds', async () => {
    if (!app) throw new Error('app not built');
    const api = app;
    const replies: Reply[] = [];
    const committed: number[] = [];
    let nextId = 1;
    let loading = true;
    const client = async () => {
      while (loading) {
        replies.push(await get(api, '/api/sellers'));
        const id = nextId++;
        await api.db.execute(sql`INSERT INTO fault_probe VALUES (${id})`).then(
          () => committed.push(id),
          () => undefined,
        );
        await sleep(10);
      }
    };
    const clients = Array.from({ length: 6 }, client);

    await sleep(500);
    await pgCtl('stop -m fast -w');
    await sleep(1000);
    const whileDown = await get(api, '/api/sellers');
    await startCluster();
    const restarted = Date.now();
    let recoveredAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - restarted < 10_000) {
      if ((await get(api, '/api/sellers')).status === 200) {
        recoveredAfterMs = Date.now() - restarted;
        break;
      }
      await sleep(100);
    }
    await sleep(500);
    loading = false;
    await Promise.all(clients);

    expectUnavailable(whileDown);
    expect(recoveredAfterMs).toBeLessThan(5000);
    for (const reply of replies.filter((r) => r.status !== 200)) expectUnavailable(reply);
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const stored = new Set((await queryRows<{ id: number }>(api.db, sql`SELECT id FROM fault_probe`)).map((row) => row.id));
    expect(committed.filter((id) => !stored.has(id))).toEqual([]);
    expect(committed.length).toBeGreaterThan(0);
    await expectInvariants(api);
  }, 30_000);

  it('answers 503 within the timeouts while the server is frozen (SIGSTOP), and serves again once it runs', async () => {
    if (!app) throw new Error('app not built');
    const api = app;
    expect((await get(api, '/api/sellers')).status).toBe(200);
    const postmaster = (await exec(`head -1 '${clusterEnv.PG_TEST_DIR}/data/postmaster.pid'`)).stdout.trim();
    const children = (await exec(`pgrep -P ${postmaster} || true`)).stdout.split('\n').filter(Boolean);
    const frozen = [postmaster, ...children].map(Number);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      // Existing connections: the server answers nothing, not even statement_timeout; new
      // ones: the TCP connection opens but the server never greets it.
      const started = Date.now();
      // Bounded here too, so that the cluster is always let run again (finally) even if they hang.
      const replies = await Promise.race([
        Promise.all(Array.from({ length: 10 }, () => get(api, '/api/sellers'))),
        sleep(10_000).then(() => 'still waiting after 10 s'),
      ]);
      const elapsed = Date.now() - started;
      if (typeof replies === 'string') throw new Error(replies);
      for (const reply of replies) expectUnavailable(reply);
      expect(elapsed).toBeLessThan(8000);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    const resumed = Date.now();
    let recoveredAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - resumed < 10_000) {
      if ((await get(api, '/api/sellers')).status === 200) {
        recoveredAfterMs = Date.now() - resumed;
        break;
      }
      await sleep(100);
    }
    expect(recoveredAfterMs).toBeLessThan(5000);
  }, 30_000);
});
