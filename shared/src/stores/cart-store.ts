import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { pushAnalytics, type DataLayerHost } from '../analytics';
import type { Api } from '../api';
import type { ReserveRequest } from '../api/cart';
import { ApiError, toApiError } from '../api/errors';
import { parseCodeList } from '../domain/promo-codes';
import { promoCodeError } from '../validation/promo-code-rules';
import type { Cart, CartItem } from '../domain/types';
import { cartChange, type CartChange, type CartChangeEvent } from './cart-analytics';
import { bookedOrderIds, cartFetchOutcome, isCartGone, looksCompleted } from './cart-fetch-outcome';
import { cartStorageKey, isClientStateKey, readPersistedCart, writePersistedCart, type PersistedCart } from './cart-persistence';
import type { Clock } from './clock';
import type { SellerConfigStore } from './seller-config-store';

export type CartStatus = 'idle' | 'loading' | 'reserving' | 'error';

/** Spec 01 §4/§9: the local expiry is the server's expires_in minus 5 seconds. */
export const LOCAL_EXPIRY_MARGIN_SECONDS = 5;

/** Spec 01 §4/§9: a fetched cart with less than this many seconds left is deleted and re-created. */
export const RECREATE_BELOW_SECONDS = 30;
/** Spec 01 §9: the extension is offered within 60 s of expiry and adds 2 minutes. */
export const EXTENSION_OFFER_SECONDS = 60;
export const CART_EXTENSION_SECONDS = 120;

export interface CartStoreDeps {
  api: Api;
  config: SellerConfigStore;
  storage: Storage;
  clock: Clock;
  /** Where analytics events go; defaults to `window`. */
  analyticsTarget?: DataLayerHost;
}

export interface RestoreOptions {
  /** Following another tab: adopt what it stored instead of writing back (no ping-pong). */
  fromOtherTab?: boolean;
}

/** A promo code the platform refused: the code as sent (trimmed) and the answer; checkout words it (spec 01 §8 "Promo message"). */
export interface PromoCodeRefusal {
  code: string;
  error: ApiError;
}

/** The outcome of `applyPromoCode`. */
export type PromoCodeResult = { ok: true; cart: Cart } | { ok: false; refusal: PromoCodeRefusal };

/**
 * The visitor's timed cart. Fields change only through these methods; components read
 * the observables and computeds. The cart id is kept per seller in local storage.
 */
export class CartStore {
  cart: Cart | null = null;
  status: CartStatus = 'idle';
  /**
   * Whether the cart is known: the persisted one looked up once, or one received from the API.
   * Until then an empty cart means "not known yet", not "nothing in the cart": a
   * server-rendered page restores it only after hydrating (ADR 0017), and a screen must not
   * act on the emptiness before.
   */
  restored = false;
  error: ApiError | null = null;
  /** Epoch ms when this tab considers the cart expired; null without a cart. */
  localExpiry: number | null = null;
  /**
   * Client cart state other parts keep with this cart by name (spec 01 §3; the catalog's visit
   * window and upsells chain): persisted with it, followed across tabs, dropped with it.
   */
  clientState: Readonly<Record<string, unknown>> = {};
  /** The visitor declined the extend-timer offer for this cart (persisted, all tabs). */
  declinedExtension = false;
  /** The one extension of this cart was used (persisted, all tabs). */
  extended = false;
  /** An extension call is under way. */
  extending = false;
  /** Why the last extension failed; the extend dialog shows it until declined or retried. */
  extendError: ApiError | null = null;
  /** The server answered 'cart expired' for the held cart: the expired dialog shows until acknowledged. */
  expiredOnServer = false;
  /** Order ids of a loaded cart that turned out to be an order already made (spec 01 §4); null otherwise. */
  completedOrderIds: string[] | null = null;
  /** A promo code is being applied. */
  applyingCode = false;
  /** The last promo code refused (spec 01 §8 rule); null after a success, an edit of the code or a new cart. */
  promoRefusal: PromoCodeRefusal | null = null;
  /**
   * The tickets this visitor last added or removed, for a status message (WCAG 4.1.3); `seq`
   * tells two equal changes apart. Restores and other tabs' changes are not the visitor's news.
   */
  lastChange: { event: CartChangeEvent; items: CartChange['items']; seq: number } | null = null;

  readonly #deps: CartStoreDeps;

