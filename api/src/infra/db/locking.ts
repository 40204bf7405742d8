/**
 * Row locks for check-and-write sequences (after pretix's `lock_objects`). Locks are only
 * taken inside a transaction, in sorted id order (so two writers never deadlock on each
 * other), with a lock timeout; a lock not granted in time raises `LockTimeoutError`.
 * Every writer takes them table by table in the same order: carts, ticket_groups (those
 * with a capacity), event_sessions.
 */
import { sql } from 'drizzle-orm';
import { pgErrorCode, queryRows, type Executor, type Tx } from './client';
import { BusyError, LockTimeoutError } from '../../lib/errors';

export const DEFAULT_LOCK_TIMEOUT_MS = 3000;

const LOCKABLE = {
  event_sessions: sql.raw('event_sessions'),
  carts: sql.raw('carts'),
  ticket_groups: sql.raw('ticket_groups'),
} as const;
export type LockableTable = keyof typeof LOCKABLE;

/** Transactions whose lock timeout is already set: one `set_config` per transaction (within its first lock statement). */
const timedTransactions = new WeakMap<Tx, number>();

function assertTransaction(executor: Executor): asserts executor is Tx {
  if (typeof (executor as Partial<Tx>).rollback !== 'function') {
    throw new Error('locking: locks can only be taken inside a transaction');
  }
}

/** Locks the rows `ids` of `table` FOR UPDATE until the transaction ends. */
export async function lockRows(
  executor: Executor,
  table: LockableTable,
  ids: Iterable<string>,
  timeoutMs = DEFAULT_LOCK_TIMEOUT_MS,
): Promise<void> {
  assertTransaction(executor);
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return;
  const timeout = Math.max(1, Math.round(timeoutMs));
  // The transaction's first lock sets its lock timeout in the same statement: an uncorrelated
  // subquery (an init plan) runs once, before the scan yields a row to lock, so the timeout is
  // in force for every wait of this statement and of the transaction's later ones.
  const setTimeout = timedTransactions.get(executor) !== timeout;
  const withTimeout = setTimeout ? sql` AND (SELECT set_config('lock_timeout', ${`${timeout}ms`}, true)) IS NOT NULL` : sql``;
  try {
    const locked = await queryRows<{ id: string }>(
      executor,
      sql`SELECT id FROM ${LOCKABLE[table]}
          WHERE id IN (${sql.join(sorted.map((id) => sql`${id}::uuid`), sql`, `)})${withTimeout}
          ORDER BY id FOR UPDATE`,
    );
    // A row came back, so the condition (and with it `set_config`) was evaluated.
    if (setTimeout && locked.length > 0) timedTransactions.set(executor, timeout);
  } catch (error) {
    const code = pgErrorCode(error);
    // 55P03 lock_not_available (lock_timeout), 40P01 deadlock_detected
    if (code === '55P03' || code === '40P01') throw new LockTimeoutError();
    throw error;
  }
}

/**
 * Locks the rows of several tables in one statement: table by table in the order given, each
 * table's rows in sorted id order, as consecutive `lockRows` calls would (one round trip
 * instead of one per table, which matters while earlier locks are held). Each table's locking
 * scan is a materialized CTE gated by an init plan over the previous one, so it starts only
 * once the previous table's rows are locked; the first is gated by the lock timeout's
 * `set_config` when the transaction has none yet.
 */
export async function lockRowsInOrder(
  executor: Executor,
  batches: { table: LockableTable; ids: Iterable<string> }[],
  timeoutMs = DEFAULT_LOCK_TIMEOUT_MS,
): Promise<void> {
  assertTransaction(executor);
  const sortedBatches = batches
    .map(({ table, ids }) => ({ table, ids: [...new Set(ids)].sort() }))
    .filter((batch) => batch.ids.length > 0);
  if (sortedBatches.length <= 1) {
    for (const batch of sortedBatches) await lockRows(executor, batch.table, batch.ids, timeoutMs);
    return;
  }
  const timeout = Math.max(1, Math.round(timeoutMs));
  const setTimeout = timedTransactions.get(executor) !== timeout;
  const ctes = sortedBatches.map(({ table, ids }, index) => {
    const gate =
      index > 0
        ? sql` AND (SELECT count(*) FROM ${sql.raw(`l${index - 1}`)}) >= 0`
        : setTimeout
          ? sql` AND (SELECT set_config('lock_timeout', ${`${timeout}ms`}, true)) IS NOT NULL`
          : sql``;
    return sql`${sql.raw(`l${index}`)} AS MATERIALIZED (SELECT id FROM ${LOCKABLE[table]}
        WHERE id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})${gate}
        ORDER BY id FOR UPDATE)`;
  });
  const last = sql.raw(`l${sortedBatches.length - 1}`);
  try {
    await executor.execute(sql`WITH ${sql.join(ctes, sql`, `)} SELECT count(*)::int AS locked FROM ${last}`);
    if (setTimeout) timedTransactions.set(executor, timeout);
  } catch (error) {
    const code = pgErrorCode(error);
    // 55P03 lock_not_available (lock_timeout), 40P01 deadlock_detected
    if (code === '55P03' || code === '40P01') throw new LockTimeoutError();
    throw error;
  }
}

/**
 * Runs `work` (which opens its own transaction) again when it failed on a lock timeout, at
 * most `attempts` times in all, then answers busy.
 */
export async function retryOnLockTimeout<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof LockTimeoutError)) throw error;
      if (attempt >= attempts) throw new BusyError();
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}
