/**
 * Wire shapes of payment, checkout and orders (spec 02 §3, §7; ADR 0008).
 *
 * The purchase is two calls: first the purchaser is stored on the cart (`guest_checkout`
 * for a guest, with the captcha; `checkout` for a member), then `pay` with one or more
 * payment entries. Orders exist once the outstanding total reaches 0; until then `pay`
 * answers the cart with less outstanding (a partial or scheduled payment).
 */
import { Type, type Static } from '@sinclair/typebox';
import { OpenObject, WireAmount, WireTimestamp } from './common';
import { Amount, BodyObject, Uuid } from './inputs';

export type ApiGatewayId = Static<typeof ApiGatewayId>;
export const ApiGatewayId = Type.Union([Type.Literal('free'), Type.Literal('stripe'), Type.Literal('ledger')]);

/** Card provider data of a `stripe` payment entry (spec 02 §3 Payment payload). */
export type ApiStripeGatewayData = Static<typeof ApiStripeGatewayData>;
export const ApiStripeGatewayData = BodyObject({
  /**
   * What pays: a PaymentMethod id from Stripe.js (`pm_…`, `source_type: 'payment_method'`),
   * a saved card's id (`source_type: 'saved_card'`), or, on the retry after the browser
   * confirmed a `requires_action` intent, that PaymentIntent's id (`pi_…`, `source_type: 'payment_intent'`).
   */
  source: Type.String({ minLength: 1, maxLength: 255 }),
  source_type: Type.Union([Type.Literal('payment_method'), Type.Literal('saved_card'), Type.Literal('payment_intent')]),
  /** Shown on the card statement / in the provider's dashboard. */
  description: Type.Optional(Type.String({ maxLength: 500 })),
  /** Members only: keep the card for later (`GET my/identity/saved_payment_method`). */
  save_card: Type.Optional(Type.Boolean()),
});

/** Gift card data of a `ledger` payment entry. */
export type ApiLedgerGatewayData = Static<typeof ApiLedgerGatewayData>;
export const ApiLedgerGatewayData = BodyObject({
  ledger_type: Type.Literal('gift_card'),
  ledger_number: Type.String({ minLength: 1, maxLength: 70 }),
});

/**
 * One entry of a payment payload; `amount` has two decimals. The schema checks one object
 * rather than a union of three, so a wrong `gateway_id` is one clear error rather than three
 * branches' errors; the API then pairs each gateway with its data (400 `validation_failed` in
 * `payments`, 'Payment 1: the stripe gateway needs its gateway_data.'). The type is the entry
 * so paired: what the storefront sends and the gateways read.
 */
export type ApiPaymentEntry =
  | { gateway_id: 'free'; amount: WireAmount }
  | { gateway_id: 'stripe'; amount: WireAmount; gateway_data: ApiStripeGatewayData }
  | { gateway_id: 'ledger'; amount: WireAmount; gateway_data: ApiLedgerGatewayData };
export const ApiPaymentEntry = BodyObject({
  gateway_id: ApiGatewayId,
  amount: Amount,
  gateway_data: Type.Optional(Type.Union([ApiStripeGatewayData, ApiLedgerGatewayData])),
});

/** A pay body's type with its entries paired (see {@link ApiPaymentEntry}). */
type WithPairedEntries<Body extends { payments: unknown[] }> = Omit<Body, 'payments'> & { payments: ApiPaymentEntry[] };

const payFields = {
  payments: Type.Array(ApiPaymentEntry, { maxItems: 10 }),
  /** Membership auto-renew (spec 03); stored, used by the membership issue. */
  auto_renew: Type.Optional(Type.Boolean()),
};

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
export type ApiPayBody = WithPairedEntries<Static<typeof ApiPayBody>>;
export const ApiPayBody = BodyObject(payFields);

/** `_extra` of a 402 `intent_requires_action`. */
export type ApiIntentActionExtra = Static<typeof ApiIntentActionExtra>;
export const ApiIntentActionExtra = Type.Object({
  payment_intent_id: Type.String(),
  client_secret: Type.String(),
});

/** hCaptcha's answer, sent with a guest's checkout call (spec 02 §3). */
export type ApiCaptcha = Static<typeof ApiCaptcha>;
export const ApiCaptcha = BodyObject({
  provider: Type.Literal('hcaptcha'),
  token: Type.String({ maxLength: 10_000 }),
});

/**
 * Body of `POST my/cart/{id}/guest_checkout`: stores the guest purchaser on the cart
 * (spec 02 §7 Guest buying). `captcha` is required when the seller has captcha configured
 * (400 `captcha_required` / `captcha_invalid`). Answers the cart.
 */
export type ApiGuestCheckoutBody = Static<typeof ApiGuestCheckoutBody>;
export const ApiGuestCheckoutBody = BodyObject({
  guest_identity_id: Uuid,
  /** Gifts: who gives (the membership issue). */
  giver_identity_id: Type.Optional(Uuid),
  captcha: Type.Optional(ApiCaptcha),
});

/**
 * Body of `POST my/cart/{id}/checkout`: the signed-in member is the purchaser; the body may be
 * left out. Answers the cart.
 */
export type ApiMemberCheckoutBody = Static<typeof ApiMemberCheckoutBody>;
export const ApiMemberCheckoutBody = Type.Optional(BodyObject({}));

/**
 * Body of `POST cart/{id}/guest_checkout`: a staff-made (injected) cart paid in one call;
 * `send_email: false` suppresses the confirmation e-mail. Answers the cart.
 */
export type ApiInjectedCheckoutBody = WithPairedEntries<Static<typeof ApiInjectedCheckoutBody>>;
export const ApiInjectedCheckoutBody = BodyObject({ ...payFields, send_email: Type.Optional(Type.Boolean()) });

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

/**
 * The Stripe sandbox's PaymentIntent (ADR 0008), as `GET sandbox/stripe/payment_intents/{id}`
 * and `POST …/{id}/confirm` answer it to the stand-in Stripe.js: the fields of Stripe's own
 * PaymentIntent object that Stripe.js reads. The object is Stripe's, not ours: other keys pass.
 */
export type ApiSandboxPaymentIntent = Static<typeof ApiSandboxPaymentIntent>;
export const ApiSandboxPaymentIntent = OpenObject({
  id: Type.String(),
  object: Type.Literal('payment_intent'),
  /** Stripe's statuses: `requires_action`, `processing`, `succeeded`, `requires_payment_method`, … */
  status: Type.String(),
  client_secret: Type.String(),
  /** Minor units, as Stripe counts. */
  amount: Type.Integer(),
  currency: Type.String(),
  payment_method: Type.String(),
  /** Stripe's error object of the last failed attempt: `decline_code` for a decline only. */
  last_payment_error: Type.Union([
    OpenObject({ code: Type.String(), decline_code: Type.Optional(Type.String()), message: Type.String() }),
    Type.Null(),
  ]),
});

/**
 * Answer of `POST sandbox/injected_cart` (sandbox only): a demo injected (staff-made) cart
 * with its purchaser, and the storefront's checkout page for it.
 */
export type ApiInjectedCartDemo = Static<typeof ApiInjectedCartDemo>;
export const ApiInjectedCartDemo = Type.Object({
  cart_id: Type.String(),
  purchaser: Type.String(),
  checkout_url: Type.String(),
});
