/**
 * Wire shapes of payment, checkout and orders (spec 02 §3, §7; ADR 0008).
 *
 * The purchase is two calls: first the purchaser is stored on the cart (`guest_checkout`
 * for a guest, with the captcha; `checkout` for a member), then `pay` with one or more
 * payment entries. Orders exist once the outstanding total reaches 0; until then `pay`
 * answers the cart with less outstanding (a partial or scheduled payment).
 */
export type * from '../contract/payments';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

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
