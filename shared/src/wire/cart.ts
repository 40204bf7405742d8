import type { WireAmount, WireTimestamp } from './common';
import type { ApiEvent, ApiSession, ApiTicketGroup, ApiTicketType } from './events';
import type { ApiCartGiftee } from './memberships';
import type { ApiCartPayments } from './payments';

export type CartState = 'pending' | 'completed' | 'cancelled';
export type TicketState = 'in_cart' | 'held' | 'booked' | 'redeemed' | 'cancelled' | 'unbooked';

/** One ticket to reserve (spec 01 §3 Reservation item). */
export interface ApiReservationItem {
  ticket_type_id: string;
  event_session_id?: string;
  /** Flexible price (donation, gift card), two decimals. */
  face_value?: WireAmount;
  admit_name?: string;
  admit_email?: string;
  /**
   * Seated groups: the seat (spec 01 §3 reservation item). Required for a `seated` group,
   * refused for any other; the seat must be sold by the ticket's group at the item's session.
   * A seat held or sold meanwhile answers 409 `seat_unavailable` (extra `seat_template_id`).
   */
  seat_template_id?: string;
}

/**
 * Body of `POST my/cart/modify` (create) and `POST my/cart/{id}/modify`.
 * The parts are applied in this order: create, remove, apply_code_before, reserve, apply_code,
 * apply_code_default.
 */
export interface ApiCartModifyBody {
  /**
   * `edit_order_id` opens an edit cart of that booked order (spec 02 §4 Edit order, ADR 0022):
   * only for a guest who may see the order (403 `edit_requires_logout` when signed in).
   */
  create?: { channel: 'web'; campaign?: Record<string, string>; edit_order_id?: string };
  /**
   * Held tickets of this cart go back on sale. In an edit cart it may also name booked tickets
   * of the edited order: they are removed when the edit is confirmed (`_context`
   * `cart_remove_tickets`: 404 `ticket_not_found`, 409 `ticket_state_incorrect`, 409
   * `tickets_too_old`, 409 `ticket_not_editable` 'Please contact us to reschedule your tickets.').
   */
  remove?: { ticket_ids: string[] };
  /**
   * Codes applied before reserving: unlock codes, or with `handler: 'citypass'` one CityPASS
   * voucher per ticket of `reserve.tickets`, in ticket order (spec 01 §5 "CityPASS voucher").
   */
  apply_code_before?: { codes: string[]; handler?: 'citypass'; handler_data?: { visit_datetime: WireTimestamp } };
  /**
   * `gift: true` reserves a gift (spec 03 §4 "Gift of membership disables member benefits"):
   * only into an empty cart or one already reserved as a gift (409 `gift_cart_mixed`); no
   * member benefits, no renewal window. A membership level's tickets are refused while the
   * cart holds another level's (409 `membership_in_cart`); a current member outside the
   * renewal window is refused (409 `renewal_not_open`, `_extra.renewable_from`).
   */
  reserve?: { tickets: ApiReservationItem[]; additional_info?: Record<string, unknown>; gift?: boolean };
  /**
   * Promo codes; a 10-digit gift of membership code redeems the gifted level's tickets reserved
   * with it (their price comes off; 404 `code_not_found`, 409 `code_expired` 'This code has
   * expired', 409 `code_exhausted` 'This code has already been redeemed').
   */
  apply_code?: { codes: string[] };
  /**
   * The tenant's default promo codes (spec 01 §5): applied where they give a benefit, skipped
   * silently where they do not (unknown, used up, nothing to discount, already applied).
   */
  apply_code_default?: { codes: string[] };
}

export interface ApiTicket {
  id: string;
  state: TicketState;
  event_template_id: string;
  event_session_id: string | null;
  ticket_group_id: string;
  ticket_type_id: string;
  ticket_order_id: string | null;
  face_value: WireAmount;
  adjusted_value: WireAmount;
  admit_name: string | null;
  admit_email: string | null;
  /** Scanned at the door; null until the ticket is booked. */
  scan_code: string | null;
  valid_from: WireTimestamp | null;
  valid_to: WireTimestamp | null;
  /** Seated tickets: the seat held and its name as printed ('Stalls C12'); null otherwise. */
  seat_template_id: string | null;
  seat_name: string | null;
}

export interface ApiCartMod {
  id: string;
  /** The promo code that created this cartmod, as the visitor typed it (normalised upper case). */
  code: string | null;
  name: string;
  description: string | null;
  blocking_checkout: boolean;
  discount: WireAmount;
  activating_code_groups: string[];
}

/** Body of `POST my/cart/{id}/remove` (spec 02 §7): `modify`'s `remove`, in the spec's shape. Answers the cart. */
export interface ApiCartRemoveBody {
  tickets: { ticket_id: string }[];
}

/** Body of `PATCH my/cart/{id}` (extend the timer, spec 01 §7): the new expiry instant. */
export interface ApiCartExtendBody {
  expires_at: WireTimestamp;
}

/** Body of `POST my/cart/{id}/apply_code` (spec 01 §7 "promo code"). Answers the cart. */
export interface ApiApplyCodeBody {
  code: string;
}

/** Query `mode` of `GET code/{code}`: comma list of `advertise`, `code`. */
export type ApiCodeLookupMode = 'advertise' | 'code';

