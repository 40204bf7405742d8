/**
 * Builds the app exactly as the server does (same factory), on each available database:
 * always embedded PGlite (from the migrated snapshot), and PostgreSQL when DATABASE_URL is
 * set (a fresh schema per app, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { createFixture, type Fixture } from './fixtures';
import { snapshotPath } from './snapshot';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A clock the test moves by hand. */
export class TestClock {
  private instant: number;
  constructor(start: string | Date = '2030-06-14T16:00:00.000Z') {
    this.instant = new Date(start).getTime();
    this.start = this.instant;
  }
  private readonly start: number;
  readonly now = (): Date => new Date(this.instant);
  reset(): void {
    this.instant = this.start;
  }
  advance(seconds: number): void {
    this.instant += seconds * 1000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * scrypt at 1/128 of the server's cost: tests sign in hundreds of times, and at OWASP's cost
 * (`OWASP_SCRYPT`, a few hundred ms a hash) that was a fifth of the API suites' CPU. The
 * server's cost is tested where it matters (`rate-limits.test.ts`, rehash at sign-in).
 */
export const TEST_PASSWORD_HASHING = { N: 2 ** 10, r: 8, p: 1 };

/**
 * Rate limits are off unless a test turns them on (`rateLimits: { enabled: true }`): tests make
 * hundreds of calls from one address. The periodic cleanup and scheduled charges are off too
 * (`cleaner.runOnce`, `balanceCollection.runOnce`, `membershipRenewal.runOnce`), and no job
 * worker runs: a test runs queued jobs with `app.jobs.runQueued` (mail is tried at once anyway).
 */
export async function buildTestApp(kind: DatabaseKind, given: Partial<AppOptions> = {}): Promise<TestApp> {
  const options: Partial<AppOptions> = {
    rateLimits: { enabled: false },
    cleanupIntervalMs: 0,
    scheduledChargesIntervalMs: 0,
    jobs: { workers: false },
    passwordHashing: TEST_PASSWORD_HASHING,
    ...given,
  };
  const clock = new TestClock();
  if (kind === 'pglite') {
    const app = await buildApp({
      dataDir: 'memory://',
      pgliteSnapshot: new Blob([readFileSync(snapshotPath())]),
      now: clock.now,
      sweepIntervalMs: 0,
      reconcileIntervalMs: 0,
      ...options,
    });
    return { app, clock, close: () => app.close() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const app = await buildApp({ databaseUrl: url, databaseSchema: schema, poolSize: 30, now: clock.now, sweepIntervalMs: 0, reconcileIntervalMs: 0, ...options });
  return {
    app,
    clock,
    async close() {
      await app.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // The job library's schema sits beside the app's (`job-store.ts`).
      await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
      await client.end();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** A browser: keeps the session cookie between calls. */
export class Browser {
  private cookie: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  get sessionCookie(): string | undefined {
    return this.cookie;
  }

  async call<T = unknown>(method: InjectOptions['method'], url: string, payload?: unknown): Promise<Reply<T>> {
    const res = await this.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
      ...(this.cookie ? { cookies: { sf_sid: this.cookie } } : {}),
    });
    const sid = res.cookies.find((c) => c.name === 'sf_sid');
    if (sid) this.cookie = sid.value;
    const text = res.body;
    return { status: res.statusCode, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
  }

  get<T = unknown>(url: string) {
    return this.call<T>('GET', url);
  }
  post<T = unknown>(url: string, payload?: unknown) {
    return this.call<T>('POST', url, payload ?? {});
  }
  delete<T = unknown>(url: string) {
    return this.call<T>('DELETE', url);
  }
  patch<T = unknown>(url: string, payload: unknown) {
    return this.call<T>('PATCH', url, payload);
  }
}

/** Asserts the spec's 4xx body and returns its first entry. */
export function expectError(reply: Reply, status: number, code: string, context?: string) {
  expect({ status: reply.status, code: (reply.body as { _code?: string }[])[0]?._code }).toEqual({ status, code });
  const entry = (reply.body as Record<string, unknown>[])[0] as Record<string, unknown>;
  expect(Object.keys(entry).sort()).toEqual(['_code', '_context', '_description', '_extra']);
  if (context) expect(entry._context).toBe(context);
  return entry as { _code: string; _context: string; _description: string; _extra: Record<string, unknown> };
}

/** Empties what tests create (carts, orders, sessions, visitors); keeps the catalogue and members. */
export async function clearActivity(app: FastifyInstance): Promise<void> {
  // CASCADE: the payment tables (migration 007) hang off carts. Gift codes name giftees, which go below.
  await app.db.execute(
    sql`TRUNCATE cartmods, cart_ticket_removals, citypass_redemptions, tickets, ticket_orders, carts, membership_gift_codes, web_sessions, rate_limit_hits, login_failures CASCADE`,
  );
  await app.db.execute(sql`DELETE FROM identities WHERE kind <> 'member'`);
}

/**
 * One app and fixture per test file (starting PGlite costs ~1 s); before each test the
 * activity is cleared and the clock goes back to its start.
 */
export function useFixtureApp(kind: DatabaseKind, options: Partial<AppOptions> = {}) {
  const state: { t?: TestApp; f?: Fixture } = {};
  beforeAll(async () => {
    state.t = await buildTestApp(kind, options);
    state.f = await createFixture(state.t.app);
  });
  afterAll(async () => {
    await state.t?.close();
  });
  beforeEach(async () => {
    if (!state.t) return;
    state.t.clock.reset();
    await clearActivity(state.t.app);
  });
  return {
    get app(): FastifyInstance {
      if (!state.t) throw new Error('app not built');
      return state.t.app;
    },
    get clock(): TestClock {
      if (!state.t) throw new Error('app not built');
      return state.t.clock;
    },
    get f(): Fixture {
      if (!state.f) throw new Error('fixture not created');
      return state.f;
    },
  };
}

/** The app's log lines, as parsed JSON records. */
export function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}
