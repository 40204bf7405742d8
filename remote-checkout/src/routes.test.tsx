import { screen } from '@testing-library/react';
import { ApiError } from '@storefront/shared';
import { order, user } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from './testing/render-with-cart';
import CheckoutRoutes, { routeChunks } from './routes';

describe('checkout routes', () => {
  it('preloads the cancel auto-renew chunk on its page only', async () => {
    const { store } = await storeWithCart(null);
    expect(routeChunks({ pathname: '/manage/o-1/cancel-auto-renew', store })).toEqual(['cancel-auto-renew']);
    expect(routeChunks({ pathname: '/checkout', store })).toEqual([]);
  });

  it('renders the lazy cancel auto-renew page below /manage', async () => {
    const { store } = await storeWithCart(null);
    store.session.hydrate(null);
    renderAt(<CheckoutRoutes />, { store, path: '/manage/o-1/cancel-auto-renew' });
    expect(await screen.findByText(/Please log in to manage your membership\./)).toBeInTheDocument();
  });

  it('preloads the reschedule and resend chunks on their pages only', async () => {
    const { store } = await storeWithCart(null);
    expect(routeChunks({ pathname: '/manage/o-1/reschedule/se-1', store })).toEqual(['reschedule-order']);
    expect(routeChunks({ pathname: '/resend', store })).toEqual(['resend-tickets']);
  });

  it('preloads the order management and confirm edit chunks on their pages only', async () => {
    const { store } = await storeWithCart(null);
    expect(routeChunks({ pathname: '/manage/o-1', store })).toEqual(['manage-order']);
    expect(routeChunks({ pathname: '/manage/o-1/confirm', store })).toEqual(['confirm-order-edit']);
    expect(routeChunks({ pathname: '/manage/o-1/reschedule/se-1', store })).toEqual(['reschedule-order']);
  });

  it('renders the lazy order management page at /manage/{id}', async () => {
    const { api, store } = await storeWithCart(null);
    store.session.hydrate(null);
    api.orders.getOrder.mockResolvedValue(order());
    renderAt(<CheckoutRoutes />, { store, path: '/manage/o-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage order A-1001' })).toBeInTheDocument();
  });

  it('renders the lazy confirm edit page at /manage/{id}/confirm', async () => {
    const { api, store } = await storeWithCart(null);
    store.session.hydrate(null);
    api.orders.getOrder.mockRejectedValue(new ApiError({ status: 404, code: 'not_found' }));
    renderAt(<CheckoutRoutes />, { store, path: '/manage/o-1/confirm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm changes' })).toBeInTheDocument();
  });

  it('renders the lazy reschedule page below /manage', async () => {
    const { store } = await storeWithCart(null);
    store.session.hydrate(user());
    renderAt(<CheckoutRoutes />, { store, path: '/manage/o-1/reschedule/se-1' });
    expect(await screen.findByText('Please log-out to edit your tickets')).toBeInTheDocument();
  });

  it('renders the lazy resend page at /resend, where the home page links', async () => {
    const { store } = await storeWithCart(null);
    store.session.hydrate(null);
    renderAt(<CheckoutRoutes />, { store, path: '/resend' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resend tickets' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });
});
