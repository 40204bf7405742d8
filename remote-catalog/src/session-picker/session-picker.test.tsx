import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LOW_CAPACITY_THRESHOLD, type EventSession, type PricedSession } from '@storefront/shared';
import { lowCapacityWarning } from './low-capacity';
import { SessionPicker, type SessionPickerProps } from './session-picker';
import { tabIndexOf, venueHHmm } from './session-tabs';

const TZ = 'America/New_York';
const session = (id: string, start: string, o: Partial<EventSession> = {}): EventSession => ({
  id,
  eventId: 'ev-1',
  start,
  end: new Date(Date.parse(start) + 3600_000).toISOString(),
  capacity: 40,
  available: 40,
  soldOut: false,
  ...o,
});
// 9:00, 13:00 and 18:00 in New York (UTC-5).
const morning = session('se-9', '2026-11-23T14:00:00.000Z');
const afternoon = session('se-13', '2026-11-23T18:00:00.000Z', { available: 3 });
const evening = session('se-18', '2026-11-23T23:00:00.000Z', { soldOut: true, available: 0 });

function renderPicker(o: Partial<SessionPickerProps> = {}) {
  const props: SessionPickerProps = {
    sessions: [morning, afternoon, evening],
    selectedSessionId: null,
    onSelect: jest.fn(),
    timezone: TZ,
    currency: 'USD',
    remainingCapacityThreshold: DEFAULT_LOW_CAPACITY_THRESHOLD,
    ...o,
  };
  const view = render(<SessionPicker {...props} />);
  return { props, ...view };
}

describe('SessionPicker', () => {
  it("shows radios with 'N left' and 'Sold out'; sold-out sessions are disabled", async () => {
    const { props } = renderPicker();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByText('40 left')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(radios[2]).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /1:00 PM/ }));
    expect(props.onSelect).toHaveBeenCalledWith('se-13');
  });

  it('hides sold-out sessions when hide_sold_out_sessions is set', () => {
    renderPicker({ hideSoldOut: true });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('shows the price of each session when known', () => {
    const priced: PricedSession = { ...morning, prices: { adult: 2500, child: 1200 }, totalMinor: 0, priceIncrease: false };
    renderPicker({ sessions: [priced] });
    expect(screen.getByText('from $12.00')).toBeInTheDocument();
  });

  it("shows each session's total for the chosen quantities in total mode (quantity-first)", () => {
    const priced: PricedSession = { ...morning, prices: { adult: 2700 }, totalMinor: 5400, priceIncrease: true };
    renderPicker({ sessions: [priced], priceMode: 'total' });
    expect(screen.getByText('Total $54.00')).toBeInTheDocument();
    expect(screen.queryByText(/from/)).not.toBeInTheDocument();
  });

  it('splits sessions into tabs: a session belongs to the last tab starting at or before it', async () => {
    const tabs = [
      { label: 'Morning', start: '0000' },
      { label: 'Afternoon', start: '1200' },
      { label: 'Evening', start: '1800' },
    ];
    renderPicker({ tabs });
    expect(screen.getByRole('tab', { name: 'Morning' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Evening' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('radio', { name: /6:00 PM/ })).toBeInTheDocument();
    expect(venueHHmm(afternoon.start, TZ)).toBe('1300');
    expect(tabIndexOf(afternoon.start, tabs, TZ)).toBe(1);
    expect(tabIndexOf(evening.start, tabs, TZ)).toBe(2);
    expect(tabIndexOf(morning.start, [{ label: 'Late', start: '1000' }, { label: 'Later', start: '1200' }], TZ)).toBe(0);
  });

  it("warns 'Hurry, less than 10 tickets available' under the default threshold of 10 seats", () => {
    renderPicker({ selectedSessionId: 'se-13' });
    expect(screen.getByText('Hurry, less than 10 tickets available')).toBeInTheDocument();
  });

  it('uses the seller threshold when set', () => {
    const { unmount } = renderPicker({ selectedSessionId: 'se-13', remainingCapacityThreshold: 3 });
    expect(screen.queryByText(/Hurry/)).not.toBeInTheDocument();
    unmount();
    renderPicker({ selectedSessionId: 'se-9', remainingCapacityThreshold: 50 });
    expect(screen.getByText('Hurry, less than 50 tickets available')).toBeInTheDocument();
    expect(lowCapacityWarning(9, 10)).toBe('Hurry, less than 10 tickets available');
    expect(lowCapacityWarning(10, 10)).toBeNull();
    expect(lowCapacityWarning(null, 10)).toBeNull();
  });

  it('shows annotation badges from the caller', () => {
    renderPicker({ annotationsFor: (s) => (s.id === 'se-9' ? [{ id: 'r', message: 'Guided', style: 'info' }] : []) });
    expect(screen.getByRole('radio', { name: /9:00 AM/ }).closest('label')).toHaveTextContent('Guided');
  });
});

describe('SessionPicker prices and fees (spec 01 §9)', () => {
  const priced: PricedSession = { ...morning, prices: { adult: 2500, child: 1200 }, totalMinor: 6200, priceIncrease: false };
  const byType = { adult: 100, child: 500 };

  it("shows the lowest price with its type's fees when the seller advertises prices including fees", () => {
    renderPicker({ sessions: [priced], fees: { include: true, byType } });
    // adult 25.00 + 1.00 = 26.00; child 12.00 + 5.00 = 17.00.
    expect(screen.getByText('from $17.00')).toBeInTheDocument();
  });

  it('shows the lowest price without fees when the seller does not', () => {
    renderPicker({ sessions: [priced], fees: { include: false, byType } });
    expect(screen.getByText('from $12.00')).toBeInTheDocument();
  });

  it("adds the chosen quantities' fees to each session's total only when including fees (quantity-first)", () => {
    const { unmount } = renderPicker({ sessions: [priced], priceMode: 'total', fees: { include: true, forQuantities: 300 } });
    expect(screen.getByText('Total $65.00')).toBeInTheDocument();
    unmount();
    renderPicker({ sessions: [priced], priceMode: 'total', fees: { include: false, forQuantities: 300 } });
    expect(screen.getByText('Total $62.00')).toBeInTheDocument();
  });
});
