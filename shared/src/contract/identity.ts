/** Body of `POST identity`: the purchaser's details stored before a guest checkout. */
import { Type, type Static } from '@sinclair/typebox';

/** Body of `POST identity`: the purchaser's details stored before a guest checkout. */
export type ApiIdentityInput = Static<typeof ApiIdentityInput>;
export const ApiIdentityInput = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.Optional(Type.String()),
  additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export type ApiIdentity = Static<typeof ApiIdentity>;
export const ApiIdentity = Type.Object({
  id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  /** Profile fields (spec 03 §3); State can be cleared from the profile. */
  state: Type.Union([Type.String(), Type.Null()]),
  zip_code: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
});

/** `identity.meta` of `GET my/user` (spec 03 §7). */
export type ApiIdentityMeta = Static<typeof ApiIdentityMeta>;
export const ApiIdentityMeta = Type.Object({
  /** False for an account created without a password (password login answers `guest_account`). */
  has_password: Type.Boolean(),
  /** The e-mail is a placeholder (starts with `NO_EMAIL_MARKER`): the page asks for a real one. */
  email_is_placeholder: Type.Boolean(),
});

/** A membership held by the user (spec 03 §3 Membership). */
export type ApiMembership = Static<typeof ApiMembership>;
export const ApiMembership = Type.Object({
  id: Type.String(),
  scan_code: Type.String(),
  /** The membership level: the member ticket type's name, matched by members-only groups. */
  level_name: Type.String(),
  valid_from: Type.String(),
  valid_to: Type.String(),
  auto_renew_state: Type.Union([Type.Literal('scheduled'), Type.Literal('cancelled'), Type.Literal('none')]),
  /** Member tickets allowed per event, null = no limit. */
  member_event_purchase_limit: Type.Union([Type.Number(), Type.Null()]),
  event_template_id: Type.String(),
  ticket_group_id: Type.String(),
  /** The level (spec "role"; `GET my/membership` embeds it) and its program. */
  role_id: Type.Union([Type.String(), Type.Null()]),
  membership_program_id: Type.Union([Type.String(), Type.Null()]),
  /** The order that last bought or renewed it (its tickets are the members). */
  ticket_order_id: Type.Union([Type.String(), Type.Null()]),
});

/** `GET my/user` (401 `not_authenticated` for a visitor who is not signed in). */
export type ApiUser = Static<typeof ApiUser>;
export const ApiUser = Type.Object({
  id: Type.String(),
  identity_id: Type.String(),
  email: Type.String(),
  identity: Type.Composite([
    ApiIdentity,
    Type.Object({
      meta: ApiIdentityMeta,
    }),
  ]),
  /** Every membership the user has bought, current or expired. */
  memberships: Type.Array(ApiMembership),
});

/**
 * The tenant's login mode (seller `web.login_mode`, spec 03 §3 login field sets): which
 * fields the login screen asks for. `POST login` accepts every field set below.
 */
export type LoginMode = Static<typeof LoginMode>;
export const LoginMode = Type.Union([
  Type.Literal('password'),
  Type.Literal('scan_code'),
  Type.Literal('scan_code_password'),
  Type.Literal('scan_code_last_name'),
  Type.Literal('scan_code_email'),
  Type.Literal('otp'),
  Type.Literal('otp_or_password'),
  Type.Literal('auth0_ecomm'),
  Type.Literal('sf_ecomm'),
]);

/** Password mode (also the password step of `otp_or_password`). */
export type ApiPasswordLogin = Static<typeof ApiPasswordLogin>;
export const ApiPasswordLogin = Type.Object({
  username: Type.String(),
  password: Type.String(),
});

/** Member ID (a membership's `scan_code`) with one more identifier. */
export type ApiScanCodeLogin = Static<typeof ApiScanCodeLogin>;
export const ApiScanCodeLogin = Type.Union([
  Type.Object({
    scan_code: Type.String(),
    zip_code: Type.String(),
  }),
  Type.Object({
    scan_code: Type.String(),
    password: Type.String(),
  }),
  Type.Object({
    scan_code: Type.String(),
    last_name: Type.String(),
  }),
  Type.Object({
    scan_code: Type.String(),
    email: Type.String(),
  }),
]);

