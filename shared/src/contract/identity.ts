/**
 * Identities and accounts on the wire (spec 03 §3, §5, §7): the purchaser's identity, the
 * member's user, login by every field set, one-time codes, password resets.
 */
import { Type, type Static } from '@sinclair/typebox';
import { WireTimestamp } from './common';
import { BodyObject, Email } from './inputs';

/** First and last name: required, at most 50 characters, not blank (spec 03 §5). */
export const PersonName = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

/** Body of `POST identity`: the purchaser's details stored before a guest checkout. */
export type ApiIdentityInput = Static<typeof ApiIdentityInput>;
export const ApiIdentityInput = BodyObject({
  first_name: PersonName,
  last_name: PersonName,
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Answer of `POST identity`: the stored identity's id, which checkout names. */
export type ApiIdentityCreated = Static<typeof ApiIdentityCreated>;
export const ApiIdentityCreated = Type.Object({
  id: Type.String(),
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

/**
 * Login field lengths (spec 03 §5, §9): username and e-mail 100, other text 50, ZIP 5, code 6.
 * E-mail fields are plain strings here: `POST login` answers one that is not an e-mail with
 * `validate_not_email` (spec 03 §8), not `validation_failed`.
 */
const LoginEmail = Type.String({ minLength: 1, maxLength: 100 });
const LoginText = Type.String({ minLength: 1, maxLength: 50 });
// As long as a new password may be (spec 03 §5): a password the reset accepted must sign in.
const LoginPassword = Type.String({ minLength: 1, maxLength: 254 });

/** Password mode (also the password step of `otp_or_password`). */
export type ApiPasswordLogin = Static<typeof ApiPasswordLogin>;
export const ApiPasswordLogin = BodyObject({
  username: LoginEmail,
  password: LoginPassword,
});

/** Member ID (a membership's `scan_code`) with one more identifier. */
export type ApiScanCodeLogin = Static<typeof ApiScanCodeLogin>;
export const ApiScanCodeLogin = Type.Union([
  BodyObject({ scan_code: LoginText, zip_code: Type.String({ minLength: 1, maxLength: 5 }) }),
  BodyObject({ scan_code: LoginText, password: LoginPassword }),
  BodyObject({ scan_code: LoginText, last_name: LoginText }),
  BodyObject({ scan_code: LoginText, email: LoginEmail }),
]);

/** One-time code: the token `POST login/request_otp` answered and the mailed code. */
export type ApiOtpLogin = Static<typeof ApiOtpLogin>;
export const ApiOtpLogin = BodyObject({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  otp: Type.String({ pattern: '^[A-Za-z0-9]{6}$' }),
});

/** External-token login (auth0_ecomm, sf_ecomm): the provider's ID token. */
export type ApiJwtLogin = Static<typeof ApiJwtLogin>;
export const ApiJwtLogin = BodyObject({
  jwt: Type.String({ minLength: 1, maxLength: 8192 }),
});

/**
 * Body of `POST login`: one field set per login mode. Answers the user (`ApiUser`) and a new
 * session. Errors (spec 03 §8): 401 `invalid_credentials`, `incorrect_password`,
 * `guest_account` (a reset e-mail was sent), `member_not_found` (`_extra.identifier`: the
 * identifier used besides the member ID), `otp_incorrect` (`_extra.remaining_attempts`),
 * `otp_token_expired`, `not_authorized`; 409 `not_available_yet` (the code's e-mail is not
 * sent yet: retry in 5 s); 400 `validation_failed`, `validate_not_email`; 429.
 * One closed object per field set, so a body is exactly one of them or a 400
 * `validation_failed`; the member-ID sets are spread, not nested, so a refusal lists each
 * set's problems once.
 */
export type ApiLoginBody = Static<typeof ApiLoginBody>;
export const ApiLoginBody = Type.Union([ApiPasswordLogin, ...ApiScanCodeLogin.anyOf, ApiOtpLogin, ApiJwtLogin]);

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
export const ApiOtpRequestBody = BodyObject({
  email: LoginEmail,
  provider: Type.Literal('tix'),
  /** The seller slug: the magic link points at that seller's storefront. */
  state: Type.Optional(Type.String({ maxLength: 100 })),
});

export type ApiOtpRequestAnswer = Static<typeof ApiOtpRequestAnswer>;
export const ApiOtpRequestAnswer = Type.Object({
  token: Type.String(),
  expires_at: WireTimestamp,
});

/**
 * `POST password_reset/request`: always 204. An e-mail submit form's field (spec 03 §5: max
 * 254), a plain string: one that is not an e-mail is answered `validate_not_email`.
 * (`POST forgot_membership` sends the same shape, `ApiForgotMembershipBody`.)
 */
export type ApiEmailBody = Static<typeof ApiEmailBody>;
export const ApiEmailBody = BodyObject({
  email: Type.String({ minLength: 1, maxLength: 254 }),
});

const ResetToken = Type.String({ minLength: 1, maxLength: 100 });

/** `POST password_reset/validate` (404 `not_found` or 400 `validate_failed` when not valid). */
export type ApiPasswordResetValidateBody = Static<typeof ApiPasswordResetValidateBody>;
export const ApiPasswordResetValidateBody = BodyObject({
  token: ResetToken,
});

export type ApiPasswordResetValidateAnswer = Static<typeof ApiPasswordResetValidateAnswer>;
export const ApiPasswordResetValidateAnswer = Type.Object({
  identity: Type.Object({
    email: Type.String(),
  }),
});

/**
 * `POST password_reset/reset`: 204; the password must meet spec 03 §5's rules, which the
 * service checks (answering `validation_failed`), so the schema only bounds its length.
 */
export type ApiPasswordResetBody = Static<typeof ApiPasswordResetBody>;
export const ApiPasswordResetBody = BodyObject({
  token: ResetToken,
  password: Type.String({ maxLength: 1000 }),
});

/** Spec 03 §5 caps a password at 254 characters; the rest of its rules are `passwordProblems`'. */
const Password = Type.String({ minLength: 1, maxLength: 254 });

/**
 * The identity form's custom fields, flat: each a text of at most 1000 characters (spec 03 §5
 * "Custom fields max 1000"), a number, yes/no, nothing, or a multiple choice's texts. One
 * schema with a list of types rather than a union: with type coercion on, ajv would turn
 * `true` into "true" in a union's string branch.
 */
const CustomField = Type.Unsafe<string | number | boolean | null | string[]>({
  type: ['string', 'number', 'boolean', 'null', 'array'],
  maxLength: 1000,
  maxItems: 50,
  items: { type: 'string', maxLength: 1000 },
});
const AdditionalInfo = Type.Record(Type.String(), CustomField, {
  maxProperties: 50,
  propertyNames: { minLength: 1, maxLength: 100 },
});

/** `POST user` / `PUT my/user` (409 `user_exists` with `_extra.identity_id`). Answers `ApiUser`, signed in. */
export type ApiUserInput = Static<typeof ApiUserInput>;
export const ApiUserInput = BodyObject({
  first_name: PersonName,
  last_name: PersonName,
  // ajv's `email` format wants a dot in the domain, the set-email rule of spec 03 §5.
  email: Email,
  password: Password,
  additional_info: Type.Optional(AdditionalInfo),
});

/** `PATCH my/user/{id}`: a new e-mail (409 `email_in_use`), or State cleared. Answers `ApiUser`. */
export type ApiUserPatch = Static<typeof ApiUserPatch>;
export const ApiUserPatch = BodyObject(
  {
    email: Type.Optional(Email),
    // null clears the State; a list of types, not a union, for the reason given at `CustomField`.
    state: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 50, pattern: '\\S' })),
  },
  { minProperties: 1 },
);

/** `GET feature_flags?tenant={seller id}&device_id={id}` (spec 03 §7 feature-flag service). */
export type ApiFeatureFlags = Static<typeof ApiFeatureFlags>;
export const ApiFeatureFlags = Type.Object({
  flags: Type.Record(Type.String(), Type.Boolean()),
});
