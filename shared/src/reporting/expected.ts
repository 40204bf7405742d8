/**
 * Spec 02 §8 (and 01 §8): failures the storefront expects and handles are not reported.
 * Error reporting ignores 402, 404, 409, 410 and 422 on API POSTs, 404 on API GETs, 401 on
 * login and user POSTs, and the provider's expected refusals.
 */
import { inCodeSet } from '../api/errors';
import type { CardProviderErrorCode } from '../wire';

const EXPECTED_POST_STATUSES = new Set([402, 404, 409, 410, 422]);
/** POSTs whose 401 is a wrong password or an ended session, not a fault. */
const CREDENTIAL_PATHS = new Set(['login', 'user']);

/** The last path segment of a request URL (absolute or relative to the API base), without query. */
function lastSegment(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

/** True when this API failure is one the spec expects, so it is not reported. */
export function isExpectedFailure(method: string, url: string, status: number | null): boolean {
  if (status === null) return false;
  const verb = method.toUpperCase();
  if (verb === 'GET') return status === 404;
  if (verb !== 'POST') return false;
  if (EXPECTED_POST_STATUSES.has(status)) return true;
  return status === 401 && CREDENTIAL_PATHS.has(lastSegment(url));
}

/** Card provider refusals that are the visitor's to fix (spec 02 §8 "Expected provider errors are not logged"). */
export const EXPECTED_PROVIDER_CODES: ReadonlySet<CardProviderErrorCode> = new Set<CardProviderErrorCode>([
  'card_declined',
  'incorrect_zip',
  'incorrect_cvc',
  'invalid_cvc',
  'payment_intent_authentication_failure',
  'invalid_bank_account',
]);

/** An expected provider refusal, by code, or Afterpay's "terminated by the customer" (which only its message names). */
export function isExpectedProviderFailure(code: string | null | undefined, message = ''): boolean {
  if (inCodeSet(EXPECTED_PROVIDER_CODES, code)) return true;
  return /afterpay/i.test(message) && /terminated by the customer/i.test(message);
}
