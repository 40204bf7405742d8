import { makeAutoObservable, runInAction } from 'mobx';
import { toApiError, type Api } from '@storefront/shared';
import { RESEND_TEXTS as T } from './resend-texts';

function failureMessage(e: unknown): string {
  const err = toApiError(e);
  if (err.status === 404) return T.noOrders;
  if (err.status === 429) return T.tooManyRequests;
  return T.failed;
}

/**
 * `/resend` (spec 02 §2, §7): a guest's orders to the address they give
 * (`POST ticket_order/resend`), or a member's to their own (`POST my/ticket_order/resend`).
 */
export class TicketResend {
  sending = false;
  /** Where the tickets went; set once a resend succeeded. */
  sentTo: string | null = null;
  failure: string | null = null;

  readonly #api: Api;

  constructor(api: Api) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  sendTo(email: string): Promise<void> {
    return this.#send(email, () => this.#api.orders.resendOrders(email));
  }

  /** The member's e-mail is the address the API sends to; it is only named in the message. */
  sendToMember(memberEmail: string): Promise<void> {
    return this.#send(memberEmail, () => this.#api.orders.resendMyOrders());
  }

  async #send(email: string, call: () => Promise<void>): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.failure = null;
    try {
      await call();
      runInAction(() => (this.sentTo = email));
    } catch (e) {
      runInAction(() => (this.failure = failureMessage(e)));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
