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
import type { Db } from '../infra/db/client';
import { cleanupStatements, deleteCleanupBatch } from './accounts-repository';
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
  const kinds = cleanupStatements(options.now, options.lifetime, batchSize, {
    abandonedCartMs: ABANDONED_CART_RETENTION_MS,
    identityGraceMs: IDENTITY_GRACE_MS,
    loginForgetMs: DEFAULT_LOGIN_BACKOFF.forgetAfterMs,
    otpWindowMs: OTP_EMAIL_CAP.windowMs,
    resetWindowMs: RESET_ACCOUNT_CAP.windowMs,
  });
  for (const kind of Object.keys(counts) as (keyof CleanupCounts)[]) {
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const deleted = await deleteCleanupBatch(db, kinds[kind]);
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