  constructor(deps: CartStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(
      this,
      { cart: observableRef, error: observableRef, extendError: observableRef, promoRefusal: observableRef, clientState: observableRef },
      { autoBind: true },
    );
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
  /** Some cart item is an anchor (admission; spec 01 §4 upsells). */
  get hasAnchor(): boolean {
    return this.cart?.items.some((i) => i.isAnchor) ?? false;
  }
  get totalMinor(): number {
    return this.cart?.totalMinor ?? 0;
  }
  get outstandingMinor(): number {
    return this.cart?.outstandingMinor ?? 0;
  }
  /** Whole seconds until the local expiry (0 once expired); null without a timed cart. Ticks with the clock. */
  get secondsLeft(): number | null {
    if (!this.cart || this.localExpiry === null) return null;
    return Math.max(0, Math.ceil((this.localExpiry - this.#deps.clock.now) / 1000));
  }
  get isExpired(): boolean {
    return this.secondsLeft === 0;
  }
  /** The expired dialog shows: the local expiry passed, or the server said the cart expired. */
  get expired(): boolean {
    return this.expiredOnServer || this.isExpired;
  }
  /** Spec 01 §4: within 60 s of expiry, once, unless declined: the extend dialog shows. */
  get offerExtension(): boolean {
    const s = this.secondsLeft;
    return s !== null && s > 0 && s <= EXTENSION_OFFER_SECONDS && !this.declinedExtension && !this.extended && !this.expired;
  }
  /** Spec 01 §4: only a pending cart may be modified; an expired one or one with payments may not. */
  get canModify(): boolean {
    const c = this.cart;
    return c !== null && c.state === 'pending' && !this.expired && !c.paymentsMade;
  }
  /** Spec 01 §4: promo code entry only for a modifiable cart with payment due, no payments and no blocking rule. */
  get canEnterPromoCode(): boolean {
    const c = this.cart;
    return this.canModify && c !== null && c.outstandingMinor > 0 && !c.blocked;
  }
  /** A cartmod blocks checkout (the pay button hides at checkout). */
  get blocked(): boolean {
    return this.cart?.blocked === true;
  }

  /** The cart line with this id, if any. */
  item(itemId: string): CartItem | undefined {
    return this.cart?.items.find((i) => i.id === itemId);
  }
  /** Spec 01 §4: removing a dependency or the only item deletes the whole cart. */
  willRemovingClearCart(itemId: string): boolean {
    const item = this.item(itemId);
    if (!item || !this.cart) return false;
    return item.isDependency || this.cart.items.length === 1;
  }

  /**
   * Loads the persisted cart of this seller (boot, login, another tab). Only a pending cart is
   * kept; under 30 s left it is deleted (the next reserve creates a new one) — but not when
   * following another tab, where the cart is live and its timer and dialogs run their course;
   * a completed-looking one sets `completedOrderIds`; fetch errors follow `cartFetchOutcome`.
   */
  async restore(options: RestoreOptions = {}): Promise<Cart | null> {
    try {
      return await this.#restore(options);
    } finally {
      runInAction(() => {
        this.restored = true;
      });
    }
  }

  async #restore(options: RestoreOptions): Promise<Cart | null> {
    const saved = readPersistedCart(this.#deps.storage, this.storageKey);
    if (!saved) {
      this.#forget(false);
      return null;
    }
    this.status = 'loading';
    this.error = null;
    const { api } = this.#deps;
    try {
      const cart = await api.cart.getCart(saved.cartId);
      if (looksCompleted(cart)) {
        runInAction(() => {
          this.clear();
          this.completedOrderIds = cart.orderIds;
        });
        return null;
      }
      if (!options.fromOtherTab && cart.state === 'pending' && cart.expiresIn !== null && cart.expiresIn < RECREATE_BELOW_SECONDS) {
        runInAction(() => this.clear());
        await api.cart.deleteCart(cart.id).catch(() => undefined);
        return null;
      }
      return runInAction(() => {
        this.status = 'idle';
        // Another cart than the one shown: its client state is the persisted one, not ours.
        if (this.cart && this.cart.id !== cart.id) this.cart = null;
        // Storage as it is now: another tab may have written while the cart loaded.
        this.#takeClientState(readPersistedCart(this.#deps.storage, this.storageKey) ?? saved);
        return this.#apply(cart, !options.fromOtherTab);
      });
    } catch (e) {
      const err = toApiError(e);
      runInAction(() => {
        const outcome = cartFetchOutcome(err);
        if (outcome === 'error') {
          this.status = 'error';
          this.error = err;
          return;
        }
        this.clear();
        if (outcome === 'expired') this.expiredOnServer = true;
        if (outcome === 'completed') this.completedOrderIds = bookedOrderIds(err);
      });
      return null;
    }
  }

  /** Spec 02 transfer cart: takes over the cart with this id. Rejects with the ApiError (403, 404). */
  async transfer(cartId: string): Promise<Cart | null> {
    this.status = 'loading';
    this.error = null;
    try {
      const cart = await this.#deps.api.cart.getCart(cartId);
      return runInAction(() => {
        this.status = 'idle';
        if (this.cart?.id !== cart.id) this.#forget(false);
        return this.#apply(cart);
      });
    } catch (e) {
      throw this.#fail(e);
    }
  }

  /** Adds tickets: creates the cart when there is none, else modifies it. Rejects with ApiError. */
  async reserve(reserveRequest: ReserveRequest): Promise<Cart> {
    this.status = 'reserving';
    this.error = null;
    const { api } = this.#deps;
    const current = this.cart;
    const request = this.#withDefaultCodes(reserveRequest);
    try {
      let cart: Cart;
      try {
        cart = await api.cart.reserve(current?.id ?? null, request);
      } catch (e) {
        // The held cart expired on the server before our local timer: start a new one.
        if (!current || !(e instanceof ApiError) || !isCartGone(e)) throw e;
        runInAction(() => this.#forget(true));
        cart = await api.cart.reserve(null, request);
      }
      return runInAction(() => {
        this.status = 'idle';
        const before = this.cart;
        this.#apply(cart);
        this.#track('add_to_cart', before, cart);
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
      const cart = await this.#deps.api.cart.removeTickets(current.id, ticketIds);
      return runInAction(() => {
        this.status = 'idle';
        this.#track('remove_from_cart', current, cart);
        return this.#apply(cart);
      });
    } catch (e) {
      throw this.#fail(e);
    }
  }

  /**
   * Spec 01 §4: removes a cart line. A dependency or the only item deletes the whole cart;
   * otherwise only its tickets go. Rejects with ApiError.
   */
  async removeItem(itemId: string): Promise<Cart | null> {
    const current = this.cart;
    const item = this.item(itemId);
    if (!current || !item) return current;
    if (!this.willRemovingClearCart(itemId)) return this.removeTickets(item.ticketIds);
    await this.discard();
    this.#track('remove_from_cart', current, null);
    return null;
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
   * Confirms the extend dialog: `PATCH` to the current server expiry + 2 minutes, then the
   * reloaded cart sets the new local expiry. A failure is kept in `extendError` (for the
   * dialog); nothing rejects.
   */
  async extend(): Promise<boolean> {
    const current = this.cart;
    if (!current || this.extending) return false;
    const { clock } = this.#deps;
    const serverExpiry = current.expiresAt ?? (this.localExpiry ?? clock.read()) + LOCAL_EXPIRY_MARGIN_SECONDS * 1000;
    const expiresAt = new Date(serverExpiry + CART_EXTENSION_SECONDS * 1000).toISOString();
    this.extending = true;
    this.extendError = null;
    try {
      const cart = await this.#deps.api.cart.extendCart(current.id, expiresAt);
      runInAction(() => {
        this.extending = false;
        this.extended = true;
        this.#apply(cart);
      });
      return true;
    } catch (e) {
      runInAction(() => {
        this.extending = false;
        this.extendError = toApiError(e);
      });
      return false;
    }
  }

  /** Declines the extend dialog; remembered for this cart in every tab. */
  declineExtension(): void {
    this.declinedExtension = true;
    this.extendError = null;
    this.#persist();
  }

  /** Closes the expired dialog: the cart is forgotten here and in every tab. */
  acknowledgeExpiry(): void {
    this.clear();
  }

  /** Checkout went to the completed page: forget the completed order ids. */
  acknowledgeCompletedOrder(): void {
    this.completedOrderIds = null;
  }

  /**
   * Applies a promo code to the cart (`POST my/cart/{id}/apply_code`). A refusal is answered
   * and kept in `promoRefusal`; nothing rejects.
   */
  async applyPromoCode(input: string): Promise<PromoCodeResult> {
    const code = input.trim();
    const current = this.cart;
    if (!current) return this.#promoFailed(new ApiError({ status: null, code: 'no_cart' }), code);
    this.applyingCode = true;
    this.promoRefusal = null;
    try {
      const cart = await this.#deps.api.cart.applyCode(current.id, code);
      return runInAction(() => {
        this.applyingCode = false;
        this.#apply(cart);
        return { ok: true as const, cart };
      });
    } catch (e) {
      return runInAction(() => {
        this.applyingCode = false;
        return this.#promoFailed(toApiError(e), code);
      });
    }
  }

  /**
   * Spec 01 §5: the tenant default's first entry, a comma-separated list of promo codes; a
   * misconfigured one (outside 2–35 characters) is left out rather than failing reservations.
   */
  get defaultPromoCodes(): string[] {
    return parseCodeList(this.#deps.config.settings.promoCodes[0]).filter((code) => promoCodeError(code) === null);
  }

  /** Forgets the last refused promo code (the visitor edits the code). */
  clearPromoRefusal(): void {
    this.promoRefusal = null;
  }

  /**
   * Takes a cart that checkout was answered (pay, storing the purchaser, an injected cart, a
   * refresh): a pending one is shown with its new totals; a completed one is forgotten and its
   * order ids are returned. Null while the cart is still pending.
   */
  takeCart(cart: Cart): string[] | null {
    if (cart.state === 'completed') {
      this.clear();
      return cart.orderIds;
    }
    this.#apply(cart);
    return null;
  }

  /**
   * Keeps `value` (JSON) as the client cart state `name`, with the cart in every tab; null
   * removes it. The cart record's own keys (`cartId`, `localExpiry`, …) are not names.
   */
  setClientState(name: string, value: unknown): void {
    if (!isClientStateKey(name)) throw new Error(`"${name}" is the cart record's own key, not client cart state`);
    const { [name]: _previous, ...rest } = this.clientState;
    this.clientState = value === null || value === undefined ? rest : { ...rest, [name]: value };
    this.#persist();
  }

  /** Forgets the cart here and in local storage (other tabs follow). */
  clear(): void {
    this.#forget(true);
  }

  /**
   * Another tab changed this seller's cart: follow it (cart, expiry and client state) without
   * writing back. Wired to `window`'s `storage` event by the root store.
   */
  handleStorageEvent(event: Pick<StorageEvent, 'key'>): void {
    if (event.key !== null && event.key !== this.storageKey) return;
    const saved = readPersistedCart(this.#deps.storage, this.storageKey);
    if (saved && this.cart?.id === saved.cartId) {
      // Same cart: take the client state at once, then reload the cart itself.
      this.#takeClientState(saved);
      if (saved.localExpiry !== null) this.localExpiry = saved.localExpiry;
    }
    void this.restore({ fromOtherTab: true });
  }

  #takeClientState(local: PersistedCart): void {
    this.clientState = local.clientState ?? {};
    this.declinedExtension = local.declinedCartTimerExtension === true;
    this.extended = local.cartTimerExtended === true;
  }

  #apply(cart: Cart, persist = true): Cart | null {
    // A cart from the API (reserved, taken, restored): the cart is known.
    this.restored = true;
    if (cart.state !== 'pending') {
      this.clear();
      return null;
    }
    const { clock } = this.#deps;
    const receivedAt = clock.read();
    clock.tick();
    if (this.cart && this.cart.id !== cart.id) this.#resetCartState();
    this.cart = cart;
    this.expiredOnServer = false;
    this.completedOrderIds = null;
    this.localExpiry =
      cart.expiresIn === null ? null : receivedAt + (cart.expiresIn - LOCAL_EXPIRY_MARGIN_SECONDS) * 1000;
    if (persist) this.#persist();
    return cart;
  }

  /** Codes from the `code` query parameter (`codesAfter`) win; otherwise the tenant default applies. */
  #withDefaultCodes(request: ReserveRequest): ReserveRequest {
    if (request.codesAfter?.length || this.defaultPromoCodes.length === 0) return request;
    return { ...request, codesDefault: this.defaultPromoCodes };
  }

  /** Writes the cart id, local expiry and client cart state (empty parts left out). */
  #persist(): void {
    if (!this.cart) return;
    const value: PersistedCart = { cartId: this.cart.id, localExpiry: this.localExpiry };
    if (Object.keys(this.clientState).length) value.clientState = this.clientState;
    if (this.declinedExtension) value.declinedCartTimerExtension = true;
    if (this.extended) value.cartTimerExtended = true;
    writePersistedCart(this.#deps.storage, this.storageKey, value);
  }

  #resetCartState(): void {
    this.clientState = {};
    this.declinedExtension = false;
    this.extended = false;
    this.extending = false;
    this.extendError = null;
    this.promoRefusal = null;
  }

  #forget(persist: boolean): void {
    this.cart = null;
    this.localExpiry = null;
    this.#resetCartState();
    this.expiredOnServer = false;
    this.error = null;
    this.status = 'idle';
    if (persist) writePersistedCart(this.#deps.storage, this.storageKey, null);
  }

  #promoFailed(error: ApiError, code: string): PromoCodeResult {
    const refusal = { code, error };
    this.promoRefusal = refusal;
    return { ok: false, refusal };
  }

  /** Records the tickets added or removed between two carts and pushes them to the analytics data layer. */
  #track(event: CartChangeEvent, before: Cart | null, after: Cart | null): void {
    const { items, value } = cartChange(event, before, after);
    if (!items.length) return;
    runInAction(() => (this.lastChange = { event, items, seq: (this.lastChange?.seq ?? 0) + 1 }));
    const containerId = this.#deps.config.settings.analyticsContainerId;
    if (!containerId) return;
    const currency = (after ?? before)?.currency ?? this.#deps.config.currency;
    pushAnalytics(event, { currency, value, items }, { containerId, target: this.#deps.analyticsTarget });
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
