import { orderTicket } from '@storefront/shared/testing';
import { isUpcomingTicket, sessionLines } from './order-lines';

const NOW = Date.parse('2026-11-01T12:00:00.000Z');
const EARLY = '2026-12-05T15:00:00.000Z';
const LATE = '2026-12-06T15:00:00.000Z';

describe('sessionLines', () => {
  it('groups tickets by session, earliest first and undated ones last, each with its status', () => {
    const lines = sessionLines(
      [
        orderTicket({ id: 'late-1', sessionId: 'se-late', validFrom: LATE, validTo: null }),
        orderTicket({ id: 'pass', sessionId: null, validFrom: null, validTo: '2027-01-01T00:00:00.000Z' }),
        orderTicket({ id: 'early', sessionId: 'se-early', validFrom: EARLY, validTo: null, state: 'redeemed' }),
        orderTicket({ id: 'late-2', sessionId: 'se-late', validFrom: LATE, validTo: null, state: 'unbooked' }),
      ],
      NOW,
    );
    expect(lines.map((l) => [l.key, l.tickets.map((t) => t.id), l.status])).toEqual([
      ['se-early', ['early'], 'Redeemed'],
      ['se-late', ['late-1', 'late-2'], null],
      ['', ['pass'], null],
    ]);
  });
});

describe('isUpcomingTicket', () => {
  it('is a live ticket whose session has not started', () => {
    expect(isUpcomingTicket(orderTicket({ validFrom: EARLY }), NOW)).toBe(true);
    expect(isUpcomingTicket(orderTicket({ validFrom: EARLY, state: 'cancelled' }), NOW)).toBe(false);
    expect(isUpcomingTicket(orderTicket({ validFrom: '2026-10-01T00:00:00.000Z' }), NOW)).toBe(false);
  });
});
