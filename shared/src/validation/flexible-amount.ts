/**
 * Spec 01 §5 "Flexible amount": number, required, step 0.01, within the type's min and max,
 * pattern optional plus, digits, up to two decimals; message 'Value entered is outside min/max'.
 */
import { string } from 'yup';
import { toMinor, type Money } from '../domain/money';

export const FLEXIBLE_AMOUNT_MESSAGES = {
  required: 'Please enter an amount.',
  invalid: 'Please enter an amount in the form 25 or 25.50.',
  outsideMinMax: 'Value entered is outside min/max',
} as const;

/** Optional plus, digits, up to two decimals. */
export const FLEXIBLE_AMOUNT_PATTERN = /^\+?\d+(\.\d{1,2})?$/;

/** '25' → 2500, '+25.5' → 2550, '25.50' → 2550; null when it does not match the pattern. */
export function parseFlexibleAmount(text: string | null | undefined): Money | null {
  const trimmed = (text ?? '').trim();
  return FLEXIBLE_AMOUNT_PATTERN.test(trimmed) ? toMinor(trimmed) : null;
}

/** Bounds in minor units; null = no bound on that side. */
export function flexibleAmountSchema(minMinor: Money | null, maxMinor: Money | null) {
  return string()
    .trim()
    .required(FLEXIBLE_AMOUNT_MESSAGES.required)
    .matches(FLEXIBLE_AMOUNT_PATTERN, FLEXIBLE_AMOUNT_MESSAGES.invalid)
    .test('within-min-max', FLEXIBLE_AMOUNT_MESSAGES.outsideMinMax, (value) => {
      const minor = parseFlexibleAmount(value);
      if (minor === null) return true; // the pattern test reports it
      return (minMinor === null || minor >= minMinor) && (maxMinor === null || minor <= maxMinor);
    });
}

/** The first message for an amount, or null when valid. */
export function flexibleAmountError(text: string, minMinor: Money | null, maxMinor: Money | null): string | null {
  try {
    flexibleAmountSchema(minMinor, maxMinor).validateSync(text);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}
