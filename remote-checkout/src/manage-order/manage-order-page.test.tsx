import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, StoreProvider, type Cart, type Order, type RootStore } from '@storefront/shared';
import { cart as cartOf, cartItem, order as orderOf, orderTicket, user } from '@storefront/shared/testing';
import { storeWithCart, Where } from '../testing/render-with-cart';
import { ManageOrderPage } from './manage-order-page';

const NOW = Date.parse('2026-11-01T12:00:00.000Z');
const MORNING = '2026-12-05T15:00:00.000Z'; // Sat, Dec 5, 2026 at 10:00 AM in New York
const AFTERNOON = '2026-12-05T19:00:00.000Z'; // 2:00 PM
const LAST_MONTH = '2026-10-01T14:00:00.000Z';

const freeTicket = (id: string, o: Parameters<typeof orderTicket>[0] = {}) =>
  orderTicket({ id, faceValueMinor: 0, adjustedValueMinor: 0, editable: true, cancellable: true, sessionId: 'se-am', validFrom: MORNING, validTo: null, ...o });

const editCart = (o: Partial<Cart> = {}) =>
  cartOf({ id: 'edit-1', orderEdit: { orderId: 'o-1', removedTicketIds: ['t-1'], creditMinor: 0 }, purchaserIdentityId: 'id-buyer', ...o });

async function openPage({ order = orderOf(), orderError, signedIn = false, path = '/manage/o-1', state, wallets, shoppingCart = null }: {
  shoppingCart?: Cart | null;
  order?: Order;
  orderError?: ApiError;
  signedIn?: boolean;
  path?: string;
  state?: unknown;
  wallets?: { appleWallet: boolean; googleWallet: boolean };
} = {}) {
  const { api, store } = await storeWithCart(shoppingCart);
  if (wallets) api.orders.walletPrecheck.mockResolvedValue(wallets);
  store.clock.set(NOW);
  store.session.hydrate(signedIn ? user() : null);
  if (orderError) api.orders.getOrder.mockRejectedValue(orderError);
  else api.orders.getOrder.mockResolvedValue(order);
  api.orders.grantOrderAccess.mockResolvedValue(undefined);
  renderPage(store, path, state);
  await act(() => Promise.resolve());
  return { api, store };
}

