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

const spokenDateFormat = utcFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** 'Monday, November 23, 2026': a venue-local date in full, for names read out rather than shown. */
export const spokenDate = (date: string) => spokenDateFormat.format(asUtc(date));

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

/** How a seller shows day prices: the currency, its prefix and whether fees are included. */
export interface DayPriceDisplay {
  currency: string;
  prefix?: string;
  includeFees?: boolean;
}

/** The day of the month a calendar cell shows: '3' for 2026-11-03. */
export const dayOfMonth = (date: string) => String(Number(date.slice(8)));

const joinName = (parts: (string | null | false)[]) => parts.filter(Boolean).join(', ');

/** What an open day shows after its date and status, in the same order: price, annotations, price increase. */
function shownDetails(day: CalendarDate, annotations: Annotation[], display: DayPriceDisplay): (string | null | false)[] {
  const open = day.status === 'available';
  return [
    open && priceText(dayPrice(day, display.includeFees ?? false), display.currency, display.prefix),
    ...annotations.map((a) => a.message),
    // The '+' is only a symbol on screen; the legend's words say what it means.
    open && day.priceIncrease && PRICE_INCREASE_TEXT,
  ];
}

/**
 * A date button's accessible name (WCAG 2.5.3 label in name): the words it shows, in their
 * order ('Today', 'Nov 23', availability, price, annotations), then the full date.
 */
export function dateButtonName(day: CalendarDate, tz: string, now: number, annotations: Annotation[], display: DayPriceDisplay): string {
  const { top, bottom } = dayLabel(day.date, tz, now);
  return joinName([top, bottom, availabilityText(day), ...shownDetails(day, annotations, display), longDate(day.date, tz)]);
}

/**
 * A calendar day's accessible name (WCAG 2.5.3): the number, price and `annotations` it shows,
 * then the date in full words (the cell shows only its number) and its availability, which the
 * cell shows only by its style.
 */
export function calendarDayName(date: string, day: CalendarDate | undefined, annotations: Annotation[], display: DayPriceDisplay): string {
  const shown = day ? shownDetails(day, annotations, display) : [];
  return joinName([dayOfMonth(date), ...shown, spokenDate(date), day ? availabilityText(day) : availabilityText({ status: 'unavailable' })]);
}
