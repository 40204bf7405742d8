/**
 * Spec 01 §4 upsells: an anchor reservation sets the cart's visit window from the seller's
 * upsell visit time; upsell events then offer only sessions within it.
 */
import { dayRangeInZone, toVenueDate } from '@storefront/shared';
import { venueHHmm } from '../session-picker/session-tabs';
import type { Interval } from './session-conflict';

/** Spec 01 §4: the upsell `visit_time` settings an anchor reservation can set. */
export type VisitTime = 'timeslot' | 'same_start' | 'same_date' | 'until_close';

/**
 * The visit an anchor reservation fixes (client cart state, spec 01 §3): upsells offer only
 * sessions within it. Instants are UTC ISO strings; `same_start` has start = end.
 */
export interface VisitWindow {
  kind: VisitTime;
  start: string;
  end: string;
}

const VISIT_TIMES: readonly string[] = ['timeslot', 'same_start', 'same_date', 'until_close'] satisfies VisitTime[];

export class VisitTimeError extends Error {
  constructor(setting: string) {
    super(`Unknown upsell visit time setting "${setting}"`);
    this.name = 'VisitTimeError';
  }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(-2));

/** The instant of venue time `hhmm` ('HH:mm' or 'HHmm') on venue date `date`, DST-safe. */
export function venueInstant(date: string, hhmm: string, tz: string): string {
  const wanted = minutesOf(hhmm.replace(':', ''));
  const midnight = Date.parse(dayRangeInZone(date, tz).from);
  let guess = midnight + wanted * 60_000;
  // A day with a DST change is 23 or 25 hours long: correct by the difference seen on the clock.
  guess -= (minutesOf(venueHHmm(new Date(guess).toISOString(), tz)) - wanted) * 60_000;
  return new Date(guess).toISOString();
}

/**
 * The visit window for an anchor `session`: `timeslot` its start to end, `same_start` its
 * start only, `same_date` the venue day, `until_close` its start to the seller's closing time
 * (default the end of the day). No setting: no window (null). Any other value throws.
 */
export function visitWindowFor(
  setting: string | null,
  session: Interval,
  tz: string,
  closingTime: string | null = null,
): VisitWindow | null {
  if (setting === null) return null;
  if (!VISIT_TIMES.includes(setting)) throw new VisitTimeError(setting);
  const kind = setting as VisitTime;
  const day = dayRangeInZone(toVenueDate(session.start, tz), tz);
  switch (kind) {
    case 'timeslot':
      return { kind, start: session.start, end: session.end };
    case 'same_start':
      return { kind, start: session.start, end: session.start };
    case 'same_date':
      return { kind, start: day.from, end: day.to };
    case 'until_close': {
      const close = closingTime ? venueInstant(toVenueDate(session.start, tz), closingTime, tz) : day.to;
      return { kind, start: session.start, end: close };
    }
  }
}

/**
 * Whether an upsell session is within the window: it starts at the anchor's start
 * (`same_start`), or it starts and ends inside the window (the others).
 */
export function inVisitWindow(session: Interval, window: VisitWindow): boolean {
  const start = Date.parse(session.start);
  if (window.kind === 'same_start') return start === Date.parse(window.start);
  return start >= Date.parse(window.start) && Date.parse(session.end) <= Date.parse(window.end);
}
