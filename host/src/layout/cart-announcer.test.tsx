import { act, render, screen } from '@testing-library/react';
import { StoreProvider } from '@storefront/shared';
import { cart, cartItem, createTestStore } from '@storefront/shared/testing';
import { CartAnnouncer, cartChangeMessage } from './cart-announcer';

const adults = { item_id: 'ev-1', item_name: 'Evening Jazz', item_variant: 'Adult', price: 45, quantity: 2 };

describe('cartChangeMessage', () => {
  it('names each line’s tickets, added or removed', () => {
    expect(cartChangeMessage({ event: 'add_to_cart', items: [adults], seq: 1 })).toBe('Added to your cart: 2 × Adult, Evening Jazz.');
    const child = { ...adults, item_variant: 'Child', quantity: 1 };
    expect(cartChangeMessage({ event: 'remove_from_cart', items: [adults, child], seq: 2 })).toBe(
      'Removed from your cart: 2 × Adult, Evening Jazz; 1 × Child, Evening Jazz.',
    );
  });
});

describe('CartAnnouncer', () => {
  it('is an empty status region until the visitor reserves, then says what was added', async () => {
    const reserve = jest.fn().mockResolvedValue(cart({ items: [cartItem()] }));
    const store = createTestStore({ cart: { reserve } });
    render(
      <StoreProvider store={store}>
        <CartAnnouncer />
      </StoreProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    await act(() => store.cart.reserve({ eventId: 'ev-1', sessionId: 'se-1', tickets: [] } as never));
    expect(region).toHaveTextContent(/^Added to your cart: \d+ × .+\.$/);
  });
});
