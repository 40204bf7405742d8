import { toApiError, type Api, type Cart, type PaymentInput } from '@storefront/shared';
import type { PaymentStore } from '../payment/payment-store';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import { PayAttempt } from './pay-attempt';
import { withConfirmedIntent } from './payment-entries';
import { ProviderFailure } from './payment-failure';

/** Where a pay call goes: the visitor's cart (with its auto-renew choice, if any) or an injected cart (spec 02 §2). */
export interface PayTarget {
  cartId: string;
  injected: { sendEmail: boolean } | null;
  autoRenew: boolean | undefined;
}

/**
 * The pay calls of one checkout page (spec 02 §4, ADR 0008): each payment under the key of its
 * attempt, a 402 `intent_requires_action` confirmed with Stripe.js and paid again with the
 * intent, an injected cart's first call through `injected_checkout`. Rejects with the API's
 * error or a `ProviderFailure`.
 */
export class PayCalls {
  readonly #api: Api;
  readonly #attempt = new PayAttempt();

  constructor(api: Api) {
    this.#api = api;
  }

  /**
   * Pays under the key of this attempt: the kept one when this is the same payment sent again
   * after an answer was lost, which the attempt's end (an answer) forgets.
   */
  async pay(target: PayTarget, entries: PaymentInput[], payment: PaymentStore): Promise<Cart> {
    const attempt = this.#attempt.begin(entries, payment.choice);
    try {
      const answered = await this.#payAttempt(target, attempt, payment);
      this.#attempt.settle('answered');
      return answered;
    } catch (e) {
      const err = e instanceof ProviderFailure ? null : toApiError(e);
      this.#attempt.settle(!err || err.is('intent_processing') ? 'answered' : err.status);
      throw e;
    }
  }

  /** Pays with an intent the provider confirmed (a redirect's return), under the intent's own key, so a second run pays it once. */
  payIntent(target: PayTarget, amountMinor: number, intentId: string): Promise<Cart> {
    const entries: PaymentInput[] = [{ gateway: 'stripe', amountMinor, source: intentId, sourceType: 'payment_intent' }];
    return this.#call(target, entries, `intent-${intentId}`, false);
  }

  /** One pay call; a 402 `intent_requires_action` is confirmed with Stripe.js, then paid again with the intent. */
  async #payAttempt(target: PayTarget, attempt: { key: string; payments: PaymentInput[] }, payment: PaymentStore): Promise<Cart> {
    try {
      return await this.#call(target, attempt.payments, attempt.key, true);
    } catch (e) {
      const err = toApiError(e);
      if (!err.is('intent_requires_action')) throw err;
      const stripe = payment.stripe;
      if (!stripe) throw new ProviderFailure(null, M.stripeUnavailable);
      const result = await stripe.handleNextAction({ clientSecret: String(err.extra.client_secret) });
      if (result.error) throw new ProviderFailure(result.error.code, result.error.message);
      // The confirmed intent is a new request: the intent's key (the attempt's answered 402).
      const intentId = String(err.extra.payment_intent_id);
      return this.#call(target, withConfirmedIntent(attempt.payments, intentId), `intent-${intentId}`, false);
    }
  }

  #call({ cartId, injected, autoRenew }: PayTarget, payments: PaymentInput[], idempotencyKey: string, first: boolean): Promise<Cart> {
    const { payments: api } = this.#api;
    if (!injected) return api.pay(cartId, { payments, idempotencyKey, ...(autoRenew === undefined ? {} : { autoRenew }) });
    if (first) return api.injectedCheckout(cartId, { payments, idempotencyKey, sendEmail: injected.sendEmail });
    return api.payInjected(cartId, { payments, idempotencyKey });
  }
}
