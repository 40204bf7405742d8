import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';
import { toReserveParts, type ReserveRequest } from '../api/cart';
import { ApiError, toApiError } from '../api/errors';
import type { Cart, IdentityInput } from '../domain/types';
import { cartStorageKey, readPersistedCart, writePersistedCart, type PersistedCart } from './cart-persistence';
import type { Clock } from './clock';
import type { SellerConfigStore } from './seller-config-store';

export type CartStatus = 'idle' | 'loading' | 'reserving' | 'error';

/** Spec 01 §4/§9: the local expiry is the server's expires_in minus 5 seconds. */
export const LOCAL_EXPIRY_MARGIN_SECONDS = 5;

/** A fetched cart in one of these is gone for good: forget it (spec 01 §8, first cut). */
const GONE_STATUSES = new Set([403, 404, 410]);
const GONE_CODES = new Set(['not_found', 'cart_expired']);
export const isCartGone = (e: ApiError) =>
  GONE_CODES.has(e.code) || (e.status !== null && GONE_STATUSES.has(e.status));

/** Spec 01 §4: the upsell `visit_time` settings an anchor reservation can set. */
export type VisitTime = 'timeslot' | 'same_start' | 'same_date' | 'until_close';

/**
 * The visit an anchor reservation fixes (client cart state, spec 01 §3): upsells offer only
 * sessions within it. Instants are UTC ISO strings; `same_start` has start = end.
 */
export interface VisitWindow {
  kind: VisitTime;
  start: string;
  end: string;
}

/** Client cart state kept beside the cart id in local storage (spec 01 §3). */
interface LocalCartState {
  visitWindow?: VisitWindow;
  upsellsChain?: string[];
}

function readLocalCartState(storage: Storage, key: string): LocalCartState {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as LocalCartState | null;
    const w = value?.visitWindow;
    const chain = value?.upsellsChain;
    return {
      visitWindow: w && typeof w.kind === 'string' && typeof w.start === 'string' && typeof w.end === 'string' ? w : undefined,
      upsellsChain: Array.isArray(chain) ? chain.filter((id): id is string => typeof id === 'string') : undefined,
    };
  } catch {
    return {};
  }
}

export interface CartStoreDeps {
  api: Api;
  config: SellerConfigStore;
  storage: Storage;
  clock: Clock;
}

/**
 * The visitor's timed cart. Fields change only through these methods; components read
 * the observables and computeds. The cart id is kept per seller in local storage.
 */
export class CartStore {
  cart: Cart | null = null;
  status: CartStatus = 'idle';
  error: ApiError | null = null;
  /** Epoch ms when this tab considers the cart expired; null without a cart. */
  localExpiry: number | null = null;
  /** Set by an anchor reservation; upsells show only sessions within it. */
  visitWindow: VisitWindow | null = null;
  /** Event ids of the upsells reserved after the anchor, in order; cleared on leaving the event screen. */
  upsellsChain: string[] = [];

  readonly #deps: CartStoreDeps;

