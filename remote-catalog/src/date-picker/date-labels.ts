import { advertisedPrice, formatDate, formatMoney, relativeDayLabel, type CalendarDate, type Money } from '@storefront/shared';
import type { RuleMessage } from '../message-rules/message-rules';

/** What a date or session shows for a message rule annotation (spec 01 §3 Message rule). */
export type Annotation = RuleMessage;

/** Spec 01 §2: the price prefix, from `web.price_display.primary_prefix`, else 'from'. */
export const DEFAULT_PRICE_PREFIX = 'from';
/** Spec 01 §2 legend text for a date whose sessions cost more. */
export const PRICE_INCREASE_TEXT = 'Session will incur an additional cost';

const utcFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const weekdayFormat = utcFormat({ weekday: 'short' });
const dayMonthFormat = utcFormat({ month: 'short', day: 'numeric' });
const asUtc = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The two lines of a date button: 'Today' / 'Tomorrow' / 'Mon', then 'Nov 23'. */
export function dayLabel(date: string, tz: string, now: number): { top: string; bottom: string } {
  return {
    top: relativeDayLabel(date, tz, now) ?? weekdayFormat.format(asUtc(date)),
    bottom: dayMonthFormat.format(asUtc(date)),
  };
}

/** 'Mon, Nov 23, 2026' (spec 01 §9 date only). */
export const longDate = (date: string, tz: string) => formatDate(date, tz);

/** 'Available', 'Sold out' or 'Unavailable' (spec 01 §3: other statuses mean unavailable). */
export function availabilityText(day: Pick<CalendarDate, 'status'>): string {
  if (day.status === 'available') return 'Available';
  return day.status === 'sold_out' ? 'Sold out' : 'Unavailable';
}

/** 'from $12.00', 'Free' for 0, null when no price is known. */
export function priceText(minor: Money | null, currency: string, prefix = DEFAULT_PRICE_PREFIX): string | null {
  if (minor === null) return null;
  return minor === 0 ? formatMoney(0, currency) : `${prefix} ${formatMoney(minor, currency)}`.trim();
}

/** A day's lowest price as shown: with the fees of that ticket when the seller advertises them (spec 01 §9). */
export function dayPrice(day: Pick<CalendarDate, 'minPriceMinor' | 'feesMinor'>, includeFees: boolean): Money | null {
  return day.minPriceMinor === null ? null : advertisedPrice(day.minPriceMinor, day.feesMinor, includeFees);
}

/** The accessible name of a date: the long date, its availability and its price. */
export function dateAriaLabel(day: CalendarDate, tz: string, currency: string, prefix?: string, includeFees = false): string {
  const price = day.status === 'available' ? priceText(dayPrice(day, includeFees), currency, prefix) : null;
  return [longDate(day.date, tz), availabilityText(day), price].filter(Boolean).join(', ');
}
