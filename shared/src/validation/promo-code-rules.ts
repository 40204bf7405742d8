/**
 * Spec 01 §5 "Promo code": required, trimmed, min length 2, max length 35. Plain code, no
 * yup: the cart store, on every page, checks configured codes with it (the schema in
 * `./promo-code` wraps the same rule for the forms).
 */
export const PROMO_CODE_MIN = 2;
export const PROMO_CODE_MAX = 35;

export const PROMO_CODE_MESSAGES = {
  required: 'Please enter a code.',
  tooShort: `Please enter at least ${PROMO_CODE_MIN} characters.`,
  tooLong: `Please enter no more than ${PROMO_CODE_MAX} characters.`,
} as const;

/** The first message for a code, or null when valid. */
export function promoCodeError(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return PROMO_CODE_MESSAGES.required;
  if (trimmed.length < PROMO_CODE_MIN) return PROMO_CODE_MESSAGES.tooShort;
  if (trimmed.length > PROMO_CODE_MAX) return PROMO_CODE_MESSAGES.tooLong;
  return null;
}
