import { ApiError } from '@storefront/shared';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { storeWithCart } from '../testing/render-with-cart';
import { extendFailureMessage } from './extend-dialog';

describe('extendFailureMessage (spec 01 §8 "Extend-timer failure: message shown in the modal")', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is the failure's description until the offer is declined", async () => {
    const { store, api } = await storeWithCart(cartOf({ items: [cartItem()], expiresIn: 60 }));
    api.cart.extendCart.mockRejectedValue(new ApiError({ status: 400, code: 'cart_not_extendable', description: 'The cart can not be extended.' }));
    await expect(store.cart.extend()).resolves.toBe(false);
    expect(extendFailureMessage(store.cart.extendError)).toBe('The cart can not be extended.');
    store.cart.declineExtension();
    expect(extendFailureMessage(store.cart.extendError)).toBeNull();
  });

  it('is the generic text without a description', () => {
    expect(extendFailureMessage(new ApiError({ status: null, code: 'unexpected' }))).toBe('Sorry! Something unexpected happened. Please try again.');
  });
});
