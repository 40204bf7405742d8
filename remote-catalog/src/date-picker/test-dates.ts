import type { CalendarDate } from '@storefront/shared';
import { calendarDate } from '@storefront/shared/testing';

/** A calendar day for tests. */
export const calendarDay = (date: string, o: Partial<CalendarDate> = {}): CalendarDate =>
  calendarDate(date, { minPriceMinor: 1200, capacity: 40, ...o });

/** Noon in New York on 2026-11-22. */
export const NOW = Date.parse('2026-11-22T17:00:00.000Z');
export const TZ = 'America/New_York';
