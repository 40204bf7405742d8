import { venueTimeOfDay } from '@storefront/shared';
import { messageRule } from '@storefront/shared/testing';
import { session, ticketGroup } from '../reservation/test-fixtures';
import {
  dateAnnotations,
  dateMessages,
  quantityMessages,
  sessionAnnotations,
  sessionMessages,
  weekdayOf,
} from './message-rules';

const NY = 'America/New_York';
const trigger = (o: Partial<NonNullable<ReturnType<typeof messageRule>['dateOrSession']>>) => ({
  startDate: null,
  endDate: null,
  weekdays: null,
  startTime: null,
  endTime: null,
  ...o,
});
const ids = (m: { id: string }[]) => m.map((x) => x.id);
/** A session starting at venue time `hhmm` on 2026-12-01 (UTC−5 in December). */
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return session({ start: new Date(Date.UTC(2026, 11, 1, h! + 5, m!)).toISOString() });
};

describe('venue helpers', () => {
  it('weekday 0 is Sunday; time of day is in the venue zone', () => {
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('2026-12-01')).toBe(2);
    expect(venueTimeOfDay('2026-12-01T15:00:00Z', NY)).toBe('10:00');
    expect(venueTimeOfDay('2026-12-02T04:30:00Z', NY)).toBe('23:30');
  });
});

describe('date rules', () => {
  const interval = messageRule({ id: 'iv', action: 'date_message', dateOrSession: trigger({ startDate: '2026-12-01', endDate: '2026-12-05' }) });

  it('date interval: start inclusive, end exclusive', () => {
    expect(ids(dateMessages([interval], '2026-11-30'))).toEqual([]);
    expect(ids(dateMessages([interval], '2026-12-01'))).toEqual(['iv']);
    expect(ids(dateMessages([interval], '2026-12-04'))).toEqual(['iv']);
    expect(ids(dateMessages([interval], '2026-12-05'))).toEqual([]);
  });

  it('open-ended intervals', () => {
    const from = messageRule({ id: 'f', dateOrSession: trigger({ startDate: '2026-12-01' }) });
    const until = messageRule({ id: 'u', dateOrSession: trigger({ endDate: '2026-12-01' }) });
    expect(ids(dateMessages([from, until], '2026-11-30'))).toEqual(['u']);
    expect(ids(dateMessages([from, until], '2027-01-01'))).toEqual(['f']);
  });

  it('weekdays, 0 = Sunday', () => {
    const weekend = messageRule({ id: 'we', dateOrSession: trigger({ weekdays: [0, 6] }) });
    expect(ids(dateMessages([weekend], '2026-12-06'))).toEqual(['we']);
    expect(ids(dateMessages([weekend], '2026-12-05'))).toEqual(['we']);
    expect(ids(dateMessages([weekend], '2026-12-07'))).toEqual([]);
  });

  it('a rule with only a time-of-day trigger does not match a date', () => {
    const evening = messageRule({ id: 'ev', dateOrSession: trigger({ startTime: '17:00' }) });
    expect(dateMessages([evening], '2026-12-01')).toEqual([]);
    const eveningInDecember = messageRule({ id: 'ed', dateOrSession: trigger({ startTime: '17:00', startDate: '2026-12-01' }) });
    expect(ids(dateMessages([eveningInDecember], '2026-12-01'))).toEqual(['ed']);
  });

  it('a rule without a date trigger matches every date', () => {
    expect(ids(dateMessages([messageRule({ id: 'all' })], '2026-12-01'))).toEqual(['all']);
  });

  it('separates annotations from messages and sorts by rank', () => {
    const rules = [
      messageRule({ id: 'm', action: 'date_message' }),
      messageRule({ id: 'a2', action: 'date_annotation', rank: 2, message: 'Late', style: 'warning' }),
      messageRule({ id: 'a1', action: 'date_annotation', rank: 1, message: 'Early' }),
      messageRule({ id: 's', action: 'session_annotation' }),
    ];
    expect(dateAnnotations(rules, '2026-12-01')).toEqual([
      { id: 'a1', message: 'Early', style: 'info' },
      { id: 'a2', message: 'Late', style: 'warning' },
    ]);
    expect(ids(dateMessages(rules, '2026-12-01'))).toEqual(['m']);
  });
});

