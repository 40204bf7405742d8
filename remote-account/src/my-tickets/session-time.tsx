import { formatOrderListDate, formatTime } from '@storefront/shared';

/** 'Mon, November 23 2026 at 10:00 AM': a session's date ('ddd, MMMM D YYYY', spec 03 §2.6) and time in the venue's zone. */
export function sessionTimeText(startsAt: string, timezone: string): string {
  return `${formatOrderListDate(startsAt, timezone)} at ${formatTime(startsAt, timezone)}`;
}

export function SessionTime({ startsAt, timezone }: { startsAt: string; timezone: string }) {
  return <time dateTime={startsAt}>{sessionTimeText(startsAt, timezone)}</time>;
}
