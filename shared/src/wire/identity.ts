/** Body of `POST identity`: the purchaser's details stored before a guest checkout. */
export type * from '../contract/identity';

/**
 * Accounts with no real e-mail carry a placeholder that starts with this marker (spec 03
 * §1); after login such a user is sent to /user/set-email-address.
 */
export const NO_EMAIL_MARKER = 'noemail+';

/**
 * The cookie the page can read while a member is signed in (the session cookie is HttpOnly):
 * its value is the session's expiry in epoch seconds. The page checks it every second and
 * signs the visitor out when it is gone (spec 03 §4 session end).
 */
export const SESSION_MARKER_COOKIE = 'sf_session_expires';

/** `_code`s of signing in (`login`, `login/request_otp`, `my/user`; spec 03 §8 Login and account, 02 §8), context `login`. */
export type LoginErrorCode =
  | 'invalid_credentials'
  | 'not_authenticated'
  | 'guest_account'
  | 'incorrect_password'
  | 'member_not_found'
  | 'not_authorized'
  | 'otp_incorrect'
  | 'otp_token_expired'
  | 'not_available_yet'
  | 'validate_not_email';

/** `_code`s of password reset links (`password_reset/validate`, `password_reset/reset`; spec 03 §8). */
export type PasswordResetErrorCode = 'not_found' | 'validate_failed' | 'validation_failed';

/** `_code`s of member accounts (`POST user`, `PUT`/`PATCH my/user`; spec 03 §7, §8), context `user`. */
export type UserErrorCode = 'user_exists' | 'email_in_use' | 'forbidden' | 'validation_failed';

/** `_code` of storing the purchaser's identity (`POST identity`), context `identity`. */
export type IdentityErrorCode = 'additional_info_too_large';
