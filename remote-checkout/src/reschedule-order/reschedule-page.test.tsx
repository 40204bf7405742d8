import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Cart, type Order } from '@storefront/shared';
import { cart, eventSession, order, orderTicket, user } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { ReschedulePage } from './reschedule-page';

const ROUTE = '/manage/:ticketOrderId/reschedule/:sessionId';
const PATH = '/manage/o-1/reschedule/se-1';
const NOW = Date.parse('2026-11-22T12:00:00.000Z');

// Two editable tickets at se-1 (Mon 23 Nov, 10:00 AM in New York) and one of another session.
const TICKETS = [
  orderTicket({ id: 't-1', editable: true, admitName: 'Ada Lovelace' }),
  orderTicket({ id: 't-2', editable: true, ticketTypeId: 'tt-child', typeName: 'Child', ticketGroupId: 'tg-2' }),
  orderTicket({ id: 't-3', editable: true, sessionId: 'se-9' }),
];

const SESSIONS = [
  eventSession({ id: 'se-1', start: '2026-11-23T15:00:00.000Z', available: 10 }),
  eventSession({ id: 'se-2', start: '2026-11-23T19:00:00.000Z', available: null }),
  eventSession({ id: 'se-3', start: '2026-11-24T15:00:00.000Z', soldOut: true, available: 0 }),
  eventSession({ id: 'se-4', start: '2026-11-24T17:00:00.000Z', available: 1 }),
  eventSession({ id: 'se-5', start: '2026-11-25T15:00:00.000Z', available: 5 }),
];

const editCart = (o: Partial<Cart> = {}) =>
  cart({ id: 'cart-edit', state: 'pending', orderEdit: { orderId: 'o-1', removedTicketIds: [], creditMinor: 0 }, ...o });

interface Options {
  member?: boolean;
  theOrder?: Partial<Order>;
  orderError?: ApiError;
  /** The visitor's current cart (the cart store's). */
  current?: Cart | null;
}

async function openPage({ member = false, theOrder = {}, orderError, current = null }: Options = {}) {
  const { api, store } = await storeWithCart(current);
  store.clock.set(NOW);
  store.session.hydrate(member ? user() : null);
  if (orderError) api.orders.getOrder.mockRejectedValue(orderError);
  else api.orders.getOrder.mockResolvedValue(order({ tickets: TICKETS, ...theOrder }));
  api.events.getSessions.mockResolvedValue(SESSIONS);
  renderAt(<ReschedulePage />, { store, path: PATH, route: ROUTE });
  await act(() => Promise.resolve());
  return { api, store };
}

const choose = (name: RegExp) => userEvent.click(screen.getByRole('radio', { name }));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));

