/**
 * Dates and times are ISO strings (UTC instants) or venue-local calendar dates
 * ('YYYY-MM-DD'), always shown in the venue's time zone (spec 01 §9 formats).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME_FORMAT = 'ddd, MMM D, YYYY [at] h:mm A';
export const DATE_FORMAT = 'ddd, MMM D, YYYY';
export const TIME_FORMAT = 'h:mm A';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
/** Order and session lists of the account area (spec 02 §9, spec 03 §2.6). */
export const ORDER_LIST_DATE_FORMAT = 'ddd, MMMM D YYYY';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An instant (ISO string, epoch ms or Date). */
export type Instant = string | number | Date;

const inZone = (at: Instant, tz: string) => dayjs(at).tz(tz);

/** 'Sun, Nov 22, 2026 at 2:00 PM' */
export function formatDateTime(iso: Instant, tz: string): string {
  return inZone(iso, tz).format(DATE_TIME_FORMAT);
}

/** 'Sun, Nov 22, 2026'. A calendar date ('YYYY-MM-DD') is already venue-local and is not shifted. */
export function formatDate(isoOrDate: Instant, tz: string): string {
  if (typeof isoOrDate === 'string' && CALENDAR_DATE.test(isoOrDate)) {
    return dayjs(isoOrDate).format(DATE_FORMAT);
  }
  return inZone(isoOrDate, tz).format(DATE_FORMAT);
}

/** 'Sun, November 22 2026': the account area's order and session lists (spec 03 §2.6). */
export function formatOrderListDate(iso: Instant, tz: string): string {
  return inZone(iso, tz).format(ORDER_LIST_DATE_FORMAT);
}

/** '2:00 PM' */
export function formatTime(iso: Instant, tz: string): string {
  return inZone(iso, tz).format(TIME_FORMAT);
}

/** The venue-local calendar date of an instant: '2026-11-22'. */
export function toVenueDate(iso: Instant, tz: string): string {
  return inZone(iso, tz).format(ISO_DATE_FORMAT);
}

const timeOfDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'HH:mm' (24 h) of an instant in the venue's zone. Called per session in render loops (tabs,
 * message rules), so one formatter per zone is kept rather than built per call.
 */
export function venueTimeOfDay(iso: Instant, tz: string): string {
  let format = timeOfDayFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeOfDayFormats.set(tz, format);
  }
  const parts = format.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** The calendar date after `date` ('YYYY-MM-DD'), by calendar arithmetic (no zone involved). */
export function nextDate(date: string): string {
  return dayjs(date).add(1, 'day').format(ISO_DATE_FORMAT);
}

/**
 * Venue-local midnight of `date` to the next venue-local midnight, as UTC ISO strings, for
 * `start_datetime._gte` / `._lt` queries. DST-safe: the day may be 23 or 25 hours long.
 */
export function dayRangeInZone(date: string, tz: string): { from: string; to: string } {
  if (!CALENDAR_DATE.test(date)) throw new Error(`Expected a date 'YYYY-MM-DD', got "${date}"`);
  return {
    from: dayjs.tz(date, tz).toISOString(),
    to: dayjs.tz(nextDate(date), tz).toISOString(),
  };
}

/** 'Today' or 'Tomorrow' in the venue's zone relative to `now`, else null. */
export function relativeDayLabel(date: Instant, tz: string, now: Instant): 'Today' | 'Tomorrow' | null {
  const day = typeof date === 'string' && CALENDAR_DATE.test(date) ? date : toVenueDate(date, tz);
  const today = toVenueDate(now, tz);
  if (day === today) return 'Today';
  if (day === nextDate(today)) return 'Tomorrow';
  return null;
}
