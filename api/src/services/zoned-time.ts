/**
 * Wall-clock arithmetic in an IANA time zone with the platform's Intl data (no library):
 * event dates are venue-local dates, instants are stored in UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timezone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of formatter(timezone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

export function isValidTimeZone(timezone: string): boolean {
  try {
    formatter(timezone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone from UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timezone: string): number {
  const w = wallClock(instant, timezone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the venue's clock shows `date` (YYYY-MM-DD) `time` (HH:MM). */
export function zonedInstant(date: string, time: string, timezone: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = naive - offsetMs(new Date(naive), timezone);
  const second = naive - offsetMs(new Date(first), timezone);
  return new Date(second);
}

/** The venue-local calendar date (YYYY-MM-DD) of `instant`. */
export function zonedDate(instant: Date, timezone: string): string {
  const w = wallClock(instant, timezone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Start (venue midnight) of the month one year after the month of `now` (spec 01 §9). */
export function startOfMonthOneYearAhead(now: Date, timezone: string): Date {
  const w = wallClock(now, timezone);
  return zonedInstant(`${w.year + 1}-${String(w.month).padStart(2, '0')}-01`, '00:00', timezone);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A query bound: a full ISO timestamp, or a date meaning the venue's midnight of that day. */
export function parseBound(value: string, timezone: string): Date {
  return DATE_ONLY.test(value) ? zonedInstant(value, '00:00', timezone) : new Date(value);
}
