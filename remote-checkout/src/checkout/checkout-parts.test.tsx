import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { completedCart, paidCart, renderCheckout, fillIdentity, checkoutForm, payButton } from '../testing/checkout-harness';
import { installFakeHcaptcha, removeFakeHcaptcha, HCAPTCHA_TEST_TOKEN } from '../testing/fake-hcaptcha';
import { installFakeStripe } from '../testing/fake-stripe';

beforeEach(() => {
  installFakeStripe();
});
afterEach(() => removeFakeHcaptcha());

describe('terms', () => {
  it('shows no terms checkbox unless terms text is configured', async () => {
    await renderCheckout();
    await screen.findByLabelText('Card number');
    expect(screen.queryByLabelText('I accept the terms and conditions')).not.toBeInTheDocument();
  });

  it('requires the terms when configured and focuses the checkbox', async () => {
    const { api } = await renderCheckout({ web: { terms_text: 'No refunds.' } });
    await screen.findByLabelText('Card number');
    expect(screen.getByText('No refunds.')).toBeInTheDocument();
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(screen.getByLabelText('I accept the terms and conditions')).toHaveFocus();
    expect(api.payments.pay).not.toHaveBeenCalled();
  });
});

describe('captcha', () => {
  it('is shown to guests when configured, and its token goes with the purchaser', async () => {
    installFakeHcaptcha();
    const { api } = await renderCheckout({ captcha: true });
    api.payments.pay.mockResolvedValue(completedCart());
    await fillIdentity();
    await userEvent.click(await screen.findByLabelText('I am human'));
    expect(screen.getByText(/This site is protected by hCaptcha/)).toBeInTheDocument();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.guestCheckout).toHaveBeenCalledWith('cart-1', { guestIdentityId: 'id-guest', captchaToken: HCAPTCHA_TEST_TOKEN });
  });

  it('closing the challenge gives the focus back to the pay button (the challenge had taken it)', async () => {
    const hcaptcha = installFakeHcaptcha();
    hcaptcha.execute.mockImplementation(async () => {
      // The challenge takes the focus; closing it removes it.
      const challenge = document.body.appendChild(document.createElement('iframe'));
      challenge.tabIndex = 0;
      challenge.focus();
      challenge.remove();
      throw 'challenge-closed';
    });
    const { api } = await renderCheckout({ captcha: true });
    await fillIdentity();
    await screen.findByLabelText('I am human');
    await userEvent.click(payButton());
    await waitFor(() => expect(payButton()).toHaveFocus());
    expect(payButton()).toBeEnabled();
    expect(api.payments.pay).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('is not shown when no captcha is configured', async () => {
    installFakeHcaptcha();
    await renderCheckout();
    await screen.findByLabelText('Card number');
    expect(screen.queryByLabelText('I am human')).not.toBeInTheDocument();
  });
});

describe('member', () => {
  it('has no identity form and no captcha, and checks out as the member', async () => {
    installFakeHcaptcha();
    const { api } = await renderCheckout({ member: true, captcha: true, web: { member_message: 'Members save 10% in the shop.' } });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('I am human')).not.toBeInTheDocument();
    expect(screen.getByText('Members save 10% in the shop.')).toBeInTheDocument();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.memberCheckout).toHaveBeenCalledWith('cart-1');
    expect(api.identity.createIdentity).not.toHaveBeenCalled();
  });

  it("tells a member the cart belongs to another member on a 403", async () => {
    const { api } = await renderCheckout({ member: true });
    api.payments.memberCheckout.mockRejectedValue(new ApiError({ status: 403, code: 'forbidden' }));
    await screen.findByLabelText('Card number');
    await userEvent.click(payButton());
    expect(await screen.findByText('This cart belongs to another member')).toBeInTheDocument();
  });

  it('offers saved cards and pays with one', async () => {
    const { api } = await renderCheckout({ member: true, savedCards: [{ id: 'card_saved_1', identifier: 'Visa •••• 4242' }] });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    await userEvent.click(await screen.findByLabelText('Visa •••• 4242'));
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ source: 'card_saved_1', sourceType: 'saved_card' })]);
  });
});

