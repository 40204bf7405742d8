import { screen } from '@testing-library/react';
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
});
