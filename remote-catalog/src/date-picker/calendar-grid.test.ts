import { addDays, addMonths, calendarEndDate, clampDate, keyStep, monthGrid, monthRange, monthTitle, monthWeeks } from './calendar-grid';

describe('calendar grid', () => {
  it('is 6 weeks by 7 days from the Sunday on or before the 1st', () => {
    const grid = monthGrid('2026-11');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-11-01'); // a Sunday
    expect(monthGrid('2026-12')[0]).toBe('2026-11-29');
    expect(monthWeeks('2026-12')).toHaveLength(6);
    expect(monthWeeks('2026-12').every((w) => w.length === 7)).toBe(true);
  });

  it('steps 1 day left/right and 7 days up/down', () => {
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowUp')).toBe(-7);
    expect(keyStep('ArrowDown')).toBe(7);
    expect(keyStep('a')).toBeNull();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
  });

  it('covers up to the start of the month one year ahead', () => {
    expect(calendarEndDate('2026-11-22')).toBe('2027-11-01');
    expect(monthRange('2026-11-22')).toEqual({ first: '2026-11', last: '2027-10' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(clampDate('2026-10-01', '2026-11-22', '2027-10-31')).toBe('2026-11-22');
    expect(monthTitle('2026-11')).toBe('November 2026');
  });
});
