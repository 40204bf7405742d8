import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
