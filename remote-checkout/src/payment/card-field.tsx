import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { PaymentStore } from './payment-store';

/** Mounts Stripe's card element (card number, expiry, CVC, ZIP) and shows its error. */
export const CardField = observer(function CardField({ payment }: { payment: PaymentStore }) {
  const host = useRef<HTMLDivElement>(null);
  const { card } = payment;

  useEffect(() => {
    if (!card || !host.current) return;
    card.mount(host.current);
    return () => card.unmount();
  }, [card]);

  return (
    <div className="chk-card">
      <div ref={host} className="chk-card__element" />
      {payment.cardError && (
        <p className="sf-field__error chk-card__error" role="alert">
          {payment.cardError}
        </p>
      )}
    </div>
  );
});
