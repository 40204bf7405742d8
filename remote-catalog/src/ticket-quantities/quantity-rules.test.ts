import { session, ticketGroup } from '../reservation/test-fixtures';
import { MAX_TICKETS_PER_TYPE, groupLimit, groupOrderError, memberRoom, stepDown, stepUp, typeCap } from './quantity-rules';

const two = (o: Parameters<typeof ticketGroup>[0] extends infer T ? Partial<T> : never = {}) =>
  ticketGroup({ id: 'g', ticketTypes: [{ id: 'adult' }, { id: 'child' }], ...o });

const cap = (group: ReturnType<typeof two>, typeId: string, quantities: Record<string, number>, extra: object = {}) =>
  typeCap({ type: group.ticketTypes.find((t) => t.id === typeId)!, group, groups: [group], quantities, ...extra });

describe('per-type cap (spec 01 §5)', () => {
  it('defaults to 1000 per type', () => {
    expect(MAX_TICKETS_PER_TYPE).toBe(1000);
    expect(cap(two(), 'adult', {})).toBe(1000);
  });

  it('takes the remaining max per order of the group across its types', () => {
    const g = two({ maxPerOrder: 6 });
    expect(cap(g, 'adult', { child: 4 })).toBe(2);
    expect(cap(g, 'adult', { adult: 1, child: 4 })).toBe(2);
  });

  it('ignores a negative max per order', () => {
    expect(groupLimit(two({ maxPerOrder: -1 }))).toBe(Infinity);
  });

  it('takes the group capacity left', () => {
    const g = two({ capacityLeft: 3 });
    expect(cap(g, 'adult', { child: 1 })).toBe(2);
    expect(groupLimit(two({ maxPerOrder: 10, capacityLeft: 3 }))).toBe(3);
    expect(groupLimit(two({ maxPerOrder: 2, capacityLeft: 3 }))).toBe(2);
  });

  it("takes the session's seats left across every type and group, null = unlimited", () => {
    const a = two();
    const b = ticketGroup({ id: 'b', ticketTypes: [{ id: 'senior' }] });
    const type = a.ticketTypes[0]!;
    const input = { type, group: a, groups: [a, b] };
    expect(typeCap({ ...input, quantities: { child: 2, senior: 3 }, session: session({ available: 7 }) })).toBe(2);
    expect(typeCap({ ...input, quantities: { child: 2 }, session: session({ available: null }) })).toBe(1000);
  });

  it("does not count a flexible group against the session's seats", () => {
    const flex = ticketGroup({ id: 'f', isFlexible: true, ticketTypes: [{ id: 'anyday' }] });
    const dated = two();
    const s = session({ available: 2 });
    expect(typeCap({ type: flex.ticketTypes[0]!, group: flex, groups: [flex, dated], quantities: { adult: 2 }, session: s })).toBe(1000);
    expect(typeCap({ type: dated.ticketTypes[1]!, group: dated, groups: [flex, dated], quantities: { anyday: 5, adult: 1 }, session: s })).toBe(1);
  });

  it('takes a type limit from the bounds', () => {
    expect(cap(two(), 'adult', {}, { bounds: { adult: { min: 0, max: 4 } } })).toBe(4);
  });

  it('is 0 for an unavailable type or a sold-out group', () => {
    expect(cap(ticketGroup({ id: 'g', ticketTypes: [{ id: 'adult', available: false }] }), 'adult', {})).toBe(0);
    expect(cap(two({ soldOut: true }), 'adult', {})).toBe(0);
  });

  it('never goes below 0', () => {
    expect(cap(two({ maxPerOrder: 2 }), 'adult', { child: 5 })).toBe(0);
  });
});

describe('member benefit allowances', () => {
  const members = () =>
    ticketGroup({ id: 'm', memberLevels: ['*'], ticketTypes: [{ id: 'm-adult', name: 'Member Adult' }, { id: 'm-child', name: 'Member Child' }] });

  it('an empty allowance map is unlimited', () => {
    expect(memberRoom({}, { 'Member Adult': 50 }, 'Member Adult')).toBe(Infinity);
    expect(cap(members(), 'm-adult', {}, { allowances: {} })).toBe(1000);
  });

  it('caps a member type by its own allowance', () => {
    expect(cap(members(), 'm-adult', { 'm-adult': 1 }, { allowances: { 'Member Adult': 2 } })).toBe(2);
  });

  it("overflows into the '*' wildcard, shared by every name", () => {
    const allowances = { 'Member Adult': 2, '*': 3 };
    expect(cap(members(), 'm-adult', {}, { allowances })).toBe(5);
    // 3 adults use 1 wildcard ticket; a child (no own allowance) has the 2 left.
    expect(cap(members(), 'm-child', { 'm-adult': 3 }, { allowances })).toBe(2);
    expect(cap(members(), 'm-adult', { 'm-adult': 3, 'm-child': 2 }, { allowances })).toBe(3);
  });

  it('a name without allowance and no wildcard gets nothing', () => {
    expect(cap(members(), 'm-child', {}, { allowances: { 'Member Adult': 2 } })).toBe(0);
  });

  it('applies to member ticket types outside members-only groups', () => {
    const g = ticketGroup({ id: 'g', ticketTypes: [{ id: 'mt', name: 'Member', isMemberType: true }, { id: 'public' }] });
    expect(cap(g, 'mt', {}, { allowances: { Member: 1 } })).toBe(1);
    expect(cap(g, 'public', {}, { allowances: { Member: 1 } })).toBe(1000);
  });
});

describe('stepper steps', () => {
  it('a single-type group starts at min per order and goes from it straight to 0', () => {
    const g = ticketGroup({ id: 'g', minPerOrder: 4, ticketTypes: [{ id: 'a' }] });
    expect(stepUp(0, g)).toBe(4);
    expect(stepUp(4, g)).toBe(5);
    expect(stepDown(5, g)).toBe(4);
    expect(stepDown(4, g)).toBe(0);
  });

  it('a single-type group with no minimum starts at 1', () => {
    const g = ticketGroup({ id: 'g', minPerOrder: 0, ticketTypes: [{ id: 'a' }] });
    expect(stepUp(0, g)).toBe(1);
    expect(stepDown(1, g)).toBe(0);
  });

  it('a multi-type group steps by one', () => {
    const g = two({ minPerOrder: 4 });
    expect(stepUp(0, g)).toBe(1);
    expect(stepDown(1, g)).toBe(0);
  });
});

describe('group min/max per order', () => {
  it('reports a group below its minimum or above its maximum', () => {
    const g = two({ name: 'Family', minPerOrder: 3, maxPerOrder: 5 });
    expect(groupOrderError(g, {})).toBeNull();
    expect(groupOrderError(g, { adult: 2 })).toBe('Please select at least 3 tickets for Family.');
    expect(groupOrderError(g, { adult: 3 })).toBeNull();
    expect(groupOrderError(g, { adult: 3, child: 3 })).toBe('Please select no more than 5 tickets for Family.');
  });
});
