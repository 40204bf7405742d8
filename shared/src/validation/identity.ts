/**
 * Form schemas with the spec's messages (spec 02 §5, 03 §5). Use them with react-hook-form
 * through `yupResolver(identitySchema)` from @hookform/resolvers; its default
 * `shouldFocusError` focuses the first invalid field, which is the spec's "scroll to and
 * focus the first invalid input" rule.
 */
import * as yup from 'yup';

export const VALIDATION_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  emailConfirmRequired: 'Please confirm your email address.',
  emailsMustMatch: 'Email addresses must match.',
  passwordRequired: 'Please enter your password.',
  tooLong: (max: number) => `Please enter no more than ${max} characters.`,
} as const;

/** The e-mail typed again: equal to `email` ignoring case ('Email addresses must match.'). */
export const emailConfirmation = () =>
  yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.emailConfirmRequired)
    .test('emails-match', VALIDATION_MESSAGES.emailsMustMatch, function (value) {
      const email: unknown = this.parent.email;
      return typeof email === 'string' && (value ?? '').toLowerCase() === email.trim().toLowerCase();
    });

export const identitySchema = yup.object({
  firstName: yup.string().trim().required(VALIDATION_MESSAGES.firstNameRequired).max(50, VALIDATION_MESSAGES.tooLong(50)),
  lastName: yup.string().trim().required(VALIDATION_MESSAGES.lastNameRequired).max(50, VALIDATION_MESSAGES.tooLong(50)),
  email: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.emailRequired)
    .email(VALIDATION_MESSAGES.emailInvalid)
    .max(254, VALIDATION_MESSAGES.tooLong(254)),
  emailConfirm: emailConfirmation(),
});

export type IdentityFormValues = yup.InferType<typeof identitySchema>;
