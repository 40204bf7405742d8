import { ApiError, type CartStore } from '@storefront/shared';
import { cart, fakeApi } from '@storefront/shared/testing';
import { BLOCKED_CODE_MESSAGES, BlockedCode } from './blocked-code';

function setup(error: ApiError) {
  const api = fakeApi();
  api.cart.applyCode.mockRejectedValue(error);
  const held = { cart: cart(), takeCart: jest.fn() } as unknown as CartStore;
  return new BlockedCode(api, held);
}

describe('BlockedCode refusals (spec 02 §5)', () => {
  it.each(['not_yet_valid', 'expired'])("a code_not_found for a code outside its window (reason %s) asks for another code", async (reason) => {
    const code = setup(new ApiError({ status: 404, code: 'code_not_found', description: 'This code is not valid now.', extra: { reason } }));
    await expect(code.apply('EARLY')).resolves.toBe(false);
    expect(code.message).toBe(`This code is not valid now. ${BLOCKED_CODE_MESSAGES.tryAnother}`);
  });

  it('a refusal another code cannot help shows the description alone', async () => {
    const code = setup(new ApiError({ status: 409, code: 'incorrect_cart_state', description: 'The cart cannot be changed.' }));
    await code.apply('ANY');
    expect(code.message).toBe('The cart cannot be changed.');
  });
});
