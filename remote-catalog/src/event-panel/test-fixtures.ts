/** Domain fixtures for the event page, panel and form tests (test-only; nothing in a build imports this). */
import type { EventDetail, EventSession, User } from '@storefront/shared';
import { eventDetail, eventSession, membership, user } from '@storefront/shared/testing';

/** The default event with its texts and profile image filled in. */
export function testEvent(o: Partial<EventDetail> = {}): EventDetail {
  return eventDetail({
    subtitle: 'Timed entry',
    summary: 'See the collection',
    description: 'A short description.',
    venueName: 'Main building',
    imageUrl: 'https://img/profile.jpg',
    imageAlt: 'The hall',
    ...o,
  });
}

export function testSession(o: Partial<EventSession> = {}): EventSession {
  return eventSession({ capacity: 100, available: 50, ...o });
}

const YEAR = 365 * 24 * 3600 * 1000;

/** A signed-in user with a current (`'current'`), expired (`'expired'`) or no membership. */
export function testUser(mode: 'current' | 'expired' | 'none'): User {
  const now = Date.now();
  const range =
    mode === 'current'
      ? { validFrom: new Date(now - YEAR).toISOString(), validTo: new Date(now + YEAR).toISOString() }
      : { validFrom: new Date(now - 2 * YEAR).toISOString(), validTo: new Date(now - YEAR).toISOString() };
  return user({ memberships: mode === 'none' ? [] : [membership({ scanCode: 'S1', ...range })] });
}
