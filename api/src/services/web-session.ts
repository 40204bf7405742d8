/**
 * Web sessions: every browser gets a public identity through its session cookie; signing in
 * attaches a user to the same session. The caller of a `my/…` call is that pair.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identities, users, webSessions } from '../db/schema';
import { randomToken } from './ids';

export interface Caller {
  token: string;
  publicIdentityId: string;
  userId: string | null;
  userIdentityId: string | null;
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

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export class WebSessionService {
  constructor(private readonly db: Db) {}

  async find(token: string | undefined): Promise<Caller | null> {
    if (!token || !TOKEN.test(token)) return null;
    const [row] = await this.db
      .select({ session: webSessions, userIdentityId: users.identityId })
      .from(webSessions)
      .leftJoin(users, eq(users.id, webSessions.userId))
      .where(eq(webSessions.token, token));
    if (!row) return null;
    return {
      token: row.session.token,
      publicIdentityId: row.session.publicIdentityId,
      userId: row.session.userId,
      userIdentityId: row.userIdentityId,
    };
  }

  async create(): Promise<Caller> {
    const token = randomToken();
    return this.db.transaction(async (tx) => {
      const [identity] = await tx.insert(identities).values({ kind: 'public' }).returning({ id: identities.id });
      if (!identity) throw new Error('identity insert returned nothing');
      await tx.insert(webSessions).values({ token, publicIdentityId: identity.id });
      return { token, publicIdentityId: identity.id, userId: null, userIdentityId: null };
    });
  }

  async setUser(token: string, userId: string | null): Promise<void> {
    await this.db.update(webSessions).set({ userId }).where(eq(webSessions.token, token));
  }
}
