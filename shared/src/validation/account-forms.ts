/**
 * The account screens' forms (spec 03 §5): the e-mail submit forms (forgot password, forgot
 * membership), set e-mail, and the new password of a reset. Messages the spec quotes are
 * word for word; the others follow VALIDATION_MESSAGES.
 */
import * as yup from 'yup';
import { emailConfirmation, identitySchema, VALIDATION_MESSAGES } from './identity';
import { isPostalCode, PHONE_MAX_LENGTH, stateRequiredFor } from './identity-rules';
import { meetsPasswordRules, PASSWORD_MAX_LENGTH } from './password-rules';

export const EMAIL_MAX_LENGTH = 254;

export const ACCOUNT_FORM_MESSAGES = {
  emailNotValid: 'Email address is not valid.',
  newPasswordRequired: 'Please enter a new password.',
  invalidPassword: 'Invalid password',
} as const;

/** Something, '@', then a domain with at least one dot (set e-mail: 'a@localhost' is refused). */
const EMAIL_WITH_DOTTED_DOMAIN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** Forgot password and forgot membership: required, an e-mail, at most 254 characters. */
export const emailSubmitSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.emailRequired)
    .email(VALIDATION_MESSAGES.emailInvalid)
    .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.tooLong(EMAIL_MAX_LENGTH)),
});

export type EmailSubmitValues = yup.InferType<typeof emailSubmitSchema>;

/** Set e-mail: an e-mail whose domain has a dot, and a confirmation equal to it ignoring case. */
export const setEmailSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.tooLong(EMAIL_MAX_LENGTH))
    .email(ACCOUNT_FORM_MESSAGES.emailNotValid)
    .matches(EMAIL_WITH_DOTTED_DOMAIN, ACCOUNT_FORM_MESSAGES.emailNotValid),
  emailConfirm: emailConfirmation(),
});

export type SetEmailValues = yup.InferType<typeof setEmailSchema>;

/** Reset password: required and meeting the password rules; not trimmed (outer spaces break a rule). */
export const newPasswordSchema = yup.object({
  password: yup
    .string()
    .required(ACCOUNT_FORM_MESSAGES.newPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_FORM_MESSAGES.invalidPassword)
    .test('password-rules', ACCOUNT_FORM_MESSAGES.invalidPassword, (value) => meetsPasswordRules(value ?? '')),
});

export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;

export const ACCOUNT_IDENTITY_MESSAGES = {
  passwordsMustMatch: 'Passwords must match.',
  passwordConfirmRequired: 'Please confirm your password.',
  phoneInvalid: 'Please enter a valid mobile phone number.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  stateRequired: 'Please choose your state.',
} as const;

/**
 * The identity form that creates an account (spec 03 §5 Identity form; `POST user`): the
 * purchaser's names and e-mail with its confirmation (identitySchema), a password meeting the
 * rules with its confirmation, and the address: a postal code of 4 to 10 letters and digits,
 * a phone of at most 50, the State required where the country has a list. Custom fields are
 * checked by the survey rules (at most 1000 characters each).
 */
export const accountIdentitySchema = identitySchema.shape({
  password: yup
    .string()
    .required(VALIDATION_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.tooLong(PASSWORD_MAX_LENGTH))
    .test('password-rules', ACCOUNT_FORM_MESSAGES.invalidPassword, (value) => !value || meetsPasswordRules(value)),
  passwordConfirm: yup
    .string()
    .required(ACCOUNT_IDENTITY_MESSAGES.passwordConfirmRequired)
    .oneOf([yup.ref('password')], ACCOUNT_IDENTITY_MESSAGES.passwordsMustMatch),
  country: yup.string().trim().optional(),
  state: yup
    .string()
    .trim()
    .max(50, VALIDATION_MESSAGES.tooLong(50))
    .when('country', { is: (country: string | undefined) => stateRequiredFor(country), then: (rule) => rule.required(ACCOUNT_IDENTITY_MESSAGES.stateRequired) }),
  zipCode: yup
    .string()
    .trim()
    .optional()
    .test('postal-code', ACCOUNT_IDENTITY_MESSAGES.postalCodeInvalid, (value) => !value || isPostalCode(value)),
  phone: yup.string().trim().optional().max(PHONE_MAX_LENGTH, ACCOUNT_IDENTITY_MESSAGES.phoneInvalid),
});

export type AccountIdentityValues = yup.InferType<typeof accountIdentitySchema>;
