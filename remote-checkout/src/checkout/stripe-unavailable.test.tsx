import { screen } from '@testing-library/react';
import { renderCheckout } from '../testing/checkout-harness';

jest.mock('../payment/stripe-loader', () => ({
  loadStripeJs: jest.fn().mockRejectedValue(new Error('Failed to load Stripe.js')),
}));

it('tells the visitor Stripe was unable to load', async () => {
  await renderCheckout();
  expect(
    await screen.findByText(
      'Credit card payment can not be processed because Stripe was unable to load. Try disabling any privacy blockers and ad blockers, and reloading the page.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
});
