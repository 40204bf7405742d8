import { dayRangeInZone, toVenueDate, type Api, type CalendarDate, type EventDetail, type TicketGroup } from '@storefront/shared';
import { calendarEndDate } from '../date-picker/calendar-grid';
import type { PickerSession } from '../session-picker/session-option';

/** What the date-first form shows before the visitor acts, as the storefront server fetched it (ADR 0017). */
export interface DateFirstFirstScreen {
  /** Epoch ms the dates were asked at: the Today / Tomorrow labels use it until the page has hydrated. */
  askedAt: number;
  dates: CalendarDate[];
  /** The sessions of the date the form chooses by itself (`onlyOpenDate`); null when it chooses none. */
  presetSessions: PickerSession[] | null;
}

/** The groups sold by date and session (the calendar's groups). */
export const datedGroupsOf = (event: EventDetail): TicketGroup[] => event.ticketGroups.filter((g) => !g.isFlexible);

/** Where the storefront server puts the form's first screen (`RouteData`): the calendar depends on the event's dated groups. */
export const dateFirstRouteDataKey = (event: EventDetail) => `catalog/date-first:${event.id}:${datedGroupsOf(event).map((g) => g.id).join(',')}`;

/**
 * The date the form chooses without a cart to go by: the only open date of an event without
 * flexible tickets (with flexible tickets the visitor first chooses the admission).
 */
export function onlyOpenDate(event: EventDetail, dates: CalendarDate[]): string | null {
  const open = dates.filter((d) => d.status === 'available');
  const flexible = event.ticketGroups.some((g) => g.isFlexible && g.available);
  return open.length === 1 && !flexible ? open[0]!.date : null;
}

/** Spec 01 §9: the dated groups' calendar from the venue's today up to the start of the month one year ahead. */
export function fetchCalendarWindow(api: Api, event: EventDetail, now: number): Promise<CalendarDate[]> {
  const dated = datedGroupsOf(event);
  if (dated.length === 0) return Promise.resolve([]);
  const today = toVenueDate(now, event.timezone);
  return api.events.getCalendar(event.id, {
    ticketGroupIds: dated.map((g) => g.id),
    before: dayRangeInZone(calendarEndDate(today), event.timezone).from,
  });
}

/** The sessions of a venue day, priced per ticket type. */
export function fetchSessionsOfDate(api: Api, event: EventDetail, date: string): Promise<PickerSession[]> {
  return api.events.getPricedSessions(event.id, {}, dayRangeInZone(date, event.timezone));
}

/** The calendar window, then the sessions of the date the form will choose by itself, if any. */
export async function fetchDateFirstFirstScreen(api: Api, event: EventDetail, now = Date.now()): Promise<DateFirstFirstScreen> {
  const dates = await fetchCalendarWindow(api, event, now);
  const preset = onlyOpenDate(event, dates);
  const presetSessions = preset ? await fetchSessionsOfDate(api, event, preset).catch(() => null) : null;
  return { askedAt: now, dates, presetSessions };
}
