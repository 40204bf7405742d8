/**
 * Wire shapes of payment, checkout and orders (spec 02 §3, §7; ADR 0008).
 *
 * The purchase is two calls: first the purchaser is stored on the cart (`guest_checkout`
 * for a guest, with the captcha; `checkout` for a member), then `pay` with one or more
 * payment entries. Orders exist once the outstanding total reaches 0; until then `pay`
 * answers the cart with less outstanding (a partial or scheduled payment).
 */
import { Type, type Static } from '@sinclair/typebox';
import { WireAmount, WireTimestamp } from './common';

export type ApiGatewayId = Static<typeof ApiGatewayId>;
export const ApiGatewayId = Type.Union([Type.Literal('free'), Type.Literal('stripe'), Type.Literal('ledger')]);

/** Card provider data of a `stripe` payment entry (spec 02 §3 Payment payload). */
export type ApiStripeGatewayData = Static<typeof ApiStripeGatewayData>;
export const ApiStripeGatewayData = Type.Object({
  /**
   * What pays: a PaymentMethod id from Stripe.js (`pm_…`, `source_type: 'payment_method'`),
   * a saved card's id (`source_type: 'saved_card'`), or, on the retry after the browser
   * confirmed a `requires_action` intent, that PaymentIntent's id (`pi_…`, `source_type: 'payment_intent'`).
   */
  source: Type.String(),
  source_type: Type.Union([Type.Literal('payment_method'), Type.Literal('saved_card'), Type.Literal('payment_intent')]),
  /** Shown on the card statement / in the provider's dashboard. */
  description: Type.Optional(Type.String()),
  /** Members only: keep the card for later (`GET my/identity/saved_payment_method`). */
  save_card: Type.Optional(Type.Boolean()),
});

/** Gift card data of a `ledger` payment entry. */
export type ApiLedgerGatewayData = Static<typeof ApiLedgerGatewayData>;
export const ApiLedgerGatewayData = Type.Object({
  ledger_type: Type.Literal('gift_card'),
  ledger_number: Type.String(),
});

/** One entry of a payment payload; `amount` has two decimals. */
export type ApiPaymentEntry = Static<typeof ApiPaymentEntry>;
export const ApiPaymentEntry = Type.Union([
  Type.Object({
    gateway_id: Type.Literal('free'),
    amount: WireAmount,
  }),
  Type.Object({
    gateway_id: Type.Literal('stripe'),
    amount: WireAmount,
    gateway_data: ApiStripeGatewayData,
  }),
  Type.Object({
    gateway_id: Type.Literal('ledger'),
    amount: WireAmount,
    gateway_data: ApiLedgerGatewayData,
  }),
]);

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
export type ApiPayBody = Static<typeof ApiPayBody>;
export const ApiPayBody = Type.Object(
  {
    payments: Type.Array(ApiPaymentEntry),
    /** Membership auto-renew (spec 03); stored, used by the membership issue. */
    auto_renew: Type.Optional(Type.Boolean()),
  },
  { link: 'ApiIntentActionExtra}): confirm in the' },
);

/** `_extra` of a 402 `intent_requires_action`. */
export type ApiIntentActionExtra = Static<typeof ApiIntentActionExtra>;
export const ApiIntentActionExtra = Type.Object({
  payment_intent_id: Type.String(),
  client_secret: Type.String(),
});

/** hCaptcha's answer, sent with a guest's checkout call (spec 02 §3). */
export type ApiCaptcha = Static<typeof ApiCaptcha>;
export const ApiCaptcha = Type.Object({
  provider: Type.Literal('hcaptcha'),
  token: Type.String(),
});

/**
 * Body of `POST my/cart/{id}/guest_checkout`: stores the guest purchaser on the cart
 * (spec 02 §7 Guest buying). `captcha` is required when the seller has captcha configured
 * (400 `captcha_required` / `captcha_invalid`). Answers the cart.
 */
export type ApiGuestCheckoutBody = Static<typeof ApiGuestCheckoutBody>;
export const ApiGuestCheckoutBody = Type.Object({
  guest_identity_id: Type.String(),
  /** Gifts: who gives (the membership issue). */
  giver_identity_id: Type.Optional(Type.String()),
  captcha: Type.Optional(ApiCaptcha),
});

