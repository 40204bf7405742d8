/** The e-mail check every sign-in path shares (accounts, one-time codes, password resets). */
import { isEmailAddress } from './identity-schemas';
import { AuthError } from '../lib/errors';

/** 400 `validate_not_email` (spec 03 §8) for an e-mail field that is not one. */
export function assertEmailAddress(value: string, field: string, context = 'login'): void {
  if (!isEmailAddress(value)) throw new AuthError('validate_not_email', { context, extra: { field } });
}
