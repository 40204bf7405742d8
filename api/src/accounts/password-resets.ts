/**
 * Password reset (spec 03 §4): `request` mails a link to a known account (and says nothing
 * about unknown e-mails), `validate` names the account of a link, `reset` sets the new
 * password. A link lives 1 hour and works once; it is stored only as a SHA-256 hash. A reset
 * ends the account's other sessions and its other links.
 */
import { NO_EMAIL_MARKER, type ApiPasswordResetValidateAnswer } from '@storefront/shared/wire';
import { passwordProblems } from '@storefront/shared/validation/password-rules';
import type { FastifyBaseLogger } from 'fastify';
import { assertEmailAddress } from './email-address';
import { PasswordResetError } from '../lib/errors';
import { randomToken } from '../lib/ids';
import type { SignInMails } from '../mail/sign-in-mails';
import { sha256 } from '../lib/digest';
import type { PasswordHasher } from '../lib/passwords';
import { endOtherSessions } from './web-session';
import type { Db } from '../infra/db/client';
import {
  countRecentResets,
  findResetLink,
  findUserByEmail,
  insertResetToken,
  lockResetRequests,
  setPasswordHash,
  useAllResetLinks,
  useResetLink,
} from './accounts-repository';

export const RESET_LIFETIME_MS = 60 * 60_000;
/** Links per account in a window, whichever addresses ask; past it no mail is sent (the answer is 204 anyway). */
export const RESET_ACCOUNT_CAP = { max: 5, windowMs: 15 * 60_000 };

export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly mails: SignInMails,
    private readonly log: FastifyBaseLogger,
    private readonly passwords: PasswordHasher,
  ) {}

  /** Mails a link when an account has `email`; settles when that mail is sent (or not). */
  async request(email: string, sellerSlug: string | undefined): Promise<void> {
    assertEmailAddress(email, 'email', 'password_reset');
    const user = await findUserByEmail(this.db, email.trim().toLowerCase());
    if (!user) return;
    await this.requestFor(user, sellerSlug);
  }

  /**
   * Mails `user` a new link unless `RESET_ACCOUNT_CAP` links were made lately or the account
   * has only a placeholder e-mail; the mail goes after the answer.
   */
  async requestFor(user: { id: string; email: string }, sellerSlug: string | undefined): Promise<void> {
    if (user.email.startsWith(NO_EMAIL_MARKER)) return;
    const token = randomToken();
    const now = this.now();
    const created = await this.db.transaction(async (tx) => {
      await lockResetRequests(tx, user.id);
      const windowStart = new Date(now.getTime() - RESET_ACCOUNT_CAP.windowMs).toISOString();
      const recent = await countRecentResets(tx, user.id, windowStart);
      if ((recent?.count ?? 0) >= RESET_ACCOUNT_CAP.max) return false;
      await insertResetToken(tx, {
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
      });
      return true;
    });
    if (!created) {
      this.log.warn({ userId: user.id }, 'password reset not mailed: too many links requested');
      return;
    }
    void this.mails.inBackground(async () => {
      try {
        await this.mails.sendPasswordReset(user.email, token, RESET_LIFETIME_MS, sellerSlug);
      } catch (error) {
        this.log.error({ err: error, userId: user.id }, 'password reset e-mail failed');
      }
    });
  }

  /** The live link's row; 404 `not_found` when unknown or used, 400 `validate_failed` when expired. */
  private async liveLink(token: string) {
    const row = await findResetLink(this.db, sha256(token));
    if (!row || row.link.usedAt) throw new PasswordResetError('not_found');
    if (row.link.expiresAt <= this.now()) throw new PasswordResetError('validate_failed');
    return row;
  }

  async validate(token: string): Promise<ApiPasswordResetValidateAnswer> {
    const { email } = await this.liveLink(token);
    return { identity: { email } };
  }

  /**
   * Sets the password (400 `validation_failed` with the rules it breaks) and uses the link up;
   * the account's other sessions end, `keepSession` (the caller's own) stays.
   */
  async reset(token: string, password: string, keepSession: string | null): Promise<void> {
    const problems = passwordProblems(password);
    if (problems.length > 0) throw new PasswordResetError('validation_failed', { extra: { problems } });
    await this.liveLink(token);
    const passwordHash = await this.passwords.hash(password);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      // Of two resets with one link, only one finds it unused.
      const used = await useResetLink(tx, sha256(token), now);
      if (!used) throw new PasswordResetError('not_found');
      await setPasswordHash(tx, used.userId, passwordHash);
      await useAllResetLinks(tx, used.userId, now);
      await endOtherSessions(tx, used.userId, keepSession);
    });
  }
}
