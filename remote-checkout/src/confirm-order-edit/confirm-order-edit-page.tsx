import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, useStores } from '@storefront/shared';
import { CheckoutStore } from '../checkout/checkout-store';
import { OrderManagement, type ManageOrderState } from '../manage-order/order-management';
import { ConfirmOrderEditForm } from './confirm-order-edit-form';
import { CONFIRM_ORDER_EDIT_TEXTS as T } from './confirm-order-edit-texts';
import '../manage-order/manage-order.css';

/** `/manage/:ticketOrderId/confirm` (spec 02 §2, §4 Edit order); a new order id is a new page. */
export function ConfirmOrderEditPage() {
  const { ticketOrderId = '' } = useParams();
  return <ConfirmOrderEdit key={ticketOrderId} orderId={ticketOrderId} />;
}

/**
 * Pays what an edit owes with the checkout's payment (ADR 0022): the order and its edit cart as
 * the order page reads them, the checkout store in its edit mode (no identity form, no captcha:
 * the purchaser is the order's). Paid, it goes back to the order with the outcome; with no edit
 * under way there is nothing to pay here.
 */
const ConfirmOrderEdit = observer(function ConfirmOrderEdit({ orderId }: { orderId: string }) {
  const root = useStores();
  const { api, cart, clock, config } = root;
  const [edit] = useState(() => new OrderManagement({ api, cart, clock }, orderId));
  const [checkout] = useState(
    () => new CheckoutStore({ api, cart, session: root.session, config, reporter: root.reporter, membership: root.membership }),
  );
  const backTo = `/manage/${encodeURIComponent(orderId)}`;

  useEffect(() => {
    void edit.open(null);
  }, [edit]);

  useEffect(() => {
    document.title = `${T.title} | ${config.sellerName}`;
  }, [config.sellerName]);

  const outcome = checkout.outcome;
  if (outcome?.kind === 'completed') {
    // Only new tickets can owe anything: removals alone are a credit, never a charge (ADR 0022).
    const state: ManageOrderState = { editOutcome: 'rescheduled' };
    return <Navigate to={backTo} replace state={state} />;
  }
  if (outcome?.kind === 'pending') return <Navigate to={`/checkout/pending/${encodeURIComponent(outcome.cartId)}`} replace />;
  const view = edit.view;
  if (view.kind === 'error') {
    return (
      <section className="chk-manage" aria-labelledby="chk-confirm-edit-title">
        <h1 id="chk-confirm-edit-title">{T.title}</h1>
        <Alert kind="error">{view.message}</Alert>
      </section>
    );
  }
  // The host restores the visitor's cart after hydrating: wait for it before deciding there is no edit.
  if (view.kind === 'loading' || !edit.opened || !cart.restored || cart.status === 'loading') return <Loading label={T.loading} />;
  const editCart = edit.editCart;
  if (!editCart) return <Navigate to={backTo} replace />;
  return <ConfirmOrderEditForm checkout={checkout} order={view.order} editCart={editCart} removed={edit.removedTickets} backTo={backTo} />;
});
