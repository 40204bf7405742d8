import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { cart } from '@storefront/shared/testing';
import { SingleEventForm } from './single-event-form';
import { renderWithStore } from '../event-panel/test-render';
import { testEvent, testSession } from '../event-panel/test-fixtures';
import { premium, seatMap } from '../seat-selection/test-seat-map';

jest.mock('../seat-selection/seat-map-view/seat-map-view', () => jest.requireActual('../seat-selection/test-seat-map-view'));

async function renderSeated() {
  const event = testEvent({ eventType: 'single', ticketGroups: [premium] });
  const session = testSession();
  const api = {
    events: {
      getSessions: jest.fn().mockResolvedValue([session]),
      getSessionDetail: jest.fn().mockResolvedValue({ session, timezone: event.timezone, ticketGroups: event.ticketGroups }),
      getSeatMap: jest.fn().mockResolvedValue(seatMap()),
      getSeatStates: jest.fn().mockResolvedValue({ layoutVersion: 1, states: new Map() }),
    },
    cart: { reserve: jest.fn() },
  };
  const onReserved = jest.fn();
  await renderWithStore(<SingleEventForm event={event} onReserved={onReserved} />, { api });
  return { ...api.events, reserve: api.cart.reserve, onReserved };
}

const click = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));

async function chooseSeats(seatLabel: RegExp) {
  await click('Find seats');
  await screen.findByRole('dialog', { name: 'Select your seats' });
  await click(seatLabel);
  await click('Confirm Selection');
}

describe('SingleEventForm with seated groups', () => {
  it("asks for 'Find seats' at submit and focuses it", async () => {
    const { reserve } = await renderSeated();
    await click('Add one Adult');
    await click('Add 1 ticket to cart');
    const findSeats = screen.getByRole('button', { name: 'Find seats' });
    expect(findSeats).toHaveFocus();
    expect(findSeats).toHaveAccessibleDescription("Please click the 'Find seats' button to continue.");
    expect(reserve).not.toHaveBeenCalled();
  });

  it('hides the quantities while the map is open, then reserves the confirmed seats', async () => {
    const { reserve, onReserved } = await renderSeated();
    reserve.mockResolvedValue(cart());
    await click('Add one Adult');
    await click('Add one Child');
    await click('Find seats');
    await screen.findByRole('dialog', { name: 'Select your seats' });
    expect(screen.queryByRole('group', { name: 'Tickets' })).not.toBeInTheDocument();
    await click(/seat 9,/);
    await click('Confirm Selection');
    expect(screen.getByRole('group', { name: 'Tickets' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Selected Seats' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Stalls C9 Premium',
      'Stalls C10 Premium',
    ]);
    await click('Add 2 tickets to cart');
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reserve).toHaveBeenCalledWith(null, {
      items: [
        { ticketTypeId: 'p-adult', sessionId: 'se-1', seatTemplateId: 'st-c9' },
        { ticketTypeId: 'p-child', sessionId: 'se-1', seatTemplateId: 'st-c10' },
      ],
    });
    expect(screen.queryByRole('region', { name: 'Selected Seats' })).not.toBeInTheDocument();
  });

  it('names the group whose seats no longer match its quantities', async () => {
    await renderSeated();
    await click('Add one Adult');
    await chooseSeats(/seat 4,/);
    await click('Add one Adult');
    await click('Add 2 tickets to cart');
    expect(screen.getByText('Not enough seats for Premium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change selected seats' })).toHaveFocus();
  });

  it("a seat taken meanwhile: the API's message, the seat dropped and the map's states fetched again", async () => {
    const { reserve, getSeatStates } = await renderSeated();
    const message = 'Sorry, seat Stalls C5 has just been taken. Please choose another seat.';
    reserve.mockRejectedValue(new ApiError({ status: 409, code: 'seat_unavailable', context: 'reserve', description: message, extra: { seat_template_id: 'st-c5' } }));
    getSeatStates.mockResolvedValue({ layoutVersion: 1, states: new Map([['st-c5', 'booked']]) });
    await click('Add one Adult');
    await click('Add one Adult');
    await chooseSeats(/seat 4,/);
    await click('Add 2 tickets to cart');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(getSeatStates).toHaveBeenCalledWith('ev-1', 'se-1');
    expect(screen.getByRole('region', { name: 'Selected Seats' })).not.toHaveTextContent('Stalls C5');
    await click('Change selected seats');
    await screen.findByRole('dialog', { name: 'Select your seats' });
    expect(screen.getByRole('button', { name: /seat 5,/ })).toHaveAccessibleName('Stalls, row C, seat 5, Premium, sold out');
  });
});
