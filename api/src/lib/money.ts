/** Money is integer minor units inside; the wire carries two-decimal strings. */
import type { WireAmount } from '@storefront/shared/wire';

export function toWireAmount(minor: number): WireAmount {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const AMOUNT = /^\+?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Parses "12.5" or "12.50" into 1250; null when it is not a non-negative amount. */
export function fromWireAmount(amount: string): number | null {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return null;
  const [, units = '0', cents = ''] = match;
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

/** A fixed price takes the session's surcharge; a flexible one (min/max set) does not. */
export function unitPrice(
  type: { priceMinor: number; priceMinMinor: number | null; priceMaxMinor: number | null },
  surchargeMinor: number,
): number {
  const flexible = type.priceMinMinor !== null || type.priceMaxMinor !== null;
  return flexible ? type.priceMinor : type.priceMinor + surchargeMinor;
}
