/**
 * The membership form (spec 03 §5): a level must be chosen, at least one member given, each
 * named member's first and last name (at most 50) and, as the level's admit rules ask, an
 * e-mail (at most 254); a gift's receiver by e-mail typed twice, never the buyer's own.
 * Messages the spec quotes are word for word; the others are the identity form's.
 */
import * as yup from 'yup';
import type { AdmitEmailsMode } from '../domain/types';
import { EMAIL_MAX_LENGTH } from './account-forms';
import { emailConfirmation, identitySchema, VALIDATION_MESSAGES } from './identity';
import { validateAll } from './reservation';

export const MEMBERSHIP_FORM_MESSAGES = {
  levelRequired: 'Please select a membership to continue.',
  memberRequired: 'At least one member is required to purchase a membership',
  giftToSelf: 'You can not gift membership to yourself. Do you want to buy or renew membership for yourself?',
} as const;

export interface MemberDetailValues {
  firstName: string;
  lastName: string;
  email: string;
}

const optionalEmail = () =>
  yup.string().trim().email(VALIDATION_MESSAGES.emailInvalid).max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.tooLong(EMAIL_MAX_LENGTH));

/** A named member: names as the identity form has them; the e-mail required only when the level's admit_emails is 'yes'. */
export function memberDetailSchema(emails: AdmitEmailsMode) {
  return identitySchema.pick(['firstName', 'lastName']).shape({
    email: emails === 'no' ? yup.string().optional() : emails === 'yes' ? optionalEmail().required(VALIDATION_MESSAGES.emailRequired) : optionalEmail().optional(),
  });
}

/** Each field's first message for a named member, `{}` when valid. */
export function memberDetailErrors(emails: AdmitEmailsMode, values: MemberDetailValues): Partial<Record<keyof MemberDetailValues, string>> {
  return validateAll(memberDetailSchema(emails), values);
}

export interface GifteeContactValues {
  email: string;
  emailConfirm: string;
}

/**
 * The gift's receiver (spec 03 §5: the giftee form has no names, password or newsletter; the
 * first named member names the giftee): an e-mail typed twice, not `buyerEmail`.
 */
export function gifteeContactSchema(buyerEmail: string | null) {
  return identitySchema.pick(['email']).shape({
    email: (identitySchema.fields.email as yup.StringSchema).test(
      'not-self',
      MEMBERSHIP_FORM_MESSAGES.giftToSelf,
      (value: string | undefined) => !buyerEmail || (value ?? '').trim().toLowerCase() !== buyerEmail.trim().toLowerCase(),
    ),
    emailConfirm: emailConfirmation(),
  });
}

export function gifteeContactErrors(buyerEmail: string | null, values: GifteeContactValues): Partial<Record<keyof GifteeContactValues, string>> {
  return validateAll(gifteeContactSchema(buyerEmail), values);
}
