/**
 * One query layer over two engines: embedded PGlite (a local data folder, or memory) when no
 * database URL is given, a real PostgreSQL server through a `pg` pool when one is. Both are
 * wrapped by drizzle-orm and run exactly the same SQL. The server runs PGlite in a worker
 * thread and bounds every PostgreSQL wait (ADR 0010).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import { PreparingClient } from './prepared-statements';
import { schema, type Schema } from './schema';
import { DatabaseUnavailableError } from './unavailable';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start PGlite from (fast test setup). */
  pgliteSnapshot?: Blob;
  /** Schema to work in on PostgreSQL (created if missing); isolates test files. */
  schemaName?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL waits, each bounded (defaults: `DEFAULT_DATABASE_TIMEOUTS`). */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Run PGlite in a worker thread so its engine does not block the caller's event loop (the server does). */
  pgliteWorker?: boolean;
  /** Where lost connections are reported (default: console). */
  log?: DatabaseLog;
}

export interface DatabaseTimeouts {
  /** Longest wait for a new PostgreSQL connection. */
  connectMs: number;
  /** Server-side limit of one statement (`statement_timeout`); the client gives up 1 s later. */
  statementMs: number;
  /** The server ends a session left idle inside a transaction this long. */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, statementMs: 5000, idleInTransactionMs: 10_000 };

/** How much later than `statement_timeout` the client stops waiting for a server that does not answer at all. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

export interface DatabaseLog {
  warn(details: object, message: string): void;
}

const consoleLog: DatabaseLog = { warn: (details, message) => console.warn(message, details) };

/** What the job library (pg-boss, `infra/jobs/`) connects through: PGlite's one session, or the server's URL. */
export type JobStoreConnection =
  | { kind: 'pglite'; client: PgliteSession }
  | { kind: 'postgres'; url: string; schemaName: string | undefined; connectMs: number };

/** The calls of PGlite (in process or in its worker thread) that run SQL text outside drizzle. */
export interface PgliteSession {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  readonly jobStore: JobStoreConnection;
  /**
   * Runs a multi-statement SQL script (a migration) and then one parameterised statement
   * (recording it) in a single transaction.
   */
  execScript(script: string, record?: { text: string; params: unknown[] }): Promise<void>;
  /**
   * Runs `work` while holding the advisory lock `name` (per schema), so that processes doing the
   * same work on one PostgreSQL take turns. PGlite has one process by construction: no lock.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Runs `SELECT 1`; throws `DatabaseUnavailableError` when no answer comes within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/** Fails with `DatabaseUnavailableError` when `work` takes longer than `timeoutMs`. */
async function within<T>(timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`The database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const snapshot = options.pgliteSnapshot;
  const log = options.log ?? consoleLog;
  const client = options.pgliteWorker
    ? await PgliteThread.start(
        { dataDir, ...(snapshot ? { snapshot: new Uint8Array(await snapshot.arrayBuffer()) } : {}) },
        (reason) => log.warn({ err: reason }, 'the PGlite worker stopped: every database call answers 503 until the API restarts'),
      )
    : await PGlite.create(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  // The thread has the calls drizzle's pglite driver makes (query, transaction, exec).
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    jobStore: { kind: 'pglite', client },
    async execScript(script, record) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
        if (record) await tx.query(record.text, record.params);
      });
    },
    exclusively: (_name, work) => work(),
    async ping(timeoutMs) {
      await within(timeoutMs, client.query('SELECT 1'));
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const schemaName = options.schemaName;
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Invalid schema name ${schemaName}`);
  }
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const log = options.log ?? consoleLog;
  if (schemaName) {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    // Each statement shape is parsed and planned once per connection (ADR 0016).
    Client: PreparingClient,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A frozen server answers nothing, not even the statement_timeout error.
    query_timeout: timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    // Names the API's connections in pg_stat_activity (per schema: one test app's own).
    application_name: schemaName ? `storefront-api/${schemaName}` : 'storefront-api',
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle connection that dies (server restarted, admin terminated it) is dropped by the
  // pool, which emits it here; unhandled, that 'error' event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'database connection lost while idle; the pool replaces it'));
  // A checked-out connection that dies emits on the client: its query already failed with
  // the error and the pool discards it on release, so there is nothing more to do.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    jobStore: { kind: 'postgres', url, schemaName, connectMs: timeouts.connectMs },
    async execScript(script, record) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // A migration may rewrite big tables: no statement limit for it.
        await client.query('SET LOCAL statement_timeout = 0');
        await client.query(script);
        if (record) await client.query(record.text, record.params);
        await client.query('COMMIT');
      } catch (error) {
        // On a lost connection ROLLBACK fails too; the script's own error is the one to report.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusively(name, work) {
      // A session lock on a connection of its own, held across the work's own transactions.
      const holder = await pool.connect();
      const key = `storefront:${schemaName ?? 'public'}:${name}`;
      try {
        await holder.query('SET statement_timeout = 0');
        await holder.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
        }
      } finally {
        // Back to the pool's own limit before another caller gets this connection.
        await holder.query(`SET statement_timeout = ${Number(timeouts.statementMs)}`).catch(() => undefined);
        holder.release();
      }
    },
    async ping(timeoutMs) {
      await within(timeoutMs, pool.query('SELECT 1'));
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows, the same on both engines. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The SQLSTATE of a database error, looking through drizzle's wrapping. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
