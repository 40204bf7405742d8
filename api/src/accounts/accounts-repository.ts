/**
 * The accounts' SQL: users and identities, web sessions, one-time codes, password-reset links,
 * external identities and sign-in flows, login backoff, and the periodic cleanup's deletes.
 * Services pass the handle they hold (the app's database or their transaction).
 */
import { and, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../infra/db/client';
import {
  externalIdentities,
  externalLoginFlows,
  identities,
  memberships,
  oneTimeCodes,
  passwordResetTokens,
  sellers,
  users,
  webSessions,
  type IdentityRow,
  type SellerRow,
  type UserRow,
} from '../infra/db/schema';

/** A user with its identity. */
export interface Account {
  user: UserRow;
  identity: IdentityRow;
}

export async function findUser(executor: Executor, where: { email: string } | { id: string }): Promise<Account | undefined> {
  const [row] = await executor
    .select({ user: users, identity: identities })
    .from(users)
    .innerJoin(identities, eq(identities.id, users.identityId))
    .where('email' in where ? eq(users.email, where.email.trim().toLowerCase()) : eq(users.id, where.id));
  return row;
}

/** The account holding the membership with this member ID (scan code, any case). */
export async function findMember(executor: Executor, scanCode: string): Promise<Account | undefined> {
  const [row] = await executor
    .select({ user: users, identity: identities })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(identities, eq(identities.id, users.identityId))
    .where(eq(sql`lower(${memberships.scanCode})`, scanCode.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function setPasswordHash(executor: Executor, userId: string, passwordHash: string): Promise<void> {
  await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Inserts an identity; its id. */
export async function insertIdentity(executor: Executor, values: typeof identities.$inferInsert): Promise<{ id: string } | undefined> {
  const [row] = await executor.insert(identities).values(values).returning({ id: identities.id });
  return row;
}

export async function userIdentityWithEmail(executor: Executor, email: string, exceptUserId?: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ identityId: users.identityId })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email));
  return row?.identityId;
}

/** Inserts an identity; the row. */
export async function insertIdentityRow(executor: Executor, values: typeof identities.$inferInsert): Promise<IdentityRow | undefined> {
  const [identity] = await executor.insert(identities).values(values).returning();
  return identity;
}

/** Inserts a user; the row. */
export async function insertUserRow(executor: Executor, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [user] = await executor.insert(users).values(values).returning();
  return user;
}

/** Updates the user; the row, or none for an unknown user. */
export async function updateUserRow(executor: Executor, userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [user] = await executor.update(users).set(values).where(eq(users.id, userId)).returning();
  return user;
}

export async function updateIdentity(executor: Executor, identityId: string, values: Partial<typeof identities.$inferInsert>): Promise<void> {
  await executor.update(identities).set(values).where(eq(identities.id, identityId));
}

export async function findUserRow(executor: Executor, userId: string): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function updateUserEmail(executor: Executor, userId: string, email: string): Promise<void> {
  await executor.update(users).set({ email }).where(eq(users.id, userId));
}

/** Inserts a user; its id. */
export async function insertUser(executor: Executor, values: typeof users.$inferInsert): Promise<{ id: string } | undefined> {
  const [user] = await executor.insert(users).values(values).returning({ id: users.id });
  return user;
}

/** Deletes a user's sessions but the one stored under `keepTokenHash`, inside the caller's transaction. */
export async function deleteOtherSessions(executor: Executor, userId: string, keepTokenHash: string | null): Promise<void> {
  await executor.delete(webSessions).where(and(eq(webSessions.userId, userId), keepTokenHash ? ne(webSessions.tokenHash, keepTokenHash) : undefined));
}

/** The session stored under `tokenHash`, created after `createdAfter` and seen after `seenAfter`, with its user's identity. */
export async function findLiveSession(db: Db, tokenHash: string, createdAfter: Date, seenAfter: Date) {
  const [row] = await db
    .select({ session: webSessions, userIdentityId: users.identityId })
    .from(webSessions)
    .leftJoin(users, eq(users.id, webSessions.userId))
    .where(
      and(
        eq(webSessions.tokenHash, tokenHash),
        gt(webSessions.createdAt, createdAfter),
        gt(webSessions.lastSeenAt, seenAfter),
      ),
    );
  return row;
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(webSessions).set({ lastSeenAt: now }).where(eq(webSessions.tokenHash, tokenHash));
}

/** A new public identity (an anonymous session's); its id. */
export async function insertPublicIdentity(executor: Executor): Promise<{ id: string } | undefined> {
  const [identity] = await executor.insert(identities).values({ kind: 'public' }).returning({ id: identities.id });
  return identity;
}

export async function insertWebSession(executor: Executor, values: typeof webSessions.$inferInsert): Promise<void> {
  await executor.insert(webSessions).values(values);
}

export async function deleteWebSession(executor: Executor, tokenHash: string): Promise<void> {
  await executor.delete(webSessions).where(eq(webSessions.tokenHash, tokenHash));
}

/** Deletes the public identity unless a cart or a created identity refers to it. */
export async function deleteUnusedPublicIdentity(executor: Executor, identityId: string): Promise<void> {
  await executor.execute(
    sql`DELETE FROM identities i WHERE i.id = ${identityId}::uuid AND i.kind = 'public'
            AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.identity_id = i.id)
            AND NOT EXISTS (SELECT 1 FROM identities g WHERE g.created_by_identity_id = i.id)`,
  );
}

/** The later block of the two keys still running at `now`. */
export async function findBlockedUntil(db: Db, account: string, address: string, now: Date): Promise<{ blocked_until: string | Date } | undefined> {
  const [row] = await queryRows<{ blocked_until: string | Date }>(
    db,
    sql`SELECT max(blocked_until) AS blocked_until FROM login_failures
          WHERE key IN (${account}, ${address}) AND blocked_until > ${now.toISOString()}::timestamptz`,
  );
  return row;
}

export async function forgetLoginFailures(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_failures WHERE key = ${key}`);
}

/** Counts one failure of `key` at `now` (a run older than `forgetBefore` starts again); the count. */
export async function countLoginFailure(db: Db, key: string, now: Date, forgetBefore: string): Promise<{ failures: number } | undefined> {
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`INSERT INTO login_failures AS f (key, failures, last_failed_at)
          VALUES (${key}, 1, ${now.toISOString()}::timestamptz)
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN f.last_failed_at < ${forgetBefore}::timestamptz THEN 1 ELSE f.failures + 1 END,
            last_failed_at = EXCLUDED.last_failed_at
          RETURNING failures`,
  );
  return row;
}

export async function blockLogins(db: Db, key: string, blockedUntil: string): Promise<void> {
  await db.execute(sql`UPDATE login_failures SET blocked_until = ${blockedUntil}::timestamptz WHERE key = ${key}`);
}

/** Serialises the code requests of one e-mail until the transaction ends. */
export async function lockCodeRequests(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:${address}`}, 0))`);
}

/** The codes requested for the e-mail since `windowStart`: how many, and the oldest's time. */
export async function countRecentCodes(tx: Tx, address: string, windowStart: Date): Promise<{ count: number; oldest: string | Date | null }[]> {
  return queryRows<{ count: number; oldest: string | Date | null }>(
    tx,
    sql`SELECT count(*)::int AS count, min(created_at) AS oldest FROM one_time_codes
            WHERE email = ${address} AND created_at > ${windowStart.toISOString()}::timestamptz`,
  );
}

export async function findUserIdByEmail(executor: Executor, email: string): Promise<{ id: string } | undefined> {
  const [user] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user;
}

export async function insertOneTimeCode(tx: Tx, values: typeof oneTimeCodes.$inferInsert): Promise<void> {
  await tx.insert(oneTimeCodes).values(values);
}

export async function makeCodeAvailable(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(oneTimeCodes).set({ availableAt: at }).where(eq(oneTimeCodes.tokenHash, tokenHash));
}

export async function expireCode(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: at })
    .where(eq(oneTimeCodes.tokenHash, tokenHash));
}

export async function findOneTimeCode(db: Db, tokenHash: string) {
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.tokenHash, tokenHash));
  return row;
}

/** The code is still usable: unused, under `maxAttempts` failures, not expired at `now`. */
function liveCode(tokenHash: string, maxAttempts: number, now: Date) {
  return and(
    eq(oneTimeCodes.tokenHash, tokenHash),
    isNull(oneTimeCodes.usedAt),
    lt(oneTimeCodes.failedAttempts, maxAttempts),
    gt(oneTimeCodes.expiresAt, now),
  );
}

/** Counts a wrong code against a live code; its failures so far, or none when it is no longer live. */
export async function countFailedAttempt(db: Db, tokenHash: string, maxAttempts: number, now: Date): Promise<{ failedAttempts: number } | undefined> {
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(liveCode(tokenHash, maxAttempts, now))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts });
  return counted;
}

/** Marks a live code used (one UPDATE decides between concurrent uses); its user, or none. */
export async function useCode(db: Db, tokenHash: string, maxAttempts: number, now: Date): Promise<{ userId: string | null } | undefined> {
  const [used] = await db.update(oneTimeCodes).set({ usedAt: now }).where(liveCode(tokenHash, maxAttempts, now)).returning({ userId: oneTimeCodes.userId });
  return used;
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; email: string } | undefined> {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email));
  return user;
}

/** Serialises the reset requests of one account until the transaction ends. */
export async function lockResetRequests(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reset:${userId}`}, 0))`);
}

/** How many reset links the account was sent since `windowStart`. */
export async function countRecentResets(tx: Tx, userId: string, windowStart: string): Promise<{ count: number } | undefined> {
  const [recent] = await queryRows<{ count: number }>(
    tx,
    sql`SELECT count(*)::int AS count FROM password_reset_tokens
            WHERE user_id = ${userId}::uuid AND created_at > ${windowStart}::timestamptz`,
  );
  return recent;
}

export async function insertResetToken(tx: Tx, values: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await tx.insert(passwordResetTokens).values(values);
}

/** The reset link with this token hash, with its account's e-mail. */
export async function findResetLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ link: passwordResetTokens, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

/** Uses up the link when it is unused and not expired at `now` (one UPDATE decides); its account, or none. */
export async function useResetLink(tx: Tx, tokenHash: string, now: Date): Promise<{ userId: string } | undefined> {
  const [used] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return used;
}

/** Uses up the account's other unused links. */
export async function useAllResetLinks(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function findSellerWebBySlug(db: Db, slug: string): Promise<{ id: string; slug: string; web: SellerRow['web'] } | undefined> {
  const [seller] = await db.select({ id: sellers.id, slug: sellers.slug, web: sellers.web }).from(sellers).where(eq(sellers.slug, slug));
  return seller;
}

export async function deleteExpiredLoginFlows(db: Db, now: Date): Promise<void> {
  await db.delete(externalLoginFlows).where(lt(externalLoginFlows.expiresAt, now));
}

export async function insertLoginFlow(db: Db, values: typeof externalLoginFlows.$inferInsert): Promise<void> {
  await db.insert(externalLoginFlows).values(values);
}

/** Deletes the sign-in flow with this state hash; the flow, or none. */
export async function takeLoginFlow(db: Db, stateHash: string) {
  const [flow] = await db
    .delete(externalLoginFlows)
    .where(eq(externalLoginFlows.stateHash, stateHash))
    .returning();
  return flow;
}

export async function findSellerWebById(db: Db, id: string): Promise<{ slug: string; web: SellerRow['web'] } | undefined> {
  const [seller] = await db.select({ slug: sellers.slug, web: sellers.web }).from(sellers).where(eq(sellers.id, id));
  return seller;
}

/** Links (issuer, subject) to the user unless already linked; the rows inserted. */
export async function linkExternalIdentity(tx: Tx, values: typeof externalIdentities.$inferInsert): Promise<{ userId: string }[]> {
  return tx
    .insert(externalIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: externalIdentities.userId });
}

/** The user linked to (issuer, subject). */
export async function findLinkedUser(db: Db, issuer: string, subject: string): Promise<{ id: string; identityId: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, identityId: users.identityId })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)));
  return row;
}

/** What the cleanup deletes, one statement each. */
export type CleanupKind = 'sessions' | 'carts' | 'identities' | 'rateLimitWindows' | 'loginFailures' | 'oneTimeCodes' | 'passwordResetTokens';

/** How old each kind must be before the cleanup deletes it. */
export interface CleanupAges {
  abandonedCartMs: number;
  identityGraceMs: number;
  loginForgetMs: number;
  otpWindowMs: number;
  resetWindowMs: number;
}

/** The delete statements, each limited to `batch` rows; a statement answers the ids deleted. */
export function cleanupStatements(
  now: Date,
  lifetime: { absoluteMs: number; idleMs: number },
  batch: number,
  ages: CleanupAges,
): Record<CleanupKind, SQL> {
  const at = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  return {
    sessions: sql`DELETE FROM web_sessions WHERE token_hash IN (
        SELECT token_hash FROM web_sessions
        WHERE created_at <= ${at(lifetime.absoluteMs)} OR last_seen_at <= ${at(lifetime.idleMs)}
        LIMIT ${batch})
      RETURNING token_hash AS id`,
    carts: sql`DELETE FROM carts WHERE id IN (
        SELECT c.id FROM carts c
        WHERE NOT c.payment_pending
          AND c.state IN ('pending', 'cancelled')
          AND coalesce(c.expires_at, c.created_at) <= ${at(ages.abandonedCartMs)}
          AND NOT EXISTS (SELECT 1 FROM ticket_orders o WHERE o.cart_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.cart_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.cart_id = c.id)
          -- Holds a week past expiry hold nothing (availability ignores them); booked tickets stay.
          AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.cart_id = c.id AND t.state IN ('booked', 'redeemed'))
        LIMIT ${batch})
      RETURNING id`,
    identities: sql`DELETE FROM identities WHERE id IN (
        SELECT i.id FROM identities i
        WHERE i.kind IN ('public', 'guest') AND i.created_at <= ${at(ages.identityGraceMs)}
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
        WHERE last_failed_at <= ${at(ages.loginForgetMs)} AND (blocked_until IS NULL OR blocked_until <= ${at(0)})
        LIMIT ${batch})
      RETURNING key AS id`,
    oneTimeCodes: sql`DELETE FROM one_time_codes WHERE token_hash IN (
        SELECT token_hash FROM one_time_codes
        WHERE expires_at <= ${at(0)} AND created_at <= ${at(ages.otpWindowMs)}
        LIMIT ${batch})
      RETURNING token_hash AS id`,
    passwordResetTokens: sql`DELETE FROM password_reset_tokens WHERE token_hash IN (
        SELECT token_hash FROM password_reset_tokens
        WHERE expires_at <= ${at(0)} AND created_at <= ${at(ages.resetWindowMs)}
        LIMIT ${batch})
      RETURNING token_hash AS id`,
  };
}

/** One batch of one kind under the lock; null when another instance holds the lock. */
export async function deleteCleanupBatch(db: Db, statement: SQL): Promise<number | null> {
  return db.transaction(async (tx: Tx) => {
    const [lock] = await queryRows<{ granted: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtextextended(current_schema() || '.cleanup', 0)) AS granted`);
    if (!lock?.granted) return null;
    return (await queryRows<{ id: string }>(tx, statement)).length;
  });
}
