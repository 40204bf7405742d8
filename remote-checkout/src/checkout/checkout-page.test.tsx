import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { completedCart, paidCart, renderCheckout, fillIdentity, checkoutForm, payButton } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';

const declined = () =>
  new ApiError({ status: 402, code: 'card_declined', description: 'Your card was declined.', extra: { decline_code: 'generic_decline' } });

let stripe: ReturnType<typeof installFakeStripe>;
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  stripe = installFakeStripe();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Checkout submit sequence', () => {
  it('stores the guest purchaser, pays by card and goes to the completed page', async () => {
    const { api } = await renderCheckout();
    api.payments.pay.mockResolvedValue(completedCart());
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.identity.createIdentity).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Grace', email: 'grace@example.com', additionalInfo: { country: 'US' } }));
    expect(api.payments.guestCheckout).toHaveBeenCalledWith('cart-1', { guestIdentityId: 'id-guest' });
    const [cartId, input] = api.payments.pay.mock.calls[0]!;
    expect(cartId).toBe('cart-1');
    expect(input.payments).toEqual([
      { gateway: 'stripe', amountMinor: 2500, source: 'pm_card_visa', sourceType: 'payment_method', description: 'Cart C-1' },
    ]);
    expect(input.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(stripe.stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', card: stripe.card, billing_details: { name: 'Grace Hopper', email: 'grace@example.com' } }),
    );
  });

  it('shows the validation message and focuses the first invalid field', async () => {
    const { api } = await renderCheckout();
    await screen.findByLabelText('Card number');
    await userEvent.click(payButton());
    expect(
      await screen.findByText('There were errors found in the information you submitted. Please address the errors and re-submit the form.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.payments.pay).not.toHaveBeenCalled();
  });

  it('a partial payment keeps the cart, clears the card, unticks the terms and tells the next due date', async () => {
    const { api, store } = await renderCheckout({ web: { terms_text: 'No refunds.' } });
    api.payments.pay.mockResolvedValue(
      paidCart({
        outstandingMinor: 1500,
        dueMinor: 1500,
        paidMinor: 1000,
        paymentsMade: true,
        scheduledPayments: [{ id: 'sp-1', dueDate: '2026-12-15T17:00:00.000Z', amountMinor: 1500, status: 'upcoming' }],
      }),
    );
    await screen.findByLabelText('Card number');
    await fillIdentity();
    await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    await userEvent.click(payButton());
    expect(
      await screen.findByText('Thank you, your payment of $25.00 was received. Your next payment of $15.00 is due on Tue, Dec 15, 2026.'),
    ).toBeInTheDocument();
    expect(stripe.card.clear).toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByLabelText('I accept the terms and conditions')).not.toBeChecked();
    expect(store.cart.outstandingMinor).toBe(1500);
    expect(screen.getByText('Total outstanding:')).toBeInTheDocument();
  });

  it('a processing payment goes to the pending page', async () => {
    const { api } = await renderCheckout();
    api.payments.pay.mockRejectedValue(new ApiError({ status: 402, code: 'intent_processing', extra: { cart_id: 'cart-1' } }));
    await screen.findByLabelText('Card number');
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/pending/cart-1')).toBeInTheDocument();
  });

  it('confirms a requires_action intent with Stripe.js, then pays again with the intent', async () => {
    const { api } = await renderCheckout();
    api.payments.pay
      .mockRejectedValueOnce(
        new ApiError({ status: 402, code: 'intent_requires_action', extra: { payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x' } }),
      )
      .mockResolvedValueOnce(completedCart());
    stripe.stripe.handleNextAction.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    await screen.findByLabelText('Card number');
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(stripe.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
    const [first, second] = api.payments.pay.mock.calls.map((c) => c[1]);
    expect(second.payments).toEqual([expect.objectContaining({ gateway: 'stripe', source: 'pi_1', sourceType: 'payment_intent' })]);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('a failed authentication is a provider failure: not charged, the provider message, edit hint', async () => {
    const { api } = await renderCheckout();
    api.payments.pay.mockRejectedValue(
      new ApiError({ status: 402, code: 'intent_requires_action', extra: { payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x' } }),
    );
    api.cart.getCart.mockResolvedValue(paidCart());
    stripe.stripe.handleNextAction.mockResolvedValue({
      error: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
    });
    await screen.findByLabelText('Card number');
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('Your card has not been charged. We are unable to authenticate your payment method.')).toBeInTheDocument();
    expect(screen.getByText('Please edit your payment details and try again.')).toBeInTheDocument();
  });

  it('a decline refreshes the cart and shows the messages word for word', async () => {
    const { api } = await renderCheckout();
    api.payments.pay.mockRejectedValue(declined());
    api.cart.getCart.mockResolvedValue(paidCart());
    await screen.findByLabelText('Card number');
    await fillIdentity();
    // The alert region was there before the message came into it.
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    await userEvent.click(payButton());
    expect(await within(alert).findByText('Your card has not been charged. Your card was declined.')).toBeInTheDocument();
    expect(within(alert).getByText('Please edit your payment details and try again.')).toBeInTheDocument();
    expect(api.cart.getCart).toHaveBeenCalledWith('cart-1');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('an unexpected failure shows the unexpected message', async () => {
    const { api } = await renderCheckout();
    api.payments.pay.mockRejectedValue(new ApiError({ status: 500, code: 'unexpected' }));
    await screen.findByLabelText('Card number');
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('Sorry, something unexpected happened. Please try again later.')).toBeInTheDocument();
  });

  it('a card the element refuses shows its message and the validation message', async () => {
    const { api } = await renderCheckout();
    stripe.stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    await screen.findByLabelText('Card number');
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(stripe.card.focus).toHaveBeenCalled();
    expect(api.payments.guestCheckout).not.toHaveBeenCalled();
  });

  it('a free cart completes with the free gateway', async () => {
    const free = cartOf({ items: [cartItem({ types: [{ ticketTypeId: 'free', name: 'Free', ticketCount: 1, totalMinor: 0, feesMinor: 0 }] })] });
    const { api } = await renderCheckout({ cart: free });
    api.payments.pay.mockResolvedValue(completedCart());
    await fillIdentity();
    await userEvent.click(within(checkoutForm()).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([{ gateway: 'free', amountMinor: 0 }]);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
