import { act, screen } from '@testing-library/react';
import type { Order } from '@storefront/shared';
import { membership, order, user } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { CompletedOrderPage } from './completed-order-page';

const ROUTE = '/checkout/complete';

/** The completed page after a membership purchase whose giftee, auto-renew and gift code the store still holds. */
async function completeWith(orders: Order[], { signedIn = false } = {}) {
  const { api, store } = await storeWithCart(null);
  if (signedIn) store.session.hydrate(user());
  api.memberships.createGiftee.mockResolvedValue('giftee-1');
  await store.membership.createGiftee({ firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' });
  store.membership.setAutoRenew(true);
  store.membership.setRedeemCode('1234567890');
  api.orders.getOrders.mockResolvedValue(orders);
  api.identity.getUser.mockResolvedValue(user({ memberships: [membership()] }));
  api.memberships.getMyMemberships.mockResolvedValue([]);
  renderAt(<CompletedOrderPage redirect={jest.fn()} />, { store, path: `${ROUTE}?orderIds=${orders.map((o) => o.id).join(',')}`, route: ROUTE });
  await act(() => Promise.resolve());
  return { api, store };
}

const bought = (o: Partial<Order> = {}) =>
  order({ id: 'o-m', orderNumber: 'M-1', kind: 'membership', eventName: 'Museum Membership', membership: membership(), ...o });

describe('CompletedOrderPage after a membership order', () => {
  it('tells the giver the gift code was e-mailed to the giftee, and ends the purchase', async () => {
    const { store } = await completeWith([bought({ membership: null })]);
    const gift = await screen.findByRole('listitem', { name: 'Your gift of membership' });
    expect(gift).toHaveTextContent('Your gift is on its way: we have e-mailed Alan Turing a code to redeem their membership.');
    expect(store.membership.state).toEqual({ autoRenew: false, giftee: null, redeemCode: null });
  });

  it("reads a signed-in buyer's member data again, so members-only events and member prices follow", async () => {
    const { api, store } = await completeWith([bought()], { signedIn: true });
    expect(await screen.findByRole('listitem', { name: 'Your membership' })).toHaveTextContent('Your membership is ready to use.');
    expect(api.identity.getUser).toHaveBeenCalledTimes(1);
    expect(api.memberships.getMyMemberships).toHaveBeenCalledTimes(1);
    expect(store.session.hasCurrentMembership).toBe(true);
    expect(store.membership.state).toEqual({ autoRenew: false, giftee: null, redeemCode: null });
  });

  it('reads nothing again for a guest', async () => {
    const { api, store } = await completeWith([bought()]);
    await screen.findByRole('listitem', { name: 'Your membership' });
    expect(api.identity.getUser).not.toHaveBeenCalled();
    expect(store.membership.state.autoRenew).toBe(false);
  });

  it('leaves a membership purchase in progress alone after an order of tickets', async () => {
    const { api, store } = await completeWith([order()], { signedIn: true });
    await screen.findByRole('listitem', { name: 'Your tickets' });
    expect(store.membership.state).toEqual({ autoRenew: true, giftee: expect.objectContaining({ name: 'Alan Turing' }), redeemCode: '1234567890' });
    expect(api.identity.getUser).not.toHaveBeenCalled();
  });
});
