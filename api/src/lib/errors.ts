/**
 * Errors the API answers with. Each service has one error type keyed by the spec's codes
 * (spec 01 §8, 02 §8); each catalogue `satisfies` its code union from the wire types, so a
 * code added, dropped or renamed on one side only fails to compile. The error handler turns
 * any `ApiError` into the wire body `[{_code, _context, _description, _extra}]`.
 */
import type {
  ApiErrorEntry,
  CartErrorCode,
  CheckoutErrorCode,
  EventErrorCode,
  IdentityErrorCode,
  LoginErrorCode,
  MembershipErrorCode,
  OrderErrorCode,
  PasswordResetErrorCode,
  PaymentErrorCode,
  RequestErrorCode,
  RequestGuardErrorCode,
  ReserveErrorCode,
  SellerErrorCode,
  UserErrorCode,
} from '@storefront/shared/wire';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly context: string,
    description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
    this.name = new.target.name;
  }

  toEntry(): ApiErrorEntry {
    return { _code: this.code, _context: this.context, _description: this.message, _extra: this.extra };
  }
}

interface CatalogueEntry {
  status: number;
  description: string;
}

type Catalogue<Code extends string> = Record<Code, CatalogueEntry>;

/** Builds a service's error class from its catalogue of codes. */
function errorType<Code extends string>(name: string, defaultContext: string, catalogue: Catalogue<Code>) {
  const Type = class extends ApiError {
    constructor(
      code: Code,
      options: { context?: string; description?: string; extra?: Record<string, unknown>; status?: number } = {},
    ) {
      const entry = catalogue[code];
      super(options.status ?? entry.status, code, options.context ?? defaultContext, options.description ?? entry.description, options.extra);
    }
  };
  Object.defineProperty(Type, 'name', { value: name });
  return Type;
}

export const NotFoundError = errorType('NotFoundError', 'route', {
  not_found: { status: 404, description: 'Not found' },
} satisfies Catalogue<Extract<RequestErrorCode, 'not_found'>>);

export const ReservationError = errorType('ReservationError', 'reserve', {
  ticket_type_not_found: { status: 400, description: 'Ticket type not found' },
  session_not_found: { status: 400, description: 'Session not found' },
  session_required: { status: 400, description: 'A session is required for this ticket type' },
  session_mismatch: { status: 400, description: 'The ticket type does not belong to the session’s event' },
  session_unavailable: { status: 409, description: 'This session is no longer available' },
  seller_mismatch: { status: 400, description: 'Tickets of another seller cannot be added to this cart' },
  validation_failed: { status: 422, description: 'Value entered is outside min/max' },
  session_not_allowed: { status: 400, description: 'Flexible tickets are not booked for a session' },
  ticket_group_not_on_sale: { status: 409, description: 'These tickets are not on sale at the moment.' },
  ticket_group_sold_out: { status: 409, description: 'These tickets have sold out.' },
  ticket_group_capacity_exceeded: { status: 409, description: 'Not enough tickets are left.' },
  membership_required: { status: 403, description: 'This event is only available to members.' },
  member_limit_exceeded: { status: 422, description: 'You have reached the member ticket limit for this event.' },
  additional_info_validation_failed: { status: 422, description: 'Please check your answers.' },
  rule_blocks_reserve: { status: 422, description: 'A code is required to book these tickets.' },
  max_tickets_per_order_exceeded: { status: 422, description: 'Too many tickets for one order' },
  min_tickets_per_order_not_met: { status: 422, description: 'Not enough tickets for one order' },
  event_session_sold_out: { status: 409, description: 'Tickets have sold out for this session.' },
  session_capacity_exceeded: { status: 409, description: 'Not enough tickets are left for this session.' },
  invalid_citypass: { status: 400, description: 'Does not match the expected format. Please check your CityPASS code.' },
  code_exhausted: { status: 409, description: 'This CityPASS code has already been used.' },
  citypass_failure: { status: 422, description: 'CityPASS vouchers cannot be redeemed at the moment. Please try again later.' },
  membership_in_cart: { status: 409, description: 'A membership is already in your cart. Please check out or remove it first.' },
  /** `_extra.renewable_from`; the description names the date in the seller's zone. */
  renewal_not_open: { status: 409, description: 'Your membership cannot be renewed yet.' },
  gift_cart_mixed: { status: 409, description: 'A gift must be bought on its own. Please complete or empty your cart first.' },
  membership_expires_before_session: {
    status: 403,
    description: 'Your membership expires before this session. Please renew your membership to book it.',
  },
  // Seated groups (spec 01 §3 reservation item `seat_template_id`, §5; issue 15), `_extra.seat_template_id`.
  seat_not_found: { status: 404, description: 'Seat not found' },
  /** The description names the seat and the group: 'Stalls A1 is not sold as Standard.' */
  seat_not_in_group: { status: 400, description: 'This seat is not sold with these tickets.' },
  duplicate_seat: { status: 400, description: 'Each seat can be reserved only once.' },
  /** Held or sold by another ticket; the description names the seat, `_extra` adds `seat_name` and `event_session_id`. */
  seat_unavailable: { status: 409, description: 'Sorry, this seat has just been taken. Please choose another seat.' },
} satisfies Catalogue<ReserveErrorCode>);
export type ReservationError = InstanceType<typeof ReservationError>;

