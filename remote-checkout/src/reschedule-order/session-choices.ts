import { formatDate, toVenueDate, type EventSession } from '@storefront/shared';
import { RESCHEDULE_TEXTS as T } from './reschedule-texts';

/** A session the tickets could move to: whether it can take them all, and what its radio says. */
export interface SessionChoice {
  session: EventSession;
  open: boolean;
  availability: string;
}

/** The choices of one venue-local day. */
export interface SessionDay {
  /** 'YYYY-MM-DD' in the venue's zone. */
  date: string;
  /** 'Mon, Nov 23, 2026'. */
  label: string;
  choices: SessionChoice[];
}

/** Sold out, or fewer places left than tickets to move: the radio is disabled. */
export function toSessionChoice(session: EventSession, ticketCount: number): SessionChoice {
  if (session.soldOut || session.available === 0) return { session, open: false, availability: T.soldOut };
  if (session.available === null) return { session, open: true, availability: T.available };
  if (session.available < ticketCount) return { session, open: false, availability: T.tooFewPlaces(session.available) };
  return { session, open: true, availability: T.placesLeft(session.available) };
}

/**
 * The sessions other than the tickets' current one, grouped by venue date in start order
 * (the API sorts by start).
 */
export function sessionDays(sessions: readonly EventSession[], currentSessionId: string, ticketCount: number, timezone: string): SessionDay[] {
  const days: SessionDay[] = [];
  for (const session of sessions) {
    if (session.id === currentSessionId) continue;
    const date = toVenueDate(session.start, timezone);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: formatDate(date, timezone), choices: [] };
      days.push(day);
    }
    day.choices.push(toSessionChoice(session, ticketCount));
  }
  return days;
}
