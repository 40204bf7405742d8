import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { StoreProvider, type Api, type EventDetail } from '@storefront/shared';
import { createTestStore } from '@storefront/shared/testing';
import { DateFirstForm } from './date-first-form';

const event: EventDetail = {
  id: 'ev-1',
  name: 'Community Day',
  subtitle: null,
  summary: null,
  description: null,
  venueName: null,
  imageUrl: null,
  imageAlt: '',
  category: null,
  fromPriceMinor: 0,
  eventType: 'repeating',
  reserveFlow: null,
  timezone: 'America/New_York',
  ticketGroups: [
    {
      id: 'tg-1',
      name: 'Free',
      description: null,
      handler: 'tickets',
      hiddenType: 'public_browsable',
      minPerOrder: 0,
      maxPerOrder: 4,
      ticketTypes: [{ id: 'free', groupId: 'tg-1', name: 'Free admission', description: null, priceMinor: 0, minPriceMinor: null, maxPriceMinor: null }],
    },
  ],
};

function renderForm(onReserved = jest.fn()) {
  const api = {
    events: {
      getCalendar: jest.fn().mockResolvedValue([
        { date: '2030-03-01', status: 'available', minPriceMinor: 0, capacity: 10, used: 0 },
        { date: '2030-03-02', status: 'sold_out', minPriceMinor: 0, capacity: 10, used: 10 },
        { date: '2030-03-03', status: 'available', minPriceMinor: 0, capacity: 10, used: 0 },
      ]),
      getSessions: jest.fn().mockResolvedValue([
        { id: 'se-1', eventId: 'ev-1', start: '2030-03-01T15:00:00.000Z', end: '2030-03-01T16:00:00.000Z', capacity: 10, available: 2, soldOut: false },
      ]),
    },
    cart: {
      createCart: jest.fn().mockResolvedValue({
        id: 'c-1', number: '1', state: 'pending', identityId: 'i', currency: 'USD', expiresAt: null, expiresIn: 900,
        items: [], ticketIds: ['t-1', 't-2'], totalMinor: 0, outstandingMinor: 0, orderIds: [],
      }),
    },
  } as unknown as Api;
  const store = createTestStore(api);
  const reserve = api.cart.createCart as jest.Mock;
  render(
    <MemoryRouter>
      <StoreProvider store={store}>
        <DateFirstForm event={event} onReserved={onReserved} />
      </StoreProvider>
    </MemoryRouter>,
  );
  return { reserve, onReserved };
}

describe('DateFirstForm', () => {
  it('shows the date buttons with availability and the free label', async () => {
    renderForm();
    const dates = await screen.findByRole('group', { name: 'Choose a date' });
    const buttons = within(dates).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[1]).toBeDisabled();
    expect(buttons[1]).toHaveTextContent('Sold out');
    expect(buttons[0]).toHaveTextContent('Free');
  });

  it('focuses the first invalid field with the spec message', async () => {
    renderForm();
    await screen.findByRole('group', { name: 'Choose a date' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select a date to continue.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a date' })).toHaveFocus();
  });

  it('reserves the chosen tickets and signals done', async () => {
    const { reserve, onReserved } = renderForm();
    const dates = await screen.findByRole('group', { name: 'Choose a date' });
    await userEvent.click(within(dates).getAllByRole('button')[0]!);
    await userEvent.click(await screen.findByRole('radio'));
    expect(screen.getByText('2 left')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add one Free admission' });
    await userEvent.click(add);
    await userEvent.click(add);
    // Two seats left in the session: no third ticket.
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 tickets to cart' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reserve).toHaveBeenCalledWith({
      items: [
        { ticketTypeId: 'free', sessionId: 'se-1' },
        { ticketTypeId: 'free', sessionId: 'se-1' },
      ],
    });
  });
});
