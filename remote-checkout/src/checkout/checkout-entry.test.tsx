import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { user } from '@storefront/shared/testing';
import { completedCart, paidCart, renderCheckout } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';
import { readEntry } from './checkout-entry';

let stripe: ReturnType<typeof installFakeStripe>;
beforeEach(() => {
  stripe = installFakeStripe();
});

describe('readEntry', () => {
  it('reads the injected cart and its purchaser, the e-mail flag, the return secret and the route id', () => {
    expect(readEntry(new URLSearchParams('cartId=c-9&purchaser=id-cust&send_email=false'), undefined)).toEqual({
      injected: { cartId: 'c-9', purchaserId: 'id-cust' },
      sendEmail: false,
      routeId: null,
      returnSecret: null,
    });
    expect(readEntry(new URLSearchParams('cartId=c-9&payment_intent_client_secret=pi_1_secret_x'), 'c-1')).toEqual({
      injected: null,
      sendEmail: true,
      routeId: 'c-1',
      returnSecret: 'pi_1_secret_x',
    });
  });
});

describe('Checkout entry outcomes', () => {
  it('pays an injected cart on the injected path, without the e-mail when asked', async () => {
    const { api } = await renderCheckout({
      cart: null,
      path: '/checkout?cartId=c-9&purchaser=id-cust&send_email=false',
      prepare: (fake) => fake.cart.getInjectedCart.mockResolvedValue(paidCart({ id: 'c-9', purchaserIdentityId: 'id-cust' })),
    });
    api.payments.injectedCheckout.mockResolvedValue(completedCart({ id: 'c-9' }));
    await screen.findByLabelText('Card number');
    expect(api.cart.getInjectedCart).toHaveBeenCalledWith('c-9');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('form', { name: 'Checkout' })).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.injectedCheckout).toHaveBeenCalledWith('c-9', expect.objectContaining({ sendEmail: false }));
    expect(api.payments.guestCheckout).not.toHaveBeenCalled();
  });

  it('a processing payment of an injected cart goes to the pending page, which then asks by the injected call', async () => {
    const { api } = await renderCheckout({
      cart: null,
      path: '/checkout?cartId=c-9&purchaser=id-cust',
      prepare: (fake) => fake.cart.getInjectedCart.mockResolvedValue(paidCart({ id: 'c-9', purchaserIdentityId: 'id-cust' })),
    });
    api.payments.injectedCheckout.mockRejectedValue(new ApiError({ status: 402, code: 'intent_processing', extra: { cart_id: 'c-9' } }));
    await screen.findByLabelText('Card number');
    await userEvent.click(within(screen.getByRole('form', { name: 'Checkout' })).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('at /checkout/pending/c-9?injected=1')).toBeInTheDocument();
  });

  it('an injected cart of another purchaser than the link names is not found', async () => {
    await renderCheckout({
      cart: null,
      path: '/checkout?cartId=c-9&purchaser=id-cust',
      prepare: (fake) => fake.cart.getInjectedCart.mockResolvedValue(paidCart({ id: 'c-9', purchaserIdentityId: 'id-other' })),
    });
    expect(await screen.findByText('We could not find anything at this URL.')).toBeInTheDocument();
  });

  it('an id in the route that is neither a cart nor an order shows the not-found page', async () => {
    await renderCheckout({
      cart: null,
      path: '/checkout/c-404',
      prepare: (fake) => {
        fake.cart.getCart.mockRejectedValue(new ApiError({ status: 404, code: 'not_found' }));
        fake.orders.getOrder.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', description: 'We could not find that order.' }));
      },
    });
    expect(await screen.findByText('We could not find anything at this URL.')).toBeInTheDocument();
  });

  it("an order id in the route loads that order's cart", async () => {
    await renderCheckout({
      cart: null,
      path: '/checkout/o-3',
      prepare: (fake) => {
        fake.cart.getCart.mockImplementation(async (id: string) => {
          if (id === 'c-3') return paidCart({ id: 'c-3' });
          throw new ApiError({ status: 404, code: 'not_found' });
        });
        fake.orders.getOrder.mockResolvedValue({ id: 'o-3', cartId: 'c-3' });
      },
    });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });

  it('a completed cart in the route goes to its completed page', async () => {
    await renderCheckout({ cart: null, path: '/checkout/c-1', prepare: (fake) => fake.cart.getCart.mockResolvedValue(completedCart({ orderIds: ['o-5'] })) });
    expect(await screen.findByText('at /checkout/complete?orderIds=o-5')).toBeInTheDocument();
  });

  it('a saved cart the platform reports booked goes to its completed page', async () => {
    await renderCheckout({
      cart: null,
      savedCartId: 'c-9',
      prepare: (fake) =>
        fake.cart.getCart.mockRejectedValue(
          new ApiError({ status: 409, code: 'cart_booked', description: 'Cart with order ID o-7 has been booked.', extra: { order_ids: ['o-7'] } }),
        ),
    });
    expect(await screen.findByText('at /checkout/complete?orderIds=o-7')).toBeInTheDocument();
  });

  it('an empty cart goes home', async () => {
    await renderCheckout({ cart: null });
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('a member whose account has no e-mail sets one first', async () => {
    const { store, api } = await renderCheckout({ member: true });
    api.identity.getUser.mockResolvedValue(user({ email: '' }));
    await store.session.load();
    expect(await screen.findByText('at /user/set-email-address')).toBeInTheDocument();
  });

  it("accepts the provider's redirect return and pays with the intent", async () => {
    stripe.stripe.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { id: 'pi_7', status: 'processing', amount: 2500 } });
    const { api } = await renderCheckout({
      path: '/checkout?payment_intent_client_secret=pi_7_secret_y',
      prepare: (fake) => fake.payments.pay.mockResolvedValue(completedCart()),
    });
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(stripe.stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_7_secret_y');
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([
      { gateway: 'stripe', amountMinor: 2500, source: 'pi_7', sourceType: 'payment_intent' },
    ]);
  });

  it('reports the provider error of a redirect return that did not go through', async () => {
    stripe.stripe.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { id: 'pi_7', status: 'requires_payment_method', amount: 2500, last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } },
    });
    const { api } = await renderCheckout({
      path: '/checkout?payment_intent_client_secret=pi_7_secret_y',
      prepare: (fake) => fake.cart.getCart.mockResolvedValue(paidCart()),
    });
    expect(await screen.findByText('Your card has not been charged. Your card was declined.')).toBeInTheDocument();
    expect(api.payments.pay).not.toHaveBeenCalled();
  });
});
