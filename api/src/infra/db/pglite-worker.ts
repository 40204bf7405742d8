/**
 * The worker thread that owns PGlite (ADR 0010): PGlite's WASM engine runs on the thread that
 * calls it, so the API keeps it here and sends queries over `pglite-thread.ts`'s messages.
 * Each request is PGlite's own call (`query`, `exec`, `transaction`), so PGlite serialises
 * transactions and plain queries exactly as it does in process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type { PgliteWorkerData, WorkerReply, WorkerRequest, WorkerError } from './pglite-thread';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
const { dataDir, snapshot } = workerData as PgliteWorkerData;

/** Thrown inside PGlite's transaction callback so that PGlite rolls the transaction back. */
class RollbackRequested extends Error {}

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  outcome: Promise<void>;
}

const opening = PGlite.create(dataDir, snapshot ? { loadDataDir: new Blob([snapshot]) } : {});
const transactions = new Map<number, OpenTransaction>();
let nextTransactionId = 1;

const keepText = (value: string): string => value;

function target(db: PGlite, transactionId: number | undefined): PGlite | Transaction {
  if (transactionId === undefined) return db;
  const open = transactions.get(transactionId);
  if (!open) throw new Error(`No open transaction ${transactionId}`);
  return open.tx;
}

/** Starts a PGlite transaction and answers once BEGIN ran; it stays open until `end`. */
async function begin(db: PGlite): Promise<number> {
  const id = nextTransactionId++;
  let started!: () => void;
  const began = new Promise<void>((resolve) => (started = resolve));
  let entry: Omit<OpenTransaction, 'outcome'> | undefined;
  const outcome = db.transaction(async (tx) => {
    const commit = await new Promise<boolean>((finish) => {
      entry = { tx, finish };
      started();
    });
    if (!commit) throw new RollbackRequested();
  });
  // BEGIN failing rejects `outcome` before `began` ever resolves.
  await Promise.race([began, outcome]);
  if (!entry) throw new Error('The transaction ended before it began');
  transactions.set(id, { ...entry, outcome });
  return id;
}

async function end(transactionId: number, commit: boolean): Promise<null> {
  const open = transactions.get(transactionId);
  if (!open) throw new Error(`No open transaction ${transactionId}`);
  transactions.delete(transactionId);
  open.finish(commit);
  try {
    await open.outcome;
  } catch (error) {
    if (!(error instanceof RollbackRequested)) throw error;
  }
  return null;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  const db = await opening;
  switch (request.op) {
    case 'query': {
      // Values of these types come back as PostgreSQL's text; the caller's parsers run on them.
      const parsers = Object.fromEntries(request.textTypes.map((oid) => [oid, keepText]));
      const options: QueryOptions = { rowMode: request.rowMode, parsers };
      return target(db, request.transactionId).query(request.sql, request.params, options);
    }
    case 'exec':
      return target(db, request.transactionId).exec(request.sql);
    case 'begin':
      return begin(db);
    case 'end':
      return end(request.transactionId, request.commit);
    case 'close':
      await db.close();
      return null;
  }
}

/** A database error as plain data: its message and PostgreSQL fields (code, detail, constraint…). */
function serialiseError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WorkerError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { name: error.name, message: error.message, fields };
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serialiseError(error) } satisfies WorkerReply),
  );
});
