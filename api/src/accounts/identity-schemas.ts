/**
 * Login input helpers: the bodies themselves are the contract's (`@storefront/shared/contract`
 * `ApiLoginBody`, `ApiOtpRequestBody`, …); these are the checks made around them.
 */

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
