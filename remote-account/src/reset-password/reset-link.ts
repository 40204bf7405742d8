import { toApiError } from '@storefront/shared';

export const RESET_LINK_INVALID = 'This reset link is not valid. It may have expired.';

/** Spec 03 §8: a token the API does not know (404 not_found) or refuses (validate_failed). */
export function isInvalidResetLink(e: unknown): boolean {
  const err = toApiError(e);
  return err.is('not_found') || err.is('validate_failed');
}
