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

/**
 * The scheduled-payments 'other' amount: what the visitor typed (major units), rounded to
 * 2 decimals and clamped between the amount due and the outstanding balance. Unreadable
 * input is the amount due.
 */
export function clampOtherAmount(input: string, dueMinor: Money, outstandingMinor: Money): Money {
  const value = Number.parseFloat(input.replace(/[^0-9.]/g, ''));
  if (!Number.isFinite(value)) return dueMinor;
  const minor = Math.round(value * 100);
  return Math.min(outstandingMinor, Math.max(dueMinor, minor));
}

