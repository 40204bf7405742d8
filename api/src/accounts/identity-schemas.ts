import { Type, type Static } from '@sinclair/typebox';
import { BodyObject, Email } from '@storefront/shared/contract';

const Name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

export const IdentityBody = BodyObject({
  first_name: Name,
  last_name: Name,
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Login field lengths (spec 03 §5, §9): username and e-mail 100, other text 50, ZIP 5, code 6. */
const LoginEmail = Type.String({ minLength: 1, maxLength: 100 });
const LoginText = Type.String({ minLength: 1, maxLength: 50 });
// As long as a new password may be (spec 03 §5): a password the reset accepted must sign in.
const LoginPassword = Type.String({ minLength: 1, maxLength: 254 });

/**
 * `POST login`: one closed object per field set (`ApiLoginBody`), so a body is exactly one
 * of them or a 400 `validation_failed`. E-mail fields are plain strings here: the route
 * answers one that is not an e-mail with `validate_not_email` (spec 03 §8).
 */
export const LoginBody = Type.Union([
  BodyObject({ username: LoginEmail, password: LoginPassword }),
  BodyObject({ scan_code: LoginText, zip_code: Type.String({ minLength: 1, maxLength: 5 }) }),
  BodyObject({ scan_code: LoginText, password: LoginPassword }),
  BodyObject({ scan_code: LoginText, last_name: LoginText }),
  BodyObject({ scan_code: LoginText, email: LoginEmail }),
  BodyObject({ token: Type.String({ minLength: 1, maxLength: 100 }), otp: Type.String({ pattern: '^[A-Za-z0-9]{6}$' }) }),
  BodyObject({ jwt: Type.String({ minLength: 1, maxLength: 8192 }) }),
]);
export type LoginBody = Static<typeof LoginBody>;

export const OtpRequestBody = BodyObject({
  email: LoginEmail,
  provider: Type.Literal('tix'),
  /** The seller slug whose storefront the magic link opens. */
  state: Type.Optional(Type.String({ maxLength: 100 })),
});

export const OtpRequestAnswer = Type.Object({ token: Type.String(), expires_at: Type.String({ format: 'date-time' }) });

/** `password_reset/request` (spec 03 §5 e-mail submit forms: max 254). */
export const EmailBody = BodyObject({ email: Type.String({ minLength: 1, maxLength: 254 }) });

const ResetToken = Type.String({ minLength: 1, maxLength: 100 });

export const PasswordResetValidateBody = BodyObject({ token: ResetToken });

export const PasswordResetValidateAnswer = Type.Object({ identity: Type.Object({ email: Type.String() }) });

/** The password's rules (spec 03 §5) are checked by the service, answering `validation_failed`. */
export const PasswordResetBody = BodyObject({ token: ResetToken, password: Type.String({ maxLength: 1000 }) });

/** Spec 03 §5 "Set e-mail": a local part, an `@` and a domain with a dot. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/** Body fields the login routes trim before validating (spec 03 §5 "required and trimmed"); passwords are kept as typed. */
const UNTRIMMED = new Set(['password']);

export function trimmedBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' && !UNTRIMMED.has(key) ? value.trim() : value]),
  );
}
