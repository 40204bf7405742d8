/**
 * Gift cards as assistive technology meets them: a refused number is an alert tied to its
 * field, applying and removing are announced, and the focus never falls back to the page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { renderCheckout } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';

beforeEach(() => {
  installFakeStripe();
});

describe('gift cards, by keyboard and screen reader', () => {
  it('announces a refused number as an alert that describes the field', async () => {
    const { api } = await renderCheckout();
    api.payments.lookupGiftCard.mockRejectedValue(new ApiError({ status: 404, code: 'ledger_not_found' }));
    await screen.findByLabelText('Card number');
    await userEvent.click(screen.getByRole('button', { name: 'Add a gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a gift card' });
    const input = within(dialog).getByLabelText('Gift card number');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'NOPE{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gift card not found');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Gift card not found');
  });

  it('announces an applied and a removed card, and gives the focus back to Add a gift card', async () => {
    const { api } = await renderCheckout();
    api.payments.lookupGiftCard.mockResolvedValue({ number: 'GC-1', balanceMinor: 1000, currency: 'USD', active: true });
    await screen.findByLabelText('Card number');
    const add = screen.getByRole('button', { name: 'Add a gift card' });
    await userEvent.click(add);
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText('Gift card number'), 'GC-1{Enter}');
    const section = screen.getByRole('region', { name: 'Gift cards' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Gift card GC-1 applied.');
    expect(add).toHaveFocus();
    await userEvent.click(within(section).getByRole('button', { name: 'Remove gift card GC-1' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Gift card GC-1 removed.');
    expect(add).toHaveFocus();
  });
});
