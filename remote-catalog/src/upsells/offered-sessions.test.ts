import { offeredSessions, type OfferContext } from './offered-sessions';

const at = (hhmm: string) => `2026-11-23T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000Z`;
const s = (id: string, start: string, end: string) => ({ id, start: at(start), end: at(end) });
const sessions = [s('a', '1000', '1100'), s('b', '1400', '1500'), s('c', '1600', '1700')];
const window = { kind: 'timeslot' as const, start: at('0900'), end: at('1530') };

const ctx = (o: Partial<OfferContext> = {}): OfferContext => ({
  event: { id: 'ev-1', isAnchor: false, padBeforeMinutes: null, padAfterMinutes: null },
  cartItems: [],
  paddingMinutes: 5,
  anchorInCart: false,
  visitWindow: null,
  ...o,
});
const ids = (o: Partial<OfferContext>) => offeredSessions(sessions, ctx(o)).map((x) => x.id);

describe('offeredSessions', () => {
  it("leaves out sessions overlapping another event's session in the cart", () => {
    const cartItems = [{ eventId: 'ev-2', sessionId: 'se-2', start: at('1430'), end: at('1530') }];
    expect(ids({ cartItems })).toEqual(['a', 'c']);
  });

  it("an upsell after an anchor offers only the sessions within the anchor's visit window", () => {
    expect(ids({ anchorInCart: true, visitWindow: window })).toEqual(['a', 'b']);
  });

  it('the window does not apply to an anchor, without an anchor in the cart, or without a window', () => {
    expect(ids({ anchorInCart: true, visitWindow: window, event: { ...ctx().event, isAnchor: true } })).toEqual(['a', 'b', 'c']);
    expect(ids({ anchorInCart: false, visitWindow: window })).toEqual(['a', 'b', 'c']);
    expect(ids({ anchorInCart: true, visitWindow: null })).toEqual(['a', 'b', 'c']);
  });
});
