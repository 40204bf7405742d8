/**
 * Sign-in by every login field set (spec 03 §3, §4), the signed-in user, sign-out.
 * - e-mail and password: an unknown e-mail `invalid_credentials`, an account without a
 *   password `guest_account` (and a reset link is mailed), a wrong password `incorrect_password`;
 * - member ID (a membership's scan code) with ZIP code, password, last name or e-mail: any
 *   mismatch `member_not_found` naming the identifier;
 * - a one-time code with its token (`one-time-codes.ts`);
 * - an external provider's ID token: `verifyExternalToken` (`external-login.ts`: the seller's
 *   client at the configured issuer).
 * Failed password and member-ID sign-ins slow the next ones down (`login-backoff.ts`).
 */
import {
  NO_EMAIL_MARKER,
  type ApiLoginBody,
  type ApiPasswordLogin,
  type ApiScanCodeLogin,
  type ApiUser,
  type MemberIdentifier,
} from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import { assertEmailAddress } from './email-address';
import { membershipsOf } from '../memberships/memberships';
import { AuthError } from '../lib/errors';
import type { LoginBackoff } from './login-backoff';
import type { OneTimeCodeService } from './one-time-codes';
import type { PasswordResetService } from './password-resets';
import { verifyPassword, type PasswordHasher } from '../lib/passwords';
import { toApiMembership } from '../catalog/views';
import type { Caller, LiveSession, WebSessionService } from './web-session';
import type { IdentityRow, MembershipRow, UserRow } from '../infra/db/schema';
import { findMember, findUser, setPasswordHash, type Account } from './accounts-repository';

export function toApiUser(user: UserRow, identity: IdentityRow, memberships: MembershipRow[]): ApiUser {
  return {
    id: user.id,
    identity_id: identity.id,
    email: user.email,
    identity: {
      id: identity.id,
      first_name: identity.firstName ?? '',
      last_name: identity.lastName ?? '',
      email: identity.email ?? user.email,
      state: identity.state,
      zip_code: identity.zipCode,
      country: identity.country,
      phone: identity.phone,
      meta: { has_password: user.passwordHash !== null, email_is_placeholder: user.email.startsWith(NO_EMAIL_MARKER) },
    },
    memberships: memberships.map(toApiMembership),
  };
}




/**
 * Names the account an external provider's ID token (auth0_ecomm, sf_ecomm) stands for, or
 * null when the token is not accepted; the seller whose storefront signs in names the client
 * (the token's audience).
 */
export type ExternalTokenVerifier = (jwt: string, context: LoginContext) => Promise<{ userId: string } | null>;

const NO_EXTERNAL_LOGIN: ExternalTokenVerifier = async () => null;

const MEMBER_NOT_FOUND: Record<MemberIdentifier, string> = {
  zip_code: 'Member details not found. Please check your member ID and ZIP code.',
  password: 'Member details not found. Please check your member ID and password.',
  last_name: 'Member details not found. Please check your member ID and last name.',
  email: 'Member details not found. Please check your member ID and email address.',
};

/** Where the sign-in comes from: the client's address (backoff) and the storefront's seller slug (reset links). */
export interface LoginContext {
  address: string;
  sellerSlug: string | undefined;
}

export interface AccountServiceDeps {
  /** Absent when rate limits are off. */
  backoff: LoginBackoff | null;
  oneTimeCodes: OneTimeCodeService;
  passwordResets: PasswordResetService;
  passwords: PasswordHasher;
  verifyExternalToken?: ExternalTokenVerifier;
}


const sameText = (stored: string | null, given: string) => stored !== null && stored.trim().toLowerCase() === given.trim().toLowerCase();

export class AccountService {
  private readonly verifyExternalToken: ExternalTokenVerifier;

  constructor(
    private readonly db: Db,
    private readonly webSessions: WebSessionService,
    private readonly deps: AccountServiceDeps,
  ) {
    this.verifyExternalToken = deps.verifyExternalToken ?? NO_EXTERNAL_LOGIN;
  }

  /**
   * Signs in under a new session token (the caller's public identity kept). Answers the
   * user and the new session.
   */
  async login(caller: Caller | null, body: ApiLoginBody, context: LoginContext): Promise<{ user: ApiUser; session: LiveSession }> {
    const account = await this.authenticate(body, context);
    const session = await this.webSessions.signIn(caller, { id: account.user.id, identityId: account.identity.id });
    return { user: toApiUser(account.user, account.identity, await membershipsOf(this.db, account.user.id, context.sellerSlug)), session };
  }

