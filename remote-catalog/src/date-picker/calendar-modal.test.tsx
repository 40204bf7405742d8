import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarModal, type CalendarModalProps } from './calendar-modal';
import { calendarDay, NOW, TZ, visibleWords, wordsOf } from './test-dates';

function renderCalendar(o: Partial<CalendarModalProps> = {}) {
  const props: CalendarModalProps = {
    open: true,
    onClose: jest.fn(),
    dates: [
      calendarDay('2026-11-24'),
      calendarDay('2026-11-25'),
      calendarDay('2026-12-01'),
      calendarDay('2026-11-26', { status: 'sold_out' }),
    ],
    onSelect: jest.fn(),
    timezone: TZ,
    currency: 'USD',
    now: NOW,
    ...o,
  };
  render(<CalendarModal {...props} />);
  return props;
}
const day = (name: RegExp) => screen.getByRole('button', { name });

describe('CalendarModal', () => {
  it('is a 6 × 7 grid with weekday headers', () => {
    renderCalendar();
    const grid = within(screen.getByRole('dialog', { name: 'Choose date' })).getByRole('grid', { name: 'November 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
  });

  it('disables sold-out and unavailable days', () => {
    renderCalendar();
    expect(day(/Thursday, November 26, 2026, Sold out/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Friday, November 27, 2026, Unavailable/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Tuesday, November 24, 2026, Available/)).not.toHaveAttribute('aria-disabled');
  });

  it('moves focus 1 day with left/right and 7 days with up/down; Enter selects', async () => {
    const props = renderCalendar();
    await waitFor(() => expect(day(/Tuesday, November 24/)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(day(/Wednesday, November 25/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(day(/Tuesday, November 24/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day(/Tuesday, December 1, /)).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    expect(day(/Tuesday, November 24/)).toHaveFocus();
    expect(day(/Tuesday, November 24/)).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Enter}');
    expect(props.onSelect).toHaveBeenCalledWith('2026-11-24');
  });

  it('does not select a disabled day with Enter', async () => {
    const props = renderCalendar();
    await waitFor(() => expect(day(/Tuesday, November 24/)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day(/Thursday, November 26/)).toHaveFocus();
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('keeps the roving tab stop on one day and stops the arrows at the first day of the range', async () => {
    renderCalendar();
    await waitFor(() => expect(day(/Tuesday, November 24/)).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    expect(day(/Sunday, November 22, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(day(/Sunday, November 22, 2026/)).toHaveFocus();
    expect(screen.getAllByRole('button').filter((b) => b.dataset.date && b.tabIndex === 0)).toHaveLength(1);
  });

  it('pages months within the range: this month up to the start of the month one year ahead', async () => {
    renderCalendar();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(previous).toBeEnabled();
    for (let i = 0; i < 10; i += 1) await userEvent.click(next);
    expect(screen.getByRole('grid', { name: 'October 2027' })).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it('shows the legend', () => {
    renderCalendar({ dates: [calendarDay('2026-11-24', { priceIncrease: true })] });
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Session will incur an additional cost');
  });
});

describe('CalendarModal day names (WCAG 2.5.3 label in name)', () => {
  it('names each day with its visible number, price and annotations in order, then the long date and availability', () => {
    renderCalendar({
      dates: [calendarDay('2026-11-24', { priceIncrease: true }), calendarDay('2026-11-25'), calendarDay('2026-11-26', { status: 'sold_out' })],
      annotationsFor: () => [{ id: 'r1', message: 'Few left', style: 'warning' }],
    });
    const increase = day(/Tuesday, November 24, 2026/);
    expect(increase).toHaveAccessibleName('24, from $12.00, Few left, Session will incur an additional cost, Tuesday, November 24, 2026, Available');
    expect(day(/Thursday, November 26, 2026/)).toHaveAccessibleName('26, Thursday, November 26, 2026, Sold out');
    expect(day(/Friday, November 27, 2026/)).toHaveAccessibleName('27, Friday, November 27, 2026, Unavailable');
    for (const name of [/November 24, 2026/, /November 25, 2026/, /November 26, 2026/, /November 27, 2026/]) {
      const button = day(name);
      expect(wordsOf(button.getAttribute('aria-label')!)).toContain(visibleWords(button));
    }
  });
});

describe('CalendarModal prices and fees (spec 01 §9)', () => {
  const dates = [calendarDay('2026-11-24', { minPriceMinor: 1200, feesMinor: 150 })];

  it('shows each day with the fees of its min price when the seller advertises prices including fees', () => {
    renderCalendar({ dates, includeFees: true });
    expect(day(/^24, from \$13\.50, Tuesday, November 24, 2026, Available$/)).toHaveTextContent('from $13.50');
  });

  it('shows the day without fees when the seller does not', () => {
    renderCalendar({ dates, includeFees: false });
    expect(day(/^24, from \$12\.00, Tuesday, November 24, 2026, Available$/)).toHaveTextContent('from $12.00');
  });
});
