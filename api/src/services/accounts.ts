/** Sign-in with e-mail and password, the signed-in user, sign-out. */
import { NO_EMAIL_MARKER, type ApiIdentityInput, type ApiPasswordLogin, type ApiUser } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { identities, users, type IdentityRow, type MembershipRow, type UserRow } from '../db/schema';
import { membershipsOf } from './memberships';
import { AuthError } from './errors';
import type { LoginBackoff } from './login-backoff';
import { hashPassword, needsRehash, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords';
import { toApiMembership } from './views';
import type { Caller, WebSessionService } from './web-session';

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

async function findUser(executor: Executor, where: { email: string } | { id: string }) {
  const [row] = await executor
    .select({ user: users, identity: identities })
    .from(users)
    .innerJoin(identities, eq(identities.id, users.identityId))
    .where('email' in where ? eq(users.email, where.email.trim().toLowerCase()) : eq(users.id, where.id));
  return row;
}

/** Creates a member account (seed and tests). */
export async function createMember(
  executor: Executor,
  member: Pick<ApiIdentityInput, 'first_name' | 'last_name' | 'email'> & { password: string },
): Promise<string> {
  const email = member.email.trim().toLowerCase();
  const [identity] = await executor
    .insert(identities)
    .values({ kind: 'member', firstName: member.first_name, lastName: member.last_name, email })
    .returning({ id: identities.id });
  if (!identity) throw new Error('identity insert returned nothing');
  const [user] = await executor
    .insert(users)
    .values({ identityId: identity.id, email, passwordHash: await hashPassword(member.password) })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  return user.id;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly webSessions: WebSessionService,
    /** Absent when rate limits are off. */
    private readonly backoff: LoginBackoff | null,
  ) {}

  /**
   * Signs in under a new session token (the caller's public identity kept); `address` is the
   * client's, for the failed-login backoff. Answers the user and the new session.
   */
  async login(caller: Caller | null, body: ApiPasswordLogin, address: string): Promise<{ user: ApiUser; session: Caller }> {
    const attempt = { email: body.username, address };
    await this.backoff?.assertAllowed(attempt);
    const row = await findUser(this.db, { email: body.username });
    const stored = row?.user.passwordHash ?? UNKNOWN_ACCOUNT_HASH;
    const valid = await verifyPassword(body.password, stored);
    if (!row || !valid) {
      await this.backoff?.recordFailure(attempt);
      throw new AuthError('invalid_credentials');
    }
    await this.backoff?.recordSuccess(attempt);
    if (needsRehash(stored)) {
      await this.db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, row.user.id));
    }
    const session = await this.webSessions.signIn(caller, { id: row.user.id, identityId: row.identity.id });
    return { user: toApiUser(row.user, row.identity, await membershipsOf(this.db, row.user.id)), session };
  }

  async currentUser(caller: Caller | null): Promise<ApiUser> {
    const row = caller?.userId ? await findUser(this.db, { id: caller.userId }) : undefined;
    if (!row) throw new AuthError('not_authenticated', { context: 'user' });
    return toApiUser(row.user, row.identity, await membershipsOf(this.db, row.user.id));
  }

  /** Ends the session, signed in or not: the browser starts a new one on its next call. */
  async logout(caller: Caller | null): Promise<void> {
    if (caller) await this.webSessions.end(caller.token);
  }
}
