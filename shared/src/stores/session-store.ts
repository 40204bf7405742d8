import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api, LoginCredentials } from '../api';
import { ApiError, toApiError } from '../api/errors';
import type { Membership, User } from '../domain/types';
import type { ApiUserPatch } from '../wire';

export type SessionStatus = 'unknown' | 'guest' | 'member';

/**
 * The login flow's client state (spec 03 §3): the e-mail being signed in, the one-time code's
 * token, and where to go afterwards. Kept in local storage, so a magic link opened in another
 * tab of this browser finds the token, and shared across tabs.
 */
export interface LoginFlow {
  email: string;
  token: string | null;
  redirectPath: string | null;
}

export const loginFlowStorageKey = (sellerId: string) => `storefront.login.${sellerId}`;

/** Member data of older storefront versions, removed on start (spec 03 §4 session end). */
export const LEGACY_MEMBER_KEYS = ['member', 'membership', 'storefront.member'] as const;

export interface SessionStoreDeps {
  api: Api;
  /** The cart re-validates after login and is forgotten after logout (spec 01 §4, 03 §7). */
  cart: { restore(): Promise<unknown>; clear(): void };
  /** Member data loads after login and is forgotten with the session (spec 03 §7 effects). */
  membership?: { load(): Promise<unknown>; clear(): void };
  /** Where the login flow is kept (local storage, in memory where the browser refuses it). */
  storage: Storage;
  sellerId: string;
  /** Modals close when the session ends (spec 03 §4). */
  modals: { closeAll(): void };
}

/** Who is browsing: a guest or a signed-in member. */
export class SessionStore {
  user: User | null = null;
  status: SessionStatus = 'unknown';
  /** Last failure of `load()` (a failed load leaves the visitor a guest). */
  error: ApiError | null = null;
  loginFlow: LoginFlow | null = null;

  readonly #deps: SessionStoreDeps;

  constructor(deps: SessionStoreDeps) {
    this.#deps = deps;
    this.loginFlow = this.#readLoginFlow();
    makeAutoObservable(this, { user: observableRef, error: observableRef, loginFlow: observableRef }, { autoBind: true });
  }

  get #loginFlowKey(): string {
    return loginFlowStorageKey(this.#deps.sellerId);
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

  /**
   * Signs in with any login field set (spec 03 §4 login flow); then the cart is re-validated
   * and the login flow forgotten. Rejects with ApiError (the page shows its message, §8).
   */
  async login(credentials: LoginCredentials): Promise<User> {
    const user = await this.#deps.api.identity.login(credentials);
    runInAction(() => {
      this.#setUser(user);
      this.#writeLoginFlow(null);
    });
    await Promise.all([this.#deps.cart.restore(), this.#deps.membership?.load()]);
    return user;
  }

  /** Changes the signed-in user's e-mail or State (PATCH my/user/{id}; 409 `email_in_use` rejects). */
  async updateUser(patch: ApiUserPatch): Promise<User> {
    if (!this.user) throw new ApiError({ status: 401, code: 'not_authenticated' });
    const user = await this.#deps.api.identity.updateUser(this.user.id, patch);
    runInAction(() => this.#setUser(user));
    return user;
  }

  /** Starts (or restarts) a login for this e-mail, remembering where to go afterwards. */
  beginLogin(email: string, redirectPath: string | null): void {
    this.#writeLoginFlow({ email: email.trim(), token: null, redirectPath });
  }

  /** Mails a one-time code to the flow's e-mail and keeps its token (spec 03 §4 OTP). */
  async requestOtp(email: string, sellerSlug: string, redirectPath: string | null = this.loginFlow?.redirectPath ?? null): Promise<string> {
    const { token } = await this.#deps.api.identity.requestOtp({ email, sellerSlug });
    runInAction(() => this.#writeLoginFlow({ email: email.trim(), token, redirectPath }));
    return token;
  }

  /** Forgets the login under way (back to the e-mail step, or a code that can no longer be used). */
  forgetOtpToken(): void {
    if (this.loginFlow) this.#writeLoginFlow({ ...this.loginFlow, token: null });
  }

  async logout(): Promise<void> {
    await this.#deps.api.identity.logout();
    runInAction(() => this.#clearAll());
  }

  /**
   * The session ended elsewhere (spec 03 §4 session end: the session marker vanished while
   * signed in): all state is cleared and modals close; the server is told too, best effort,
   * so that page and API agree. The caller sends the visitor home.
   */
  endSession(): void {
    this.#clearAll();
    this.#deps.modals.closeAll();
    void this.#deps.api.identity.logout().catch(() => undefined);
  }

  /** Another tab changed the login flow. */
  handleStorageEvent(event: Pick<StorageEvent, 'key'>): void {
    if (event.key !== null && event.key !== this.#loginFlowKey) return;
    this.loginFlow = this.#readLoginFlow();
  }

  /** On start, member data older versions kept in storage goes (spec 03 §4). */
  clearLegacyMemberData(): void {
    for (const key of LEGACY_MEMBER_KEYS) this.#deps.storage.removeItem(key);
  }

  #clearAll(): void {
    this.#setUser(null);
    this.#writeLoginFlow(null);
    this.#deps.cart.clear();
    this.#deps.membership?.clear();
  }

  #readLoginFlow(): LoginFlow | null {
    try {
      const value = JSON.parse(this.#deps.storage.getItem(this.#loginFlowKey) ?? 'null') as Partial<LoginFlow> | null;
      if (!value || typeof value.email !== 'string') return null;
      return {
        email: value.email,
        token: typeof value.token === 'string' ? value.token : null,
        redirectPath: typeof value.redirectPath === 'string' ? value.redirectPath : null,
      };
    } catch {
      return null;
    }
  }

  #writeLoginFlow(flow: LoginFlow | null): void {
    this.loginFlow = flow;
    if (flow) this.#deps.storage.setItem(this.#loginFlowKey, JSON.stringify(flow));
    else this.#deps.storage.removeItem(this.#loginFlowKey);
  }

  #setUser(user: User | null): void {
    this.user = user;
    this.status = user ? 'member' : 'guest';
    this.error = null;
  }
}
