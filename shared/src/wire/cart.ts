export type * from '../contract/cart';

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

/** Everything a cart modify (reserve, codes, remove) can answer besides request-level codes. */
export type ModifyCartErrorCode = ReserveErrorCode | CartErrorCode;
