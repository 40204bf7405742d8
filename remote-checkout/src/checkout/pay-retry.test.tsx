import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type PaymentInput } from '@storefront/shared';
import { completedCart, paidCart, renderCheckout, payButton } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';
import { PayAttempt } from './pay-attempt';

const lost = () => new ApiError({ status: null, code: 'unexpected' });
const UNEXPECTED = 'Sorry, something unexpected happened. Please try again later.';

let stripe: ReturnType<typeof installFakeStripe>;
beforeEach(() => {
  stripe = installFakeStripe();
  // Stripe.js makes a new PaymentMethod on every submit.
  stripe.stripe.createPaymentMethod
    .mockResolvedValueOnce({ paymentMethod: { id: 'pm_first' } })
    .mockResolvedValueOnce({ paymentMethod: { id: 'pm_second' } })
    .mockResolvedValue({ paymentMethod: { id: 'pm_third' } });
});

/** A member's checkout (no identity form, no captcha) with the cart read again as `fresh`. */
async function memberCheckout(fresh = paidCart()) {
  const harness = await renderCheckout({ member: true });
  harness.api.cart.getCart.mockResolvedValue(fresh);
  await screen.findByLabelText('Card number');
  return harness;
}

describe('a pay whose answer was lost (ADR 0008: a repeated key charges nothing)', () => {
  it('reads the cart again, and sends the same payment again under the same key', async () => {
    const { api } = await memberCheckout();
    api.payments.pay.mockRejectedValueOnce(lost()).mockResolvedValueOnce(completedCart());
    await userEvent.click(payButton());
    expect(await screen.findByText(UNEXPECTED)).toBeInTheDocument();
    expect(api.cart.getCart).toHaveBeenLastCalledWith('cart-1');
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    const [first, second] = api.payments.pay.mock.calls.map((c) => c[1]);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(second!.payments).toEqual(first!.payments);
    expect(first!.payments).toEqual([expect.objectContaining({ source: 'pm_first', amountMinor: 2500 })]);
  });

  it('keeps the key after a 5xx, and takes a new one after a 4xx answer', async () => {
    const { api } = await memberCheckout();
    api.payments.pay
      .mockRejectedValueOnce(new ApiError({ status: 502, code: 'unexpected' }))
      .mockRejectedValueOnce(new ApiError({ status: 402, code: 'card_declined', description: 'Your card was declined.' }))
      .mockResolvedValueOnce(completedCart());
    await userEvent.click(payButton());
    expect(await screen.findByText(UNEXPECTED)).toBeInTheDocument();
    await userEvent.click(payButton());
    expect(await screen.findByText(/Your card was declined\./)).toBeInTheDocument();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    const [first, second, third] = api.payments.pay.mock.calls.map((c) => c[1]);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(third!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(third!.payments).toEqual([expect.objectContaining({ source: 'pm_third' })]);
  });

  it('goes to the completed page when the cart read again was in fact completed', async () => {
    const { api } = await memberCheckout(completedCart());
    api.payments.pay.mockRejectedValueOnce(lost());
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
  });

  it('on 409 incorrect_cart_state reads the cart again: a completed cart goes to its orders', async () => {
    const { api } = await memberCheckout(completedCart({ orderIds: ['o-7'] }));
    api.payments.pay.mockRejectedValueOnce(new ApiError({ status: 409, code: 'incorrect_cart_state', description: 'The cart can no longer be changed' }));
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-7')).toBeInTheDocument();
  });
});

describe('PayAttempt', () => {
  const card = (amountMinor: number, source: string): PaymentInput[] => [
    { gateway: 'ledger', amountMinor: 500, giftCardNumber: 'GIFT-1' },
    { gateway: 'stripe', amountMinor, source, sourceType: 'payment_method', description: 'Cart C-1' },
  ];

  it('is the same attempt for the same payment whatever the PaymentMethod id, and a new one when the payment changed', () => {
    const attempt = new PayAttempt();
    const first = attempt.begin(card(2000, 'pm_1'), 'card');
    attempt.settle(null);
    expect(attempt.begin(card(2000, 'pm_2'), 'card')).toEqual(first);
    attempt.settle(503);
    expect(attempt.begin(card(1500, 'pm_3'), 'card').key).not.toBe(first.key);
    attempt.settle(null);
    expect(attempt.begin(card(1500, 'pm_4'), 'apple').payments[1]).toMatchObject({ source: 'pm_4' });
  });

  it('ends with an answer', () => {
    const attempt = new PayAttempt();
    const first = attempt.begin(card(2000, 'pm_1'), 'card');
    attempt.settle('answered');
    expect(attempt.begin(card(2000, 'pm_1'), 'card').key).not.toBe(first.key);
  });
});
