/**
 * The blocked-cart form as assistive technology meets it: a refused checkout code is an
 * alert tied to its field, and once the code unlocks the cart the focus moves into the form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { paidCart, renderCheckout } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';

beforeEach(() => {
  installFakeStripe();
});

describe('blocked cart, by keyboard and screen reader', () => {
  const rule = { id: 'cm-1', code: null, name: 'Press', description: 'Please enter the checkout code from your press invitation.', discountMinor: 0, blockingCheckout: true, activatingCodeGroups: ['press'] };

  it('announces a refused code, then moves the focus into the checkout form once unlocked', async () => {
    const { api } = await renderCheckout({ cart: paidCart({ cartmods: [rule], blocked: true }) });
    api.cart.applyCode
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'code_not_found', description: '"WRONG" is not a valid promo code.' }))
      .mockResolvedValueOnce(paidCart());
    const input = await screen.findByLabelText('Checkout code');
    await userEvent.type(input, 'WRONG{Enter}');
    // The checkout's message region (an empty alert until a submit fails) is on the page too.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('"WRONG" is not a valid promo code. Please try another one.'),
    );
    expect(input).toHaveAccessibleDescription('"WRONG" is not a valid promo code. Please try another one.');
    await userEvent.clear(input);
    await userEvent.type(input, 'PRESS-PASS{Enter}');
    const form = screen.getByRole('form', { name: 'Checkout' });
    expect(await within(form).findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Checkout code')).not.toBeInTheDocument();
    expect(form).toContainElement(document.activeElement as HTMLElement);
  });
});
