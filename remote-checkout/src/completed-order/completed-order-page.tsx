import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loadable, Loading, errorMessage, useStores, type Order } from '@storefront/shared';

/** Spec 02 §2 "Completed order": the order numbers and the default thank-you message. */
export const CompletedOrderPage = observer(function CompletedOrderPage() {
  const { api, cart, config } = useStores();
  const [params] = useSearchParams();
  const idsKey = (params.get('orderIds') ?? '').split(',').filter(Boolean).join(',');
  const [orders] = useState(() => new Loadable<Order[]>());

  useEffect(() => {
    if (idsKey) void orders.load(() => api.orders.getOrders(idsKey.split(',')));
  }, [orders, api, idsKey]);

  // The visitor has reached the order: a later visit to /checkout must not bring them back here.
  useEffect(() => cart.acknowledgeCompletedOrder(), [cart]);

  useEffect(() => {
    document.title = `Order complete | ${config.sellerName}`;
  }, [config.sellerName]);

  // Spec 02 §2: a missing orderIds goes to not-found.
  if (!idsKey) return <Navigate to="/404" replace />;
  const { state } = orders;
  if (state.status === 'error') return <Alert kind="error">{errorMessage(state.error)}</Alert>;
  if (state.status !== 'ready') return <Loading label="Loading your order" />;
  if (state.value.length === 0) return <Alert kind="error">We could not find that order.</Alert>;

  return (
    <section className="chk-complete" aria-labelledby="chk-complete-title">
      <h1 id="chk-complete-title">Thank you for your order!</h1>
      <p>Your confirmation has been e-mailed to you. We look forward to seeing you.</p>
      <ul className="chk-complete__orders">
        {state.value.map((order) => (
          <li key={order.id}>
            <span className="chk-complete__event">{order.eventName}</span>
            <span>
              Order number <strong data-testid="order-number">{order.orderNumber}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});
