import { computed, makeObservable, observable, runInAction } from 'mobx';
import {
  Loadable,
  pushAnalytics,
  toAnalyticsAmount,
  type Api,
  type DataLayerHost,
  type MembershipStore,
  type Order,
  type SellerConfigStore,
  type SessionStore,
} from '@storefront/shared';
import { COMPLETED_TEXTS, type ShownOrderKind } from './completed-order-texts';

/** The `orderIds` query: comma-separated, blanks and repeats dropped. */
export function parseOrderIds(param: string | null): string[] {
  const ids = (param ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))];
}

/** Spec 02 §2: orders of only donation or ledger ticket groups are not shown. */
export const isShownOrder = (order: Order): order is Order & { kind: ShownOrderKind } =>
  order.kind !== 'donation' && order.kind !== 'ledger';

/**
 * The seller's external completed-order page with `orderIds` added, or null when the
 * setting is empty or not a web address (only http(s) and same-site paths are followed).
 */
export function externalCompletedUrl(setting: string | null, orderIds: string[]): string | null {
  const url = setting?.trim();
  if (!url || !(/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')))) return null;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}orderIds=${orderIds.map(encodeURIComponent).join(',')}${hash}`;
}

export interface CompletedOrdersDeps {
  api: Api;
  config: SellerConfigStore;
  session: Pick<SessionStore, 'isSignedIn' | 'load'>;
  membership: Pick<MembershipStore, 'state' | 'clearGiftee' | 'setAutoRenew' | 'setRedeemCode' | 'load'>;
  /** Where the purchase events go; defaults to `window` (tests pass their own). */
  analyticsTarget?: DataLayerHost;
}

/**
 * The completed page's orders: loads them once and sends one analytics `purchase` per
 * order (donations included) the first time they arrive. A membership order ends the
 * membership purchase (spec 03 §3 client state) and reads the member's data again.
 */
export class CompletedOrders {
  readonly orders = new Loadable<Order[]>();
  /** Who received a gift of membership, as the membership form named them (gone after a reload). */
  gifteeName: string | null = null;
  readonly #deps: CompletedOrdersDeps;
  readonly #tracked = new Set<string>();

  constructor(deps: CompletedOrdersDeps) {
    this.#deps = deps;
    makeObservable(this, { gifteeName: observable, shown: computed, purchaserEmail: computed, errorMessage: computed });
  }

  async load(orderIds: string[]): Promise<void> {
    const giftee = this.#deps.membership.state.giftee;
    if (giftee) runInAction(() => (this.gifteeName = giftee.name));
    await this.orders.load(() => this.#deps.api.orders.getOrders(orderIds));
    const { state } = this.orders;
    if (state.status !== 'ready') return;
    this.#trackPurchases(state.value);
    if (state.value.some((order) => order.kind === 'membership')) await this.#endMembershipPurchase();
  }

  /**
   * The giftee, auto-renew choice and gift code belonged to this purchase. A signed-in buyer's
   * new membership opens members-only events and member prices in this same session.
   */
  async #endMembershipPurchase(): Promise<void> {
    const { membership, session } = this.#deps;
    membership.clearGiftee();
    membership.setAutoRenew(false);
    membership.setRedeemCode(null);
    if (session.isSignedIn) await Promise.all([session.load(), membership.load()]);
  }

  /** The orders the page lists. */
  get shown(): (Order & { kind: ShownOrderKind })[] {
    const { state } = this.orders;
    return state.status === 'ready' ? state.value.filter(isShownOrder) : [];
  }

  /** Where the confirmation went: the orders' purchaser (one purchase, one purchaser), null when not known. */
  get purchaserEmail(): string | null {
    const { state } = this.orders;
    if (state.status !== 'ready') return null;
    return state.value.find((order) => order.purchaserEmail)?.purchaserEmail ?? null;
  }

  /** Spec 02 §8: 'We could not find that order.' for a 404 or no orders, the generic text otherwise. */
  get errorMessage(): string | null {
    const { state } = this.orders;
    if (state.status === 'error') return state.error.status === 404 ? COMPLETED_TEXTS.notFound : COMPLETED_TEXTS.failed;
    if (state.status === 'ready' && state.value.length === 0) return COMPLETED_TEXTS.notFound;
    return null;
  }

  #trackPurchases(orders: Order[]): void {
    const containerId = this.#deps.config.settings.analyticsContainerId;
    for (const order of orders) {
      if (this.#tracked.has(order.id)) continue;
      this.#tracked.add(order.id);
      const quantity = Math.max(1, order.ticketCount);
      pushAnalytics(
        'purchase',
        {
          transaction_id: order.orderNumber,
          currency: order.currency,
          value: toAnalyticsAmount(order.totalMinor),
          items: [
            {
              item_id: order.eventId,
              item_name: order.eventName,
              item_category: order.kind,
              price: toAnalyticsAmount(order.totalMinor / quantity),
              quantity,
            },
          ],
        },
        { containerId, target: this.#deps.analyticsTarget },
      );
    }
  }
}
