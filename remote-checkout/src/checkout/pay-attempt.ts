import type { PaymentInput } from '@storefront/shared';
import { newIdempotencyKey } from './payment-entries';

/**
 * The same payment as an attempt's: gateways, amounts and gift cards, and for the card the
 * method chosen (card, wallet, a saved card) but never the PaymentMethod id, which Stripe.js
 * makes anew on every submit.
 */
export function paymentFingerprint(entries: PaymentInput[], cardMethod: string): string {
  return JSON.stringify(
    entries.map((e) =>
      e.gateway === 'stripe' ? [e.gateway, e.amountMinor, cardMethod] : [e.gateway, e.amountMinor, e.gateway === 'ledger' ? e.giftCardNumber : null],
    ),
  );
}

interface Attempt {
  key: string;
  fingerprint: string;
  payments: PaymentInput[];
}

/**
 * The Idempotency-Key of one pay attempt (ADR 0008). After a failure whose answer was lost (a
 * network error, a 5xx) the charge may have gone through: the next submit of the same payment
 * is the same attempt, sent again as it was under the same key, so the API answers the first
 * result and charges nothing. An answer (success, a 4xx) ends the attempt.
 */
export class PayAttempt {
  #kept: Attempt | null = null;

  /** The key and entries to send: the kept attempt's for the same payment, else a new attempt's. */
  begin(payments: PaymentInput[], cardMethod: string): { key: string; payments: PaymentInput[] } {
    const fingerprint = paymentFingerprint(payments, cardMethod);
    if (this.#kept?.fingerprint !== fingerprint) this.#kept = { key: newIdempotencyKey(), fingerprint, payments };
    return { key: this.#kept.key, payments: this.#kept.payments };
  }

  /** The pay call answered (or its answer was lost: `status` null or 5xx, when the attempt is kept). */
  settle(status: number | null | 'answered'): void {
    if (status === 'answered' || (status !== null && status < 500)) this.#kept = null;
  }
}
