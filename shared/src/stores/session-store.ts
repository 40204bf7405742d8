import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';
import { toApiError, type ApiError } from '../api/errors';
import type { Membership, User } from '../domain/types';

export type SessionStatus = 'unknown' | 'guest' | 'member';

export interface SessionStoreDeps {
  api: Api;
  /** The cart re-validates after login and is forgotten after logout (spec 01 §4, 03 §7). */
  cart: { restore(): Promise<unknown>; clear(): void };
}

/** Who is browsing: a guest or a signed-in member. */
export class SessionStore {
  user: User | null = null;
  status: SessionStatus = 'unknown';
  /** Last failure of `load()` (a failed load leaves the visitor a guest). */
  error: ApiError | null = null;

  readonly #deps: SessionStoreDeps;

  constructor(deps: SessionStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { user: observableRef, error: observableRef }, { autoBind: true });
  }

  get isSignedIn(): boolean {
    return this.status === 'member' && this.user !== null;
  }

  get firstName(): string | null {
    return this.user?.firstName ?? null;
  }

  /** Memberships valid at `at` (default now). */
  currentMemberships(at: Date = new Date()): Membership[] {
    const t = at.getTime();
    return (this.user?.memberships ?? []).filter(
      (m) => Date.parse(m.validFrom) <= t && t < Date.parse(m.validTo),
    );
  }

  get hasCurrentMembership(): boolean {
    return this.currentMemberships().length > 0;
  }

  /** Bought a membership before that is no longer current (spec 03 §2.7 expired-membership message). */
  get hasExpiredMembership(): boolean {
    return !this.hasCurrentMembership && (this.user?.memberships.length ?? 0) > 0;
  }

  /** Whether a members-only group with these allowed levels is open to this visitor (spec 01 §5 visibility). */
  mayBuyMemberGroup(levels: string[]): boolean {
    return this.currentMemberships().some((m) => levels.includes('*') || levels.includes(m.levelName));
  }

  /** Reads the signed-in user (GET my/user); a visitor who is not signed in becomes a guest. */
  async load(): Promise<User | null> {
    try {
      const user = await this.#deps.api.identity.getUser();
      runInAction(() => this.#setUser(user));
      return user;
    } catch (e) {
      runInAction(() => {
        this.#setUser(null);
        this.error = toApiError(e);
      });
      return null;
    }
  }

  /** Starts from the user the server read for this page (ADR 0017), without asking again. */
  hydrate(user: User | null): void {
    this.#setUser(user);
  }

  /** Password login; then the cart is re-validated. Rejects with ApiError (e.g. 401). */
  async login(username: string, password: string): Promise<User> {
    const user = await this.#deps.api.identity.login({ username, password });
    runInAction(() => this.#setUser(user));
    await this.#deps.cart.restore();
    return user;
  }

  async logout(): Promise<void> {
    await this.#deps.api.identity.logout();
    runInAction(() => {
      this.#setUser(null);
      this.#deps.cart.clear();
    });
  }

  #setUser(user: User | null): void {
    this.user = user;
    this.status = user ? 'member' : 'guest';
    this.error = null;
  }
}
