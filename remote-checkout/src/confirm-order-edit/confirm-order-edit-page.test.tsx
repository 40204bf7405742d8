import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, RootStore, StoreProvider, type ApiSellerConfig, type Cart, type Order, type PageConfig } from '@storefront/shared';
import { cart as cartOf, cartItem, fakeApi, memoryStorage, order as orderOf, orderTicket, testPageConfig } from '@storefront/shared/testing';
import { ManageOrderPage } from '../manage-order/manage-order-page';
import { installFakeStripe } from '../testing/fake-stripe';
import { ConfirmOrderEditPage } from './confirm-order-edit-page';

const NOW = Date.parse('2026-11-01T12:00:00.000Z');
const MORNING = '2026-12-05T15:00:00.000Z';
const AFTERNOON = '2026-12-05T19:00:00.000Z';

const booked = orderTicket({ id: 't-1', editable: true, sessionId: 'se-am', validFrom: MORNING, validTo: null, adjustedValueMinor: 2000 });
const theOrder = orderOf({ tickets: [booked], editCartId: 'edit-1' });

/** A reschedule owing $5.00: the $20.00 ticket's credit against a $25.00 one at 2 PM. */
const reschedule = (o: Partial<Cart> = {}) =>
  cartOf({
    id: 'edit-1',
    items: [cartItem({ sessionId: 'se-pm', start: AFTERNOON, ticketIds: ['t-new'] })],
    outstandingMinor: 500,
    purchaserIdentityId: 'id-buyer',
    orderEdit: { orderId: 'o-1', removedTicketIds: ['t-1'], creditMinor: 2000 },
    ...o,
  });

let stripe: ReturnType<typeof installFakeStripe>;
beforeEach(() => {
  stripe = installFakeStripe();
});

async function openConfirm({ editCart = reschedule() as Cart | null, order = theOrder as Order, orderError }: { editCart?: Cart | null; order?: Order; orderError?: ApiError } = {}) {
  const api = fakeApi();
  const seller: ApiSellerConfig = {
    ...testPageConfig.seller,
    providers: { stripe: { publishable_key: 'pk_test_sandbox', sandbox_script_url: null }, captcha: { provider: 'hcaptcha', site_key: 'site', sandbox_script_url: null } },
  };
  const pageConfig: PageConfig = { ...testPageConfig, seller };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  store.clock.set(NOW);
  store.session.hydrate(null);
  if (orderError) api.orders.getOrder.mockRejectedValue(orderError);
  else api.orders.getOrder.mockResolvedValue(editCart ? order : { ...order, editCartId: null });
  if (editCart) api.cart.getCart.mockResolvedValue(editCart);
  await store.cart.restore();
  render(
    <MemoryRouter initialEntries={['/manage/o-1/confirm']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/manage/:ticketOrderId/confirm" element={<ConfirmOrderEditPage />} />
          <Route path="/manage/:ticketOrderId" element={<ManageOrderPage />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  // The order, then its edit cart.
  await act(() => Promise.resolve());
  return { api, store };
}

describe('ConfirmOrderEditPage', () => {
  it('shows what changes and pays the difference by card, with no identity form or captcha, then shows the order rescheduled', async () => {
    const { api, store } = await openConfirm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm changes' })).toBeInTheDocument();
    expect(document.title).toBe('Confirm changes | City Museum of Art');
    expect(api.cart.getCart).toHaveBeenCalledWith('edit-1');
    expect(screen.getByTestId('removed-ticket')).toHaveTextContent('Adult, Sat, Dec 5, 2026 at 10:00 AM');
    expect(screen.getByTestId('new-line')).toHaveTextContent('1 × Adult, Sat, Dec 5, 2026 at 2:00 PM');
    expect(screen.getByTestId('edit-credit')).toHaveTextContent('$20.00');
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$5.00');
    await screen.findByLabelText('Card number');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();

    api.payments.pay.mockResolvedValue(reschedule({ state: 'completed', orderIds: ['o-1'], expiresIn: null }));
    api.orders.getOrder.mockResolvedValue({ ...theOrder, editCartId: null });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Your tickets have been rescheduled.')).toBeInTheDocument();
    expect(api.payments.pay).toHaveBeenCalledWith('edit-1', {
      payments: [expect.objectContaining({ gateway: 'stripe', amountMinor: 500, source: 'pm_card_visa', sourceType: 'payment_method' })],
      idempotencyKey: expect.any(String),
    });
    expect(api.identity.createIdentity).not.toHaveBeenCalled();
    expect(api.payments.guestCheckout).not.toHaveBeenCalled();
    expect(api.payments.memberCheckout).not.toHaveBeenCalled();
    expect(store.cart.cart).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage order A-1001' })).toBeInTheDocument();
  });

  it('shows a card refusal as the checkout does and stays', async () => {
    const { api } = await openConfirm();
    await screen.findByLabelText('Card number');
    api.payments.pay.mockRejectedValue(new ApiError({ status: 402, code: 'card_declined', description: 'Your card was declined.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Your card has not been charged. Your card was declined.'));
    expect(alert).toHaveTextContent('Please edit your payment details and try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm changes' })).toBeInTheDocument();
    expect(stripe.stripe.createPaymentMethod).toHaveBeenCalled();
  });

  it('goes back to the order when no edit is under way', async () => {
    await openConfirm({ editCart: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage order A-1001' })).toBeInTheDocument();
  });

  it('says when the order cannot be found', async () => {
    await openConfirm({ orderError: new ApiError({ status: 404, code: 'not_found' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that order.');
  });
});
