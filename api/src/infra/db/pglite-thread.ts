/**
 * PGlite in a worker thread (ADR 0010), seen from the API's thread: an object with the
 * calls drizzle's pglite driver makes (`query`, `transaction` with an interactive `tx`,
 * `exec`), each forwarded to `pglite-worker.ts`. A transaction stays open in the worker while
 * its callback runs here; PGlite there serialises it against every other call as it does
 * in process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { DatabaseUnavailableError } from './unavailable';

export interface PgliteWorkerData {
  dataDir: string;
  snapshot?: Uint8Array;
}

type WithId<T> = T & { id: number };
export type WorkerRequest = WithId<
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; textTypes: number[]; transactionId?: number }
  | { op: 'exec'; sql: string; transactionId?: number }
  | { op: 'begin' }
  | { op: 'end'; transactionId: number; commit: boolean }
  | { op: 'close' }
>;
type RequestBody = WorkerRequest extends infer R ? (R extends WithId<infer B> ? B : never) : never;

export interface WorkerError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WorkerError };

/** The calls a transaction's callback gets, as PGlite's `Transaction` has them. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** Runs from the TypeScript sources (tests, `tsx`) or from the build; the worker file is beside this one. */
function spawnWorker(workerData: PgliteWorkerData): Worker {
  const compiled = path.join(__dirname, 'pglite-worker.js');
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const source = path.join(__dirname, 'pglite-worker.ts');
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)});`, { eval: true, workerData });
}

function reviveError(error: WorkerError): Error {
  const revived = Object.assign(new Error(error.message), error.fields);
  revived.name = error.name;
  return revived;
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextRequestId = 1;
  /** Set once the worker has stopped; every later call fails with it. */
  private stopped: Error | undefined;
  private closing = false;

  private constructor(
    private readonly worker: Worker,
    private readonly onUnexpectedStop: (reason: Error) => void,
  ) {
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(reviveError(reply.error));
    });
    worker.on('error', (error) => this.stop(new DatabaseUnavailableError(`The PGlite worker failed: ${error.message}`)));
    worker.on('exit', (code) => this.stop(new DatabaseUnavailableError(`The PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and waits until PGlite is open in it; `onUnexpectedStop` hears of a worker that dies later. */
  static async start(options: PgliteWorkerData, onUnexpectedStop: (reason: Error) => void = () => undefined): Promise<PgliteThread> {
    const thread = new PgliteThread(spawnWorker(options), onUnexpectedStop);
    try {
      await thread.query('SELECT 1');
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  private stop(reason: Error): void {
    if (!this.stopped && !this.closing) this.onUnexpectedStop(reason);
    this.stopped ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }

  private send<T>(body: RequestBody): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextRequestId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...body, id });
    });
  }

  private async runQuery<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, transactionId?: number): Promise<Results<T>> {
    // Parsers are functions and cannot cross threads: the worker keeps those types as text and they run here.
    const parsers = options.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const result = await this.send<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes,
      ...(transactionId !== undefined ? { transactionId } : {}),
    });
    if (textTypes.length > 0) applyParsers(result, parsers);
    return result;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ op: 'exec', sql });
  }

  /** Commits when `work` resolves, rolls back when it throws (and rethrows its error). */
  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const transactionId = await this.send<number>({ op: 'begin' });
    const tx: PgliteThreadTransaction = {
      query: (sql, params, options) => this.runQuery(sql, params, options, transactionId),
      exec: (sql) => this.send({ op: 'exec', sql, transactionId }),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.send({ op: 'end', transactionId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: 'end', transactionId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.stopped) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}

function applyParsers(result: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>): void {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = Array.isArray(row) ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  });
}
