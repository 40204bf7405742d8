import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert } from '@storefront/shared';
import { PAYMENT_NOT_SUPPORTED_MESSAGE } from '@storefront/shared/validation';
import { CHECKOUT_MESSAGES } from '../checkout/checkout-messages';
import type { CheckoutStore } from '../checkout/checkout-store';
import { CardField } from './card-field';
import type { PaymentMethodChoice } from './payment-store';

const WALLET_LABELS = { apple: 'Apple Pay', google: 'Google Pay' } as const;

/** Spec 02 §2 payment section: Apple Pay / Google Pay / saved cards / card, in that order. */
export const PaymentSection = observer(function PaymentSection({ store }: { store: CheckoutStore }) {
  const { payment } = store;
  const { needsCard } = store;
  // Stripe.js loads once something is to be paid by card (and only on the checkout).
  useEffect(() => {
    if (needsCard) void payment.load();
  }, [needsCard, payment]);
  if (!needsCard) return null;
  const options: { value: PaymentMethodChoice; label: string }[] = [
    ...payment.wallets.map((w) => ({ value: w, label: WALLET_LABELS[w] })),
    ...(store.mode === 'member' ? payment.savedCards.map((c) => ({ value: `saved:${c.id}` as const, label: c.identifier })) : []),
    { value: 'card', label: 'Card' },
  ];
  return (
    <section className="chk-section chk-payment" aria-labelledby="chk-payment-title">
      <h2 id="chk-payment-title" className="chk-section__title">
        Payment
      </h2>
      {payment.status === 'failed' && <Alert kind="error">{CHECKOUT_MESSAGES.stripeUnavailable}</Alert>}
      {!store.cardAmountOk && <Alert kind="warning">{PAYMENT_NOT_SUPPORTED_MESSAGE}</Alert>}
      {payment.walletUnsupported && (
        <Alert kind="warning">{payment.walletName} is not supported on this device or browser. Please pay by card.</Alert>
      )}
      {options.length > 1 && (
        <fieldset className="chk-payment__methods">
          <legend>Payment method</legend>
          {options.map((o) => (
            <label key={o.value} className="chk-payment__method">
              <input
                type="radio"
                name="chk-payment-method"
                value={o.value}
                checked={payment.choice === o.value}
                onChange={() => payment.choose(o.value)}
              />{' '}
              {o.label}
            </label>
          ))}
        </fieldset>
      )}
      {payment.choice === 'card' && payment.status !== 'failed' && <CardField payment={payment} />}
    </section>
  );
});
