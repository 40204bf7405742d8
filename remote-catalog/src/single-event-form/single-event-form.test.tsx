import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type EventDetail, type EventSession } from '@storefront/shared';
import { cart, ticketGroup, ticketType } from '@storefront/shared/testing';
import { SingleEventForm } from './single-event-form';
import { singleEventRouteDataKey, type SingleEventTickets } from './single-event-data';
import { renderWithStore, type RenderOptions } from '../event-panel/test-render';
import { testEvent, testSession } from '../event-panel/test-fixtures';
import { visitWindowOf } from '../upsells/upsell-chain';

const single = (o: Partial<EventDetail> = {}) => testEvent({ eventType: 'single', ...o });

async function renderSingle(session: EventSession | null, o: RenderOptions & { event?: EventDetail; onReserved?: jest.Mock } = {}) {
  const event = o.event ?? single();
  const getSessions = jest.fn().mockResolvedValue(session ? [session] : []);
  const getSessionDetail = jest.fn().mockResolvedValue({ session, timezone: event.timezone, ticketGroups: event.ticketGroups });
  const reserve = jest.fn();
  const onReserved = o.onReserved ?? jest.fn();
  const { store } = await renderWithStore(<SingleEventForm event={event} onReserved={onReserved} />, {
    ...o,
    api: { events: { getSessions, getSessionDetail }, cart: { reserve } },
  });
  return { getSessions, getSessionDetail, reserve, onReserved, store };
}

const apiError = (code: string, extra: Record<string, unknown> = {}, description = '') =>
  new ApiError({ status: 409, code, context: 'reserve', description, extra });

describe('SingleEventForm', () => {
  it('starts from the tickets the server rendered the page with, without asking for them', async () => {
    const event = single();
    const tickets: SingleEventTickets = { session: testSession(), ticketGroups: event.ticketGroups };
    const { getSessions, getSessionDetail } = await renderSingle(null, { event, routeData: { [singleEventRouteDataKey(event)]: tickets } });
    expect(screen.getByText('Fri, Mar 1, 2030 at 10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tickets' })).toBeInTheDocument();
    expect(getSessions).not.toHaveBeenCalled();
    expect(getSessionDetail).not.toHaveBeenCalled();
  });

  it("loads the event's one session and shows its date and time in the venue zone", async () => {
    const { getSessions, getSessionDetail } = await renderSingle(testSession());
    expect(getSessions).toHaveBeenCalledWith('ev-1', { limit: 1, soldOut: false });
    expect(getSessionDetail).toHaveBeenCalledWith('ev-1', 'se-1');
    expect(screen.getByText('Fri, Mar 1, 2030 at 10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tickets' })).toBeInTheDocument();
  });

  it('warns when fewer than 10 tickets are left and the seller sets no threshold', async () => {
    await renderSingle(testSession({ available: 9 }));
    expect(screen.getByText('Hurry, less than 10 tickets available')).toBeInTheDocument();
  });

  it('does not warn at 10 tickets left without a seller threshold', async () => {
    await renderSingle(testSession({ available: 10 }));
    expect(screen.queryByText(/Hurry/)).not.toBeInTheDocument();
  });

  it('the seller threshold governs when set', async () => {
    await renderSingle(testSession({ available: 15 }), { web: { remaining_capacity_threshold: 20 } });
    expect(screen.getByText('Hurry, less than 20 tickets available')).toBeInTheDocument();
  });

  it('a lower seller threshold silences the default warning', async () => {
    await renderSingle(testSession({ available: 8 }), { web: { remaining_capacity_threshold: 5 } });
    expect(screen.queryByText(/Hurry/)).not.toBeInTheDocument();
  });

  it('skips the session when every ticket group is a discount-code purchase', async () => {
    const event = single({ ticketGroups: [ticketGroup({ handler: 'codes' })] });
    const { getSessions } = await renderSingle(null, { event });
    expect(getSessions).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Tickets' })).toBeInTheDocument();
  });

  it('shows the unavailable message when there is no session', async () => {
    await renderSingle(null);
    expect(screen.getByText('Tickets are currently unavailable for this event.')).toBeInTheDocument();
  });

  it("shows the seller's 'tickets unavailable' text when there is no session", async () => {
    await renderSingle(null, { web: { tickets_unavailable_text: 'Sold out for the season.' } });
    expect(screen.getByText('Sold out for the season.')).toBeInTheDocument();
  });

  it('asks for at least one ticket and focuses the quantities', async () => {
    await renderSingle(testSession());
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Please select at least one ticket to continue.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tickets' })).toHaveFocus();
  });

  it('reserves the tickets in the session, then signals done', async () => {
    const { reserve, onReserved } = await renderSingle(testSession());
    reserve.mockResolvedValue(cart());
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ticket to cart' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reserve).toHaveBeenCalledWith(null, { items: [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }] });
  });

  it('a code-required rule opens the code modal and retries with the code', async () => {
    const { reserve, onReserved } = await renderSingle(testSession());
    reserve
      .mockRejectedValueOnce(apiError('rule_blocks_reserve', { block_reason: 'code_required' }, 'A member code is required.'))
      .mockResolvedValueOnce(cart());
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ticket to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Code required' })).toHaveTextContent('A member code is required.');
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), 'MEMBER10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reserve).toHaveBeenLastCalledWith(null, { items: [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }], codesBefore: ['MEMBER10'] });
  });

  it("an anchor event sets the cart's visit window from the seller's upsell_visit_time", async () => {
    const session = testSession();
    const event = single({ isAnchor: true });
    const { reserve, onReserved, store } = await renderSingle(session, { event, web: { upsell_visit_time: 'timeslot' } });
    reserve.mockResolvedValue(cart());
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ticket to cart' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(visitWindowOf(store.cart)).toEqual({ kind: 'timeslot', start: session.start, end: session.end });
  });

  it('a sold-out session reloads and shows the message with its time', async () => {
    const { reserve, getSessions } = await renderSingle(testSession());
    reserve.mockRejectedValueOnce(apiError('event_session_sold_out'));
    getSessions.mockResolvedValueOnce([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 ticket to cart' }));
    expect(
      await screen.findByText('Tickets have sold out for the session at 10:00 AM. Please select another session and try again.'),
    ).toBeInTheDocument();
    expect(getSessions).toHaveBeenCalledTimes(2);
  });
});

describe('SingleEventForm prices and fees (spec 01 §9)', () => {
  const feeEvent = () => single({ ticketGroups: [ticketGroup({ ticketTypes: [ticketType({ priceMinor: 2500, feesMinor: 150 })] })] });

  it.each([
    [true, '$26.50', 'Total: $53.00'],
    [false, '$25.00', 'Total: $50.00'],
  ])('advertise including fees %s: the ticket shows %s, two make %s', async (advertise, price, total) => {
    await renderSingle(testSession(), { event: feeEvent(), web: { advertise_price_including_fees: advertise } });
    expect(screen.getByText(price)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    expect(screen.getByText(/Total:/)).toHaveTextContent(total);
  });
});
