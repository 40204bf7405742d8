import { eventSession } from '@storefront/shared/testing';
import { sessionDays, toSessionChoice } from './session-choices';

const NY = 'America/New_York';

describe('toSessionChoice', () => {
  it('disables sold-out sessions and sessions with fewer places than tickets', () => {
    expect(toSessionChoice(eventSession({ soldOut: true, available: 10 }), 2)).toMatchObject({ open: false, availability: 'Sold out' });
    expect(toSessionChoice(eventSession({ available: 0 }), 1)).toMatchObject({ open: false, availability: 'Sold out' });
    expect(toSessionChoice(eventSession({ available: 1 }), 2)).toMatchObject({ open: false, availability: 'Only 1 left' });
  });

  it('offers unlimited sessions and sessions with room for every ticket', () => {
    expect(toSessionChoice(eventSession({ available: null }), 5)).toMatchObject({ open: true, availability: 'Available' });
    expect(toSessionChoice(eventSession({ available: 2 }), 2)).toMatchObject({ open: true, availability: '2 left' });
  });
});

describe('sessionDays', () => {
  it('groups the other sessions by venue-local date, leaving the current one out', () => {
    const sessions = [
      eventSession({ id: 'se-1', start: '2026-11-23T15:00:00.000Z' }),
      eventSession({ id: 'se-2', start: '2026-11-23T19:00:00.000Z' }),
      // 10 PM on the 23rd in New York, already the 24th in UTC.
      eventSession({ id: 'se-3', start: '2026-11-24T03:00:00.000Z' }),
      eventSession({ id: 'se-4', start: '2026-11-24T15:00:00.000Z' }),
    ];
    const days = sessionDays(sessions, 'se-1', 1, NY);
    expect(days.map((d) => [d.date, d.label, d.choices.map((c) => c.session.id)])).toEqual([
      ['2026-11-23', 'Mon, Nov 23, 2026', ['se-2', 'se-3']],
      ['2026-11-24', 'Tue, Nov 24, 2026', ['se-4']],
    ]);
  });
});
