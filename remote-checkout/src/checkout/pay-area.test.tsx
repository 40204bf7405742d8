import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { renderCheckout } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';
import { SUBMITTING_TEXT } from './pay-area';

beforeEach(() => {
  installFakeStripe();
});

it('says that the order is being processed while the submit runs (the busy button only shows it)', async () => {
  const { api } = await renderCheckout();
  api.payments.pay.mockReturnValue(new Promise(() => undefined));
  await userEvent.type(await screen.findByLabelText('First name'), 'Grace');
  await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
  await userEvent.type(screen.getByLabelText('Confirm email'), 'grace@example.com');
  const form = screen.getByRole('form', { name: 'Checkout' });
  const status = within(form).getAllByRole('status').find((el) => el.closest('#chk-pay'))!;
  expect(status).toHaveTextContent('');
  await userEvent.click(within(form).getByRole('button', { name: 'Pay now' }));
  expect(await within(status).findByText(SUBMITTING_TEXT)).toBeInTheDocument();
});

it('has no mobile footer while nothing is due by card, and one with the total to pay otherwise', async () => {
  const free = cartOf({ items: [cartItem({ types: [{ ticketTypeId: 'free', name: 'Free', ticketCount: 1, totalMinor: 0, feesMinor: 0 }] })] });
  const { view } = await renderCheckout({ cart: free });
  await screen.findByRole('button', { name: 'Complete order' });
  expect(screen.queryByText('Total to pay')).not.toBeInTheDocument();
  view.unmount();
  await renderCheckout();
  expect(await screen.findByText('Total to pay')).toHaveTextContent('Total to pay $25.00');
});