/** One-time code: the token `POST login/request_otp` answered and the mailed code. */
export type ApiOtpLogin = Static<typeof ApiOtpLogin>;
export const ApiOtpLogin = Type.Object({
  token: Type.String(),
  otp: Type.String(),
});

/** External-token login (auth0_ecomm, sf_ecomm): the provider's ID token. */
export type ApiJwtLogin = Static<typeof ApiJwtLogin>;
export const ApiJwtLogin = Type.Object({
  jwt: Type.String(),
});

/**
 * Body of `POST login`: one field set per login mode. Answers the user (`ApiUser`) and a new
 * session. Errors (spec 03 §8): 401 `invalid_credentials`, `incorrect_password`,
 * `guest_account` (a reset e-mail was sent), `member_not_found` (`_extra.identifier`: the
 * identifier used besides the member ID), `otp_incorrect` (`_extra.remaining_attempts`),
 * `otp_token_expired`, `not_authorized`; 409 `not_available_yet` (the code's e-mail is not
 * sent yet: retry in 5 s); 400 `validation_failed`, `validate_not_email`; 429.
 */
export type ApiLoginBody = Static<typeof ApiLoginBody>;
export const ApiLoginBody = Type.Union([ApiPasswordLogin, ApiScanCodeLogin, ApiOtpLogin, ApiJwtLogin]);

/** The identifier that, with the member ID, names a member (`member_not_found` `_extra.identifier`). */
export type MemberIdentifier = Static<typeof MemberIdentifier>;
export const MemberIdentifier = Type.Union([
  Type.Literal('zip_code'),
  Type.Literal('password'),
  Type.Literal('last_name'),
  Type.Literal('email'),
]);

/**
 * Body of `POST login/request_otp` (spec 03 §7): answers a token whatever the e-mail (the
 * same answer for unknown ones) and mails a 6-character code and a magic link
 * (`{login path}?otp=CODE`) when an account has that e-mail.
 */
export type ApiOtpRequestBody = Static<typeof ApiOtpRequestBody>;
export const ApiOtpRequestBody = Type.Object({
  email: Type.String(),
  provider: Type.Literal('tix'),
  /** The seller slug: the magic link points at that seller's storefront. */
  state: Type.Optional(Type.String()),
});

export type ApiOtpRequestAnswer = Static<typeof ApiOtpRequestAnswer>;
export const ApiOtpRequestAnswer = Type.Object({
  token: Type.String(),
  expires_at: Type.String(),
});

/** `POST password_reset/request` and the forgot-membership request: always 204. */
export type ApiEmailBody = Static<typeof ApiEmailBody>;
export const ApiEmailBody = Type.Object({
  email: Type.String(),
});

/** `POST password_reset/validate` (404 `not_found` or 400 `validate_failed` when not valid). */
export type ApiPasswordResetValidateBody = Static<typeof ApiPasswordResetValidateBody>;
export const ApiPasswordResetValidateBody = Type.Object({
  token: Type.String(),
});

export type ApiPasswordResetValidateAnswer = Static<typeof ApiPasswordResetValidateAnswer>;
export const ApiPasswordResetValidateAnswer = Type.Object({
  identity: Type.Object({
    email: Type.String(),
  }),
});

/** `POST password_reset/reset`: 204; the password must meet spec 03 §5's rules. */
export type ApiPasswordResetBody = Static<typeof ApiPasswordResetBody>;
export const ApiPasswordResetBody = Type.Object({
  token: Type.String(),
  password: Type.String(),
});

/** `POST user` / `PUT my/user` (409 `user_exists` with `_extra.identity_id`). Answers `ApiUser`, signed in. */
export type ApiUserInput = Static<typeof ApiUserInput>;
export const ApiUserInput = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  password: Type.String(),
  additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** `PATCH my/user/{id}`: a new e-mail (409 `email_in_use`), or State cleared. Answers `ApiUser`. */
export type ApiUserPatch = Static<typeof ApiUserPatch>;
export const ApiUserPatch = Type.Object({
  email: Type.Optional(Type.String()),
  state: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** `GET feature_flags?tenant={seller id}&device_id={id}` (spec 03 §7 feature-flag service). */
export type ApiFeatureFlags = Static<typeof ApiFeatureFlags>;
export const ApiFeatureFlags = Type.Object({
  flags: Type.Record(Type.String(), Type.Boolean()),
});
