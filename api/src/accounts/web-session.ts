/**
 * Web sessions: every browser gets a public identity through its session cookie; signing in
 * attaches a user to the session under a new token (no fixation) and keeps the public
 * identity, so the visitor's carts follow. Sessions expire on the server when idle and at
 * an absolute age (ADR 0012). The caller of a `my/…` call is that pair. The database keeps each
 * token's SHA-256, never the token (issue 31): a copy of `web_sessions` signs nobody in.
 */
import type { Db, Executor } from '../infra/db/client';
import { sha256 } from '../lib/digest';
import { randomToken } from '../lib/ids';
import {
  deleteOtherSessions,
  deleteUnusedPublicIdentity,
  deleteWebSession,
  findLiveSession,
  insertPublicIdentity,
  insertWebSession,
  touchSession,
} from './accounts-repository';

export interface Caller {
  token: string;
  publicIdentityId: string;
  userId: string | null;
  userIdentityId: string | null;
}

/** A session as read or started: its caller and when the server will end it (idle or absolute). */
export interface LiveSession extends Caller {
  expiresAt: Date;
}

/** The identities whose carts and orders the caller may see. */
export function ownedIdentityIds(caller: Caller | null): string[] {
  if (!caller) return [];
  return caller.userIdentityId ? [caller.publicIdentityId, caller.userIdentityId] : [caller.publicIdentityId];
}

/** The identity a new cart of the caller belongs to: the member's when signed in. */
export function cartOwnerIdentityId(caller: Caller): string {
  return caller.userIdentityId ?? caller.publicIdentityId;
}

const DAY_MS = 86_400_000;

/**
 * How long a session lives. Holds last 15 minutes, but the session is also the only key an
 * anonymous buyer has to a cart with a scheduled balance, due weeks after the deposit (a
 * month in the demo's plan), and members expect to stay signed in between purchases. A
 * signed-in session can pay with a saved card, so not forever: 60 idle days, 90 days at
 * most, then sign in again.
 */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 60 * DAY_MS, absoluteMs: 90 * DAY_MS };

/** `last_seen_at` is written at most this often, not on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Signs a user out everywhere but `keepToken`'s session (a changed password or account):
 * inside the caller's transaction, so the change and the sign-outs land together.
 */
export async function endOtherSessions(executor: Executor, userId: string, keepToken: string | null): Promise<void> {
  await deleteOtherSessions(executor, userId, keepToken === null ? null : sha256(keepToken));
}

export class WebSessionService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
  ) {}

  /** The earlier of the idle and the absolute expiry. */
  expiryOf(createdAt: Date, lastSeenAt: Date): Date {
    return new Date(Math.min(createdAt.getTime() + this.lifetime.absoluteMs, lastSeenAt.getTime() + this.lifetime.idleMs));
  }

  /** The live session of `token`; an unknown, idle or too old one is none. */
  async find(token: string | undefined): Promise<LiveSession | null> {
    if (!token || !TOKEN.test(token)) return null;
    const now = this.now();
    const row = await findLiveSession(this.db, sha256(token), new Date(now.getTime() - this.lifetime.absoluteMs), new Date(now.getTime() - this.lifetime.idleMs));
    if (!row) return null;
    let lastSeenAt = row.session.lastSeenAt;
    if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await touchSession(this.db, sha256(token), now);
      lastSeenAt = now;
    }
    return {
      token,
      publicIdentityId: row.session.publicIdentityId,
      userId: row.session.userId,
      userIdentityId: row.userIdentityId,
      expiresAt: this.expiryOf(row.session.createdAt, lastSeenAt),
    };
  }

  /** A new anonymous session with its own public identity. */
  async create(): Promise<LiveSession> {
    const token = randomToken();
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const identity = await insertPublicIdentity(tx);
      if (!identity) throw new Error('identity insert returned nothing');
      await insertWebSession(tx, { tokenHash: sha256(token), publicIdentityId: identity.id, createdAt: now, lastSeenAt: now });
      return { token, publicIdentityId: identity.id, userId: null, userIdentityId: null, expiresAt: this.expiryOf(now, now) };
    });
  }

  /**
   * Signs `userId` in under a new token: the old token stops working (a planted cookie
   * gains nothing), the public identity and so the visitor's carts stay.
   */
  async signIn(previous: Caller | null, user: { id: string; identityId: string }): Promise<LiveSession> {
    const token = randomToken();
    const now = this.now();
    return this.db.transaction(async (tx) => {
      let publicIdentityId = previous?.publicIdentityId;
      if (!publicIdentityId) {
        const identity = await insertPublicIdentity(tx);
        if (!identity) throw new Error('identity insert returned nothing');
        publicIdentityId = identity.id;
      }
      if (previous) await deleteWebSession(tx, sha256(previous.token));
      await insertWebSession(tx, { tokenHash: sha256(token), publicIdentityId, userId: user.id, createdAt: now, lastSeenAt: now });
      return { token, publicIdentityId, userId: user.id, userIdentityId: user.identityId, expiresAt: this.expiryOf(now, now) };
    });
  }

  /** Ends the session: its token stops working; the next call starts a new one. */
  async end(token: string): Promise<void> {
    await deleteWebSession(this.db, sha256(token));
  }

  /**
   * Undoes `create` for a request that failed (anonymous failures leave no rows). The
   * identity stays if anything came to refer to it meanwhile.
   */
  async discardCreated(caller: Caller): Promise<void> {
    await this.db.transaction(async (tx) => {
      await deleteWebSession(tx, sha256(caller.token));
      await deleteUnusedPublicIdentity(tx, caller.publicIdentityId);
    });
  }
}
