/**
 * The login screen's fields (spec 03 §5 "Login fields" and "One-time code"): required and
 * trimmed (passwords are not trimmed), at most 100 characters for the username / e-mail,
 * 50 for other text, 5 for a ZIP code; a one-time code is exactly 6 letters or digits, and
 * pasted codes are sanitised first. The API's TypeBox schemas use the same lengths.
 */
import * as yup from 'yup';
import type { MemberIdentifier } from '../wire';
import { VALIDATION_MESSAGES } from './identity';
import { PASSWORD_MAX_LENGTH } from './password-rules';

export const LOGIN_FIELD_MAX_LENGTH = {
  email: 100,
  text: 50,
  zipCode: 5,
  // Passwords follow the password rules' limit, so every valid password can sign in.
  password: PASSWORD_MAX_LENGTH,
} as const;

export const OTP_LENGTH = 6;
const OTP_PATTERN = /^[A-Za-z0-9]{6}$/;

export const LOGIN_VALIDATION_MESSAGES = {
  memberIdRequired: 'Please enter your member ID.',
  zipCodeRequired: 'Please enter your ZIP code.',
  otpRequired: 'Please enter your passcode.',
  otpInvalid: 'Please enter the 6-character passcode.',
} as const;

/**
 * A typed or pasted one-time code as the input should hold it: spaces and dashes removed
 * (mails and phones group codes as "AB3 4CD" or "AB3-4CD"), upper case, at most 6 characters.
 */
export function sanitiseOtp(input: string): string {
  return input
    .replace(/[\s\-\u2010-\u2015]/g, '')
    .toUpperCase()
    .slice(0, OTP_LENGTH);
}

const loginEmail = () =>
  yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.emailRequired)
    .email(VALIDATION_MESSAGES.emailInvalid)
    .max(LOGIN_FIELD_MAX_LENGTH.email, VALIDATION_MESSAGES.tooLong(LOGIN_FIELD_MAX_LENGTH.email));

const loginPassword = () =>
  yup
    .string()
    .required(VALIDATION_MESSAGES.passwordRequired)
    .max(LOGIN_FIELD_MAX_LENGTH.password, VALIDATION_MESSAGES.tooLong(LOGIN_FIELD_MAX_LENGTH.password));

const loginText = (requiredMessage: string, max: number = LOGIN_FIELD_MAX_LENGTH.text) =>
  yup.string().trim().required(requiredMessage).max(max, VALIDATION_MESSAGES.tooLong(max));

/** The e-mail step: the address a code is sent to or a password is checked for. */
export const loginEmailSchema = yup.object({ email: loginEmail() });
export type LoginEmailValues = yup.InferType<typeof loginEmailSchema>;

/** The password step (the e-mail was given on the e-mail step). */
export const loginPasswordSchema = yup.object({ password: loginPassword() });
export type LoginPasswordValues = yup.InferType<typeof loginPasswordSchema>;

/** E-mail and password on one form (a login form without steps). */
export const loginSchema = yup.object({ username: loginEmail(), password: loginPassword() });
export type LoginFormValues = yup.InferType<typeof loginSchema>;

/** The one-time code step; give it the sanitised input. */
export const otpSchema = yup.object({
  otp: yup.string().trim().required(LOGIN_VALIDATION_MESSAGES.otpRequired).matches(OTP_PATTERN, { message: LOGIN_VALIDATION_MESSAGES.otpInvalid, excludeEmptyString: true }),
});
export type OtpValues = yup.InferType<typeof otpSchema>;

const memberIdentifierField: Record<MemberIdentifier, () => yup.StringSchema<string>> = {
  zip_code: () => loginText(LOGIN_VALIDATION_MESSAGES.zipCodeRequired, LOGIN_FIELD_MAX_LENGTH.zipCode),
  last_name: () => loginText(VALIDATION_MESSAGES.lastNameRequired),
  email: loginEmail,
  password: loginPassword,
};

/** Member ID (a membership's scan code) with the tenant's second identifier as `value`. */
export function memberLoginSchema(identifier: MemberIdentifier) {
  return yup.object({
    memberId: loginText(LOGIN_VALIDATION_MESSAGES.memberIdRequired),
    value: memberIdentifierField[identifier](),
  });
}
export type MemberLoginValues = yup.InferType<ReturnType<typeof memberLoginSchema>>;
