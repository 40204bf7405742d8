import { order } from '@storefront/shared/testing';
import { LATE_SESSION, NOW, PAST_SESSION, SOON_SESSION, ticketAt } from './member-orders-test-helpers';
import { memberSession, ticketCountsByType, upcomingSessions } from './member-sessions';

describe('upcomingSessions', () => {
  it("groups the member's live tickets to come by session across orders, soonest first", () => {
    const first = order({
      id: 'o-1',
      tickets: [ticketAt(LATE_SESSION, { id: 't-1' }), ticketAt(PAST_SESSION, { id: 't-2' })],
    });
    const second = order({
      id: 'o-2',
      eventName: 'Night tour',
      tickets: [ticketAt(SOON_SESSION, { id: 't-3' }), ticketAt(LATE_SESSION, { id: 't-4', typeName: 'Child' })],
    });
    const sessions = upcomingSessions([first, second], NOW);
    expect(sessions.map((s) => [s.sessionId, s.eventName, s.orders.map((held) => [held.order.id, held.tickets.map((t) => t.id)])])).toEqual([
      ['se-soon', 'Night tour', [['o-2', ['t-3']]]],
      [
        'se-late',
        'Museum admission',
        [
          ['o-1', ['t-1']],
          ['o-2', ['t-4']],
        ],
      ],
    ]);
  });

  it('leaves out cancelled tickets (not live) and sessions without a start', () => {
    const cancelled = ticketAt(SOON_SESSION, { id: 't-9', state: 'cancelled' });
    const undated = ticketAt(SOON_SESSION, { id: 't-8', sessionId: null });
    const sessions = upcomingSessions([order({ tickets: [undated], allTickets: [cancelled, undated] })], NOW);
    expect(sessions).toEqual([]);
  });
});

describe('memberSession', () => {
  it("gathers every ticket the member's orders had for the session, cancelled ones too", () => {
    const cancelled = ticketAt(SOON_SESSION, { id: 't-2', state: 'unbooked' });
    const live = ticketAt(SOON_SESSION, { id: 't-1' });
    const session = memberSession([order({ tickets: [live], allTickets: [live, cancelled] })], 'se-soon');
    expect(session?.orders.map((held) => held.tickets.map((t) => t.id))).toEqual([['t-1', 't-2']]);
    expect(memberSession([order()], 'se-unknown')).toBeNull();
  });
});

describe('ticketCountsByType', () => {
  it('counts tickets by type in the order the types first appear', () => {
    const tickets = [ticketAt(SOON_SESSION), ticketAt(SOON_SESSION, { typeName: 'Child' }), ticketAt(SOON_SESSION)];
    expect(ticketCountsByType(tickets)).toBe('Adult × 2, Child × 1');
  });
});
