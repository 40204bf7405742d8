import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable, toApiError, type Api, type ApiError, type Membership, type MembershipStore, type Order } from '@storefront/shared';
import { CANCEL_AUTO_RENEW_TEXTS as T } from './cancel-auto-renew-texts';

/** What the page shows once the order is read (spec 03 §2.9). */
export type CancellationView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'not_enrolled' }
  | { kind: 'scheduled'; membership: Membership }
  | { kind: 'cancelled'; membership: Membership };

export interface AutoRenewCancellationDeps {
  api: Api;
  membership: Pick<MembershipStore, 'cancelAutoRenew'>;
}

const failureMessage = (err: ApiError) => (err.status === 404 ? T.notFound : (err.description ?? T.failed));

/**
 * `/manage/{ticketOrderId}/cancel-auto-renew`: the order's membership (`GET ticket_order/{id}`,
 * uncached) and its unenrolment (`DELETE ticket_order/{id}/auto_renew`, then member data is
 * read again by the membership store).
 */
export class AutoRenewCancellation {
  readonly order = new Loadable<Order>();
  cancelling = false;
  cancelError: string | null = null;
  /** Cancelled on this page: the loaded order still says scheduled. */
  cancelledHere = false;

  readonly #deps: AutoRenewCancellationDeps;
  readonly #orderId: string;

  constructor(deps: AutoRenewCancellationDeps, orderId: string) {
    this.#deps = deps;
    this.#orderId = orderId;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return this.order.load(() => this.#deps.api.orders.getOrder(this.#orderId));
  }

  get view(): CancellationView {
    const { state } = this.order;
    if (state.status === 'error') return { kind: 'error', message: failureMessage(state.error) };
    if (state.status !== 'ready') return { kind: 'loading' };
    const membership = state.value.membership;
    if (!membership) return { kind: 'not_enrolled' };
    if (this.cancelledHere || membership.autoRenewState === 'cancelled') return { kind: 'cancelled', membership };
    return membership.autoRenewState === 'scheduled' ? { kind: 'scheduled', membership } : { kind: 'not_enrolled' };
  }

  async confirm(): Promise<void> {
    if (this.cancelling) return;
    this.cancelling = true;
    this.cancelError = null;
    try {
      await this.#deps.membership.cancelAutoRenew(this.#orderId);
      runInAction(() => (this.cancelledHere = true));
    } catch (e) {
      runInAction(() => (this.cancelError = failureMessage(toApiError(e))));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }
}