export const CartError = errorType('CartError', 'cart', {
  not_found: { status: 404, description: 'Cart not found' },
  cart_access_denied: { status: 403, description: 'Access denied to cart' },
  cart_expired: { status: 410, description: 'Cart timed out' },
  incorrect_cart_state: { status: 409, description: 'The cart can no longer be changed' },
  ticket_not_found: { status: 400, description: 'Ticket not found in this cart' },
  code_not_found: { status: 400, description: 'Code not found' },
  code_exhausted: { status: 409, description: 'This promo code has already been used the maximum number of times.' },
  no_code_benefit: { status: 422, description: 'This promo code does not apply to the tickets in your cart.' },
  cart_booked: { status: 409, description: 'This cart has been booked.' },
  too_many_carts: { status: 429, description: 'You have too many carts open. Please complete or discard one first.' },
  cart_extension_used: { status: 409, description: 'The cart has already been extended once.' },
  cart_extension_too_early: { status: 409, description: 'The cart can only be extended shortly before it expires.' },
  validation_failed: { status: 422, description: 'The request is not valid' },
  // Edit carts (spec 02 §4 Edit order, §8; ADR 0022), mostly in context `cart_remove_tickets`.
  ticket_state_incorrect: { status: 409, description: 'This ticket has already been changed or cancelled.' },
  tickets_too_old: { status: 409, description: 'This session has already started, so its tickets can no longer be changed.' },
  ticket_not_editable: { status: 409, description: 'Please contact us to reschedule your tickets.' },
} satisfies Catalogue<CartErrorCode>);

/** Storing the purchaser (`guest_checkout`, `checkout`) and the captcha that guards it. */
export const CheckoutError = errorType('CheckoutError', 'checkout', {
  cart_empty: { status: 409, description: 'The cart has no tickets' },
  identity_not_found: { status: 400, description: 'Purchaser identity not found' },
  member_cart: { status: 403, description: 'This cart belongs to a member. Please log in to check out.' },
  captcha_required: { status: 400, description: 'Please complete the captcha.' },
  captcha_invalid: { status: 400, description: 'The captcha could not be verified. Please try again.' },
  // Gifts of membership (spec 02 §7, spec 03 §5; ADR 0021).
  not_a_gift: { status: 409, description: 'This cart is not a gift.' },
  giftee_required: { status: 409, description: 'Please tell us who receives the gift.' },
  gift_to_self: { status: 409, description: 'You cannot gift a membership to yourself. Do you want to buy or renew a membership?' },
  code_not_found: { status: 404, description: 'Code not found' },
  code_expired: { status: 409, description: 'This code has expired' },
  code_exhausted: { status: 409, description: 'This code has already been redeemed' },
  /** The description names the code's level: 'This code is for a Family membership.' */
  code_level_mismatch: { status: 409, description: 'This code is for another membership.' },
} satisfies Catalogue<CheckoutErrorCode>);

/** Paying (spec 02 §4, §5, §8; ADR 0008). Card declines keep the provider's code and message. */
export const PaymentError = errorType('PaymentError', 'payments', {
  validation_failed: { status: 400, description: 'At least one payment entry is required.' },
  idempotency_key_required: { status: 400, description: 'An Idempotency-Key header of 8 to 255 characters is required.' },
  idempotency_key_reused: { status: 422, description: 'This Idempotency-Key was already used for another payment.' },
  payment_in_progress: { status: 409, description: 'A payment for this cart is already in progress.' },
  purchaser_required: { status: 409, description: 'Please enter the purchaser’s details before paying.' },
  rule_blocks_reserve: { status: 409, description: 'A checkout code is required to pay for this cart.' },
  payment_amount_mismatch: { status: 400, description: 'The payment amount does not match the amount due.' },
  payment_not_supported: { status: 400, description: 'Payment is not supported for this amount.' },
  free_not_allowed: { status: 400, description: 'The free gateway can only be used when nothing is due.' },
  ledger_not_found: { status: 404, description: 'Gift card not found' },
  ledger_empty: { status: 422, description: 'Gift Card balance is $0' },
  ledger_currency_mismatch: { status: 422, description: 'This gift card cannot be used in this currency.' },
  ledger_insufficient_balance: { status: 422, description: 'The gift card balance is lower than this amount.' },
  saved_card_not_found: { status: 400, description: 'Saved card not found' },
  intent_requires_action: { status: 402, description: 'Your bank asks you to confirm this payment.' },
  intent_processing: { status: 402, description: 'Your payment is processing.' },
  card_declined: { status: 402, description: 'Your card was declined.' },
  payment_failed: { status: 402, description: 'The payment could not be completed.' },
  payment_intent_used: { status: 409, description: 'This payment was already used.' },
} satisfies Catalogue<PaymentErrorCode>);
export type PaymentError = InstanceType<typeof PaymentError>;

