import { cart, fakeApi } from '@storefront/shared/testing';
import { POLL_INTERVAL_MS, PendingOrderPoll } from './pending-order-poll';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PendingOrderPoll', () => {
  it('runs one chain of asks when started again after a stop (React strict mode mounts twice)', async () => {
    const api = fakeApi();
    api.cart.getCart.mockResolvedValue(cart({ number: 'C-1' }));
    const poll = new PendingOrderPoll(api);
    poll.start('cart-1');
    poll.stop();
    poll.start('cart-1');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.cart.getCart).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(api.cart.getCart).toHaveBeenCalledTimes(4);
    expect(jest.getTimerCount()).toBe(1);
    poll.stop();
    expect(jest.getTimerCount()).toBe(0);
    expect(poll.status).toBe('waiting');
  });
});
