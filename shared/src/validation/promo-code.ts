/** Spec 01 §5 "Promo code": required, trimmed, min length 2, max length 35. */
import { object, string } from 'yup';

export const PROMO_CODE_MIN = 2;
export const PROMO_CODE_MAX = 35;

export const PROMO_CODE_MESSAGES = {
  required: 'Please enter a code.',
  tooShort: `Please enter at least ${PROMO_CODE_MIN} characters.`,
  tooLong: `Please enter no more than ${PROMO_CODE_MAX} characters.`,
} as const;

export const promoCodeField = () =>
  string()
    .trim()
    .required(PROMO_CODE_MESSAGES.required)
    .min(PROMO_CODE_MIN, PROMO_CODE_MESSAGES.tooShort)
    .max(PROMO_CODE_MAX, PROMO_CODE_MESSAGES.tooLong);

export const promoCodeSchema = object({ code: promoCodeField() });

/** The first message for a code, or null when valid. */
export function promoCodeError(code: string): string | null {
  try {
    promoCodeField().validateSync(code);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}
