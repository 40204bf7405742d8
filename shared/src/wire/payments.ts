/**
 * Wire shapes of payment, checkout and orders (spec 02 §3, §7; ADR 0008).
 *
 * The purchase is two calls: first the purchaser is stored on the cart (`guest_checkout`
 * for a guest, with the captcha; `checkout` for a member), then `pay` with one or more
 * payment entries. Orders exist once the outstanding total reaches 0; until then `pay`
 * answers the cart with less outstanding (a partial or scheduled payment).
 */
import type { WireAmount, WireTimestamp } from './common';

export type ApiGatewayId = 'free' | 'stripe' | 'ledger';

/** Card provider data of a `stripe` payment entry (spec 02 §3 Payment payload). */
export interface ApiStripeGatewayData {
  /**
   * What pays: a PaymentMethod id from Stripe.js (`pm_…`, `source_type: 'payment_method'`),
   * a saved card's id (`source_type: 'saved_card'`), or, on the retry after the browser
   * confirmed a `requires_action` intent, that PaymentIntent's id (`pi_…`, `source_type: 'payment_intent'`).
   */
  source: string;
  source_type: 'payment_method' | 'saved_card' | 'payment_intent';
  /** Shown on the card statement / in the provider's dashboard. */
  description?: string;
  /** Members only: keep the card for later (`GET my/identity/saved_payment_method`). */
  save_card?: boolean;
}

/** Gift card data of a `ledger` payment entry. */
export interface ApiLedgerGatewayData {
  ledger_type: 'gift_card';
  ledger_number: string;
}

/** One entry of a payment payload; `amount` has two decimals. */
export type ApiPaymentEntry =
  | { gateway_id: 'free'; amount: WireAmount }
  | { gateway_id: 'stripe'; amount: WireAmount; gateway_data: ApiStripeGatewayData }
  | { gateway_id: 'ledger'; amount: WireAmount; gateway_data: ApiLedgerGatewayData };

/**
 * Body of `POST my/cart/{id}/pay` and `POST cart/{id}/pay` (spec 02 §7: no captcha).
 * Header `Idempotency-Key` (8–255 characters): a retried or double-submitted pay with the
 * same key charges once and answers what the first one answered.
 * 400 `validation_failed` with context `payments` when `payments` is empty
 * ('At least one payment entry is required.').
 * 402 `intent_requires_action` (`_extra`: {@link ApiIntentActionExtra}): confirm in the
 * browser, then pay again with `source_type: 'payment_intent'`.
 * 402 `intent_processing` (`_extra.cart_id`): the pending result (checkout/pending/{cartId}).
 * 402 `card_declined` and the provider's other decline codes: `_description` is the
 * provider's message, `_extra.decline_code` its decline code; nothing was charged.
 * 410 `cart_expired`: the cart timed out; nothing was charged.
 */
