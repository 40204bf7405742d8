/** Spec 01 §2/§9: session picker tabs split the day by venue times 'HHmm'. */
export interface SessionTab {
  label: string;
  /** Venue time the tab starts at, 'HHmm'. */
  start: string;
}

/** The venue-local time of an instant as 'HHmm'. */
export function venueHHmm(iso: string, tz: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).formatToParts(
    new Date(iso),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}${part('minute')}`;
}

/** The index of the last tab whose start ≤ the session's venue time; earlier sessions go to the first tab. */
export function tabIndexOf(start: string, tabs: SessionTab[], tz: string): number {
  const time = venueHHmm(start, tz);
  let index = 0;
  tabs.forEach((tab, i) => {
    if (tab.start <= time) index = i;
  });
  return index;
}
