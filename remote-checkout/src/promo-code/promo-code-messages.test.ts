import { ApiError } from '@storefront/shared';
import { storeWithCart } from '../testing/render-with-cart';
import { promoCodeMessage, promoRefusalMessage } from './promo-code-messages';

describe('promoCodeMessage (spec 01 §8)', () => {
  it.each([
    ['a known code: its text', new ApiError({ status: 404, code: 'code_not_found', description: 'Nope' }), '"ABC" is not a valid promo code.'],
    ['a known code: its text', new ApiError({ status: 400, code: 'no_code_benefit' }), '"ABC" does not apply to anything in your cart.'],
    ['an expired code (code_not_found with a reason)', new ApiError({ status: 400, code: 'code_not_found', extra: { reason: 'expired' } }), '"ABC" has expired.'],
    ['a code not valid yet', new ApiError({ status: 400, code: 'code_not_found', extra: { reason: 'not_yet_valid' } }), '"ABC" is not valid yet.'],
    ['else the message with a full stop', new ApiError({ status: 400, code: 'other', description: 'Only on weekdays' }), 'Only on weekdays.'],
    ['one full stop only', new ApiError({ status: 400, code: 'other', description: 'Only on weekdays.' }), 'Only on weekdays.'],
    ['else not valid', new ApiError({ status: 422, code: 'other' }), '"ABC" is not a valid promo code.'],
    ['else try later', new ApiError({ status: 500, code: 'unexpected' }), 'Sorry. Please try again later.'],
    ['else try later (network)', new ApiError({ status: null, code: 'unexpected' }), 'Sorry. Please try again later.'],
  ])('%s', (_name, error, message) => {
    expect(promoCodeMessage(error, 'ABC')).toBe(message);
  });
});

describe("the cart's refused promo code, in words", () => {
  it.each([
    ['a known code', new ApiError({ status: 400, code: 'code_exhausted', description: 'Used up' }), '"SAVE" has already been used the maximum number of times.'],
    ['the server message', new ApiError({ status: 400, code: 'odd_code', description: 'Not for this event' }), 'Not for this event.'],
    ['no message, a refusal', new ApiError({ status: 400, code: 'odd_code' }), '"SAVE" is not a valid promo code.'],
    ['a failure', new ApiError({ status: null, code: 'unexpected' }), 'Sorry. Please try again later.'],
  ])('on failure shows %s', async (_name, error, message) => {
    const { store, api } = await storeWithCart();
    api.cart.applyCode.mockRejectedValue(error);
    const result = await store.cart.applyPromoCode('SAVE');
    expect(result.ok || promoRefusalMessage(result.refusal)).toBe(message);
    expect(promoRefusalMessage(store.cart.promoRefusal)).toBe(message);
    store.cart.clearPromoRefusal();
    expect(promoRefusalMessage(store.cart.promoRefusal)).toBeNull();
  });
});
