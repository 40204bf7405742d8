/**
 * Calendar arithmetic on venue-local dates ('YYYY-MM-DD') for the 'Choose date' modal
 * (spec 01 §2 "Date picker", §9: 6 × 7 grid, keyboard steps of 1 and 7 days, a range up to
 * the start of the month one year ahead). Pure: no zone is involved once a date is local.
 */

/** Spec 01 §9: the grid is 6 weeks by 7 days. */
export const GRID_WEEKS = 6;
export const GRID_DAYS = 7;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The column headers' names for assistive technology, in the same order. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'YYYY-MM' */
export type Month = string;

const pad = (n: number) => String(n).padStart(2, '0');
const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d ?? 1));
};
const fromUtc = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

export const monthOf = (date: string): Month => date.slice(0, 7);

/** The month `months` after `month`. */
export function addMonths(month: Month, months: number): Month {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + months, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The 42 dates shown for `month`: from the Sunday on or before the 1st. */
export function monthGrid(month: Month): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -toUtc(first).getUTCDay());
  return Array.from({ length: GRID_WEEKS * GRID_DAYS }, (_, i) => addDays(start, i));
}

/** The grid split into its 6 weeks. */
export function monthWeeks(month: Month): string[][] {
  const days = monthGrid(month);
  return Array.from({ length: GRID_WEEKS }, (_, w) => days.slice(w * GRID_DAYS, (w + 1) * GRID_DAYS));
}

/** Spec 01 §9: the calendar covers up to (not including) the start of the month one year ahead. */
export function calendarEndDate(today: string): string {
  return `${addMonths(monthOf(today), 12)}-01`;
}

/** The months a visitor can page through: today's month to the last month before the end. */
export function monthRange(today: string): { first: Month; last: Month } {
  return { first: monthOf(today), last: addMonths(monthOf(today), 11) };
}

/** 'November 2026' */
export function monthTitle(month: Month): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toUtc(`${month}-01`));
}

/** Arrow keys move focus by 1 (left/right) or 7 (up/down) days; null for any other key. */
export function keyStep(key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
      return -7;
    case 'ArrowDown':
      return 7;
    default:
      return null;
  }
}

/** `date` kept within [first, last] inclusive ('YYYY-MM-DD' compares as text). */
export function clampDate(date: string, first: string, last: string): string {
  if (date < first) return first;
  if (date > last) return last;
  return date;
}
