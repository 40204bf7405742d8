import { cartSessions, overlaps, paddingFor, withoutConflicts } from './session-conflict';

const at = (hhmm: string) => `2026-11-23T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000Z`;
const s = (id: string, start: string, end: string) => ({ id, start: at(start), end: at(end) });

describe('session conflict', () => {
  const busy = [{ start: at('1400'), end: at('1500') }];
  const five = { beforeMinutes: 5, afterMinutes: 5 };

  it('hides sessions overlapping a cart session', () => {
    const sessions = [s('a', '1300', '1330'), s('b', '1430', '1530'), s('c', '1600', '1700')];
    expect(withoutConflicts(sessions, busy, five).map((x) => x.id)).toEqual(['a', 'c']);
  });

  it('counts the padding before and after (default 5 minutes)', () => {
    expect(overlaps(s('x', '1300', '1357'), busy[0]!, five)).toBe(true);
    expect(overlaps(s('x', '1300', '1355'), busy[0]!, five)).toBe(false);
    expect(overlaps(s('x', '1503', '1600'), busy[0]!, five)).toBe(true);
    expect(overlaps(s('x', '1505', '1600'), busy[0]!, five)).toBe(false);
    expect(overlaps(s('x', '1300', '1400'), busy[0]!, { beforeMinutes: 0, afterMinutes: 0 })).toBe(false);
  });

  it("takes the event's padding, else the seller default", () => {
    expect(paddingFor({ padBeforeMinutes: 30, padAfterMinutes: null }, 5)).toEqual({ beforeMinutes: 30, afterMinutes: 5 });
    expect(paddingFor({ padBeforeMinutes: null, padAfterMinutes: null }, 10)).toEqual({ beforeMinutes: 10, afterMinutes: 10 });
    expect(overlaps(s('x', '1520', '1600'), busy[0]!, paddingFor({ padBeforeMinutes: 30, padAfterMinutes: null }, 5))).toBe(true);
  });

  it("takes the cart's sessions of other events only", () => {
    const items = [
      { eventId: 'ev-1', sessionId: 'se-1', start: at('1000'), end: null },
      { eventId: 'ev-2', sessionId: 'se-2', start: at('1400'), end: at('1500') },
      { eventId: 'ev-3', sessionId: null, start: null, end: null },
      { eventId: 'ev-4', sessionId: 'se-4', start: at('1700'), end: null },
    ];
    expect(cartSessions(items, 'ev-1')).toEqual([
      { start: at('1400'), end: at('1500') },
      { start: at('1700'), end: at('1700') },
    ]);
  });
});
