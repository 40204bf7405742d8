import { venueTimeOfDay } from '@storefront/shared';
/** Spec 01 §2/§9: session picker tabs split the day by venue times 'HHmm'. */
export interface SessionTab {
  label: string;
  /** Venue time the tab starts at, 'HHmm'. */
  start: string;
}

/** The venue-local time of an instant as 'HHmm' (the tabs' config format). */
export function venueHHmm(iso: string, tz: string): string {
  return venueTimeOfDay(iso, tz).replace(':', '');
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
