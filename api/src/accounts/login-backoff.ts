/**
 * Failed sign-ins slow the next ones down (ADR 0012), per account and per address, in
 * `login_failures` (shared by API instances, kept across restarts). Past `threshold`
 * failures a key is blocked for `baseDelayMs`, doubling with each further failure up to
 * `maxDelayMs`; while blocked, sign-in answers 429 before any password is hashed, so
 * guessing costs neither the attacker's time nor the server's CPU. Unknown e-mails are
 * counted like known ones (nothing tells them apart). A success clears the account's
 * failures; the address's wear off after `forgetAfterMs`, so signing in to one's own
 * account does not wipe the count of guesses at others'.
 */
import { RequestGuardError } from '../lib/errors';
import type { Db } from '../infra/db/client';
import { blockLogins, countLoginFailure, findBlockedUntil, forgetLoginFailures } from './accounts-repository';

export interface LoginBackoffPolicy {
  accountThreshold: number;
  addressThreshold: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export const DEFAULT_LOGIN_BACKOFF: LoginBackoffPolicy = {
  accountThreshold: 5,
  // An office or a mobile carrier puts many people behind one address.
  addressThreshold: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

export interface LoginAttempt {
  email: string;
  address: string;
}

function keysOf(attempt: LoginAttempt) {
  return { account: `account:${attempt.email.trim().toLowerCase()}`, address: `address:${attempt.address}` };
}

export class LoginBackoff {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly policy: LoginBackoffPolicy = DEFAULT_LOGIN_BACKOFF,
  ) {}

  /** 429 `too_many_requests` (with when to retry) while the account or the address is blocked. */
  async assertAllowed(attempt: LoginAttempt): Promise<void> {
    const { account, address } = keysOf(attempt);
    const now = this.now();
    const row = await findBlockedUntil(this.db, account, address, now);
    if (!row?.blocked_until) return;
    const retryAfterSeconds = Math.ceil((new Date(row.blocked_until).getTime() - now.getTime()) / 1000);
    throw new RequestGuardError('too_many_requests', {
      context: 'login',
      description: 'Too many failed sign-in attempts. Please wait before trying again.',
      extra: { retry_after_seconds: retryAfterSeconds },
    });
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const { account, address } = keysOf(attempt);
    await this.#countFailure(account, this.policy.accountThreshold);
    await this.#countFailure(address, this.policy.addressThreshold);
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await forgetLoginFailures(this.db, keysOf(attempt).account);
  }

  async #countFailure(key: string, threshold: number): Promise<void> {
    const now = this.now();
    const forgetBefore = new Date(now.getTime() - this.policy.forgetAfterMs).toISOString();
    const row = await countLoginFailure(this.db, key, now, forgetBefore);
    const failures = Number(row?.failures ?? 0);
    if (failures < threshold) return;
    const delayMs = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** Math.min(30, failures - threshold));
    const blockedUntil = new Date(now.getTime() + delayMs).toISOString();
    await blockLogins(this.db, key, blockedUntil);
  }
}