  private async authenticate(body: ApiLoginBody, context: LoginContext): Promise<Account> {
    if ('username' in body) return this.passwordLogin(body, context);
    if ('scan_code' in body) return this.memberIdLogin(body, context);
    if ('token' in body) return this.accountOf(await this.deps.oneTimeCodes.verify(body.token, body.otp));
    const external = await this.verifyExternalToken(body.jwt, context);
    if (!external) throw new AuthError('not_authorized', { description: 'This sign-in could not be verified.' });
    return this.accountOf(external.userId);
  }

  private async accountOf(userId: string): Promise<Account> {
    const account = await findUser(this.db, { id: userId });
    if (!account) throw new AuthError('not_authorized');
    return account;
  }

  private async passwordLogin(body: ApiPasswordLogin, context: LoginContext): Promise<Account> {
    assertEmailAddress(body.username, 'username');
    const attempt = { email: body.username, address: context.address };
    await this.deps.backoff?.assertAllowed(attempt);
    const account = await findUser(this.db, { email: body.username });
    // Verified against a stand-in when there is nothing to verify, so timing tells nothing.
    const stored = account?.user.passwordHash ?? this.deps.passwords.unknownAccountHash;
    const valid = await verifyPassword(body.password, stored);
    if (!account) {
      await this.deps.backoff?.recordFailure(attempt);
      throw new AuthError('invalid_credentials');
    }
    if (account.user.passwordHash === null) {
      await this.deps.passwordResets.requestFor(account.user, context.sellerSlug);
      throw new AuthError('guest_account');
    }
    if (!valid) {
      await this.deps.backoff?.recordFailure(attempt);
      throw new AuthError('incorrect_password');
    }
    await this.deps.backoff?.recordSuccess(attempt);
    await this.rehashIfOld(account.user, body.password);
    return account;
  }

  private async memberIdLogin(body: ApiScanCodeLogin, context: LoginContext): Promise<Account> {
    if ('email' in body) assertEmailAddress(body.email, 'email');
    // Counted per member ID; a prefix no e-mail can have keeps its count apart from the accounts'.
    const attempt = { email: `member-id:${body.scan_code.toLowerCase()}`, address: context.address };
    await this.deps.backoff?.assertAllowed(attempt);
    const account = await findMember(this.db, body.scan_code);
    let identifier: MemberIdentifier;
    let matches: boolean;
    if ('password' in body) {
      identifier = 'password';
      const stored = account?.user.passwordHash ?? this.deps.passwords.unknownAccountHash;
      matches = (await verifyPassword(body.password, stored)) && Boolean(account?.user.passwordHash);
    } else if ('zip_code' in body) {
      identifier = 'zip_code';
      matches = sameText(account?.identity.zipCode ?? null, body.zip_code);
    } else if ('last_name' in body) {
      identifier = 'last_name';
      matches = sameText(account?.identity.lastName ?? null, body.last_name);
    } else {
      identifier = 'email';
      matches = sameText(account?.user.email ?? null, body.email);
    }
    if (!account || !matches) {
      await this.deps.backoff?.recordFailure(attempt);
      throw new AuthError('member_not_found', { description: MEMBER_NOT_FOUND[identifier], extra: { identifier } });
    }
    await this.deps.backoff?.recordSuccess(attempt);
    if ('password' in body) await this.rehashIfOld(account.user, body.password);
    return account;
  }

  private async rehashIfOld(user: UserRow, password: string): Promise<void> {
    if (user.passwordHash && this.deps.passwords.needsRehash(user.passwordHash)) {
      await setPasswordHash(this.db, user.id, await this.deps.passwords.hash(password));
    }
  }

  /** `sellerSlug`: the storefront's seller, whose memberships the user carries there. */
  async currentUser(caller: Caller | null, sellerSlug?: string): Promise<ApiUser> {
    const row = caller?.userId ? await findUser(this.db, { id: caller.userId }) : undefined;
    if (!row) throw new AuthError('not_authenticated', { context: 'user' });
    return toApiUser(row.user, row.identity, await membershipsOf(this.db, row.user.id, sellerSlug));
  }

  /** Ends the session, signed in or not: the browser starts a new one on its next call. */
  async logout(caller: Caller | null): Promise<void> {
    if (caller) await this.webSessions.end(caller.token);
  }
}
