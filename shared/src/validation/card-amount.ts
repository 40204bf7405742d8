/**
 * Spec 02 §5/§9 card amount bounds and the scheduled-payment 'other' amount: pure rules over
 * integer minor units.
 */
import type { Money } from '../domain/money';

export const PAYMENT_NOT_SUPPORTED_MESSAGE = 'Payment is not supported for this amount.';

/** The smallest card payment: 0.50, or 0.30 in GBP. */
export const cardMinimumMinor = (currency: string): Money => (currency.toUpperCase() === 'GBP' ? 30 : 50);
/** The largest card payment: 999999.99. */
export const CARD_MAXIMUM_MINOR: Money = 99_999_999;

/** The card provider takes this amount (nothing due by card needs no card at all). */
export function cardAmountSupported(amountMinor: Money, currency: string): boolean {
  return amountMinor >= cardMinimumMinor(currency) && amountMinor <= CARD_MAXIMUM_MINOR;
}

/** Digits with at most one '.' or ',' as the decimal separator (surrounding spaces allowed). */
const DECIMAL = /^(\d*)(?:[.,](\d*))?$/;

/**
 * An amount typed in major units, read as a decimal string (never as a float): one '.' or ','
 * separates the decimals, rounded half-up to 2 decimals. Anything else is unreadable (null).
 */
export function parseAmountMinor(input: string): Money | null {
  const match = DECIMAL.exec(input.trim());
  const whole = match?.[1] ?? '';
  const decimals = match?.[2] ?? '';
  if (!match || (whole === '' && decimals === '')) return null;
  const cents = Number((decimals + '00').slice(0, 2));
  const roundUp = (decimals[2] ?? '0') >= '5' ? 1 : 0;
  return Number(whole || '0') * 100 + cents + roundUp;
}

/**
 * The scheduled-payments 'other' amount: what the visitor typed (major units, see
 * {@link parseAmountMinor}) clamped between the amount due and the outstanding balance.
 * Unreadable input is the amount due.
 */
export function clampOtherAmount(input: string, dueMinor: Money, outstandingMinor: Money): Money {
  const minor = parseAmountMinor(input);
  if (minor === null) return dueMinor;
  return Math.min(outstandingMinor, Math.max(dueMinor, minor));
}
