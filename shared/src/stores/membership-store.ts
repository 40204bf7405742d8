import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api, GifteeInput } from '../api';
import { toApiError, type ApiError } from '../api/errors';
import type { GiftCodeLookup, MyMembership } from '../domain/memberships';
import type { MembershipRule } from '../domain/types';

/** The membership client state kept across reloads and tabs (spec 03 §3 client state). */
export interface MembershipClientState {
  /** The buyer's auto-renew choice, carried into payment (`auto_renew`). */
  autoRenew: boolean;
  /** The gift's receiver once `POST giftee` answered (the cart's giftee before gift_checkout). */
  giftee: { id: string; name: string; email: string } | null;
  /** The gift code being redeemed (spec 03 §2.8). */
  redeemCode: string | null;
}

export const membershipStorageKey = (sellerId: string) => `storefront.membership.${sellerId}`;

const EMPTY: MembershipClientState = { autoRenew: false, giftee: null, redeemCode: null };

export interface MembershipStoreDeps {
  api: Api;
  storage: Storage;
  sellerId: string;
}

/**
 * The signed-in member's memberships (`GET my/membership`), the seller's membership rules,
 * and the purchase's client state: auto-renew, giftee, gift code (spec 03 §3–§5). Cleared with
 * the session; the session store loads it after login.
 */
export class MembershipStore {
  memberships: MyMembership[] = [];
  status: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  error: ApiError | null = null;
  rules: MembershipRule[] | null = null;
  state: MembershipClientState;

  readonly #deps: MembershipStoreDeps;

  constructor(deps: MembershipStoreDeps) {
    this.#deps = deps;
    this.state = this.#read();
    makeAutoObservable(this, { memberships: observableRef, error: observableRef, rules: observableRef, state: observableRef }, { autoBind: true });
  }

  /** The membership valid at `now`, latest ending first; null when none is. */
  current(now: Date = new Date()): MyMembership | null {
    const t = now.getTime();
    return this.memberships.find((m) => Date.parse(m.validFrom) <= t && t < Date.parse(m.validTo)) ?? null;
  }

  /** The membership that ends last (current or expired): renewal preselects from it. */
  get latest(): MyMembership | null {
    return this.memberships[0] ?? null;
  }

  /** Reads `GET my/membership` (signed out: none). */
  async load(): Promise<MyMembership[]> {
    this.status = 'loading';
    try {
      const memberships = await this.#deps.api.memberships.getMyMemberships();
      runInAction(() => {
        this.memberships = [...memberships].sort((a, b) => Date.parse(b.validTo) - Date.parse(a.validTo));
        this.status = 'loaded';
        this.error = null;
      });
      return this.memberships;
    } catch (e) {
      runInAction(() => {
        this.status = 'error';
        this.error = toApiError(e);
      });
      return [];
    }
  }

  /** Loads once; later calls reuse what was read. */
  async ensureLoaded(): Promise<MyMembership[]> {
    if (this.status === 'loaded') return this.memberships;
    return this.load();
  }

  /** The seller's membership rules (`GET membership_rules`, limit 1000), read once. */
  async loadRules(): Promise<MembershipRule[]> {
    if (this.rules) return this.rules;
    const rules = await this.#deps.api.events.getMembershipRules(this.#deps.sellerId);
    runInAction(() => (this.rules = rules));
    return rules;
  }

  setAutoRenew(autoRenew: boolean): void {
    this.#write({ ...this.state, autoRenew });
  }

  /** `POST giftee`, then keeps the giftee for checkout ('Pay for your Gift to {name}'). */
  async createGiftee(input: GifteeInput): Promise<MembershipClientState['giftee']> {
    const id = await this.#deps.api.memberships.createGiftee(input);
    const giftee = { id, name: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(), email: input.email.trim() };
    runInAction(() => this.#write({ ...this.state, giftee }));
    return giftee;
  }

  clearGiftee(): void {
    this.#write({ ...this.state, giftee: null });
  }

  setRedeemCode(code: string | null): void {
    this.#write({ ...this.state, redeemCode: code });
  }

  lookupGiftCode(code: string): Promise<GiftCodeLookup> {
    return this.#deps.api.memberships.lookupGiftCode(code);
  }

  /** `DELETE ticket_order/{id}/auto_renew`, then member data is read again (spec 03 §4). */
  async cancelAutoRenew(ticketOrderId: string): Promise<void> {
    await this.#deps.api.memberships.cancelAutoRenew(ticketOrderId);
    await this.load();
  }

  /** The session ended or the member logged out: memberships and the purchase state go. */
  clear(): void {
    this.memberships = [];
    this.status = 'idle';
    this.error = null;
    this.#write(EMPTY);
  }

  /** Another tab changed the purchase state. */
  handleStorageEvent(event: Pick<StorageEvent, 'key'>): void {
    if (event.key !== null && event.key !== membershipStorageKey(this.#deps.sellerId)) return;
    this.state = this.#read();
  }

  #read(): MembershipClientState {
    try {
      const v = JSON.parse(this.#deps.storage.getItem(membershipStorageKey(this.#deps.sellerId)) ?? 'null') as Partial<MembershipClientState> | null;
      if (!v || typeof v !== 'object') return EMPTY;
      const g = v.giftee;
      return {
        autoRenew: v.autoRenew === true,
        giftee: g && typeof g.id === 'string' && typeof g.name === 'string' && typeof g.email === 'string' ? g : null,
        redeemCode: typeof v.redeemCode === 'string' ? v.redeemCode : null,
      };
    } catch {
      return EMPTY;
    }
  }

  #write(state: MembershipClientState): void {
    this.state = state;
    const key = membershipStorageKey(this.#deps.sellerId);
    if (state.autoRenew || state.giftee || state.redeemCode) this.#deps.storage.setItem(key, JSON.stringify(state));
    else this.#deps.storage.removeItem(key);
  }
}
