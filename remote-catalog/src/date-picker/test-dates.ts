import type { CalendarDate } from '@storefront/shared';
import { calendarDate } from '@storefront/shared/testing';

/** A calendar day for tests. */
export const calendarDay = (date: string, o: Partial<CalendarDate> = {}): CalendarDate =>
  calendarDate(date, { minPriceMinor: 1200, capacity: 40, ...o });

/** Noon in New York on 2026-11-22. */
export const NOW = Date.parse('2026-11-22T17:00:00.000Z');
export const TZ = 'America/New_York';

/** Lower-case words without punctuation or symbols, as label-in-name checks compare names. */
export const wordsOf = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The words an element shows: its text without the parts hidden from assistive technology. */
export function visibleWords(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return wordsOf(copy.textContent ?? '');
}
