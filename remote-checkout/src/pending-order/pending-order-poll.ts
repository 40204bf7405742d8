import { makeAutoObservable, runInAction } from 'mobx';
import { cartFetchOutcome, toApiError, type Api, type ApiError, type Cart } from '@storefront/shared';

/** How often the pending cart is asked about, and for how long at most. */
export const POLL_INTERVAL_MS = 3_000;
export const POLL_LIMIT_MS = 5 * 60_000;

/** A cart that is gone or not the visitor's: asking again will not help. */
const FINAL_STATUSES = new Set([403, 404, 410]);

/** The orders a `cart_booked` answer names (`_extra.order_ids`, else `order_id`). */
function bookedOrderIds(e: ApiError): string[] {
  const ids = e.extra.order_ids;
  if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string');
  return typeof e.extra.order_id === 'string' ? [e.extra.order_id] : [];
}

export type PendingStatus = 'loading' | 'waiting' | 'timed_out' | 'error' | 'completed';

/**
 * Spec 02 §2 "Pending order": asks for the cart every {@link POLL_INTERVAL_MS} until it has
 * orders (a completed cart, or the `cart_booked` answer naming them), for at most
 * {@link POLL_LIMIT_MS}. `stop()` ends it (the page leaves); `start()` may follow again. A
 * staff-made (injected) cart is asked for by the injected call (`cart/{id}`), others by `my/cart/{id}`.
 */
export class PendingOrderPoll {
  status: PendingStatus = 'loading';
  cartNumber: string | null = null;
  orderIds: string[] = [];
  readonly #api: Api;
  #cartId = '';
  #injected = false;
  #startedAt = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** Which start() the answers belong to; 0 when stopped (a late answer then changes nothing). */
  #run = 0;
  #runs = 0;

  constructor(api: Api) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(cartId: string, injected = false): void {
    if (this.#run) return;
    this.#run = ++this.#runs;
    this.#cartId = cartId;
    this.#injected = injected;
    this.#startedAt = Date.now();
    if (this.status === 'timed_out') this.status = 'waiting';
    void this.#ask(this.#run);
  }

  stop(): void {
    this.#run = 0;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #ask(run: number): Promise<void> {
    try {
      const cart = this.#injected ? await this.#api.cart.getInjectedCart(this.#cartId) : await this.#api.cart.getCart(this.#cartId);
      runInAction(() => {
        if (run === this.#run) this.#took(cart);
      });
    } catch (e) {
      runInAction(() => {
        if (run === this.#run) this.#failed(toApiError(e));
      });
    }
    runInAction(() => {
      if (run === this.#run) this.#next(run);
    });
  }

  #took(cart: Cart): void {
    this.cartNumber = cart.number;
    if (cart.orderIds.length > 0) this.#complete(cart.orderIds);
    else this.status = 'waiting';
  }

  #failed(err: ApiError): void {
    const booked = cartFetchOutcome(err) === 'completed' ? bookedOrderIds(err) : [];
    if (booked.length > 0) {
      this.#complete(booked);
    } else if (err.status !== null && FINAL_STATUSES.has(err.status)) {
      this.status = 'error';
      this.stop();
    }
    // Anything else (network, 5xx) may pass: the next turn asks again.
  }

  #complete(orderIds: string[]): void {
    this.orderIds = orderIds;
    this.status = 'completed';
    this.stop();
  }

  #next(run: number): void {
    if (Date.now() - this.#startedAt + POLL_INTERVAL_MS > POLL_LIMIT_MS) {
      this.status = 'timed_out';
      this.stop();
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#ask(run);
    }, POLL_INTERVAL_MS);
  }
}