/** Body of `POST my/cart/{id}/checkout`: the signed-in member is the purchaser. Answers the cart. */
export type ApiMemberCheckoutBody = Static<typeof ApiMemberCheckoutBody>;
export const ApiMemberCheckoutBody = Type.Object({});

/**
 * Body of `POST cart/{id}/guest_checkout`: a staff-made (injected) cart paid in one call;
 * `send_email: false` suppresses the confirmation e-mail. Answers the cart.
 */
export type ApiInjectedCheckoutBody = Static<typeof ApiInjectedCheckoutBody>;
export const ApiInjectedCheckoutBody = Type.Composite([
  ApiPayBody,
  Type.Object({
    send_email: Type.Optional(Type.Boolean()),
  }),
]);

export type ApiScheduledPaymentStatus = Static<typeof ApiScheduledPaymentStatus>;
export const ApiScheduledPaymentStatus = Type.Union([Type.Literal('upcoming'), Type.Literal('overdue'), Type.Literal('paid')]);

/** A part of the cart's price due on a date (deposit now, the rest later). */
export type ApiScheduledPayment = Static<typeof ApiScheduledPayment>;
export const ApiScheduledPayment = Type.Object({
  id: Type.String(),
  due_date: WireTimestamp,
  amount: WireAmount,
  status: ApiScheduledPaymentStatus,
});

export type ApiCompletedPayment = Static<typeof ApiCompletedPayment>;
export const ApiCompletedPayment = Type.Object({
  id: Type.String(),
  occurred_date: WireTimestamp,
  amount: WireAmount,
  gateway_id: ApiGatewayId,
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('refunded')]),
  /** 'Visa •••• 4242', 'Gift card •••• 0042', 'Free'. */
  label: Type.String(),
});

/** Spec 02 §4: labelled Paid, Refund, Dispute Opened, Dispute Closed, Dispute Fee. */
export type ApiGatewayAuditAction = Static<typeof ApiGatewayAuditAction>;
export const ApiGatewayAuditAction = Type.Union([
  Type.Literal('capture'),
  Type.Literal('refund'),
  Type.Literal('dispute_opened'),
  Type.Literal('dispute_closed'),
  Type.Literal('dispute_fee'),
]);

export type ApiGatewayAuditEntry = Static<typeof ApiGatewayAuditEntry>;
export const ApiGatewayAuditEntry = Type.Object({
  id: Type.String(),
  action: ApiGatewayAuditAction,
  amount: WireAmount,
  occurred_at: WireTimestamp,
  gateway_id: ApiGatewayId,
});

/** What `ApiCart` carries about paying it. */
export type ApiCartPayments = Static<typeof ApiCartPayments>;
export const ApiCartPayments = Type.Object({
  /** Who buys: set by `guest_checkout` / `checkout`; null before. */
  purchaser_identity_id: Type.Union([Type.String(), Type.Null()]),
  /** Empty unless the cart's events take a deposit now and the rest later. */
  scheduled_payments: Type.Array(ApiScheduledPayment),
  completed_payments: Type.Array(ApiCompletedPayment),
  gateway_audit: Type.Array(ApiGatewayAuditEntry),
});

/** `GET ledger/{ledger}/{cardNumber}` (spec 02 §3 Gift card); 404 `ledger_not_found`. */
export type ApiLedgerCard = Static<typeof ApiLedgerCard>;
export const ApiLedgerCard = Type.Object({
  number: Type.String(),
  balance: WireAmount,
  currency_code: Type.String(),
  state: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
});

/** `GET my/identity/saved_payment_method` answers `{ data: [...] }` (empty for guests). */
export type ApiSavedPaymentMethod = Static<typeof ApiSavedPaymentMethod>;
export const ApiSavedPaymentMethod = Type.Object({
  id: Type.String(),
  /** Card brand and last digits, e.g. 'Visa •••• 4242'. */
  identifier: Type.String(),
});

/** The kind of an order, for the completed page's wording (spec 02 §2). */
export type ApiOrderKind = Static<typeof ApiOrderKind>;
export const ApiOrderKind = Type.Union([
  Type.Literal('tickets'),
  Type.Literal('membership'),
  Type.Literal('gift'),
  Type.Literal('donation'),
  Type.Literal('ledger'),
]);
