import type { Cart } from '@storefront/shared';
import { cart as cartOf, cartItem, fakeApi } from '@storefront/shared/testing';
import { cartReleasedByEdit, changeOrder, type EditCartStore } from './order-edit-cart';

const shopping = () => cartOf({ id: 'shop-1', items: [cartItem()] });
const editOf = (orderId: string) => cartOf({ id: `edit-${orderId}`, items: [], orderEdit: { orderId, removedTicketIds: ['t-1'], creditMinor: 0 } });

function cartStore(current: Cart | null, calls: string[]): EditCartStore {
  const store = {
    cart: current,
    takeCart: jest.fn((taken: Cart) => {
      calls.push(`take ${taken.id}`);
      store.cart = taken;
      return null;
    }),
    discard: jest.fn(async () => {
      calls.push(`discard ${store.cart?.id}`);
      store.cart = null;
    }),
  };
  return store as unknown as EditCartStore;
}

describe('cartReleasedByEdit (ADR 0022)', () => {
  it('is a shopping cart with tickets, or another order’s edit; never this order’s edit, an empty or a finished cart', () => {
    expect(cartReleasedByEdit(shopping(), 'o-1')?.id).toBe('shop-1');
    expect(cartReleasedByEdit(editOf('o-2'), 'o-1')?.id).toBe('edit-o-2');
    expect(cartReleasedByEdit(editOf('o-1'), 'o-1')).toBeNull();
    expect(cartReleasedByEdit(cartOf({ items: [] }), 'o-1')).toBeNull();
    expect(cartReleasedByEdit(cartOf({ state: 'completed' }), 'o-1')).toBeNull();
    expect(cartReleasedByEdit(null, 'o-1')).toBeNull();
  });
});

describe('changeOrder', () => {
  const change = { removeTicketIds: ['t-1'] };

  it('discards a shopping cart once the edit is held, so its places go back on sale now', async () => {
    const api = fakeApi();
    const calls: string[] = [];
    api.cart.editOrder.mockImplementation(async () => {
      calls.push('editOrder');
      return editOf('o-1');
    });
    const cart = cartStore(shopping(), calls);
    await changeOrder({ api, cart }, 'o-1', null, change);
    expect(calls).toEqual(['editOrder', 'discard shop-1', 'take edit-o-1']);
    expect(api.cart.editOrder).toHaveBeenCalledWith('o-1', change);
  });

  it('changes the live edit cart without touching anything else', async () => {
    const api = fakeApi();
    const calls: string[] = [];
    api.cart.changeOrderEdit.mockResolvedValue(editOf('o-1'));
    const cart = cartStore(editOf('o-1'), calls);
    await changeOrder({ api, cart }, 'o-1', 'edit-o-1', change);
    expect(api.cart.changeOrderEdit).toHaveBeenCalledWith('edit-o-1', change);
    expect(api.cart.editOrder).not.toHaveBeenCalled();
    expect(calls).toEqual(['take edit-o-1']);
  });

  it('keeps the shopping cart when the API refuses the edit', async () => {
    const api = fakeApi();
    const calls: string[] = [];
    api.cart.editOrder.mockRejectedValue(new Error('refused'));
    const cart = cartStore(shopping(), calls);
    await expect(changeOrder({ api, cart }, 'o-1', null, change)).rejects.toThrow('refused');
    expect(calls).toEqual([]);
    expect(cart.cart?.id).toBe('shop-1');
  });
});
