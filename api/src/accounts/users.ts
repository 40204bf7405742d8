/**
 * Member accounts (spec 03 §7): creating one (`POST user`, or `PUT my/user` for a visitor),
 * replacing the caller's own (`PUT my/user`), and changing its e-mail or State
 * (`PATCH my/user/{id}`). Nothing here reaches another account than the caller's, except to
 * say that an e-mail is taken.
 */
import { NO_EMAIL_MARKER, type ApiUser, type ApiUserInput, type ApiUserPatch } from '@storefront/shared/wire';
import { passwordProblems } from '@storefront/shared/validation/password-rules';
import { toApiUser, type AccountService } from './accounts';
import { AuthError, UserError } from '../lib/errors';
import type { PasswordHasher } from '../lib/passwords';
import { endOtherSessions, type Caller, type WebSessionService } from './web-session';
import { pgErrorCode, type Db } from '../infra/db/client';
import {
  findUserRow,
  insertIdentityRow,
  insertUserRow,
  updateIdentity,
  updateUserEmail,
  updateUserRow,
  userIdentityWithEmail,
} from './accounts-repository';

const UNIQUE_VIOLATION = '23505';

const normalEmail = (email: string) => email.trim().toLowerCase();

/** A 400 shaped as the schema's (`_extra.errors`), for the checks a schema cannot make. */
function invalid(field: string, message: string, extra: Record<string, unknown> = {}): InstanceType<typeof UserError> {
  return new UserError('validation_failed', {
    description: message,
    extra: { errors: [{ field: `body/${field}`, message }], ...extra },
  });
}

/** Spec 03 §1: a placeholder e-mail marks an account without one, so nobody may choose it; §5 password rules. */
function assertAcceptable(input: { email?: string; password?: string }): void {
  if (input.email !== undefined && normalEmail(input.email).startsWith(NO_EMAIL_MARKER)) {
    throw invalid('email', 'Email address is not valid.');
  }
  if (input.password !== undefined) {
    const problems = passwordProblems(input.password);
    if (problems.length > 0) throw invalid('password', 'Invalid password', { password_problems: problems });
  }
}


export class UserService {
  constructor(
    private readonly db: Db,
    private readonly webSessions: WebSessionService,
    private readonly accounts: AccountService,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * A new member account, signed in under a new session as login does (the caller's public
   * identity and carts kept). 409 `user_exists` with the account's `identity_id` when the
   * e-mail has one (spec 03 §7).
   */
  async register(caller: Caller | null, input: ApiUserInput): Promise<{ user: ApiUser; session: Caller }> {
    assertAcceptable(input);
    const email = normalEmail(input.email);
    const passwordHash = await this.passwords.hash(input.password);
    const created = await this.onEmailTaken(email, 'user_exists', () =>
      this.db.transaction(async (tx) => {
        const taken = await userIdentityWithEmail(tx, email);
        if (taken) throw new UserError('user_exists', { extra: { identity_id: taken } });
        const identity = await insertIdentityRow(tx, {
          kind: 'member',
          firstName: input.first_name.trim(),
          lastName: input.last_name.trim(),
          email,
          additionalInfo: input.additional_info ?? {},
        });
        if (!identity) throw new Error('identity insert returned nothing');
        const user = await insertUserRow(tx, { identityId: identity.id, email, passwordHash });
        if (!user) throw new Error('user insert returned nothing');
        return { user, identity };
      }),
    );
    const session = await this.webSessions.signIn(caller, { id: created.user.id, identityId: created.identity.id });
    return { user: toApiUser(created.user, created.identity, []), session };
  }

  /**
   * `PUT my/user` of a signed-in member: their names, e-mail, custom fields and password
   * replaced. A new password ends the account's other sessions; this one stays.
   */
  async replace(caller: Caller, input: ApiUserInput, sellerSlug?: string): Promise<ApiUser> {
    const userId = signedInUser(caller);
    assertAcceptable(input);
    const email = normalEmail(input.email);
    const passwordHash = await this.passwords.hash(input.password);
    await this.onEmailTaken(email, 'user_exists', () =>
      this.db.transaction(async (tx) => {
        const taken = await userIdentityWithEmail(tx, email, userId);
        if (taken) throw new UserError('user_exists', { extra: { identity_id: taken } });
        const user = await updateUserRow(tx, userId, { email, passwordHash });
        if (!user) throw new AuthError('not_authenticated', { context: 'user' });
        await updateIdentity(tx, user.identityId, {
          firstName: input.first_name.trim(),
          lastName: input.last_name.trim(),
          email,
          additionalInfo: input.additional_info ?? {},
        });
        await endOtherSessions(tx, userId, caller.token);
      }),
    );
    return this.accounts.currentUser(caller, sellerSlug);
  }

  /**
   * `PATCH my/user/{id}`: only the caller's own user (403 `forbidden` otherwise, whether or
   * not that id exists). A new e-mail goes to the user and its identity (409 `email_in_use`
   * when another account has it); `state: null` clears the State.
   */
  async patch(caller: Caller | null, id: string, patch: ApiUserPatch, sellerSlug?: string): Promise<ApiUser> {
    const userId = signedInUser(caller);
    if (id !== userId) throw new UserError('forbidden');
    assertAcceptable(patch);
    const email = patch.email === undefined ? undefined : normalEmail(patch.email);
    await this.onEmailTaken(email, 'email_in_use', () =>
      this.db.transaction(async (tx) => {
        const user = await findUserRow(tx, userId);
        if (!user) throw new AuthError('not_authenticated', { context: 'user' });
        if (email !== undefined) {
          if (await userIdentityWithEmail(tx, email, userId)) throw new UserError('email_in_use');
          await updateUserEmail(tx, userId, email);
        }
        const identityChanges = {
          ...(email !== undefined ? { email } : {}),
          ...(patch.state !== undefined ? { state: patch.state?.trim() ?? null } : {}),
        };
        await updateIdentity(tx, user.identityId, identityChanges);
      }),
    );
    return this.accounts.currentUser(caller, sellerSlug);
  }

  /**
   * Runs `write`; when a concurrent request took `email` between the check and the insert, the
   * unique index answers, and so does the 409 the check would have given.
   */
  private async onEmailTaken<T>(email: string | undefined, code: 'user_exists' | 'email_in_use', write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (email === undefined || pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      const taken = await userIdentityWithEmail(this.db, email);
      throw new UserError(code, code === 'user_exists' && taken ? { extra: { identity_id: taken } } : {});
    }
  }
}

function signedInUser(caller: Caller | null): string {
  if (!caller?.userId) throw new AuthError('not_authenticated', { context: 'user' });
  return caller.userId;
}