  constructor(deps: CartStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { cart: observableRef, error: observableRef, visitWindow: observableRef }, { autoBind: true });
  }

  get storageKey(): string {
    return cartStorageKey(this.#deps.config.sellerId);
  }

  get hasCart(): boolean {
    return this.cart !== null;
  }
  /** Number of tickets in the cart. */
  get itemCount(): number {
    return this.cart?.ticketIds.length ?? 0;
  }
  get isEmpty(): boolean {
    return this.itemCount === 0;
  }
  get totalMinor(): number {
    return this.cart?.totalMinor ?? 0;
  }
  get outstandingMinor(): number {
    return this.cart?.outstandingMinor ?? 0;
  }
  /** Whole seconds until the local expiry (0 once expired); null without a timed cart. */
  get secondsLeft(): number | null {
    if (!this.cart || this.localExpiry === null) return null;
    return Math.max(0, Math.ceil((this.localExpiry - this.#deps.clock.now) / 1000));
  }
  get isExpired(): boolean {
    return this.secondsLeft === 0;
  }

  /** Loads the persisted cart of this seller; forgets it when it is gone or no longer pending. */
  async restore(): Promise<Cart | null> {
    const saved = readPersistedCart(this.#deps.storage, this.storageKey);
    if (!saved) {
      this.#forget(false);
      return null;
    }
    this.status = 'loading';
    this.error = null;
    try {
      const cart = await this.#deps.api.cart.getCart(saved.cartId);
      return runInAction(() => {
        this.status = 'idle';
        const local = readLocalCartState(this.#deps.storage, this.storageKey);
        this.visitWindow = local.visitWindow ?? null;
        this.upsellsChain = local.upsellsChain ?? [];
        return this.#apply(cart);
      });
    } catch (e) {
      const err = toApiError(e);
      runInAction(() => {
        if (isCartGone(err)) {
          this.clear();
        } else {
          this.status = 'error';
          this.error = err;
        }
      });
      return null;
    }
  }

  /** Adds tickets: creates the cart when there is none, else modifies it. Rejects with ApiError. */
  async reserve(request: ReserveRequest): Promise<Cart> {
    this.status = 'reserving';
    this.error = null;
    const { api } = this.#deps;
    const current = this.cart;
    try {
      let cart: Cart;
      try {
        cart = current
          ? await api.cart.modifyCart(current.id, toReserveParts(request))
          : await api.cart.createCart(request);
      } catch (e) {
        // The held cart expired on the server before our local timer: start a new one.
        if (!current || !(e instanceof ApiError) || !isCartGone(e)) throw e;
        runInAction(() => this.#forget(true));
        cart = await api.cart.createCart(request);
      }
      return runInAction(() => {
        this.status = 'idle';
        this.#apply(cart);
        return cart;
      });
    } catch (e) {
      throw this.#fail(e);
    }
  }

  /** Removes tickets from the cart. */
  async removeTickets(ticketIds: string[]): Promise<Cart | null> {
    const current = this.cart;
    if (!current || ticketIds.length === 0) return current;
    this.status = 'loading';
    this.error = null;
    try {
      const cart = await this.#deps.api.cart.modifyCart(current.id, { remove: { ticket_ids: ticketIds } });
      return runInAction(() => {
        this.status = 'idle';
        return this.#apply(cart);
      });
    } catch (e) {
      throw this.#fail(e);
    }
  }

  /** Deletes the cart on the server (releasing its tickets) and forgets it. */
  async discard(): Promise<void> {
    const cartId = this.cart?.id ?? readPersistedCart(this.#deps.storage, this.storageKey)?.cartId;
    this.status = 'loading';
    try {
      if (cartId) await this.#deps.api.cart.deleteCart(cartId);
      runInAction(() => this.clear());
    } catch (e) {
      throw this.#fail(e);
    }
  }

  /**
   * Guest checkout of a cart with nothing to pay: stores the purchaser's identity, pays the
   * outstanding amount (0.00) with the free gateway, forgets the cart, returns the order ids.
   */
  async checkoutAsGuest(identity: IdentityInput): Promise<string[]> {
    const current = this.cart;
    if (!current) throw new ApiError({ status: null, code: 'no_cart' });
    this.status = 'loading';
    this.error = null;
    const { api } = this.#deps;
    try {
      const { id: guestIdentityId } = await api.identity.createIdentity(identity);
      const done = await api.cart.guestCheckout(current.id, {
        guestIdentityId,
        payments: [{ amountMinor: current.outstandingMinor, gatewayId: 'free' }],
      });
      runInAction(() => this.clear());
      return done.orderIds;
    } catch (e) {
      throw this.#fail(e);
    }
  }

  /** The anchor's visit window (spec 01 §4 upsells); null removes it. Kept with the cart. */
  setVisitWindow(window: VisitWindow | null): void {
    this.visitWindow = window;
    this.#persist();
  }

  /** Records an upsell reserved after the anchor. */
  addToUpsellsChain(eventId: string): void {
    if (this.upsellsChain.includes(eventId)) return;
    this.upsellsChain = [...this.upsellsChain, eventId];
    this.#persist();
  }

  /** Spec 01 §2: the chain of upsells is cleared on leaving the event screen. */
  clearUpsellsChain(): void {
    if (this.upsellsChain.length === 0) return;
    this.upsellsChain = [];
    this.#persist();
  }

  /** Forgets the cart here and in local storage (other tabs follow). */
  clear(): void {
    this.#forget(true);
  }

  /** Another tab changed this seller's cart: follow it. Wired to `window`'s `storage` event by the root store. */
  handleStorageEvent(event: Pick<StorageEvent, 'key'>): void {
    if (event.key !== null && event.key !== this.storageKey) return;
    void this.restore();
  }

  #apply(cart: Cart): Cart | null {
    if (cart.state !== 'pending') {
      this.clear();
      return null;
    }
    const { clock } = this.#deps;
    const receivedAt = clock.read();
    clock.tick();
    this.cart = cart;
    this.localExpiry =
      cart.expiresIn === null ? null : receivedAt + (cart.expiresIn - LOCAL_EXPIRY_MARGIN_SECONDS) * 1000;
    this.#persist();
    return cart;
  }

  /** Writes the cart id, local expiry and client cart state (empty parts left out). */
  #persist(): void {
    if (!this.cart) return;
    const value: PersistedCart & LocalCartState = { cartId: this.cart.id, localExpiry: this.localExpiry };
    if (this.visitWindow) value.visitWindow = this.visitWindow;
    if (this.upsellsChain.length) value.upsellsChain = this.upsellsChain;
    writePersistedCart(this.#deps.storage, this.storageKey, value);
  }

  #forget(persist: boolean): void {
    this.cart = null;
    this.localExpiry = null;
    this.visitWindow = null;
    this.upsellsChain = [];
    this.error = null;
    this.status = 'idle';
    if (persist) writePersistedCart(this.#deps.storage, this.storageKey, null);
  }

  #fail(e: unknown): ApiError {
    const err = toApiError(e);
    runInAction(() => {
      this.status = 'error';
      this.error = err;
    });
    return err;
  }
}