describe('gift cards', () => {
  async function addCard(number: string) {
    await userEvent.click(screen.getByRole('button', { name: 'Add a gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a gift card' });
    await userEvent.type(within(dialog).getByLabelText('Gift card number'), number);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply gift card' }));
  }

  it('adds a card (the modal closes), refuses it twice, and pays with it first', async () => {
    const { api } = await renderCheckout();
    api.payments.lookupGiftCard.mockResolvedValue({ number: 'GC-1', balanceMinor: 1000, currency: 'USD', active: true });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    await addCard('GC-1');
    expect(await screen.findByText('Gift card GC-1: balance $10.00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await addCard('GC-1');
    expect(await screen.findByText('Oops! You already applied this gift card')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([
      { gateway: 'ledger', amountMinor: 1000, giftCardNumber: 'GC-1' },
      expect.objectContaining({ gateway: 'stripe', amountMinor: 1500 }),
    ]);
  });

  it.each([
    ['an unknown card', () => Promise.reject(new ApiError({ status: 404, code: 'ledger_not_found' })), 'Gift card not found'],
    ['an empty card', () => Promise.resolve({ number: 'GC-0', balanceMinor: 0, currency: 'USD', active: true }), 'Gift Card balance is $0'],
    ['an inactive card', () => Promise.resolve({ number: 'GC-0', balanceMinor: 500, currency: 'USD', active: false }), 'Gift Card balance is $0'],
  ])('refuses %s', async (_, lookup, message) => {
    const { api } = await renderCheckout();
    api.payments.lookupGiftCard.mockImplementation(lookup);
    await screen.findByLabelText('Card number');
    await addCard('GC-0');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('requires a number', async () => {
    await renderCheckout();
    await screen.findByLabelText('Card number');
    await userEvent.click(screen.getByRole('button', { name: 'Add a gift card' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply gift card' }));
    expect(await screen.findByText('Please enter a gift card number.')).toBeInTheDocument();
  });
});

describe('amounts', () => {
  it('warns when the card amount is outside the bounds', async () => {
    await renderCheckout({ cart: paidCart({ outstandingMinor: 40, dueMinor: 40 }) });
    await screen.findByLabelText('Card number');
    expect(screen.getByText('Payment is not supported for this amount.')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('offers due, outstanding and another amount, clamped, and pays the chosen amount', async () => {
    const scheduled = paidCart({
      outstandingMinor: 7000,
      dueMinor: 2000,
      scheduledPayments: [
        { id: 'sp-1', dueDate: '2020-01-01T00:00:00.000Z', amountMinor: 2000, status: 'overdue' },
        { id: 'sp-2', dueDate: '2099-01-01T00:00:00.000Z', amountMinor: 5000, status: 'upcoming' },
      ],
    });
    const { api } = await renderCheckout({ cart: scheduled });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount due now ($20.00)')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Another amount'));
    await userEvent.type(screen.getByLabelText('Other amount'), '99.999');
    await userEvent.tab();
    expect(screen.getByLabelText('Other amount')).toHaveValue('70.00');
    await userEvent.clear(screen.getByLabelText('Other amount'));
    await userEvent.type(screen.getByLabelText('Other amount'), '30.456');
    await fillIdentity();
    // Rounded on leaving the field: the first click shows the amount instead of paying it.
    await userEvent.click(payButton());
    expect(screen.getByLabelText('Other amount')).toHaveValue('30.46');
    expect(screen.getByText('The amount to pay is $30.46. Please check it and pay again.')).toBeInTheDocument();
    expect(api.payments.pay).not.toHaveBeenCalled();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ amountMinor: 3046 })]);
  });

  const scheduledCart = () =>
    paidCart({
      outstandingMinor: 7000,
      dueMinor: 1000,
      scheduledPayments: [
        { id: 'sp-1', dueDate: '2020-01-01T00:00:00.000Z', amountMinor: 1000, status: 'overdue' },
        { id: 'sp-2', dueDate: '2099-01-01T00:00:00.000Z', amountMinor: 6000, status: 'upcoming' },
      ],
    });

  it("reads a ',' as the decimal separator: '12,50' pays 12.50, never 1250 clamped to the balance", async () => {
    const { api } = await renderCheckout({ cart: scheduledCart() });
    api.payments.pay.mockResolvedValue(completedCart());
    await fillIdentity();
    await userEvent.click(screen.getByLabelText('Another amount'));
    await userEvent.type(screen.getByLabelText('Other amount'), '12,50');
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ amountMinor: 1250 })]);
  });

  it('submitted from the field (Enter), an amount that must be rounded stops the submit, shows what will be paid and focuses the field', async () => {
    const { api } = await renderCheckout({ cart: scheduledCart() });
    api.payments.pay.mockResolvedValue(completedCart());
    await fillIdentity();
    await userEvent.click(screen.getByLabelText('Another amount'));
    await userEvent.type(screen.getByLabelText('Other amount'), '12.345{Enter}');
    expect(await screen.findByText('The amount to pay is $12.35. Please check it and pay again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Other amount')).toHaveValue('12.35');
    expect(screen.getByLabelText('Other amount')).toHaveFocus();
    expect(api.payments.pay).not.toHaveBeenCalled();
    expect(screen.getByText('Amount to pay by card:')).toHaveTextContent('Amount to pay by card: $12.35');
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ amountMinor: 1235 })]);
  });

  it('shows beside the pay button what the card is charged', async () => {
    const { api } = await renderCheckout({ cart: scheduledCart() });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    const payArea = payButton().parentElement!;
    expect(within(payArea).getByText('Amount to pay by card:')).toHaveTextContent('Amount to pay by card: $10.00');
    await userEvent.click(screen.getByLabelText('Full outstanding balance ($70.00)'));
    expect(within(payArea).getByText('Amount to pay by card:')).toHaveTextContent('Amount to pay by card: $70.00');
  });

  it('with the deposit paid and nothing due yet, the next part is the least to pay (here all that is left)', async () => {
    const { api } = await renderCheckout({
      cart: paidCart({
        outstandingMinor: 12000,
        dueMinor: 0,
        paymentsMade: true,
        scheduledPayments: [
          { id: 'sp-1', dueDate: '2026-11-01T00:00:00.000Z', amountMinor: 3000, status: 'paid' },
          { id: 'sp-2', dueDate: '2099-01-01T00:00:00.000Z', amountMinor: 12000, status: 'upcoming' },
        ],
      }),
    });
    api.payments.pay.mockResolvedValue(completedCart());
    await screen.findByLabelText('Card number');
    expect(screen.getByLabelText('Full outstanding balance ($120.00)')).toBeChecked();
    expect(screen.queryByLabelText(/Amount due now/)).not.toBeInTheDocument();
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ gateway: 'stripe', amountMinor: 12000 })]);
  });

  it('offers only the outstanding balance when that is what is due', async () => {
    await renderCheckout({
      cart: paidCart({ scheduledPayments: [{ id: 'sp-1', dueDate: '2099-01-01T00:00:00.000Z', amountMinor: 2500, status: 'upcoming' }] }),
    });
    await screen.findByLabelText('Card number');
    expect(screen.getByLabelText('Full outstanding balance ($25.00)')).toBeChecked();
    expect(screen.queryByLabelText('Another amount')).not.toBeInTheDocument();
  });
});

