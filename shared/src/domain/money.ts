/**
 * Money is held as integer minor units (cents, pence) everywhere in the storefront; the
 * wire carries two-decimal strings ("12.50"). Convert only at the API edge.
 * Assumes two-decimal currencies (USD, GBP, EUR, CAD, AUD, NZD: the sellers we serve).
 */
export type Money = number;

const AMOUNT = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/** "12.50" → 1250, "12.5" → 1250, "-3" → -300. Throws on anything else. */
export function toMinor(amount: string | number): Money {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = AMOUNT.exec(text);
  if (!m) throw new Error(`Not a money amount: "${String(amount)}"`);
  const [, sign, units = '0', cents = ''] = m;
  const minor = Number(units) * 100 + Number(cents.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/** 1250 → "12.50", -5 → "-0.05". */
export function toWireAmount(minor: Money): string {
  if (!Number.isInteger(minor)) throw new Error(`Money must be integer minor units: ${minor}`);
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${units}.${cents}`;
}

export const FREE_LABEL = 'Free';

/** 2500, 'USD' → "$25.00"; 1200, 'GBP' → "£12.00"; 0 → "Free" (spec 01 §9). */
export function formatMoney(minor: Money, currency: string, locale = 'en-US'): string {
  if (minor === 0) return FREE_LABEL;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/**
 * Spec 01 §9 Prices: the price a visitor is shown carries the outside fees only when the
 * seller advertises prices including fees.
 */
export function advertisedPrice(priceMinor: Money, feesMinor: Money, includeFees: boolean): Money {
  return includeFees ? priceMinor + feesMinor : priceMinor;
}
