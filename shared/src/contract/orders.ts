import { Type, type Static } from '@sinclair/typebox';
import { ApiTicket } from './cart';
import { WireAmount, WireTimestamp } from './common';
import { ApiOrderKind } from './payments';
import { ApiMembership } from './identity';
import { BodyObject, Email } from './inputs';

/** A ticket of an order, with its type's name for the printed tickets. */
export type ApiOrderTicket = Static<typeof ApiOrderTicket>;
export const ApiOrderTicket = Type.Composite([
  ApiTicket,
  Type.Object({
    ticket_type_name: Type.String(),
    /**
     * Spec 02 §5 "Only cancellable tickets": booked, adjusted value 0, session in the future
     * (`POST ticket_order/{id}/cancel`).
     */
    cancellable: Type.Boolean(),
    /**
     * Spec 02 §5 "Editable tickets": booked, a session in the future, its event's category among
     * the seller's `web.self_edit_categories`, its group's handler `tickets` (remove, reschedule).
     */
    editable: Type.Boolean(),
  }),
]);

export type ApiTicketOrder = Static<typeof ApiTicketOrder>;
export const ApiTicketOrder = Type.Object({
  id: Type.String(),
  order_number: Type.String(),
  cart_id: Type.String(),
  identity_id: Type.String(),
  purchased_on: WireTimestamp,
  event_template_id: Type.String(),
  event_name: Type.String(),
  /** The order identity's e-mail (where the confirmation went); null when it has none. */
  purchaser_email: Type.Union([Type.String(), Type.Null()]),
  /** The event venue's IANA zone, in which session times are shown. */
  timezone: Type.String(),
  currency_code: Type.String(),
  total: WireAmount,
  /** For the completed page's wording; `donation` and `ledger` orders are not shown there. */
  kind: ApiOrderKind,
  /** Encoded in the order's QR code (`GET ticket_order/{id}/qrcode`, a PNG with margin 4). */
  scan_code: Type.String(),
  tickets: Type.Array(ApiOrderTicket),
  /**
   * The membership this order bought or renewed (its auto-renew state for
   * `/manage/{id}/cancel-auto-renew`); null for other orders and for gifts.
   */
  membership: Type.Union([ApiMembership, Type.Null()]),
  /** Spec 02 §5: every face value 0 and not every ticket cancelled or past. */
  cancellable: Type.Boolean(),
  /** The caller's live edit cart of this order (spec 02 §4 Edit order), if one is open. */
  edit_cart_id: Type.Union([Type.String(), Type.Null()]),
});

/** Body of `POST ticket_order/{id}/access`: the key of the order's manage link (ADR 0022). */
export type ApiOrderAccessBody = Static<typeof ApiOrderAccessBody>;
export const ApiOrderAccessBody = BodyObject({
  key: Type.String({ minLength: 1, maxLength: 200 }),
});

/**
 * Body of `POST ticket_order/{id}/cancel` (spec 02 §7): cancels these cancellable tickets of
 * a free order. Answers the order. 409 `order_not_cancellable` ('You must contact us to cancel
 * this order.'), 409 `no_valid_tickets` ('No valid tickets found on this order.'), 422
 * `no_tickets_selected` ('Please select at least one ticket to continue.').
 * An empty list is allowed here so that the service answers the spec's own
 * `no_tickets_selected`; an id that is no ticket of the order is `no_valid_tickets`.
 */
export type ApiOrderCancelBody = Static<typeof ApiOrderCancelBody>;
export const ApiOrderCancelBody = BodyObject({
  gateway_data: Type.Optional(BodyObject({})),
  tickets: Type.Array(BodyObject({ ticket_id: Type.String({ minLength: 1, maxLength: 100 }) }), { minItems: 0, maxItems: 1000 }),
});

/** What an order e-mail says: after an edit, after a cancellation, or the plain confirmation. */
export type ApiOrderEmailContext = Static<typeof ApiOrderEmailContext>;
export const ApiOrderEmailContext = Type.Union([Type.Literal('order_update'), Type.Literal('order_cancel')]);

/** Body of `POST ticket_order/{id}/email`: 204; no `log_context` resends the confirmation. */
export type ApiOrderEmailBody = Static<typeof ApiOrderEmailBody>;
export const ApiOrderEmailBody = BodyObject({
  log_context: Type.Optional(ApiOrderEmailContext),
});

/**
 * Body of `POST ticket_order/resend` (spec 02 §7): e-mails the tickets of every order this
 * address bought at the seller. 204; 404 `not_found` 'No orders could be found for this email address.'
 */
export type ApiOrderResendBody = Static<typeof ApiOrderResendBody>;
export const ApiOrderResendBody = BodyObject({
  email: Email,
  /** Only orders that bought a membership. */
  memberships_only: Type.Optional(Type.Boolean()),
});

/** Body of `POST my/ticket_order/resend`: the signed-in member's orders. */
export type ApiMyOrderResendBody = Static<typeof ApiMyOrderResendBody>;
export const ApiMyOrderResendBody = BodyObject({
  memberships_only: Type.Optional(Type.Boolean()),
});

/** Answer of `GET ticket/{id}/walletprecheck`: which wallet passes this ticket can have. */
export type ApiWalletPrecheck = Static<typeof ApiWalletPrecheck>;
export const ApiWalletPrecheck = Type.Object({
  apple_wallet: Type.Boolean(),
  google_wallet: Type.Boolean(),
});