describe('blocked cart', () => {
  const rule = { id: 'cm-1', code: null, name: 'Press accreditation', description: 'Please enter the checkout code from your press invitation.', discountMinor: 0, blockingCheckout: true, activatingCodeGroups: ['press'] };

  it('hides the pay button until a checkout code unlocks the cart', async () => {
    const { api } = await renderCheckout({ cart: paidCart({ cartmods: [rule], blocked: true }) });
    api.cart.applyCode
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'code_not_found', description: '"WRONG" is not a valid promo code.' }))
      .mockResolvedValueOnce(paidCart());
    expect(await screen.findByText('Please enter the checkout code from your press invitation.')).toBeInTheDocument();
    expect(within(checkoutForm()).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Checkout code'), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('"WRONG" is not a valid promo code. Please try another one.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Checkout code'));
    await userEvent.type(screen.getByLabelText('Checkout code'), 'PRESS-PASS');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(checkoutForm()).findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(api.cart.applyCode).toHaveBeenLastCalledWith('cart-1', 'PRESS-PASS');
  });
});

describe('analytics', () => {
  it('pushes begin_checkout with the cart lines when a container is configured', async () => {
    const host = window as unknown as { dataLayer?: unknown[] };
    delete host.dataLayer;
    await renderCheckout({ web: { analytics_container_id: 'GTM-TEST' } });
    await screen.findByLabelText('Card number');
    expect(host.dataLayer).toContainEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'USD',
        value: 25,
        items: [{ item_id: 'ev-1', item_name: 'Museum admission', item_variant: 'Adult', price: 25, quantity: 1 }],
      },
    });
  });
});
