import type { CalendarDate } from '@storefront/shared';

/** A calendar day for tests. */
export const calendarDay = (date: string, o: Partial<CalendarDate> = {}): CalendarDate => ({
  date,
  status: 'available',
  minPriceMinor: 1200,
  feesMinor: 0,
  priceIncrease: false,
  capacity: 40,
  used: 0,
  ...o,
});

/** Noon in New York on 2026-11-22. */
export const NOW = Date.parse('2026-11-22T17:00:00.000Z');
export const TZ = 'America/New_York';
