/** Member accounts (spec 03 §5, §7): `POST user`, `PUT my/user`, `PATCH my/user/{id}`, forgot membership, feature flags. */
import { Type } from '@sinclair/typebox';
import { BodyObject, Email, Uuid } from '@storefront/shared/contract';

/** First and last name: required, at most 50 characters (spec 03 §5). */
const Name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

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

export const UserBody = BodyObject({
  first_name: Name,
  last_name: Name,
  // ajv's `email` format wants a dot in the domain, the set-email rule of spec 03 §5.
  email: Email,
  password: Password,
  additional_info: Type.Optional(AdditionalInfo),
});

export const UserPatchBody = BodyObject(
  {
    email: Type.Optional(Email),
    // null clears the State; a list of types, not a union, for the reason given above.
    state: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 50, pattern: '\\S' })),
  },
  { minProperties: 1 },
);

export const ForgotMembershipBody = BodyObject({ email: Email });

export const FeatureFlagsQuery = Type.Object(
  {
    tenant: Uuid,
    device_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }),
  },
  { additionalProperties: false },
);
