/**
 * Spec 01 §5 "Admit details": first and last name required when the group's admit_names is
 * 'required'; e-mail required only when admit_emails is 'yes'; 'optional' validates the
 * format only; 'disabled' / 'no' hide the fields (nothing to validate).
 */
import { object, string } from 'yup';
import type { AdmitEmailsMode, AdmitNamesMode } from '../domain/types';
import { VALIDATION_MESSAGES } from './identity';
import { validateAll } from './reservation';

export interface AdmitEntryValues {
  firstName: string;
  lastName: string;
  email: string;
}

export function admitEntrySchema(names: AdmitNamesMode, emails: AdmitEmailsMode) {
  const name = (required: string) => {
    const s = string().trim().max(50, VALIDATION_MESSAGES.tooLong(50));
    return names === 'required' ? s.required(required) : s.optional();
  };
  const email = string().trim().email(VALIDATION_MESSAGES.emailInvalid).max(254, VALIDATION_MESSAGES.tooLong(254));
  return object({
    firstName: names === 'disabled' ? string().optional() : name(VALIDATION_MESSAGES.firstNameRequired),
    lastName: names === 'disabled' ? string().optional() : name(VALIDATION_MESSAGES.lastNameRequired),
    email:
      emails === 'no' ? string().optional() : emails === 'yes' ? email.required(VALIDATION_MESSAGES.emailRequired) : email.optional(),
  });
}

/** Each field's first message, `{}` when valid. */
export function admitErrors(
  names: AdmitNamesMode,
  emails: AdmitEmailsMode,
  values: AdmitEntryValues,
): Partial<Record<keyof AdmitEntryValues, string>> {
  return validateAll(admitEntrySchema(names, emails), values);
}
