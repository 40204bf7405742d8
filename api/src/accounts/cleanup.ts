/**
 * Deletes what visitors leave behind (ADR 0012), in batches, periodically: expired
 * sessions, long-expired or cancelled carts that never had an order or a payment, anonymous
 * identities (public and guest) older than a day that nothing refers to, spent rate-limit
 * windows, forgotten sign-in failures, and spent one-time codes and password reset links
 * (kept while they still count towards the per-e-mail caps). Never a cart with an order, a payment or a
 * booked ticket, never a member. Each batch is its own transaction under a transaction-level
 * advisory lock per schema (as the expiry sweep), so with several API instances one cleans
 * at a time and the others skip.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../infra/db/client';
import { DEFAULT_LOGIN_BACKOFF } from './login-backoff';
import { OTP_EMAIL_CAP } from './one-time-codes';
import { RESET_ACCOUNT_CAP } from './password-resets';
import { PeriodicJob, type JobLog } from '../infra/periodic-job';
import type { SessionLifetime } from './web-session';

const DAY_MS = 86_400_000;
/** Anonymous identities younger than this are kept: a visitor may still be filling in the form. */
export const IDENTITY_GRACE_MS = DAY_MS;
/** Carts whose hold ended (expired or discarded) are kept this long for support questions, then deleted. */
export const ABANDONED_CART_RETENTION_MS = 7 * DAY_MS;

export interface CleanupCounts {
  sessions: number;
  carts: number;
  identities: number;
  rateLimitWindows: number;
  loginFailures: number;
  oneTimeCodes: number;
  passwordResetTokens: number;
}

export interface CleanupOptions {
  now: Date;
  lifetime: SessionLifetime;
  batchSize?: number;
  /** Batches per kind and run at most, so one run stays short. */
  maxBatches?: number;
}

/** The delete statements, each limited to `batch` rows; a statement answers the ids deleted. */
function statements(now: Date, lifetime: SessionLifetime, batch: number): Record<keyof CleanupCounts, SQL> {
  const at = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  return {
    sessions: sql`DELETE FROM web_sessions WHERE token IN (
        SELECT token FROM web_sessions
        WHERE created_at <= ${at(lifetime.absoluteMs)} OR last_seen_at <= ${at(lifetime.idleMs)}
        LIMIT ${batch})
      RETURNING token AS id`,
    carts: sql`DELETE FROM carts WHERE id IN (
        SELECT c.id FROM carts c
        WHERE NOT c.payment_pending
          AND c.state IN ('pending', 'cancelled')
          AND coalesce(c.expires_at, c.created_at) <= ${at(ABANDONED_CART_RETENTION_MS)}
          AND NOT EXISTS (SELECT 1 FROM ticket_orders o WHERE o.cart_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.cart_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.cart_id = c.id)
          -- Holds a week past expiry hold nothing (availability ignores them); booked tickets stay.
          AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.cart_id = c.id AND t.state IN ('booked', 'redeemed'))
        LIMIT ${batch})
      RETURNING id`,
    identities: sql`DELETE FROM identities WHERE id IN (
        SELECT i.id FROM identities i
        WHERE i.kind IN ('public', 'guest') AND i.created_at <= ${at(IDENTITY_GRACE_MS)}
          AND NOT EXISTS (SELECT 1 FROM web_sessions s WHERE s.public_identity_id = i.id)
          AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.identity_id = i.id)
          AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.purchaser_identity_id = i.id)
          AND NOT EXISTS (SELECT 1 FROM ticket_orders o WHERE o.identity_id = i.id)
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.identity_id = i.id)
        LIMIT ${batch})
      RETURNING id`,
    rateLimitWindows: sql`DELETE FROM rate_limit_hits WHERE key IN (
        SELECT key FROM rate_limit_hits WHERE resets_at <= ${at(0)} LIMIT ${batch})
      RETURNING key AS id`,
    loginFailures: sql`DELETE FROM login_failures WHERE key IN (
        SELECT key FROM login_failures
        WHERE last_failed_at <= ${at(DEFAULT_LOGIN_BACKOFF.forgetAfterMs)} AND (blocked_until IS NULL OR blocked_until <= ${at(0)})
        LIMIT ${batch})
      RETURNING key AS id`,
    oneTimeCodes: sql`DELETE FROM one_time_codes WHERE token_hash IN (
        SELECT token_hash FROM one_time_codes
        WHERE expires_at <= ${at(0)} AND created_at <= ${at(OTP_EMAIL_CAP.windowMs)}
        LIMIT ${batch})
      RETURNING token_hash AS id`,
    passwordResetTokens: sql`DELETE FROM password_reset_tokens WHERE token_hash IN (
        SELECT token_hash FROM password_reset_tokens
        WHERE expires_at <= ${at(0)} AND created_at <= ${at(RESET_ACCOUNT_CAP.windowMs)}
        LIMIT ${batch})
      RETURNING token_hash AS id`,
  };
}

/** One batch of one kind under the lock; null when another instance holds the lock. */
async function deleteBatch(db: Db, statement: SQL): Promise<number | null> {
  return db.transaction(async (tx: Tx) => {
    const [lock] = await queryRows<{ granted: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtextextended(current_schema() || '.cleanup', 0)) AS granted`);
    if (!lock?.granted) return null;
    return (await queryRows<{ id: string }>(tx, statement)).length;
  });
}

/** One cleanup run; kinds in dependency order (sessions and carts free identities). */
export async function cleanupOnce(db: Db, options: CleanupOptions): Promise<CleanupCounts> {
  const batchSize = options.batchSize ?? 500;
  const maxBatches = options.maxBatches ?? 20;
  const counts: CleanupCounts = {
    sessions: 0,
    carts: 0,
    identities: 0,
    rateLimitWindows: 0,
    loginFailures: 0,
    oneTimeCodes: 0,
    passwordResetTokens: 0,
  };
  const kinds = statements(options.now, options.lifetime, batchSize);
  for (const kind of Object.keys(counts) as (keyof CleanupCounts)[]) {
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const deleted = await deleteBatch(db, kinds[kind]);
      if (deleted === null) return counts;
      counts[kind] += deleted;
      if (deleted < batchSize) break;
    }
  }
  return counts;
}

export interface CleanupLog extends JobLog {
  info(obj: unknown, msg: string): void;
}

/** Runs `cleanupOnce` every `intervalMs`. */
export class Cleaner extends PeriodicJob<CleanupCounts> {
  constructor(db: Db, now: () => Date, lifetime: SessionLifetime, log: CleanupLog) {
    super('cleanup', () => cleanupOnce(db, { now: now(), lifetime }), log, (counts) => {
      if (Object.values(counts).some((n) => n > 0)) log.info({ deleted: counts }, 'cleanup');
    });
  }
}
