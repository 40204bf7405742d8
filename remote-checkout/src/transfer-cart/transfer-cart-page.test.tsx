import { screen } from '@testing-library/react';
import { ApiError } from '@storefront/shared';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { TransferCartPage } from './transfer-cart-page';

const route = '/transfer-cart/:cartId';

describe('TransferCartPage', () => {
  it('takes over the cart and goes to checkout by default', async () => {
    const { store, api } = await storeWithCart(null);
    api.cart.getCart.mockResolvedValue(cartOf({ id: 'c-9', items: [cartItem()] }));
    renderAt(<TransferCartPage />, { store, path: '/transfer-cart/c-9', route });
    expect(await screen.findByText('at /checkout')).toBeInTheDocument();
    expect(api.cart.getCart).toHaveBeenCalledWith('c-9');
    expect(store.cart.cart?.id).toBe('c-9');
  });

  it('goes to next when given', async () => {
    const { store, api } = await storeWithCart(null);
    api.cart.getCart.mockResolvedValue(cartOf({ id: 'c-9', items: [cartItem()] }));
    renderAt(<TransferCartPage />, { store, path: '/transfer-cart/c-9?next=/events/ev-2', route });
    expect(await screen.findByText('at /events/ev-2')).toBeInTheDocument();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil.example', '/\t/evil.example'])(
    'refuses next=%j and goes to checkout',
    async (hostile) => {
      const { store, api } = await storeWithCart(null);
      api.cart.getCart.mockResolvedValue(cartOf({ id: 'c-9', items: [cartItem()] }));
      renderAt(<TransferCartPage />, { store, path: `/transfer-cart/c-9?next=${encodeURIComponent(hostile)}`, route });
      expect(await screen.findByText('at /checkout')).toBeInTheDocument();
    },
  );

  it.each([
    [403, 'Access denied to cart'],
    [404, 'Cart not found'],
  ])('answers %d with “%s” and a link home', async (status, message) => {
    const { store, api } = await storeWithCart(null);
    api.cart.getCart.mockRejectedValue(new ApiError({ status, code: status === 403 ? 'forbidden' : 'not_found' }));
    renderAt(<TransferCartPage />, { store, path: '/transfer-cart/c-9', route });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${message} | City Museum of Art`);
  });

  it('titles the page while the cart loads (WCAG 2.4.2)', async () => {
    const { store, api } = await storeWithCart(null);
    api.cart.getCart.mockReturnValue(new Promise(() => undefined));
    renderAt(<TransferCartPage />, { store, path: '/transfer-cart/c-9', route });
    expect(document.title).toBe('Loading your cart | City Museum of Art');
  });
});