describe('session rules', () => {
  const window = messageRule({ id: 'tw', action: 'session_message', dateOrSession: trigger({ startTime: '10:00', endTime: '12:00' }) });

  it('time of day: start inclusive, end exclusive, in venue time', () => {
    expect(ids(sessionMessages([window], at('09:59'), NY))).toEqual([]);
    expect(ids(sessionMessages([window], at('10:00'), NY))).toEqual(['tw']);
    expect(ids(sessionMessages([window], at('11:59'), NY))).toEqual(['tw']);
    expect(ids(sessionMessages([window], at('12:00'), NY))).toEqual([]);
  });

  it('a window over midnight', () => {
    const night = messageRule({ id: 'n', action: 'session_message', dateOrSession: trigger({ startTime: '22:00', endTime: '02:00' }) });
    expect(ids(sessionMessages([night], at('23:00'), NY))).toEqual(['n']);
    expect(ids(sessionMessages([night], at('01:00'), NY))).toEqual(['n']);
    expect(ids(sessionMessages([night], at('02:00'), NY))).toEqual([]);
  });

  it("uses the session's venue date for the interval and weekday", () => {
    // 23:30 in New York on Dec 1 is already Dec 2 in UTC.
    const late = session({ start: '2026-12-02T04:30:00.000Z' });
    const dec1 = messageRule({ id: 'd1', action: 'session_annotation', dateOrSession: trigger({ startDate: '2026-12-01', endDate: '2026-12-02' }) });
    const tuesday = messageRule({ id: 'tue', action: 'session_annotation', dateOrSession: trigger({ weekdays: [2] }) });
    expect(ids(sessionAnnotations([dec1, tuesday], late, NY))).toEqual(['d1', 'tue']);
    expect(ids(sessionAnnotations([dec1, tuesday], late, 'UTC'))).toEqual([]);
  });
});

describe('quantity rules', () => {
  const groups = [
    ticketGroup({ id: 'ga', name: 'General', ticketTypes: [{ id: 'adult', name: 'Adult' }, { id: 'child', name: 'Child' }] }),
    ticketGroup({ id: 'vip', name: 'VIP', ticketTypes: [{ id: 'vip-adult', name: 'VIP Adult' }] }),
  ];
  const types = groups.flatMap((g) => g.ticketTypes);
  const rule = (id: string, q: Partial<NonNullable<ReturnType<typeof messageRule>['quantity']>>) =>
    messageRule({ id, action: 'quantity_message', quantity: { groupIds: [], groupNames: [], typeIds: [], typeNames: [], min: null, max: null, ...q } });
  const msgs = (r: ReturnType<typeof rule>, q: Record<string, number>) => ids(quantityMessages([r], q, types, groups));

  it('min and max are inclusive', () => {
    const r = rule('r', { min: 3, max: 5 });
    expect(msgs(r, { adult: 2 })).toEqual([]);
    expect(msgs(r, { adult: 3 })).toEqual(['r']);
    expect(msgs(r, { adult: 2, 'vip-adult': 3 })).toEqual(['r']);
    expect(msgs(r, { adult: 6 })).toEqual([]);
  });

  it('no filter counts every ticket; without a min, at least one ticket is needed', () => {
    const r = rule('r', { max: 2 });
    expect(msgs(r, {})).toEqual([]);
    expect(msgs(r, { child: 1, 'vip-adult': 1 })).toEqual(['r']);
    expect(msgs(r, { child: 2, 'vip-adult': 1 })).toEqual([]);
  });

  it('filters by group ids, group names, type ids and type names', () => {
    const q = { adult: 1, child: 2, 'vip-adult': 4 };
    expect(msgs(rule('gid', { groupIds: ['vip'], min: 4, max: 4 }), q)).toEqual(['gid']);
    expect(msgs(rule('gname', { groupNames: ['General'], min: 3, max: 3 }), q)).toEqual(['gname']);
    expect(msgs(rule('tid', { typeIds: ['child'], min: 2, max: 2 }), q)).toEqual(['tid']);
    expect(msgs(rule('tname', { typeNames: ['Adult'], min: 1, max: 1 }), q)).toEqual(['tname']);
    expect(msgs(rule('both', { typeNames: ['Adult'], groupIds: ['vip'], min: 5, max: 5 }), q)).toEqual(['both']);
  });

  it('a quantity rule with a date trigger also needs the date or session when given', () => {
    const r = messageRule({
      id: 'r',
      action: 'quantity_message',
      quantity: { groupIds: [], groupNames: [], typeIds: [], typeNames: [], min: 1, max: null },
      dateOrSession: trigger({ weekdays: [0] }),
    });
    expect(ids(quantityMessages([r], { adult: 1 }, types, groups))).toEqual(['r']);
    expect(ids(quantityMessages([r], { adult: 1 }, types, groups, { date: '2026-12-06', timezone: NY }))).toEqual(['r']);
    expect(ids(quantityMessages([r], { adult: 1 }, types, groups, { date: '2026-12-07', timezone: NY }))).toEqual([]);
    expect(ids(quantityMessages([r], { adult: 1 }, types, groups, { session: at('10:00'), timezone: NY }))).toEqual([]);
  });
});
