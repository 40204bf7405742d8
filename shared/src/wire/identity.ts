/** Body of `POST identity`: the purchaser's details stored before a guest checkout. */
export interface ApiIdentityInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  additional_info?: Record<string, unknown>;
}

export interface ApiIdentity {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Profile fields (spec 03 §3); State can be cleared from the profile. */
  state: string | null;
  zip_code: string | null;
  country: string | null;
  phone: string | null;
}

/** `identity.meta` of `GET my/user` (spec 03 §7). */
export interface ApiIdentityMeta {
  /** False for an account created without a password (password login answers `guest_account`). */
  has_password: boolean;
  /** The e-mail is a placeholder (starts with `NO_EMAIL_MARKER`): the page asks for a real one. */
  email_is_placeholder: boolean;
}

/**
 * Accounts with no real e-mail carry a placeholder that starts with this marker (spec 03
 * §1); after login such a user is sent to /user/set-email-address.
 */
export const NO_EMAIL_MARKER = 'noemail+';

/** A membership held by the user (spec 03 §3 Membership). */
export interface ApiMembership {
  id: string;
  scan_code: string;
  /** The membership level: the member ticket type's name, matched by members-only groups. */
  level_name: string;
  valid_from: string;
  valid_to: string;
  auto_renew_state: 'scheduled' | 'cancelled' | 'none';
  /** Member tickets allowed per event, null = no limit. */
  member_event_purchase_limit: number | null;
  event_template_id: string;
  ticket_group_id: string;
  /** The level (spec "role"; `GET my/membership` embeds it) and its program. */
  role_id: string | null;
  membership_program_id: string | null;
  /** The order that last bought or renewed it (its tickets are the members). */
  ticket_order_id: string | null;
}

/** `GET my/user` (401 `not_authenticated` for a visitor who is not signed in). */
export interface ApiUser {
  id: string;
  identity_id: string;
  email: string;
  identity: ApiIdentity & { meta: ApiIdentityMeta };
  /** Every membership the user has bought, current or expired. */
  memberships: ApiMembership[];
}

/**
 * The tenant's login mode (seller `web.login_mode`, spec 03 §3 login field sets): which
 * fields the login screen asks for. `POST login` accepts every field set below.
 */
export type LoginMode =
  | 'password'
  | 'scan_code'
  | 'scan_code_password'
  | 'scan_code_last_name'
  | 'scan_code_email'
  | 'otp'
  | 'otp_or_password'
  | 'auth0_ecomm'
  | 'sf_ecomm';

/** Password mode (also the password step of `otp_or_password`). */
export interface ApiPasswordLogin {
  username: string;
  password: string;
}
/** Member ID (a membership's `scan_code`) with one more identifier. */
export type ApiScanCodeLogin =
  | { scan_code: string; zip_code: string }
  | { scan_code: string; password: string }
  | { scan_code: string; last_name: string }
  | { scan_code: string; email: string };
/** One-time code: the token `POST login/request_otp` answered and the mailed code. */
export interface ApiOtpLogin {
  token: string;
  otp: string;
}
/** External-token login (auth0_ecomm, sf_ecomm): the provider's ID token. */
export interface ApiJwtLogin {
  jwt: string;
}

/**
 * Body of `POST login`: one field set per login mode. Answers the user (`ApiUser`) and a new
 * session. Errors (spec 03 §8): 401 `invalid_credentials`, `incorrect_password`,
 * `guest_account` (a reset e-mail was sent), `member_not_found` (`_extra.identifier`: the
 * identifier used besides the member ID), `otp_incorrect` (`_extra.remaining_attempts`),
 * `otp_token_expired`, `not_authorized`; 409 `not_available_yet` (the code's e-mail is not
 * sent yet: retry in 5 s); 400 `validation_failed`, `validate_not_email`; 429.
 */
export type ApiLoginBody = ApiPasswordLogin | ApiScanCodeLogin | ApiOtpLogin | ApiJwtLogin;

/** The identifier that, with the member ID, names a member (`member_not_found` `_extra.identifier`). */
export type MemberIdentifier = 'zip_code' | 'password' | 'last_name' | 'email';

/**
 * Body of `POST login/request_otp` (spec 03 §7): answers a token whatever the e-mail (the
 * same answer for unknown ones) and mails a 6-character code and a magic link
 * (`{login path}?otp=CODE`) when an account has that e-mail.
 */
export interface ApiOtpRequestBody {
  email: string;
  provider: 'tix';
  /** The seller slug: the magic link points at that seller's storefront. */
  state?: string;
}
export interface ApiOtpRequestAnswer {
  token: string;
  expires_at: string;
}

/** `POST password_reset/request` and the forgot-membership request: always 204. */
export interface ApiEmailBody {
  email: string;
}
/** `POST password_reset/validate` (404 `not_found` or 400 `validate_failed` when not valid). */
export interface ApiPasswordResetValidateBody {
  token: string;
}
export interface ApiPasswordResetValidateAnswer {
  identity: { email: string };
}
/** `POST password_reset/reset`: 204; the password must meet spec 03 §5's rules. */
export interface ApiPasswordResetBody {
  token: string;
  password: string;
}

/** `POST user` / `PUT my/user` (409 `user_exists` with `_extra.identity_id`). Answers `ApiUser`, signed in. */
export interface ApiUserInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  additional_info?: Record<string, unknown>;
}

/** `PATCH my/user/{id}`: a new e-mail (409 `email_in_use`), or State cleared. Answers `ApiUser`. */
export interface ApiUserPatch {
  email?: string;
  state?: string | null;
}

/** `GET feature_flags?tenant={seller id}&device_id={id}` (spec 03 §7 feature-flag service). */
export interface ApiFeatureFlags {
  flags: Record<string, boolean>;
}

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
