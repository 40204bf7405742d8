/**
 * One-time sign-in codes (spec 03 §4 OTP, §9): `request` answers a token whatever the e-mail
 * and mails a 6-character code with a magic link when an account has that e-mail; `verify`
 * takes the token and the code and names the account. Token and code are stored only as
 * SHA-256 hashes (the code's salted with its token). A code lives 10 minutes, allows 3 wrong
 * tries and works once. Unknown e-mails get a row too (no user, no mail) and their codes
 * never match, so no answer tells whether an account exists.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../lib/digest';
import type { ApiOtpRequestAnswer } from '@storefront/shared/wire';
import type { FastifyBaseLogger } from 'fastify';
import { assertEmailAddress } from './email-address';
import { AuthError, RequestGuardError } from '../lib/errors';
import { randomToken } from '../lib/ids';
import type { SignInMails } from '../mail/sign-in-mails';
import type { Db } from '../infra/db/client';
import {
  countFailedAttempt,
  countRecentCodes,
  expireCode,
  findOneTimeCode,
  findUserIdByEmail,
  insertOneTimeCode,
  lockCodeRequests,
  makeCodeAvailable,
  useCode,
} from './accounts-repository';

export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_LENGTH = 6;
/**
 * Codes per e-mail, whichever addresses ask (the route's rate limit counts per address): a
 * sixth request within 15 minutes is a 429, for unknown e-mails alike, so nobody can fill an
 * inbox by asking from many addresses.
 */
export const OTP_EMAIL_CAP = { max: 5, windowMs: 15 * 60_000 };

/** Uppercase letters and digits without the look-alikes 0/O and 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const codeHash = (token: string, code: string) => sha256(`${token}:${code.toUpperCase()}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomCode(): string {
  return Array.from({ length: OTP_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export interface CodeRequest {
  answer: ApiOtpRequestAnswer;
  /** Settles when the mail was handed to the transport (or failed); never rejects. */
  delivered: Promise<void>;
}

export class OneTimeCodeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly mails: SignInMails,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A new code for `email` (any case); 400 `validate_not_email`, 429 past `OTP_EMAIL_CAP`. */
  async request(email: string, sellerSlug: string | undefined): Promise<CodeRequest> {
    assertEmailAddress(email, 'email');
    const address = email.trim().toLowerCase();
    const token = randomToken();
    const code = randomCode();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MS);
    const userId = await this.db.transaction(async (tx) => {
      // One request per e-mail at a time, so concurrent ones cannot all pass the cap.
      await lockCodeRequests(tx, address);
      const windowStart = new Date(now.getTime() - OTP_EMAIL_CAP.windowMs);
      const recent = await countRecentCodes(tx, address, windowStart);
      const { count = 0, oldest = null } = recent[0] ?? {};
      if (count >= OTP_EMAIL_CAP.max && oldest) {
        const retryAt = new Date(oldest).getTime() + OTP_EMAIL_CAP.windowMs;
        throw new RequestGuardError('too_many_requests', {
          context: 'login',
          extra: { retry_after_seconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) },
        });
      }
      const user = await findUserIdByEmail(tx, address);
      await insertOneTimeCode(tx, {
        tokenHash: sha256(token),
        email: address,
        userId: user?.id ?? null,
        codeHash: codeHash(token, code),
        createdAt: now,
        expiresAt,
      });
      return user?.id ?? null;
    });
    const delivered = this.mails.inBackground(() => this.deliver(sha256(token), address, userId ? code : null, sellerSlug));
    return { answer: { token, expires_at: expiresAt.toISOString() }, delivered };
  }

  /**
   * Mails the code (none for an unknown e-mail), then makes it usable. A code whose mail
   * failed expires at once: the page asks for a new one instead of waiting for it.
   */
  private async deliver(tokenHash: string, email: string, code: string | null, sellerSlug: string | undefined): Promise<void> {
    try {
      if (code) await this.mails.sendOneTimeCode(email, code, OTP_LIFETIME_MS, sellerSlug);
      await makeCodeAvailable(this.db, tokenHash, this.now());
    } catch (error) {
      this.log.error({ err: error }, 'one-time code e-mail failed');
      await expireCode(this.db, tokenHash, this.now())
        .catch((cause: unknown) => this.log.error({ err: cause }, 'could not expire the undelivered code'));
    }
  }

  /**
   * The account the code signs in. Errors (spec 03 §4): unknown token `not_authorized`;
   * expired, used or out of tries `otp_token_expired`; mail not sent yet `not_available_yet`;
   * a wrong code `otp_incorrect` with `remaining_attempts`.
   */
  async verify(token: string, otp: string): Promise<string> {
    const tokenHash = sha256(token);
    const row = await findOneTimeCode(this.db, tokenHash);
    if (!row) throw new AuthError('not_authorized');
    const now = this.now();
    if (row.usedAt || row.expiresAt <= now || row.failedAttempts >= OTP_MAX_ATTEMPTS) throw new AuthError('otp_token_expired');
    if (!row.availableAt || row.availableAt > now) throw new AuthError('not_available_yet');
    if (!row.userId || !sameHash(codeHash(token, otp), row.codeHash)) {
      const counted = await countFailedAttempt(this.db, tokenHash, OTP_MAX_ATTEMPTS, now);
      if (!counted) throw new AuthError('otp_token_expired');
      throw new AuthError('otp_incorrect', { extra: { remaining_attempts: OTP_MAX_ATTEMPTS - counted.failedAttempts } });
    }
    // One UPDATE decides: of two verifications at once, only one finds the code unused.
    const used = await useCode(this.db, tokenHash, OTP_MAX_ATTEMPTS, now);
    if (!used?.userId) throw new AuthError('otp_token_expired');
    return used.userId;
  }
}
