import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completedCart, renderCheckout } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';
import { PaymentStore } from './payment-store';
import { WalletButton } from './wallet-button';

type PaymentMethodHandler = (ev: unknown) => void;

describe('wallets', () => {
  it('offers Apple Pay first, fills the identity form from the payer and pays with the wallet method', async () => {
    const stripe = installFakeStripe();
    stripe.request.canMakePayment.mockResolvedValue({ applePay: true, googlePay: false });
    const { api } = await renderCheckout({ web: { wallet_support: 'apple' } });
    api.payments.pay.mockResolvedValue(completedCart());
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio').map((r) => r.parentElement?.textContent?.trim())).toEqual(['Apple Pay', 'Card']);
    expect(stripe.stripe.paymentRequest).toHaveBeenCalledWith(expect.objectContaining({ currency: 'usd', total: { label: 'City Museum of Art', amount: 2500 } }));
    const walletButton = screen.getByRole('button', { name: 'Pay with Apple Pay' });
    expect(walletButton).toHaveStyle({ height: '48px' });
    await userEvent.click(walletButton);
    expect(stripe.request.show).toHaveBeenCalled();

    const onPaymentMethod = stripe.request.on.mock.calls.find(([event]) => event === 'paymentmethod')![1] as PaymentMethodHandler;
    const complete = jest.fn();
    await act(async () => {
      onPaymentMethod({
        paymentMethod: { id: 'pm_card_visa' },
        payerName: 'Ada Lovelace',
        payerEmail: 'ada@example.com',
        payerPhone: '+1 555 0100',
        shippingAddress: null,
        complete,
      });
    });
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith('success');
    expect(api.identity.createIdentity).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100' }),
    );
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ source: 'pm_card_visa', sourceType: 'payment_method' })]);
  });

  it('warns when the configured wallet is not supported here, and keeps the card', async () => {
    installFakeStripe();
    await renderCheckout({ web: { wallet_support: 'google' } });
    expect(await screen.findByText('Google Pay is not supported on this device or browser. Please pay by card.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with Google Pay' })).not.toBeInTheDocument();
  });

  it('shows no wallet button while nothing is due by card (the sheet would show a stale total)', () => {
    const payment = new PaymentStore(null, 'apple');
    payment.choose('apple');
    const props = { payment, currency: 'USD', label: 'City Museum of Art', disabled: false, onPayment: jest.fn() };
    const { rerender } = render(<WalletButton {...props} amountMinor={2500} />);
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toBeInTheDocument();
    rerender(<WalletButton {...props} amountMinor={0} />);
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).not.toBeInTheDocument();
  });
});