export interface ApiPayBody {
  payments: ApiPaymentEntry[];
  /** Membership auto-renew (spec 03); stored, used by the membership issue. */
  auto_renew?: boolean;
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** `_extra` of a 402 `intent_requires_action`. */
export interface ApiIntentActionExtra {
  payment_intent_id: string;
  client_secret: string;
}

/** hCaptcha's answer, sent with a guest's checkout call (spec 02 §3). */
export interface ApiCaptcha {
  provider: 'hcaptcha';
  token: string;
}

/**
 * Body of `POST my/cart/{id}/guest_checkout`: stores the guest purchaser on the cart
 * (spec 02 §7 Guest buying). `captcha` is required when the seller has captcha configured
 * (400 `captcha_required` / `captcha_invalid`). Answers the cart.
 */
export interface ApiGuestCheckoutBody {
  guest_identity_id: string;
  /** Gifts: who gives (the membership issue). */
  giver_identity_id?: string;
  captcha?: ApiCaptcha;
}

/** Body of `POST my/cart/{id}/checkout`: the signed-in member is the purchaser. Answers the cart. */
export type ApiMemberCheckoutBody = Record<string, never>;

/**
 * Body of `POST cart/{id}/guest_checkout`: a staff-made (injected) cart paid in one call;
 * `send_email: false` suppresses the confirmation e-mail. Answers the cart.
 */
export interface ApiInjectedCheckoutBody extends ApiPayBody {
  send_email?: boolean;
}

export type ApiScheduledPaymentStatus = 'upcoming' | 'overdue' | 'paid';

/** A part of the cart's price due on a date (deposit now, the rest later). */
export interface ApiScheduledPayment {
  id: string;
  due_date: WireTimestamp;
  amount: WireAmount;
  status: ApiScheduledPaymentStatus;
}

export interface ApiCompletedPayment {
  id: string;
  occurred_date: WireTimestamp;
  amount: WireAmount;
  gateway_id: ApiGatewayId;
  status: 'succeeded' | 'refunded';
  /** 'Visa •••• 4242', 'Gift card •••• 0042', 'Free'. */
  label: string;
}

/** Spec 02 §4: labelled Paid, Refund, Dispute Opened, Dispute Closed, Dispute Fee. */
export type ApiGatewayAuditAction = 'capture' | 'refund' | 'dispute_opened' | 'dispute_closed' | 'dispute_fee';

export interface ApiGatewayAuditEntry {
  id: string;
  action: ApiGatewayAuditAction;
  amount: WireAmount;
  occurred_at: WireTimestamp;
  gateway_id: ApiGatewayId;
}

/** What `ApiCart` carries about paying it. */
export interface ApiCartPayments {
  /** Who buys: set by `guest_checkout` / `checkout`; null before. */
  purchaser_identity_id: string | null;
  /** Empty unless the cart's events take a deposit now and the rest later. */
  scheduled_payments: ApiScheduledPayment[];
  completed_payments: ApiCompletedPayment[];
  gateway_audit: ApiGatewayAuditEntry[];
}

/** `GET ledger/{ledger}/{cardNumber}` (spec 02 §3 Gift card); 404 `ledger_not_found`. */
export interface ApiLedgerCard {
  number: string;
  balance: WireAmount;
  currency_code: string;
  state: 'active' | 'inactive';
}

/** `GET my/identity/saved_payment_method` answers `{ data: [...] }` (empty for guests). */
export interface ApiSavedPaymentMethod {
  id: string;
  /** Card brand and last digits, e.g. 'Visa •••• 4242'. */
  identifier: string;
}

/** The kind of an order, for the completed page's wording (spec 02 §2). */
export type ApiOrderKind = 'tickets' | 'membership' | 'gift' | 'donation' | 'ledger';

/**
 * `_code`s of storing the purchaser (`guest_checkout`, `checkout`, with the captcha: context
 * `checkout`, `captcha`) and of gift-of-membership codes and giftees (spec 02 §7, 03 §5).
 */
export type CheckoutErrorCode =
  | 'cart_empty'
  | 'identity_not_found'
  | 'member_cart'
  | 'captcha_required'
  | 'captcha_invalid'
  | 'not_a_gift'
  | 'giftee_required'
  | 'gift_to_self'
  | 'code_not_found'
  | 'code_expired'
  | 'code_exhausted'
  | 'code_level_mismatch';

/** `_code`s of paying (`POST my/cart/{id}/pay`, gift cards, saved cards; spec 02 §4, §5, §8), context `payments`. */
export type PaymentErrorCode =
  | 'validation_failed'
  | 'idempotency_key_required'
  | 'idempotency_key_reused'
  | 'payment_in_progress'
  | 'purchaser_required'
  | 'rule_blocks_reserve'
  | 'payment_amount_mismatch'
  | 'payment_not_supported'
  | 'free_not_allowed'
  | 'ledger_not_found'
  | 'ledger_empty'
  | 'ledger_currency_mismatch'
  | 'ledger_insufficient_balance'
  | 'saved_card_not_found'
  | 'intent_requires_action'
  | 'intent_processing'
  | 'card_declined'
  | 'payment_failed'
  | 'payment_intent_used';

/**
 * The card provider's own codes that the storefront names (spec 02 §8 expected provider
 * errors, wallet postcode errors). A 402 decline passes the provider's code through, so
 * others can arrive too.
 */
export type CardProviderErrorCode =
  | 'card_declined'
  | 'incorrect_zip'
  | 'postal_code_invalid'
  | 'incorrect_cvc'
  | 'invalid_cvc'
  | 'payment_intent_authentication_failure'
  | 'invalid_bank_account'
  | 'resource_missing';
