import { object, string } from 'yup';
import { PROMO_CODE_MESSAGES, promoCodeError } from './promo-code-rules';

/** The promo code rule (`promoCodeError`) as a trimmed yup field, for react-hook-form. */
export const promoCodeField = () =>
  string()
    .trim()
    .required(PROMO_CODE_MESSAGES.required)
    .test('promo-code', (value, context) => {
      const message = promoCodeError(value);
      return message === null || context.createError({ message });
    });

export const promoCodeSchema = object({ code: promoCodeField() });
