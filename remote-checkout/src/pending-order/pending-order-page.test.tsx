import { act, screen } from '@testing-library/react';
import { ApiError } from '@storefront/shared';
import { cart } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { PendingOrderPage } from './pending-order-page';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from './pending-order-poll';

const processing = cart({ id: 'cart-1', number: 'C-2001' });
const completed = cart({ id: 'cart-1', number: 'C-2001', state: 'completed', orderIds: ['o-1', 'o-2'] });

async function setup(answers: (ReturnType<typeof cart> | Error)[]) {
  const harness = await storeWithCart(null);
  const getCart = harness.api.cart.getCart;
  for (const answer of answers) {
    if (answer instanceof Error) getCart.mockRejectedValueOnce(answer);
    else getCart.mockResolvedValueOnce(answer);
  }
  getCart.mockResolvedValue(processing);
  const view = renderAt(<PendingOrderPage />, { store: harness.store, path: '/checkout/pending/cart-1', route: '/checkout/pending/:cartId' });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return { ...harness, getCart, view };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PendingOrderPage', () => {
  it('shows the title, the processing message and the cart reference number', async () => {
    const { getCart } = await setup([processing]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment is processing' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! We are waiting for your payment to be confirmed. This page will show your order as soon as it is, and we will e-mail your confirmation. Please do not pay again.',
    );
    expect(screen.getByTestId('cart-number')).toHaveTextContent('C-2001');
    expect(screen.getByText(/Your reference number/)).toHaveTextContent('Your reference number C-2001');
    expect(getCart).toHaveBeenCalledWith('cart-1');
    expect(document.title).toBe('Payment processing | City Museum of Art');
  });

  it('asks every 3 seconds and goes to the completed page once the orders exist', async () => {
    const { getCart } = await setup([processing, processing, completed]);
    expect(getCart).toHaveBeenCalledTimes(1);
    await wait(POLL_INTERVAL_MS - 1);
    expect(getCart).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(getCart).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('cart-number')).toBeInTheDocument();
    await wait(POLL_INTERVAL_MS);
    expect(screen.getByText('at /checkout/complete?orderIds=o-1,o-2')).toBeInTheDocument();
    await wait(POLL_INTERVAL_MS * 5);
    expect(getCart).toHaveBeenCalledTimes(3);
  });

  it('goes to the completed page at once when the cart is already booked', async () => {
    const booked = new ApiError({ status: 409, code: 'cart_booked', extra: { order_ids: ['o-9'] } });
    await setup([booked]);
    expect(screen.getByText('at /checkout/complete?orderIds=o-9')).toBeInTheDocument();
  });

  it('stops asking when the page is left', async () => {
    const { getCart, view } = await setup([processing]);
    await wait(POLL_INTERVAL_MS);
    expect(getCart).toHaveBeenCalledTimes(2);
    view.unmount();
    await wait(POLL_INTERVAL_MS * 10);
    expect(getCart).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives up after 5 minutes, still showing the reference number', async () => {
    const { getCart } = await setup([]);
    await wait(POLL_LIMIT_MS);
    expect(getCart).toHaveBeenCalledTimes(POLL_LIMIT_MS / POLL_INTERVAL_MS + 1);
    await wait(POLL_LIMIT_MS);
    expect(getCart).toHaveBeenCalledTimes(POLL_LIMIT_MS / POLL_INTERVAL_MS + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is taking longer than usual to confirm.');
    expect(screen.getByTestId('cart-number')).toHaveTextContent('C-2001');
  });

  it('keeps asking through a network error', async () => {
    const { getCart } = await setup([new ApiError({ status: null, code: 'unexpected' }), completed]);
    expect(screen.queryByTestId('cart-number')).not.toBeInTheDocument();
    await wait(POLL_INTERVAL_MS);
    expect(getCart).toHaveBeenCalledTimes(2);
    expect(screen.getByText('at /checkout/complete?orderIds=o-1,o-2')).toBeInTheDocument();
  });

  it.each([403, 404])('shows the error text and stops for a %i', async (status) => {
    const { getCart } = await setup([new ApiError({ status, code: 'not_found' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Sorry, something went wrong. Please try again.');
    await wait(POLL_INTERVAL_MS * 3);
    expect(getCart).toHaveBeenCalledTimes(1);
  });

  it('asks for a staff-made (injected) cart by the injected call', async () => {
    const harness = await storeWithCart(null);
    harness.api.cart.getCart.mockRejectedValue(new ApiError({ status: 403, code: 'forbidden' }));
    harness.api.cart.getInjectedCart.mockResolvedValueOnce(processing).mockResolvedValueOnce(completed);
    renderAt(<PendingOrderPage />, { store: harness.store, path: '/checkout/pending/cart-1?injected=1', route: '/checkout/pending/:cartId' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('cart-number')).toHaveTextContent('C-2001');
    expect(harness.api.cart.getInjectedCart).toHaveBeenCalledWith('cart-1');
    await wait(POLL_INTERVAL_MS);
    expect(screen.getByText('at /checkout/complete?orderIds=o-1,o-2')).toBeInTheDocument();
    expect(harness.api.cart.getCart).not.toHaveBeenCalled();
  });
});
