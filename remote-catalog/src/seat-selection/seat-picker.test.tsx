import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ApiError } from '@storefront/shared';
import { fakeApi } from '@storefront/shared/testing';
import { FindSeatsButton } from './find-seats-button';
import { FormSeats } from './form-seats';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { premium, seatMap, standard } from './test-seat-map';

jest.mock('./seat-map-view/seat-map-view', () => jest.requireActual('./test-seat-map-view'));

/** `prepare` changes the API's answers before the form renders (it fetches the map ahead as soon as seated tickets are chosen). */
function setup(byType: Record<string, number> = { 'p-adult': 2 }, prepare?: (api: ReturnType<typeof fakeApi>) => void) {
  const api = fakeApi();
  const map = seatMap();
  api.events.getSeatMap.mockResolvedValue(map);
  api.events.getSeatStates.mockResolvedValue({ layoutVersion: 1, states: new Map([['st-c3', 'booked']]) });
  prepare?.(api);
  const quantities = new QuantitySelection({ groups: [premium, standard] });
  for (const [id, n] of Object.entries(byType)) quantities.set(id, n);
  const seats = new FormSeats(api, 'ev-1', quantities);
  seats.setSession('se-1');
  const focusQuantities = jest.fn();
  window.history.replaceState(null, '', '/events/ev-1');
  // As the storefront renders (StrictMode, a router over the real browser history), so the picker's entry meets react-router's.
  render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route
            path="/events/ev-1"
            element={
              <>
                <FindSeatsButton seats={seats} focusQuantities={focusQuantities} />
                <Link to="/other">Other page</Link>
              </>
            }
          />
          <Route path="/other" element={<p>other page</p>} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
  return { api, seats, focusQuantities };
}

const findSeats = () => userEvent.click(screen.getByRole('button', { name: 'Find seats' }));
const seat = (name: RegExp) => screen.getByRole('button', { name });
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('SeatPicker', () => {
  it("opens 'Select your seats' with the 'Select:' filter, the legend and the map", async () => {
    setup({ 'p-adult': 1, 's-adult': 1 });
    await findSeats();
    const dialog = await screen.findByRole('dialog', { name: 'Select your seats' });
    const filter = within(dialog).getByRole('combobox', { name: 'Select:' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Premium', 'Standard']);
    const legend = within(dialog).getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(['Available', 'Sold out', 'Unavailable', 'Selected', 'Premium', 'Standard']);
    expect(seat(/^Stalls, row C, seat 1, Premium, available$/)).toBeInTheDocument();
  });

  it('selects by click, announces it politely, confirms, and the form lists the seats by name', async () => {
    setup();
    await findSeats();
    await screen.findByRole('dialog', { name: 'Select your seats' });
    await userEvent.click(seat(/seat 9,/));
    expect(screen.getByText('Stalls C9, Stalls C10 selected. All 2 seats chosen. Confirm Selection to continue.')).toHaveAttribute('role', 'status');
    expect(seat(/seat 9,/)).toHaveAccessibleName('Stalls, row C, seat 9, Premium, selected');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Selected Seats' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stalls C9 Premium', 'Stalls C10 Premium']);
    expect(screen.getByRole('button', { name: 'Change selected seats' })).toHaveFocus();
  });

  it('shows an error for a seat taken and for confirming too few seats', async () => {
    const { api } = setup({ 'p-adult': 3 });
    // Fetched ahead or at the opening, the map shows Stalls C2 sold.
    api.events.getSeatMap.mockResolvedValue(seatMap(undefined, new Map([['st-c2', 'booked']])));
    api.events.getSeatStates.mockResolvedValue({ layoutVersion: 1, states: new Map([['st-c2', 'booked']]) });
    await findSeats();
    await screen.findByRole('dialog', { name: 'Select your seats' });
    await userEvent.click(seat(/seat 2,/));
    expect(screen.getByRole('alert')).toHaveTextContent('Stalls C2 is not available.');
    await userEvent.click(seat(/seat 1,/));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose 2 more seats.');
  });

  it('locks the page scrolling while open and closes on Escape, keeping the seats confirmed before', async () => {
    setup({ 'p-adult': 1 });
    await findSeats();
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(seat(/seat 5,/));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Change selected seats' }));
    await screen.findByRole('dialog');
    await userEvent.click(seat(/seat 5,/));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Selected Seats' })).toHaveTextContent('Stalls C5');
  });

  it("closes on the browser's back and leaves react-router's page and history as they were", async () => {
    setup();
    await findSeats();
    await screen.findByRole('dialog');
    await act(async () => {
      const back = popped();
      window.history.back();
      await back;
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/events/ev-1');
    expect(screen.getByRole('button', { name: 'Find seats' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
    await act(async () => {
      const back = popped();
      window.history.back();
      await back;
    });
    expect(screen.getByRole('button', { name: 'Find seats' })).toBeInTheDocument();
  });

  it("explains every seated group's colour in the legend, though 'Select:' offers only the groups with tickets", async () => {
    setup({ 'p-adult': 1 });
    await findSeats();
    const dialog = await screen.findByRole('dialog', { name: 'Select your seats' });
    const filter = within(dialog).getByRole('combobox', { name: 'Select:' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Premium']);
    const legend = within(dialog).getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(['Available', 'Sold out', 'Unavailable', 'Selected', 'Premium', 'Standard']);
  });

  it('takes its history entry back off when closed another way', async () => {
    setup();
    await findSeats();
    await screen.findByRole('dialog');
    expect(window.history.state).toHaveProperty('seatPicker');
    const back = popped();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => back);
    expect(window.history.state?.seatPicker).toBeUndefined();
    expect(window.location.pathname).toBe('/events/ev-1');
  });

  it("shows the API's message when the map cannot load, and tries again", async () => {
    const noMap = new ApiError({ status: 404, code: 'not_found', context: 'seat_map', description: 'This session has no seat map.', extra: {} });
    // Fetched ahead (quietly) and at the opening (reported).
    setup(undefined, (api) => api.events.getSeatMap.mockRejectedValueOnce(noMap).mockRejectedValueOnce(noMap));
    await findSeats();
    expect(await screen.findByRole('alert')).toHaveTextContent('This session has no seat map.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /seat 1,/ })).toBeInTheDocument();
  });

  it("'Change Tickets' lets the seats go, closes the map and goes back to the quantities", async () => {
    const { seats, focusQuantities } = setup();
    await findSeats();
    await screen.findByRole('dialog');
    await userEvent.click(seat(/seat 1,/));
    await userEvent.click(screen.getByRole('button', { name: 'Change Tickets' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seats.picker?.confirmed.size).toBe(0);
    await waitFor(() => expect(focusQuantities).toHaveBeenCalled());
  });

  it("'Find seats' without seated tickets sends the visitor to the quantities", async () => {
    const { focusQuantities } = setup({});
    await findSeats();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(focusQuantities).toHaveBeenCalled();
  });
});
