import { isValidTimeZone, venueDate, venueDateTime, zonedDate, zonedInstant } from '../src/lib/zoned-time';

describe('zoned time', () => {
  it('writes e-mail dates on the venue clock', () => {
    const tenAm = zonedInstant('2030-06-15', '10:00', 'America/New_York');
    expect(tenAm.toISOString()).toBe('2030-06-15T14:00:00.000Z');
    expect(venueDateTime(tenAm, 'America/New_York')).toBe('Sat, June 15 2030, 10:00 AM');
    expect(venueDate(tenAm, 'America/New_York')).toBe('Sat, June 15 2030');
    // The same instant is late evening in Tokyo.
    expect(venueDateTime(tenAm, 'Asia/Tokyo')).toBe('Sat, June 15 2030, 11:00 PM');
  });

  it('shows noon and midnight as 12, and follows daylight saving time', () => {
    expect(venueDateTime(zonedInstant('2030-06-15', '00:05', 'Europe/London'), 'Europe/London')).toBe(
      'Sat, June 15 2030, 12:05 AM',
    );
    expect(venueDateTime(zonedInstant('2030-12-14', '12:30', 'Europe/London'), 'Europe/London')).toBe(
      'Sat, December 14 2030, 12:30 PM',
    );
    expect(zonedInstant('2030-12-14', '12:30', 'Europe/London').toISOString()).toBe('2030-12-14T12:30:00.000Z');
  });

  it('keeps arithmetic and display formats apart for the same zone', () => {
    const instant = new Date('2030-06-15T03:30:00.000Z');
    expect(venueDate(instant, 'America/Los_Angeles')).toBe('Fri, June 14 2030');
    expect(zonedDate(instant, 'America/Los_Angeles')).toBe('2030-06-14');
    expect(isValidTimeZone('America/Los_Angeles')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
