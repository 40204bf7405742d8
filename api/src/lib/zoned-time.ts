/**
 * Wall-clock arithmetic and e-mail dates in an IANA time zone with the platform's Intl data
 * (the API does not carry dayjs): event dates are venue-local dates, instants are stored in UTC.
 */
/** The two ways instants are read: wall-clock numbers for arithmetic, words for e-mails. */
const STYLES = {
  wallClock: {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  display: {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

// Building an Intl.DateTimeFormat is costly; one per zone and style is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string, style: Style): Intl.DateTimeFormat {
  const key = `${style} ${timezone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: timezone, ...STYLES[style] });
    formatters.set(key, f);
  }
  return f;
}

/** The named parts (year, month, hour, weekday, dayPeriod…) of `instant` on the zone's clock. */
function parts(instant: Date, timezone: string, style: Style): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of formatter(timezone, style).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = part.value;
  }
  return values;
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
  const p = parts(instant, timezone, 'wallClock');
  const n = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));
  return {
    year: n(p.year, 1970),
    month: n(p.month, 1),
    day: n(p.day, 1),
    hour: n(p.hour, 0) % 24,
    minute: n(p.minute, 0),
    second: n(p.second, 0),
  };
}

export function isValidTimeZone(timezone: string): boolean {
  try {
    formatter(timezone, 'wallClock');
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

/**
 * `instant` moved by `days` venue-local calendar days, keeping its wall-clock time (a DST change
 * between makes it 23 or 25 hours a day, not 24).
 */
export function addZonedDays(instant: Date, days: number, timezone: string): Date {
  const w = wallClock(instant, timezone);
  const ms = instant.getTime() - Math.floor(instant.getTime() / 1000) * 1000;
  const naive = Date.UTC(w.year, w.month - 1, w.day + days, w.hour, w.minute, w.second) + ms;
  const first = naive - offsetMs(new Date(naive), timezone);
  return new Date(naive - offsetMs(new Date(first), timezone));
}

/** The venue-local calendar date (YYYY-MM-DD) of `instant`. */
export function zonedDate(instant: Date, timezone: string): string {
  const w = wallClock(instant, timezone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The venue-local time of day ('HH:mm') of `instant`. */
export function zonedTime(instant: Date, timezone: string): string {
  const w = wallClock(instant, timezone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
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

/** 'Sat, June 15 2030' (the spec's order-list format 'ddd, MMMM D YYYY'), in the zone. */
export function venueDate(instant: Date, timezone: string): string {
  const p = parts(instant, timezone, 'display');
  return `${p.weekday}, ${p.month} ${p.day} ${p.year}`;
}

/** 'Sat, June 15 2030, 10:00 AM', in the zone (the confirmation e-mail's times). */
export function venueDateTime(instant: Date, timezone: string): string {
  const p = parts(instant, timezone, 'display');
  return `${p.weekday}, ${p.month} ${p.day} ${p.year}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}
