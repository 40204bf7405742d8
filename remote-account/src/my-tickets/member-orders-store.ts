import { computed, makeObservable } from 'mobx';
import { Loadable, type Api, type LoadState, type Order } from '@storefront/shared';
import { memberSession, upcomingSessions, type MemberSession } from './member-sessions';

/**
 * The signed-in member's orders at this seller (`GET my/ticket_order`), read once per visit
 * of the tickets sections and shared by them: upcoming sessions, one session, the orders and
 * one order (spec 03 §2.6).
 */
export class MemberOrdersStore {
  readonly #orders = new Loadable<Order[]>();
  readonly #api: Api;

  constructor(api: Api) {
    this.#api = api;
    makeObservable(this, { orders: computed });
  }

  get state(): LoadState<Order[]> {
    return this.#orders.state;
  }

  /** Newest first; null until read. */
  get orders(): Order[] | null {
    const { state } = this.#orders;
    if (state.status !== 'ready') return null;
    return [...state.value].sort((a, b) => Date.parse(b.purchasedOn) - Date.parse(a.purchasedOn));
  }

  /** Reads the orders unless they are read or being read. */
  ensureLoaded(): void {
    if (this.#orders.state.status === 'idle') this.reload();
  }

  reload(): void {
    void this.#orders.load(() => this.#api.orders.getMyOrders());
  }

  order(orderId: string): Order | null {
    return this.orders?.find((order) => order.id === orderId) ?? null;
  }

  upcomingSessions(now: number): MemberSession[] {
    return upcomingSessions(this.orders ?? [], now);
  }

  session(sessionId: string): MemberSession | null {
    return memberSession(this.orders ?? [], sessionId);
  }
}
