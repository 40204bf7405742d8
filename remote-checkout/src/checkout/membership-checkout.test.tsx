import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, RootStore, type Cart } from '@storefront/shared';
import { cartItem } from '@storefront/shared/testing';
import { checkoutForm, completedCart, fillIdentity, paidCart, renderCheckout } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';

const membershipItem = (totalMinor = 7500) =>
  cartItem({
    eventId: 'ev-membership',
    sessionId: null,
    name: 'Museum Membership',
    isMembershipEvent: true,
    types: [{ ticketTypeId: 'tt-member', name: 'Member', ticketCount: 1, totalMinor, feesMinor: 0 }],
  });
const giftCart = (o: Partial<Cart> = {}) => paidCart({ items: [membershipItem()], isGift: true, ...o });
const giftForm = (name = 'Pay for your Gift to Alan Turing') => screen.getByRole('form', { name });

/** The giftee the membership form created (`POST giftee`), as the membership store keeps it, once the page is up. */
async function withGiftee(store: RootStore, api: { memberships: { createGiftee: jest.Mock } }) {
  await screen.findByRole('heading', { level: 1 });
  api.memberships.createGiftee.mockResolvedValue('giftee-1');
  await act(() => store.membership.createGiftee({ firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }).then(() => undefined));
}

beforeEach(() => {
  installFakeStripe();
});

describe('gift checkout', () => {
  it("is titled after the giftee the membership form created, and a guest's gift_checkout runs before guest_checkout", async () => {
    const { api, store } = await renderCheckout({ cart: giftCart() });
    await withGiftee(store, api);
    const order: string[] = [];
    api.memberships.giftCheckout.mockImplementation(async () => (order.push('gift_checkout'), store.cart.cart));
    api.payments.guestCheckout.mockImplementation(async () => (order.push('guest_checkout'), store.cart.cart));
    api.payments.pay.mockResolvedValue(completedCart());

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your Gift to Alan Turing' })).toBeInTheDocument();
    await fillIdentity();
    await userEvent.click(within(giftForm()).getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.memberships.giftCheckout).toHaveBeenCalledWith('cart-1', 'giftee-1');
    expect(order).toEqual(['gift_checkout', 'guest_checkout']);
    // A gift's receiver chooses auto-renew, not the giver.
    expect(api.payments.pay.mock.calls[0]![1]).not.toHaveProperty('autoRenew');
  });

  it("a member's gift_checkout stores the purchaser instead of the member checkout", async () => {
    const { api, store } = await renderCheckout({ member: true, cart: giftCart() });
    await withGiftee(store, api);
    api.memberships.giftCheckout.mockImplementation(async () => store.cart.cart);
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    await userEvent.click(within(giftForm()).getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.memberships.giftCheckout).toHaveBeenCalledWith('cart-1', 'giftee-1');
    expect(api.payments.memberCheckout).not.toHaveBeenCalled();
  });

  it("names the cart's own giftee once gift_checkout stored one", async () => {
    await renderCheckout({ cart: giftCart({ giftee: { id: 'giftee-9', name: 'Ada Byron', email: 'ada.b@example.com' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your Gift to Ada Byron' })).toBeInTheDocument();
  });

  it('refuses a gift to oneself and offers to buy or renew instead', async () => {
    const { api, store } = await renderCheckout({ member: true, cart: giftCart() });
    await withGiftee(store, api);
    api.memberships.giftCheckout.mockRejectedValue(new ApiError({ status: 409, code: 'gift_to_self', description: 'Gift to self.' }));
    await screen.findByLabelText('Card number');
    await userEvent.click(within(giftForm()).getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('You cannot gift a membership to yourself. Do you want to buy or renew a membership?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy or renew a membership' })).toHaveAttribute('href', '/membership');
    expect(api.payments.pay).not.toHaveBeenCalled();
  });

  it('without a known giftee, asks to go back to the membership form instead of showing the form', async () => {
    await renderCheckout({ cart: giftCart() });
    expect(
      await screen.findByText('We do not know who receives this gift. Please go back to the membership form and enter their details.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the membership form' })).toHaveAttribute('href', '/membership/gift');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText('Total to pay')).not.toBeInTheDocument();
  });
});

describe('auto-renew in the payment', () => {
  it.each([true, false])("sends the buyer's choice (%s) when the cart buys a membership", async (autoRenew) => {
    const { api, store } = await renderCheckout({ member: true, cart: paidCart({ items: [membershipItem()] }) });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    act(() => store.membership.setAutoRenew(autoRenew));
    await userEvent.click(within(checkoutForm()).getByRole('button', { name: 'Pay now' }));
    await screen.findByText('at /checkout/complete?orderIds=o-1');
    expect(api.payments.pay.mock.calls[0]![1]).toMatchObject({ autoRenew });
  });

  it('sends none for a cart of tickets', async () => {
    const { api, store } = await renderCheckout({ member: true });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    act(() => store.membership.setAutoRenew(true));
    await userEvent.click(within(checkoutForm()).getByRole('button', { name: 'Pay now' }));
    await screen.findByText('at /checkout/complete?orderIds=o-1');
    expect(api.payments.pay.mock.calls[0]![1]).not.toHaveProperty('autoRenew');
  });
});

it('a redemption that leaves nothing to pay has no mobile footer, and completes with the free gateway', async () => {
  const redemption = paidCart({ items: [membershipItem(0)], giftCode: '1234567890' });
  const { api } = await renderCheckout({ cart: redemption });
  api.payments.pay.mockResolvedValue(completedCart());
  await fillIdentity();
  expect(screen.queryByText('Total to pay')).not.toBeInTheDocument();
  await userEvent.click(within(checkoutForm()).getByRole('button', { name: 'Complete order' }));
  await screen.findByText('at /checkout/complete?orderIds=o-1');
  expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([{ gateway: 'free', amountMinor: 0 }]);
});