describe('ReschedulePage', () => {
  it('shows the tickets of the session, its time in the order zone and the other times by day', async () => {
    const { api } = await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reschedule tickets' })).toBeInTheDocument();
    expect(api.orders.getOrder).toHaveBeenCalledWith('o-1');
    expect(screen.getByText('Your tickets are for Mon, Nov 23, 2026 at 10:00 AM.')).toBeInTheDocument();
    const tickets = screen.getByRole('list', { name: '2 tickets' });
    expect(within(tickets).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Adult: Ada Lovelace', 'Child']);

    // Four weeks past the current session, for the tickets' groups.
    expect(api.events.getSessions).toHaveBeenCalledWith('ev-1', {
      from: '2026-11-22T12:00:00.000Z',
      to: '2026-12-21T15:00:00.000Z',
      ticketGroupIds: ['tg-1', 'tg-2'],
    });
    const group = await screen.findByRole('group', { name: 'Choose a new time' });
    const days = within(group).getAllByRole('group');
    // Each day is a sub-group named by its date heading, in date order.
    expect(days).toHaveLength(3);
    ['Mon, Nov 23, 2026', 'Tue, Nov 24, 2026', 'Wed, Nov 25, 2026'].forEach((date, i) =>
      expect(within(group).getByRole('group', { name: date })).toBe(days[i]),
    );
    // The current session is not offered.
    expect(within(days[0]!).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '2:00 PM Available' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '10:00 AM Sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '12:00 PM Only 1 left' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '10:00 AM 5 left' })).toBeEnabled();
    // One radio group: every time shares a name.
    expect(new Set(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).size).toBe(1);
  });

  it('asks for a time when none is chosen and focuses the group', async () => {
    const { api } = await openPage();
    await screen.findByRole('group', { name: 'Choose a new time' });
    await submit();
    expect(screen.getByText('Please choose a new time.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a new time' })).toHaveFocus();
    expect(api.cart.editOrder).not.toHaveBeenCalled();
  });

  it('opens an edit cart that removes the tickets and holds the same types at the new time, then goes back to the order', async () => {
    const { api, store } = await openPage();
    const edited = editCart();
    api.cart.editOrder.mockResolvedValue(edited);
    await screen.findByRole('group', { name: 'Choose a new time' });
    await choose(/^2:00 PM/);
    await submit();

    expect(api.cart.editOrder).toHaveBeenCalledWith('o-1', {
      removeTicketIds: ['t-1', 't-2'],
      reserve: {
        items: [
          { ticketTypeId: 'tt-adult', sessionId: 'se-2', admitName: 'Ada Lovelace' },
          { ticketTypeId: 'tt-child', sessionId: 'se-2', admitName: undefined },
        ],
      },
    });
    expect(api.cart.changeOrderEdit).not.toHaveBeenCalled();
    expect(store.cart.cart?.id).toBe('cart-edit');
    expect(await screen.findByText('at /manage/o-1')).toBeInTheDocument();
  });

  it("changes the order's open edit cart instead of opening another", async () => {
    const { api } = await openPage({ theOrder: { editCartId: 'cart-open' } });
    api.cart.changeOrderEdit.mockResolvedValue(editCart({ id: 'cart-open' }));
    await screen.findByRole('group', { name: 'Choose a new time' });
    await choose(/^2:00 PM/);
    await submit();
    expect(api.cart.changeOrderEdit).toHaveBeenCalledWith('cart-open', expect.objectContaining({ removeTicketIds: ['t-1', 't-2'] }));
    expect(api.cart.editOrder).not.toHaveBeenCalled();
  });

  it('uses the current edit cart of the order and leaves out the tickets it already removes', async () => {
    const current = editCart({ orderEdit: { orderId: 'o-1', removedTicketIds: ['t-2'], creditMinor: 0 } });
    const { api } = await openPage({ current });
    api.cart.changeOrderEdit.mockResolvedValue(current);
    await screen.findByRole('group', { name: 'Choose a new time' });
    expect(screen.getByRole('list', { name: '1 ticket' })).toHaveTextContent('Adult: Ada Lovelace');
    await choose(/^2:00 PM/);
    await submit();
    expect(api.cart.changeOrderEdit).toHaveBeenCalledWith('cart-edit', {
      removeTicketIds: ['t-1'],
      reserve: { items: [{ ticketTypeId: 'tt-adult', sessionId: 'se-2', admitName: 'Ada Lovelace' }] },
    });
  });

  it('says a change is waiting when the edit cart already removes every ticket of the session', async () => {
    const current = editCart({ orderEdit: { orderId: 'o-1', removedTicketIds: ['t-1', 't-2'], creditMinor: 0 } });
    await openPage({ current });
    expect(await screen.findByText(/already have a change waiting/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', '/manage/o-1');
  });

  it('asks a signed-in visitor to log out and loads nothing', async () => {
    const { api } = await openPage({ member: true });
    expect(await screen.findByText('Please log-out to edit your tickets')).toBeInTheDocument();
    expect(api.orders.getOrder).not.toHaveBeenCalled();
  });

  it('asks to contact the seller when no ticket of the session is editable', async () => {
    await openPage({ theOrder: { tickets: [orderTicket({ editable: false })] } });
    expect(await screen.findByText('Please contact us to reschedule your tickets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', '/manage/o-1');
  });

  it.each([
    [new ApiError({ status: 404, code: 'not_found' }), 'We could not find that order.'],
    [new ApiError({ status: null, code: 'unexpected' }), 'Oops! Sorry, something went wrong. Please try again.'],
  ])('words a failed order load (%s)', async (orderError, text) => {
    await openPage({ orderError });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  describe('when the reschedule is refused', () => {
    async function refuse(error: ApiError) {
      const { api } = await openPage();
      api.cart.editOrder.mockRejectedValue(error);
      await screen.findByRole('group', { name: 'Choose a new time' });
      await choose(/^2:00 PM/);
      await submit();
      return api;
    }

    it.each([
      ['tickets_too_old', 'cart_remove_tickets', 'These tickets can no longer be changed.'],
      ['ticket_not_found', 'cart_remove_tickets', 'Ticket not found in this cart'],
      ['ticket_state_incorrect', 'cart_remove_tickets', 'This ticket cannot be changed any more.'],
      ['cart_expired', 'cart', 'Cart timed out'],
    ])('%s (%s) replaces the form with its message and a start-again link to the order', async (code, context, description) => {
      await refuse(new ApiError({ status: 409, code, context, description }));
      const message = await screen.findByTestId('reschedule-message');
      expect(message).toHaveTextContent(description);
      expect(message).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/manage/o-1');
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    });

    it('words the start-again message itself when the API gives no description', async () => {
      await refuse(new ApiError({ status: 409, code: 'ticket_state_incorrect', context: 'cart_remove_tickets' }));
      expect(await screen.findByText('Your tickets have changed since you opened this page.')).toBeInTheDocument();
    });

    it('asks to contact the seller for a ticket that cannot be changed online', async () => {
      await refuse(new ApiError({ status: 409, code: 'ticket_not_editable', context: 'cart_remove_tickets' }));
      expect(await screen.findByText('Please contact us to reschedule your tickets.')).toBeInTheDocument();
    });

    it('asks to log out when the API says the visitor is signed in', async () => {
      await refuse(new ApiError({ status: 403, code: 'edit_requires_logout' }));
      expect(await screen.findByText('Please log-out to edit your tickets')).toBeInTheDocument();
    });

    it('says the chosen time sold out, clears it and reloads the times', async () => {
      const api = await refuse(new ApiError({ status: 409, code: 'event_session_sold_out', context: 'reserve' }));
      expect(
        await screen.findByText('Tickets have sold out for the session at 2:00 PM. Please select another session and try again.'),
      ).toBeInTheDocument();
      expect(api.events.getSessions).toHaveBeenCalledTimes(2);
      expect(await screen.findByRole('radio', { name: /^2:00 PM/ })).not.toBeChecked();
    });

    it('keeps the form with the generic message for anything else', async () => {
      await refuse(new ApiError({ status: 422, code: 'validation_failed', description: 'The request is not valid' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Sorry, something went wrong. Please try again.');
      expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    });
  });
});
