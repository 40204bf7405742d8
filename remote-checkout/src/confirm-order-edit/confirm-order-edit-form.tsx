import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import type { PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import type { Cart, Order, OrderTicket } from '@storefront/shared';
import { CheckoutMessageView } from '../checkout/checkout-message';
import type { CheckoutStore, SubmitResult } from '../checkout/checkout-store';
import { PayArea } from '../checkout/pay-area';
import { ChangeSummary } from '../manage-order/change-summary';
import { PaymentSection } from '../payment/payment-section';
import { TermsCheckbox } from '../terms/terms-checkbox';
import { CONFIRM_ORDER_EDIT_TEXTS as T } from './confirm-order-edit-texts';

export interface ConfirmOrderEditFormProps {
  checkout: CheckoutStore;
  order: Order;
  editCart: Cart;
  removed: OrderTicket[];
  backTo: string;
}

/** What the edit changes, then the checkout's payment section, terms and pay button for what it owes. */
export const ConfirmOrderEditForm = observer(function ConfirmOrderEditForm({ checkout, order, editCart, removed, backTo }: ConfirmOrderEditFormProps) {
  const messageRef = useRef<HTMLDivElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  const run = async (walletMethod?: string): Promise<SubmitResult> => {
    const result = await checkout.submit(null, walletMethod);
    if (checkout.focus === 'terms') termsRef.current?.focus();
    else if (checkout.focus === 'card') checkout.payment.card?.focus();
    else if (checkout.focus === 'message') messageRef.current?.focus();
    return result;
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run();
  };
  const onWallet = (ev: PaymentRequestPaymentMethodEvent) => {
    void run(ev.paymentMethod.id).then((r) => ev.complete(r === 'completed' || r === 'partial' ? 'success' : 'fail'));
  };

  return (
    <section className="chk-manage" aria-labelledby="chk-confirm-edit-title">
      <h1 id="chk-confirm-edit-title">{T.title}</h1>
      <p>{T.intro(order.orderNumber)}</p>
      <CheckoutMessageView message={checkout.message} ref={messageRef} />
      <ChangeSummary editCart={editCart} removed={removed} timezone={order.timezone} headingLevel={2} />
      <form id="chk-checkout-form" className="chk-checkout__form" aria-labelledby="chk-confirm-edit-title" noValidate onSubmit={onSubmit}>
        <PaymentSection store={checkout} />
        {checkout.terms.text && (
          <TermsCheckbox text={checkout.terms.text} accepted={checkout.terms.accepted} error={checkout.terms.error} onChange={checkout.terms.setAccepted} inputRef={termsRef} />
        )}
        <PayArea store={checkout} onWallet={onWallet} />
      </form>
      <p>
        <Link to={backTo}>{T.backToOrder}</Link>
      </p>
    </section>
  );
});
