import { inVisitWindow, venueInstant, visitWindowFor, VisitTimeError } from './visit-window';

const TZ = 'America/New_York';
// 10:00–11:00 in New York (UTC-5).
const anchor = { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' };
const session = (start: string, end: string) => ({ start: `2026-11-23T${start}:00.000Z`, end: `2026-11-23T${end}:00.000Z` });

describe('visit window', () => {
  it('timeslot: the anchor session start to end', () => {
    const w = visitWindowFor('timeslot', anchor, TZ)!;
    expect(w).toEqual({ kind: 'timeslot', ...anchor });
    expect(inVisitWindow(session('15:15', '15:45'), w)).toBe(true);
    expect(inVisitWindow(session('15:30', '16:30'), w)).toBe(false);
  });

  it('same_start: sessions starting at the same time', () => {
    const w = visitWindowFor('same_start', anchor, TZ)!;
    expect(inVisitWindow(session('15:00', '17:00'), w)).toBe(true);
    expect(inVisitWindow(session('15:05', '15:30'), w)).toBe(false);
  });

  it('same_date: the venue day', () => {
    const w = visitWindowFor('same_date', anchor, TZ)!;
    expect(w).toEqual({ kind: 'same_date', start: '2026-11-23T05:00:00.000Z', end: '2026-11-24T05:00:00.000Z' });
    expect(inVisitWindow(session('23:00', '23:30'), w)).toBe(true);
    expect(inVisitWindow({ start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T07:00:00.000Z' }, w)).toBe(false);
  });

  it('until_close: the anchor start until the closing time, default the end of the day', () => {
    const w = visitWindowFor('until_close', anchor, TZ, '17:00')!;
    expect(w).toEqual({ kind: 'until_close', start: anchor.start, end: '2026-11-23T22:00:00.000Z' });
    expect(inVisitWindow(session('21:00', '22:00'), w)).toBe(true);
    expect(inVisitWindow(session('21:30', '22:30'), w)).toBe(false);
    expect(inVisitWindow(session('14:00', '15:00'), w)).toBe(false);
    expect(visitWindowFor('until_close', anchor, TZ)!.end).toBe('2026-11-24T05:00:00.000Z');
  });

  it('any other setting is an error; no setting means no window', () => {
    expect(() => visitWindowFor('whole_week', anchor, TZ)).toThrow(VisitTimeError);
    expect(visitWindowFor(null, anchor, TZ)).toBeNull();
  });

  it('finds venue clock times on a DST change day', () => {
    // 2026-03-08: New York springs forward at 2:00; 17:00 local is 21:00 UTC.
    expect(venueInstant('2026-03-08', '17:00', TZ)).toBe('2026-03-08T21:00:00.000Z');
    expect(venueInstant('2026-03-07', '1700', TZ)).toBe('2026-03-07T22:00:00.000Z');
  });
});