/**
 * Answer of `GET code/{code}` (spec 01 §3 "Code lookup"); 404 `code_not_found` for an unknown code.
 * `discounted_amount` is `ticket_type`'s price after the code (null when the code names no type).
 * An expired or not yet valid code is answered too: compare `valid_from`/`valid_to` with now.
 */
export interface ApiCodeLookup {
  code: string;
  valid_from: WireTimestamp | null;
  valid_to: WireTimestamp | null;
  exhausted: boolean;
  discounted_amount: WireAmount | null;
  cartmod: { name: string; description: string | null; blocking_checkout: boolean; activating_code_groups: string[] };
  ticket_type: ApiTicketType | null;
}

/**
 * `GET my/cart/{id}` answers 410 `cart_expired` ('Cart timed out') for a timed-out cart and
 * 409 `cart_booked` ('Cart with order ID {order id} has been booked.', `_extra.order_ids`) for a
 * booked one, unless asked with `?include_completed=true`.
 */
export interface ApiCart extends ApiCartPayments {
  id: string;
  cart_number: string;
  seller_id: string;
  state: CartState;
  identity_id: string;
  /** Null once the cart is no longer holding tickets (completed). */
  expires_at: WireTimestamp | null;
  /** Seconds left until `expires_at`, computed by the server when answering. */
  expires_in: number | null;
  currency_code: string;
  tickets: ApiTicket[];
  cartmods: ApiCartMod[];
  cart_fees: {
    currency_code: string;
    /**
     * `total` is the tickets' adjusted values plus their outside fees; `outside_fees` is the
     * fee part of it (spec 01 §3 Ticket type `outside_fees`, §9 Prices).
     */
    grand_totals: {
      total: WireAmount;
      /** `total` less what was paid. */
      total_outstanding: WireAmount;
      /** What must be paid now: the outstanding part of scheduled payments due by now, else all of it. */
      total_due: WireAmount;
      total_paid: WireAmount;
      outside_fees: WireAmount;
    };
  };
  /** Orders created by checkout; empty while pending. */
  ticket_order: { id: string; order_number: string }[];
  /** Reserved as a gift (`reserve.gift`); the giftee once gift_checkout named one. */
  is_gift: boolean;
  giftee: ApiCartGiftee | null;
  /**
   * An edit cart (spec 02 §4 Edit order): the order it changes, the booked tickets it removes
   * on confirmation, and their value, which counts against the new tickets' price (never below 0:
   * nothing is refunded online). Null for other carts.
   */
  order_edit: { order_id: string; removed_tickets: ApiTicket[]; credit: WireAmount } | null;
  /** A redemption cart: the gift of membership code it redeems. */
  gift_code: string | null;
  /** The templates, sessions, groups and types the tickets refer to. */
  event_template: ApiEvent[];
  event_session: ApiSession[];
  ticket_group: ApiTicketGroup[];
  ticket_type: ApiTicketType[];
}

/**
 * `_code`s of reserving (`POST my/cart`, `POST my/cart/{id}` with `reserve`; spec 01 §8), in
 * context `reserve`, or `citypass` for CityPASS vouchers.
 */
export type ReserveErrorCode =
  | 'ticket_type_not_found'
  | 'session_not_found'
  | 'session_required'
  | 'session_mismatch'
  | 'session_unavailable'
  | 'seller_mismatch'
  | 'validation_failed'
  | 'session_not_allowed'
  | 'ticket_group_not_on_sale'
  | 'ticket_group_sold_out'
  | 'ticket_group_capacity_exceeded'
  | 'membership_required'
  | 'member_limit_exceeded'
  | 'additional_info_validation_failed'
  | 'rule_blocks_reserve'
  | 'max_tickets_per_order_exceeded'
  | 'min_tickets_per_order_not_met'
  | 'event_session_sold_out'
  | 'session_capacity_exceeded'
  | 'invalid_citypass'
  | 'code_exhausted'
  | 'citypass_failure'
  | 'membership_in_cart'
  | 'renewal_not_open'
  | 'gift_cart_mixed'
  | 'membership_expires_before_session'
  | 'seat_not_found'
  | 'seat_not_in_group'
  | 'duplicate_seat'
  | 'seat_unavailable';

/**
 * `_code`s of the cart's own calls (fetch, modify, remove, extend, apply_code, delete; spec
 * 01 §8, 02 §8): context `cart`, `code` for promo codes, `cart_remove_tickets` for edits.
 */
export type CartErrorCode =
  | 'not_found'
  | 'cart_access_denied'
  | 'cart_expired'
  | 'incorrect_cart_state'
  | 'ticket_not_found'
  | 'code_not_found'
  | 'code_exhausted'
  | 'no_code_benefit'
  | 'cart_booked'
  | 'too_many_carts'
  | 'cart_extension_used'
  | 'cart_extension_too_early'
  | 'validation_failed'
  | 'ticket_state_incorrect'
  | 'tickets_too_old'
  | 'ticket_not_editable';

/** A promo code's refusals (`apply_code`, spec 01 §8 "Promo message"; `duplicate_code` from the platform). */
export type PromoCodeErrorCode = Extract<CartErrorCode, 'code_not_found' | 'code_exhausted' | 'no_code_benefit'> | 'duplicate_code';

/** `_extra.reason` of a `code_not_found` for a code outside its validity window. */
export type PromoCodeInvalidReason = 'expired' | 'not_yet_valid';

/** Everything a cart modify (reserve, codes, remove) can answer besides request-level codes. */
export type ModifyCartErrorCode = ReserveErrorCode | CartErrorCode;
