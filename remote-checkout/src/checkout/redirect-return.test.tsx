import { screen, waitFor } from '@testing-library/react';
import { paidCart, renderCheckout } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';
import { CheckoutStore } from './checkout-store';

const RETURN = '/checkout?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x&redirect_status=succeeded';
const partlyPaid = () => paidCart({ outstandingMinor: 1500, dueMinor: 1500, paidMinor: 1000, paymentsMade: true });

let stripe: ReturnType<typeof installFakeStripe>;
beforeEach(() => {
  stripe = installFakeStripe();
  stripe.stripe.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded', amount: 1000 } });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the provider's redirect return (spec 02 §4)", () => {
  it("pays the intent under the intent's own key, then removes the return parameters from the address", async () => {
    const { api } = await renderCheckout({ path: RETURN, prepare: (fake) => fake.payments.pay.mockResolvedValue(partlyPaid()) });
    expect(await screen.findByText(/Thank you, your payment of \$10\.00 was received\./)).toBeInTheDocument();
    expect(api.payments.pay).toHaveBeenCalledTimes(1);
    expect(api.payments.pay).toHaveBeenCalledWith('cart-1', {
      payments: [{ gateway: 'stripe', amountMinor: 1000, source: 'pi_9', sourceType: 'payment_intent' }],
      idempotencyKey: 'intent-pi_9',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(stripe.stripe.retrievePaymentIntent).toHaveBeenCalledTimes(1);
  });

  it('resumed twice at once (React StrictMode runs the entry effect twice), the intent is paid once', async () => {
    const { api, store: root } = await renderCheckout({ cart: null });
    api.payments.pay.mockResolvedValue(partlyPaid());
    const store = new CheckoutStore({ api, cart: root.cart, session: root.session, config: root.config, reporter: root.reporter, membership: root.membership });
    root.cart.takeCart(paidCart());
    await store.payment.load();
    const results = await Promise.all([store.resumeRedirect('pi_9_secret_x'), store.resumeRedirect('pi_9_secret_x')]);
    expect(results).toEqual(['partial', 'cancelled']);
    expect(api.payments.pay).toHaveBeenCalledTimes(1);
  });
});
