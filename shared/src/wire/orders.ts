import type { WireAmount, WireTimestamp } from './common';
import type { ApiTicket } from './cart';
import type { ApiOrderKind } from './payments';

/** A ticket of an order, with its type's name for the printed tickets. */
export interface ApiOrderTicket extends ApiTicket {
  ticket_type_name: string;
  /**
   * Spec 02 §5 "Only cancellable tickets": booked, adjusted value 0, session in the future
   * (`POST ticket_order/{id}/cancel`).
   */
  cancellable: boolean;
  /**
   * Spec 02 §5 "Editable tickets": booked, a session in the future, its event's category among
   * the seller's `web.self_edit_categories`, its group's handler `tickets` (remove, reschedule).
   */
  editable: boolean;
}

export interface ApiTicketOrder {
  id: string;
  order_number: string;
  cart_id: string;
  identity_id: string;
  purchased_on: WireTimestamp;
  event_template_id: string;
  event_name: string;
  /** The order identity's e-mail (where the confirmation went); null when it has none. */
  purchaser_email: string | null;
  /** The event venue's IANA zone, in which session times are shown. */
  timezone: string;
  currency_code: string;
  total: WireAmount;
  /** For the completed page's wording; `donation` and `ledger` orders are not shown there. */
  kind: ApiOrderKind;
  /** Encoded in the order's QR code (`GET ticket_order/{id}/qrcode`, a PNG with margin 4). */
  scan_code: string;
  tickets: ApiOrderTicket[];
  /**
   * The membership this order bought or renewed (its auto-renew state for
   * `/manage/{id}/cancel-auto-renew`); null for other orders and for gifts.
   */
  membership: import('./identity').ApiMembership | null;
  /** Spec 02 §5: every face value 0 and not every ticket cancelled or past. */
  cancellable: boolean;
  /** The caller's live edit cart of this order (spec 02 §4 Edit order), if one is open. */
  edit_cart_id: string | null;
}

/** Body of `POST ticket_order/{id}/access`: the key of the order's manage link (ADR 0022). */
export interface ApiOrderAccessBody {
  key: string;
}

/**
 * Body of `POST ticket_order/{id}/cancel` (spec 02 §7): cancels these cancellable tickets of
 * a free order. Answers the order. 409 `order_not_cancellable` ('You must contact us to cancel
 * this order.'), 409 `no_valid_tickets` ('No valid tickets found on this order.'), 422
 * `no_tickets_selected` ('Please select at least one ticket to continue.').
 */
export interface ApiOrderCancelBody {
  gateway_data?: Record<string, never>;
  tickets: { ticket_id: string }[];
}

/** What an order e-mail says: after an edit, after a cancellation, or the plain confirmation. */
export type ApiOrderEmailContext = 'order_update' | 'order_cancel';

/** Body of `POST ticket_order/{id}/email`: 204; no `log_context` resends the confirmation. */
export interface ApiOrderEmailBody {
  log_context?: ApiOrderEmailContext;
}

/**
 * Body of `POST ticket_order/resend` (spec 02 §7): e-mails the tickets of every order this
 * address bought at the seller. 204; 404 `not_found` 'No orders could be found for this email address.'
 */
export interface ApiOrderResendBody {
  email: string;
  /** Only orders that bought a membership. */
  memberships_only?: boolean;
}

/** Body of `POST my/ticket_order/resend`: the signed-in member's orders. */
export interface ApiMyOrderResendBody {
  memberships_only?: boolean;
}

/** Answer of `GET ticket/{id}/walletprecheck`: which wallet passes this ticket can have. */
export interface ApiWalletPrecheck {
  apple_wallet: boolean;
  google_wallet: boolean;
}

/** `_code`s of order self-service (cancel, edit, access; spec 02 §5, §7, §8), context `ticket_order`. */
export type OrderErrorCode =
  | 'edit_requires_logout'
  | 'no_tickets_selected'
  | 'order_not_cancellable'
  | 'no_valid_tickets'
  | 'order_edit_in_progress';
