import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, type DatePickerProps } from './date-picker';
import { calendarDay, NOW, TZ, visibleWords, wordsOf } from './test-dates';

const days = (n: number) => Array.from({ length: n }, (_, i) => calendarDay(`2026-11-${String(22 + i).padStart(2, '0')}`));

function renderPicker(o: Partial<DatePickerProps> = {}) {
  const props: DatePickerProps = {
    dates: days(3),
    selectedDate: null,
    onSelect: jest.fn(),
    onClear: jest.fn(),
    timezone: TZ,
    currency: 'USD',
    now: NOW,
    ...o,
  };
  const view = render(<DatePicker {...props} />);
  return { props, ...view };
}

describe('DatePicker', () => {
  it('shows at most 8 date buttons and a More dates button', () => {
    renderPicker({ dates: days(9) });
    expect(screen.getAllByRole('button', { name: /2026/ })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'More dates' })).toBeInTheDocument();
  });

  it('labels today and tomorrow and names each button with what it shows, then the long date', () => {
    renderPicker();
    const [today, tomorrow, third] = screen.getAllByRole('button', { name: /2026/ });
    expect(today).toHaveTextContent('Today');
    expect(today).toHaveAccessibleName('Today, Nov 22, Available, from $12.00, Sun, Nov 22, 2026');
    expect(tomorrow).toHaveTextContent('Tomorrow');
    expect(tomorrow).toHaveAccessibleName('Tomorrow, Nov 23, Available, from $12.00, Mon, Nov 23, 2026');
    expect(third).toHaveTextContent('Tue');
    expect(third).not.toHaveTextContent('Today');
    expect(third).toHaveAccessibleName('Tue, Nov 24, Available, from $12.00, Tue, Nov 24, 2026');
  });

  it("shows a 'from' price, the seller's prefix, or Free for 0", () => {
    const { unmount } = renderPicker({ dates: [calendarDay('2026-11-25'), calendarDay('2026-11-26', { minPriceMinor: 0 })] });
    const [priced, free] = screen.getAllByRole('button', { name: /2026/ });
    expect(priced).toHaveTextContent('from $12.00');
    expect(free).toHaveTextContent('Free');
    expect(free).not.toHaveTextContent('from');
    unmount();
    renderPicker({ dates: [calendarDay('2026-11-25')], pricePrefix: 'Starting at' });
    expect(screen.getByRole('button', { name: /2026/ })).toHaveTextContent('Starting at $12.00');
  });

  it('disables sold-out and unavailable dates', () => {
    renderPicker({ dates: [calendarDay('2026-11-25', { status: 'sold_out' }), calendarDay('2026-11-26', { status: 'unavailable' })] });
    const [soldOut, unavailable] = screen.getAllByRole('button', { name: /2026/ });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent('Sold out');
    expect(unavailable).toBeDisabled();
    expect(unavailable).toHaveTextContent('Unavailable');
  });

  it('shows annotation badges and a legend with annotations, sold out, tax and price increase', () => {
    renderPicker({
      dates: [calendarDay('2026-11-25', { priceIncrease: true }), calendarDay('2026-11-26', { status: 'sold_out' })],
      annotationsFor: (date) => (date === '2026-11-25' ? [{ id: 'r1', message: 'Late opening', style: 'info' }] : []),
      taxMessage: 'Prices include tax',
    });
    expect(screen.getAllByRole('button', { name: /2026/ })[0]).toHaveTextContent('Late opening');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend).toHaveTextContent('Late opening');
    expect(legend).toHaveTextContent('Sold out');
    expect(legend).toHaveTextContent('Prices include tax');
    expect(legend).toHaveTextContent('Session will incur an additional cost');
  });

  it('has no price-increase legend when no date costs more', () => {
    renderPicker({ dates: [calendarDay('2026-11-25', { status: 'sold_out' })] });
    expect(screen.getByRole('list', { name: 'Legend' })).not.toHaveTextContent('Session will incur an additional cost');
  });

  it('calls back with the chosen date', async () => {
    const { props } = renderPicker();
    await userEvent.click(screen.getAllByRole('button', { name: /2026/ })[1]!);
    expect(props.onSelect).toHaveBeenCalledWith('2026-11-23');
  });

  it('shows a selected day alone with a Change date button', async () => {
    const { props } = renderPicker({ selectedDate: '2026-11-23' });
    expect(screen.queryAllByRole('button', { name: /2026/ })).toHaveLength(0);
    expect(screen.getByText('Tomorrow, Mon, Nov 23, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change date' }));
    expect(props.onClear).toHaveBeenCalled();
  });

  it("opens the 'Choose date' calendar from More dates and closes it on a choice", async () => {
    const { props } = renderPicker({ dates: days(9) });
    await userEvent.click(screen.getByRole('button', { name: 'More dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Sunday, November 29, 2026/ }));
    expect(props.onSelect).toHaveBeenCalledWith('2026-11-29');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to More dates when the calendar closes without a choice', async () => {
    renderPicker({ dates: days(9) });
    const more = screen.getByRole('button', { name: 'More dates' });
    await userEvent.click(more);
    expect(await screen.findByRole('dialog', { name: 'Choose date' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});

describe('DatePicker accessible names (WCAG 2.5.3 label in name)', () => {
  it('names each button with its visible words in order, annotations and price increase included, then the long date', () => {
    renderPicker({
      dates: [
        calendarDay('2026-11-22', { priceIncrease: true }),
        calendarDay('2026-11-23', { status: 'sold_out' }),
        calendarDay('2026-11-25'),
      ],
      annotationsFor: (date) => (date === '2026-11-25' ? [] : [{ id: 'r1', message: 'Few left', style: 'warning' }]),
    });
    const [today, soldOut, plain] = screen.getAllByRole('button', { name: /2026/ });
    expect(today).toHaveAccessibleName(
      'Today, Nov 22, Available, from $12.00, Few left, Session will incur an additional cost, Sun, Nov 22, 2026',
    );
    expect(soldOut).toHaveAccessibleName('Tomorrow, Nov 23, Sold out, Few left, Mon, Nov 23, 2026');
    for (const button of [today!, soldOut!, plain!]) expect(wordsOf(button.getAttribute('aria-label')!)).toContain(visibleWords(button));
  });
});

describe('DatePicker prices and fees (spec 01 §9)', () => {
  const feeDay = () => calendarDay('2026-11-25', { minPriceMinor: 1200, feesMinor: 150 });

  it("adds the min price's fees to the day price and its label when the seller advertises prices including fees", () => {
    renderPicker({ dates: [feeDay()], includeFees: true });
    const button = screen.getByRole('button', { name: /2026/ });
    expect(button).toHaveTextContent('from $13.50');
    expect(button).toHaveAccessibleName('Wed, Nov 25, Available, from $13.50, Wed, Nov 25, 2026');
  });

  it('leaves the fees out when the seller does not', () => {
    renderPicker({ dates: [feeDay()], includeFees: false });
    const button = screen.getByRole('button', { name: /2026/ });
    expect(button).toHaveTextContent('from $12.00');
    expect(button).toHaveAccessibleName('Wed, Nov 25, Available, from $12.00, Wed, Nov 25, 2026');
  });
});
