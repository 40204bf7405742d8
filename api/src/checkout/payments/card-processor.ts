/**
 * What the stripe gateway needs from a card processor: Stripe's PaymentIntents, reduced to
 * the fields the pay sequence reads. Two adapters: `stripe-processor.ts` (the `stripe`
 * package, with STRIPE_SECRET_KEY) and `sandbox-processor.ts` (intents kept in the database).
 */

/** Stripe's PaymentIntent statuses. */
export type CardIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** A provider error: Stripe's `code`, `decline_code` and `message`. */
export interface CardError {
  code: string;
  declineCode?: string;
  message: string;
}

export interface CardIntent {
  id: string;
  status: CardIntentStatus;
  clientSecret: string;
  amountMinor: number;
  /** Lower case, as Stripe has it. */
  currency: string;
  paymentMethodId: string | null;
  card: { brand: string; last4: string } | null;
  /** `metadata.cart_id`: the cart the intent pays. */
  cartId: string | null;
  /** The Stripe customer the intent charges (null: none). */
  customer: string | null;
  /** Created with `setup_future_usage: 'off_session'`: once it succeeds, its card is the customer's to charge later. */
  savesCard: boolean;
  /** `metadata.pay_key`: the idempotency key of the pay entry that created it (webhooks and the reconciler match it). */
  payKey: string | null;
  /** The last error (a decline); null when there was none. */
  error: CardError | null;
}

export interface CreateIntentRequest {
  amountMinor: number;
  currency: string;
  paymentMethod: string;
  /** A Stripe customer: to use a saved card, or to keep this one. */
  customer: string | null;
  saveCard: boolean;
  description: string | null;
  cartId: string;
  idempotencyKey: string;
  /** Charged without the customer present (Stripe's `off_session`): a card needing authentication declines. */
  offSession?: boolean;
}

export interface CardProcessor {
  /** Creates and confirms an intent; a decline answers the intent with its `error`, it does not throw. */
  createIntent(request: CreateIntentRequest): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardIntent>;
  /** The intent a create under this idempotency key made, if any (the reconciler asks after a crash). */
  findIntentByKey(idempotencyKey: string): Promise<CardIntent | null>;
  /** Refunds a succeeded intent in full (or cancels one not captured). */
  refund(id: string): Promise<void>;
  createCustomer(input: { identityId: string; email: string | null; name: string | null }): Promise<string>;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa •••• 4242'. */
export function cardLabel(card: { brand: string; last4: string } | null): string {
  if (!card) return 'Card';
  return `${BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} •••• ${card.last4}`;
}
