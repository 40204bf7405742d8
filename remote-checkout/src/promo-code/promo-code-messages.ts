/** Spec 01 §8 "Promo message": the words for a promo code the platform refused. */
import type { ApiError, PromoCodeErrorCode, PromoCodeInvalidReason, PromoCodeRefusal } from '@storefront/shared';

/** A promo code's refusal codes, and `code_not_found` told apart by its `_extra.reason`. */
type PromoCodeTextKey = PromoCodeErrorCode | `code_${PromoCodeInvalidReason}`;

/** The specific texts of the error codes a promo code can meet. */
export const PROMO_CODE_ERROR_TEXTS: Readonly<Record<PromoCodeTextKey, (code: string) => string>> = {
  code_not_found: (code) => `"${code}" is not a valid promo code.`,
  code_exhausted: (code) => `"${code}" has already been used the maximum number of times.`,
  code_expired: (code) => `"${code}" has expired.`,
  code_not_yet_valid: (code) => `"${code}" is not valid yet.`,
  no_code_benefit: (code) => `"${code}" does not apply to anything in your cart.`,
  duplicate_code: (code) => `"${code}" has already been applied.`,
};

export const PROMO_CODE_RETRY_MESSAGE = 'Sorry. Please try again later.';

/**
 * Spec 01 §8 "Promo message": a known code gets its specific text; else the server's message
 * with a full stop ('{message}.'); else '"{code}" is not a valid promo code.' for a refusal;
 * else (network, server failure) 'Sorry. Please try again later.'.
 */
export function promoCodeMessage(error: ApiError, code: string): string {
  // The platform answers an expired or not-yet-valid code as `code_not_found` with a reason.
  const reason = error.is('code_not_found') && typeof error.extra.reason === 'string' ? `code_${error.extra.reason}` : null;
  const known = [reason, error.code].find(isPromoCodeTextKey);
  if (known) return PROMO_CODE_ERROR_TEXTS[known](code);
  if (error.description) return `${error.description.replace(/[.\s]+$/, '')}.`;
  if (error.status !== null && error.status >= 400 && error.status < 500) return `"${code}" is not a valid promo code.`;
  return PROMO_CODE_RETRY_MESSAGE;
}

/** The code box's message for the cart's last refused code (`CartStore.promoRefusal`); null when none. */
export const promoRefusalMessage = (refusal: PromoCodeRefusal | null): string | null =>
  refusal ? promoCodeMessage(refusal.error, refusal.code) : null;

function isPromoCodeTextKey(key: string | null): key is PromoCodeTextKey {
  return key !== null && Object.hasOwn(PROMO_CODE_ERROR_TEXTS, key);
}
