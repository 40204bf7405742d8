/**
 * Dates in e-mails, in the venue's zone with the platform's Intl data (as `zoned-time.ts`;
 * the API does not carry dayjs): 'Sat, June 15 2030, 10:00 AM'.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timezone: string): Intl.DateTimeFormat {
  let f = formats.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formats.set(timezone, f);
  }
  return f;
}

function parts(instant: Date, timezone: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of format(timezone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = part.value;
  }
  return values;
}

/** 'Sat, June 15 2030' (the spec's order-list format 'ddd, MMMM D YYYY'). */
export function venueDate(instant: Date, timezone: string): string {
  const p = parts(instant, timezone);
  return `${p.weekday}, ${p.month} ${p.day} ${p.year}`;
}

/** 'Sat, June 15 2030, 10:00 AM' */
export function venueDateTime(instant: Date, timezone: string): string {
  const p = parts(instant, timezone);
  return `${venueDate(instant, timezone)}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}
