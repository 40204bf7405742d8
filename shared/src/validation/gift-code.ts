import * as yup from 'yup';

/** A gift of membership code's length (spec 03 §9). */
export const GIFT_CODE_LENGTH = 10;

/** Spec 03 §5 gift code and §8 code_not_found, word for word. */
export const GIFT_CODE_MESSAGES = {
  invalid: 'You must enter a valid code',
  expired: 'This code has expired',
  redeemed: 'This code has already been redeemed',
} as const;

/** The redeem page's code field: required, exactly 10 characters. */
export const giftCodeSchema = yup.object({
  code: yup.string().trim().required(GIFT_CODE_MESSAGES.invalid).length(GIFT_CODE_LENGTH, GIFT_CODE_MESSAGES.invalid),
});

export type GiftCodeValues = yup.InferType<typeof giftCodeSchema>;
