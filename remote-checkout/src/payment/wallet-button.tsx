import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { PaymentRequest, PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import type { PaymentStore } from './payment-store';

export interface WalletButtonProps {
  payment: PaymentStore;
  amountMinor: number;
  currency: string;
  label: string;
  disabled: boolean;
  /** The wallet answered a payment method and the payer: pay with it, then tell the wallet. */
  onPayment(ev: PaymentRequestPaymentMethodEvent): void;
}

/**
 * Asks the browser which wallet it offers (stripe.paymentRequest + canMakePayment) and, when
 * one is chosen, shows the 48 px wallet button that opens it, while something is due by card.
 * Amounts are minor units.
 */
export const WalletButton = observer(function WalletButton({ payment, amountMinor, currency, label, disabled, onPayment }: WalletButtonProps) {
  const request = useRef<PaymentRequest | null>(null);
  const handler = useRef(onPayment);
  handler.current = onPayment;
  const ready = payment.status === 'ready';

  useEffect(() => {
    if (!ready || request.current || amountMinor <= 0) return;
    void payment.checkWallet(amountMinor, currency, label).then((r) => {
      request.current = r;
      r?.on('paymentmethod', (ev) => handler.current(ev));
    });
  }, [ready, payment, amountMinor, currency, label]);

  useEffect(() => {
    if (amountMinor > 0) request.current?.update({ total: { label, amount: amountMinor } });
  }, [amountMinor, label]);

  // Nothing due by card: no sheet to open (its total would be a stale amount).
  if (!payment.isWallet || amountMinor <= 0) return null;
  return (
    <button
      type="button"
      className={`chk-wallet-button chk-wallet-button--${payment.choice}`}
      style={{ height: 48 }}
      disabled={disabled}
      onClick={() => request.current?.show()}
    >
      Pay with {payment.choice === 'apple' ? 'Apple Pay' : 'Google Pay'}
    </button>
  );
});
