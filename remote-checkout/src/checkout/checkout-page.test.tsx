import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, StoreProvider } from '@storefront/shared';
import { cart, cartItem, createTestStore } from '@storefront/shared/testing';
import { CheckoutPage } from './checkout-page';

const freeCart = cart({
  id: 'c-1',
  items: [cartItem({ ticketIds: ['t-1'], types: [{ ticketTypeId: 'free', name: 'Free', ticketCount: 1, totalMinor: 0, feesMinor: 0 }] })],
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

async function renderCheckout() {
  const store = createTestStore({
    cart: {
      createCart: jest.fn().mockResolvedValue(freeCart),
      guestCheckout: jest.fn().mockResolvedValue({ ...freeCart, state: 'completed', ticketIds: ['t-1'], orderIds: ['o-1'] }),
    },
    identity: { createIdentity: jest.fn().mockResolvedValue({ id: 'g-1' }) },
  });
  await store.cart.reserve({ items: [{ ticketTypeId: 'free', sessionId: 's-1' }] });
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
}

describe('CheckoutPage', () => {
  it('goes to the completed page with the order ids, not home, although checkout empties the cart', async () => {
    await renderCheckout();
    await userEvent.type(screen.getByLabelText('First name'), 'Grace');
    await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Confirm email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
  });

  it('sends a visitor with an empty cart home', () => {
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <StoreProvider store={createTestStore({})}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </StoreProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('a saved cart the platform reports booked goes to its completed page', async () => {
    window.localStorage.setItem('storefront.cart.seller-1', JSON.stringify({ cartId: 'c-9', localExpiry: Date.now() + 60_000 }));
    const store = createTestStore({
      cart: {
        getCart: jest.fn().mockRejectedValue(
          new ApiError({ status: 409, code: 'cart_booked', description: 'Cart with order ID o-7 has been booked.', extra: { order_ids: ['o-7'] } }),
        ),
      },
    });
    await store.cart.restore();
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <StoreProvider store={store}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </StoreProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /checkout/complete?orderIds=o-7')).toBeInTheDocument();
    window.localStorage.clear();
  });
});