function renderPage(store: RootStore, path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
      <StoreProvider store={store}>
        <Routes>
          <Route
            path="/manage/:ticketOrderId"
            element={
              <>
                <ManageOrderPage />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
}

const twoSessions = () =>
  orderOf({
    cancellable: true,
    totalMinor: 0,
    tickets: [
      freeTicket('t-1'),
      freeTicket('t-2', { typeName: 'Child', admitName: 'Sam' }),
      freeTicket('t-3', { typeName: 'Senior', sessionId: 'se-pm', validFrom: AFTERNOON }),
    ],
  });

describe('ManageOrderPage: reading the order', () => {
  it('trades the manage link key once, then drops it from the address and keeps the other parameters', async () => {
    const { api } = await openPage({ path: '/manage/o-1?key=secret-key&utm=mail' });
    expect(api.orders.grantOrderAccess).toHaveBeenCalledTimes(1);
    expect(api.orders.grantOrderAccess).toHaveBeenCalledWith('o-1', 'secret-key');
    expect(api.orders.grantOrderAccess.mock.invocationCallOrder[0]).toBeLessThan(api.orders.getOrder.mock.invocationCallOrder[0]!);
    expect(api.orders.getOrder).toHaveBeenCalledWith('o-1');
    expect(await screen.findByText('at /manage/o-1?utm=mail')).toBeInTheDocument();
  });

  it('reads the order without a grant when the address has no key', async () => {
    const { api } = await openPage();
    expect(api.orders.grantOrderAccess).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage order A-1001' })).toBeInTheDocument();
    expect(document.title).toBe('Manage order A-1001 | City Museum of Art');
  });

  it.each([
    [new ApiError({ status: 404, code: 'not_found' }), 'We could not find that order.'],
    [new ApiError({ status: 500, code: 'unexpected' }), 'Oops! Sorry, something went wrong. Please try again.'],
  ])('says why the order cannot be shown (%p)', async (orderError, text) => {
    await openPage({ orderError });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the number, the event, the purchase date and the tickets by session in the venue zone', async () => {
    await openPage({ order: twoSessions() });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('A-1001');
    expect(screen.getByText('Museum admission')).toBeInTheDocument();
    expect(screen.getByText('Sun, November 22 2026')).toBeInTheDocument();
    const lines = screen.getAllByTestId('order-line');
    expect(lines.map((l) => within(l).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sat, Dec 5, 2026 at 10:00 AM',
      'Sat, Dec 5, 2026 at 2:00 PM',
    ]);
    expect(within(lines[0]!).getAllByTestId('order-ticket').map((t) => t.textContent)).toEqual([
      expect.stringContaining('AdultBooked'),
      expect.stringContaining('ChildSamBooked'),
    ]);
  });

  it("shows each seated ticket's seat", async () => {
    const tickets = [orderTicket({ id: 't-1', seatName: 'Stalls C12' }), orderTicket({ id: 't-2', typeName: 'Child', seatName: 'Stalls C13' }), orderTicket({ id: 't-3' })];
    await openPage({ order: orderOf({ tickets, allTickets: tickets }) });
    expect((await screen.findAllByTestId('order-ticket')).map((t) => t.textContent)).toEqual([
      expect.stringContaining('AdultSeat: Stalls C12Booked'),
      expect.stringContaining('ChildSeat: Stalls C13Booked'),
      expect.not.stringContaining('Seat'),
    ]);
  });

  it.each([
    ['Redeemed', freeTicket('t-1', { state: 'redeemed' })],
    ['Cancelled', freeTicket('t-1', { state: 'cancelled' })],
    ['Past Event', freeTicket('t-1', { validFrom: LAST_MONTH })],
  ])('a %s line says so and offers nothing', async (status, ticket) => {
    await openPage({ order: orderOf({ tickets: [ticket], allTickets: [ticket] }) });
    expect(await screen.findByTestId('line-status')).toHaveTextContent(status);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reschedule/ })).not.toBeInTheDocument();
  });

  it("offers a booked ticket's wallet passes when the precheck allows, and none on a line that is over", async () => {
    const redeemed = freeTicket('t-9', { state: 'redeemed', sessionId: 'se-pm', validFrom: AFTERNOON });
    const { api } = await openPage({
      order: orderOf({ tickets: [freeTicket('t-1'), redeemed], allTickets: [freeTicket('t-1'), redeemed] }),
      wallets: { appleWallet: true, googleWallet: false },
    });
    expect(await screen.findByRole('link', { name: 'Add Adult ticket to Apple Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Wallet/ })).not.toBeInTheDocument();
    expect(api.orders.walletPrecheck).toHaveBeenCalledTimes(1);
    expect(api.orders.walletPrecheck).toHaveBeenCalledWith('t-1');
  });

  it('e-mails the tickets again to the purchaser, and says when that was asked too often', async () => {
    const { api } = await openPage();
    api.orders.emailOrder.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiError({ status: 429, code: 'rate_limited' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Email my tickets again' }));
    expect(api.orders.emailOrder).toHaveBeenCalledWith('o-1');
    expect(await screen.findByText('Your tickets have been sent to ada@example.com.')).toBeInTheDocument();
    expect(screen.getByTestId('manage-message')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Email my tickets again' }));
    expect(await screen.findByText('You have asked for your tickets too many times. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('lets a signed-in visitor read the order but asks them to log out to edit it', async () => {
    await openPage({ order: twoSessions(), signedIn: true });
    expect(await screen.findByText('Please log-out to edit your tickets')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-ticket')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reschedule/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the outcome the confirm page sent, once', async () => {
    await openPage({ state: { editOutcome: 'rescheduled' } });
    expect(await screen.findByText('Your tickets have been rescheduled.')).toBeInTheDocument();
    expect(screen.getByTestId('manage-message')).toHaveFocus();
  });
});

describe('ManageOrderPage: editing', () => {
  it('offers Remove for free editable tickets, Remove event and Reschedule per editable line, and nothing for a paid ticket but Reschedule', async () => {
    const paid = freeTicket('t-9', { sessionId: 'se-pm', validFrom: AFTERNOON, adjustedValueMinor: 2500, faceValueMinor: 2500, cancellable: false });
    const locked = freeTicket('t-8', { sessionId: 'se-eve', validFrom: '2026-12-06T15:00:00.000Z', editable: false });
    const tickets = [freeTicket('t-1'), freeTicket('t-2', { typeName: 'Child', admitName: 'Sam' }), paid, locked];
    await openPage({ order: orderOf({ tickets }) });
    expect(await screen.findByRole('button', { name: 'Remove Adult ticket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Child ticket for Sam' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove event/ })).toHaveLength(1);
    const links = screen.getAllByRole('link', { name: /^Reschedule/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/manage/o-1/reschedule/se-am', '/manage/o-1/reschedule/se-pm']);
    expect(links[0]).toHaveAccessibleName('Reschedule Sat, Dec 5, 2026 at 10:00 AM');
    const [, pmLine, eveLine] = screen.getAllByTestId('order-line');
    expect(within(pmLine!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(eveLine!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the edit cart with the first removal, changes it with the next, and warns before leaving', async () => {
    const { api, store } = await openPage({ order: twoSessions() });
    api.cart.editOrder.mockResolvedValue(editCart());
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Adult ticket' }));
    expect(api.cart.editOrder).toHaveBeenCalledWith('o-1', { removeTicketIds: ['t-1'] });
    expect(store.cart.cart?.id).toBe('edit-1');
    expect(screen.getByText('You have unsaved changes')).toHaveAttribute('role', 'status');
    expect(screen.getAllByTestId('order-ticket')[0]).toHaveTextContent('Removed');
    expect(screen.getByTestId('order-changes')).toHaveFocus();
    // Cancelling tickets waits until the edit is confirmed or discarded.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    api.cart.changeOrderEdit.mockResolvedValue(editCart({ orderEdit: { orderId: 'o-1', removedTicketIds: ['t-1', 't-3'], creditMinor: 0 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove event Sat, Dec 5, 2026 at 2:00 PM' }));
    expect(api.cart.changeOrderEdit).toHaveBeenCalledWith('edit-1', { removeTicketIds: ['t-3'] });
    expect(screen.getAllByTestId('removed-ticket').map((t) => t.textContent)).toEqual([
      'Adult, Sat, Dec 5, 2026 at 10:00 AM',
      'Senior, Sat, Dec 5, 2026 at 2:00 PM',
    ]);
  });

  it('says a shopping cart will be released, and releases it once the edit is held', async () => {
    const { api, store } = await openPage({ order: twoSessions(), shoppingCart: cartOf({ id: 'shop-1', items: [cartItem()] }) });
    expect(await screen.findByText('Changing this order will release the tickets in your cart.')).toBeInTheDocument();
    api.cart.editOrder.mockResolvedValue(editCart());
    await userEvent.click(screen.getAllByRole('button', { name: /^Remove Adult ticket/ })[0]!);
    expect(await screen.findByText('You have unsaved changes')).toBeInTheDocument();
    expect(api.cart.deleteCart).toHaveBeenCalledWith('shop-1');
    expect(store.cart.cart?.id).toBe('edit-1');
    expect(screen.queryByText('Changing this order will release the tickets in your cart.')).not.toBeInTheDocument();
  });

  it('does not warn on leaving without an edit', async () => {
    await openPage({ order: twoSessions() });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
  });

  it.each([
    [{ status: 409, code: 'ticket_not_editable', context: 'cart_remove_tickets' }, 'Please contact us to reschedule your tickets.'],
    [{ status: 403, code: 'edit_requires_logout' }, 'Please log-out to edit your tickets'],
    [{ status: 500, code: 'unexpected' }, 'Oops! Sorry, something went wrong. Please try again.'],
  ])('says why a removal was refused (%p) and reads the order again', async (error, text) => {
    const { api } = await openPage({ order: twoSessions() });
    api.cart.editOrder.mockRejectedValue(new ApiError(error));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Adult ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('manage-message')).toHaveFocus();
    expect(api.orders.getOrder).toHaveBeenCalledTimes(2);
  });
});

describe('ManageOrderPage: the live edit cart', () => {
  async function openWithEdit(edit: Cart, order = orderOf({ ...twoSessions(), editCartId: edit.id })) {
    const { api, store } = await storeWithCart(null);
    store.clock.set(NOW);
    store.session.hydrate(null);
    api.orders.getOrder.mockResolvedValue(order);
    api.cart.getCart.mockResolvedValue(edit);
    renderPage(store, '/manage/o-1');
    await screen.findByTestId('order-changes');
    return { api, store };
  }

  it('lists the new tickets of a reschedule, the credit and the amount due', async () => {
    const edit = editCart({
      items: [cartItem({ sessionId: 'se-pm', start: AFTERNOON, ticketIds: ['t-new'] })],
      outstandingMinor: 500,
      orderEdit: { orderId: 'o-1', removedTicketIds: ['t-1'], creditMinor: 2000 },
    });
    const { api, store } = await openWithEdit(edit);
    expect(api.cart.getCart).toHaveBeenCalledWith('edit-1');
    expect(store.cart.cart?.id).toBe('edit-1');
    expect(screen.getByRole('heading', { name: 'New tickets' })).toBeInTheDocument();
    expect(screen.getByTestId('new-line')).toHaveTextContent('1 × Adult, Sat, Dec 5, 2026 at 2:00 PM');
    expect(screen.getByTestId('removed-ticket')).toHaveTextContent('Adult, Sat, Dec 5, 2026 at 10:00 AM');
    expect(screen.getByTestId('edit-credit')).toHaveTextContent('$20.00');
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$5.00');
  });

  it.each([
    ['cancelled', [], 'Your tickets have been cancelled.'],
    ['rescheduled', [cartItem({ sessionId: 'se-pm', start: AFTERNOON, ticketIds: ['t-new'] })], 'Your tickets have been rescheduled.'],
  ])('confirms an edit owing nothing with the free gateway (%s) and reads the order again', async (_, items, text) => {
    const { api, store } = await openWithEdit(editCart({ items, outstandingMinor: 0 }));
    api.payments.pay.mockResolvedValue(editCart({ state: 'completed', orderIds: ['o-1'], expiresIn: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm changes' }));
    expect(api.payments.pay).toHaveBeenCalledWith('edit-1', { payments: [{ gateway: 'free', amountMinor: 0 }], idempotencyKey: expect.any(String) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('manage-message')).toHaveFocus();
    expect(store.cart.cart).toBeNull();
    expect(api.orders.getOrder).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('sends an amount the card takes to the confirm page', async () => {
    await openWithEdit(editCart({ items: [cartItem({ ticketIds: ['t-new'] })], outstandingMinor: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm changes' }));
    expect(await screen.findByText('at /manage/o-1/confirm')).toBeInTheDocument();
  });

  it('refuses an amount the card does not take', async () => {
    const { api } = await openWithEdit(editCart({ items: [cartItem({ ticketIds: ['t-new'] })], outstandingMinor: 20 }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment is not supported for this amount.');
    expect(api.payments.pay).not.toHaveBeenCalled();
  });

  it('discards the edit on Cancel: the cart is deleted and the order read again', async () => {
    const { api, store } = await openWithEdit(editCart());
    api.cart.deleteCart.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel changes' }));
    expect(api.cart.deleteCart).toHaveBeenCalledWith('edit-1');
    expect(store.cart.cart).toBeNull();
    expect(await screen.findByText('Your changes have been discarded.')).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('order-ticket')[0]).toHaveTextContent('Booked');
    expect(api.orders.getOrder).toHaveBeenCalledTimes(2);
  });
});

describe('ManageOrderPage: cancelling a free order', () => {
  it('asks for at least one ticket and focuses the first box', async () => {
    const { api } = await openPage({ order: twoSessions() });
    const group = await screen.findByRole('group', { name: 'Select the tickets to cancel' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected tickets' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Please select at least one ticket to continue.');
    expect(within(group).getAllByRole('checkbox')[0]).toHaveFocus();
    expect(api.orders.cancelOrderTickets).not.toHaveBeenCalled();
  });

  it('cancels the ticked tickets and shows the order the API answers', async () => {
    const { api } = await openPage({ order: twoSessions() });
    const cancelled = freeTicket('t-2', { typeName: 'Child', admitName: 'Sam', state: 'cancelled', cancellable: false, editable: false });
    const after = orderOf({ ...twoSessions(), tickets: [freeTicket('t-1'), freeTicket('t-3', { sessionId: 'se-pm', validFrom: AFTERNOON })] });
    api.orders.cancelOrderTickets.mockResolvedValue({ ...after, allTickets: [after.tickets[0]!, cancelled, after.tickets[1]!] });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Child, Sam/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected tickets' }));
    expect(api.orders.cancelOrderTickets).toHaveBeenCalledWith('o-1', ['t-2']);
    expect(await screen.findByText('Your tickets have been cancelled.')).toBeInTheDocument();
    expect(screen.getByTestId('manage-message')).toHaveFocus();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it.each([
    ['no_valid_tickets', 'No valid tickets found on this order.'],
    ['order_not_cancellable', 'You must contact us to cancel this order.'],
    ['edit_requires_logout', 'Please log-out to edit your tickets'],
  ])('says why the API refused (%s)', async (code, text) => {
    const { api } = await openPage({ order: twoSessions() });
    api.orders.cancelOrderTickets.mockRejectedValue(new ApiError({ status: code === 'edit_requires_logout' ? 403 : 409, code }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Child, Sam/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected tickets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('asks the buyer of a paid order to contact the seller instead', async () => {
    await openPage({ order: orderOf({ tickets: [freeTicket('t-1', { faceValueMinor: 2500, adjustedValueMinor: 2500, cancellable: false })] }) });
    expect(await screen.findByTestId('contact-to-cancel')).toHaveTextContent('You must contact us to cancel this order.');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