export const EventError = errorType('EventError', 'event', {
  not_found: { status: 404, description: 'Event not found' },
  event_removed: { status: 410, description: 'This event is no longer available' },
  validation_failed: { status: 400, description: 'The request is not valid' },
  ticket_type_not_found: { status: 400, description: 'Ticket type not found for this event' },
} satisfies Catalogue<EventErrorCode>);

export const SellerError = errorType('SellerError', 'seller', {
  not_found: { status: 404, description: 'Seller not found' },
} satisfies Catalogue<SellerErrorCode>);

/** Sign-in (spec 03 §8 Login and account, spec 02 §8 guest_account and incorrect_password). */
export const AuthError = errorType('AuthError', 'login', {
  invalid_credentials: { status: 401, description: 'The e-mail or password you entered is incorrect.' },
  not_authenticated: { status: 401, description: 'You are not signed in.' },
  guest_account: {
    status: 401,
    description: 'Oops! You have not set a password yet. Please check your email inbox for instructions to set a password, then try again.',
  },
  incorrect_password: { status: 401, description: 'That is not the correct password. Please try again.' },
  /** `_extra.identifier` names the detail given with the member ID; the description varies with it. */
  member_not_found: { status: 401, description: 'Member details not found. Please check your member ID and ZIP code.' },
  not_authorized: { status: 401, description: 'This sign-in is not valid. Please request a new code.' },
  otp_incorrect: { status: 401, description: 'The passcode you entered is invalid.' },
  otp_token_expired: { status: 401, description: 'This passcode has expired. Please request a new code.' },
  not_available_yet: { status: 409, description: 'Your passcode is on its way. Please try again in a few seconds.' },
  validate_not_email: { status: 400, description: 'Please enter a valid email address.' },
} satisfies Catalogue<LoginErrorCode>);

/** Password reset links (spec 03 §4, §8: 'This reset link is not valid. It may have expired.'). */
export const PasswordResetError = errorType('PasswordResetError', 'password_reset', {
  not_found: { status: 404, description: 'This reset link is not valid. It may have expired.' },
  validate_failed: { status: 400, description: 'This reset link is not valid. It may have expired.' },
  validation_failed: { status: 400, description: 'Invalid password' },
} satisfies Catalogue<PasswordResetErrorCode>);

/** Refusals before a route runs: rate limits (429 with Retry-After) and cross-site writes (ADR 0012). */
export const RequestGuardError = errorType('RequestGuardError', 'request', {
  too_many_requests: { status: 429, description: 'Too many requests. Please wait a moment and try again.' },
  csrf_rejected: { status: 403, description: 'This request came from another site and was refused.' },
} satisfies Catalogue<RequestGuardErrorCode>);

/** A member's memberships (spec 03 §7, §8 Memberships). */
export const MembershipError = errorType('MembershipError', 'membership', {
  auto_renew_not_scheduled: { status: 409, description: 'This membership is not enrolled in auto-renew.' },
} satisfies Catalogue<MembershipErrorCode>);

export const IdentityError = errorType('IdentityError', 'identity', {
  additional_info_too_large: { status: 400, description: 'The additional information is too large.' },
} satisfies Catalogue<IdentityErrorCode>);

/** Raised by `locking.ts` when a lock is not granted within the lock timeout. */
export class LockTimeoutError extends Error {
  constructor() {
    super('Lock not granted within the lock timeout');
    this.name = 'LockTimeoutError';
  }
}

/** Answered after lock timeouts were retried the allowed number of times. */
export class BusyError extends ApiError {
  constructor() {
    super(503, 'busy' satisfies RequestErrorCode, 'server', 'We are very busy right now. Please try again in a moment.');
  }
}

/** Member accounts (spec 03 §7, §8): creating one, replacing or patching the caller's own. */
export const UserError = errorType('UserError', 'user', {
  user_exists: { status: 409, description: 'An account with this e-mail address already exists. Please log in.' },
  email_in_use: {
    status: 409,
    description: 'Another account uses this e-mail address. Please contact us to change it.',
  },
  forbidden: { status: 403, description: 'You can only change your own account.' },
  validation_failed: { status: 400, description: 'The request is not valid' },
} satisfies Catalogue<UserErrorCode>);

/** Order self-service (spec 02 §5, §7, §8; ADR 0022): cancelling a free order's tickets. */
export const OrderError = errorType('OrderError', 'ticket_order', {
  edit_requires_logout: { status: 403, description: 'Please log-out to edit your tickets' },
  no_tickets_selected: { status: 422, description: 'Please select at least one ticket to continue.' },
  order_not_cancellable: { status: 409, description: 'You must contact us to cancel this order.' },
  no_valid_tickets: { status: 409, description: 'No valid tickets found on this order.' },
  /** An edit of the order is being paid for: its cart cannot be discarded meanwhile. */
  order_edit_in_progress: { status: 409, description: 'A change to this order is being paid for. Please try again in a moment.' },
} satisfies Catalogue<OrderErrorCode>);
