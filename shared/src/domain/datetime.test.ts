import { dayRangeInZone, formatDate, formatDateTime, formatOrderListDate, formatTime, relativeDayLabel, toVenueDate, venueTimeOfDay } from './datetime';

const NY = 'America/New_York';

describe('datetime', () => {
  it('formats instants in the venue zone', () => {
    const iso = '2026-11-22T19:30:00.000Z';
    expect(formatDateTime(iso, NY)).toBe('Sun, Nov 22, 2026 at 2:30 PM');
    expect(formatDate(iso, NY)).toBe('Sun, Nov 22, 2026');
    expect(formatTime(iso, NY)).toBe('2:30 PM');
    expect(formatTime(iso, 'Europe/London')).toBe('7:30 PM');
  });

  it('puts a late-evening instant on the venue-local date', () => {
    expect(toVenueDate('2026-11-23T03:00:00.000Z', NY)).toBe('2026-11-22');
  });

  it('does not shift calendar dates', () => {
    expect(formatDate('2026-11-22', 'Pacific/Auckland')).toBe('Sun, Nov 22, 2026');
  });

  it('gives a 24-hour day normally', () => {
    expect(dayRangeInZone('2026-11-22', NY)).toEqual({ from: '2026-11-22T05:00:00.000Z', to: '2026-11-23T05:00:00.000Z' });
  });

  it('gives a 23-hour day when DST starts in New York', () => {
    expect(dayRangeInZone('2026-03-08', NY)).toEqual({ from: '2026-03-08T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' });
  });

  it('gives a 25-hour day when DST ends in New York', () => {
    expect(dayRangeInZone('2026-11-01', NY)).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
  });

  it('labels Today and Tomorrow in the venue zone', () => {
    // 02:00 UTC on the 23rd is still the 22nd in New York.
    const now = Date.parse('2026-11-23T02:00:00.000Z');
    expect(relativeDayLabel('2026-11-22', NY, now)).toBe('Today');
    expect(relativeDayLabel('2026-11-23', NY, now)).toBe('Tomorrow');
    expect(relativeDayLabel('2026-11-24', NY, now)).toBeNull();
    expect(relativeDayLabel('2026-11-21', NY, now)).toBeNull();
    expect(relativeDayLabel('2026-11-23', 'Europe/London', now)).toBe('Today');
    expect(relativeDayLabel('2026-11-23T15:00:00.000Z', NY, now)).toBe('Tomorrow');
  });

  it('crosses a month end for Tomorrow', () => {
    expect(relativeDayLabel('2026-12-01', NY, Date.parse('2026-11-30T17:00:00.000Z'))).toBe('Tomorrow');
  });

  it('gives the 24 h time of day in the venue zone, across zones', () => {
    expect(venueTimeOfDay('2026-12-01T15:00:00Z', NY)).toBe('10:00');
    expect(venueTimeOfDay('2026-12-01T15:00:00Z', 'Europe/London')).toBe('15:00');
    expect(venueTimeOfDay('2026-07-01T23:30:00Z', 'Europe/London')).toBe('00:30');
  });
});

describe('formatOrderListDate', () => {
  it("uses the account lists' 'ddd, MMMM D YYYY' in the venue's zone", () => {
    expect(formatOrderListDate('2026-11-23T03:00:00Z', 'America/New_York')).toBe('Sun, November 22 2026');
  });
});
