import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, errorMessage, useStores, type Order } from '@storefront/shared';

type PageState = { kind: 'loading' } | { kind: 'ready'; orders: Order[] } | { kind: 'error'; message: string };

/** Spec 02 §2 "Completed order": the order numbers and the default thank-you message. */
export const CompletedOrderPage = observer(function CompletedOrderPage() {
  const { api, config } = useStores();
  const [params] = useSearchParams();
  const orderIds = (params.get('orderIds') ?? '').split(',').filter(Boolean);
  const idsKey = orderIds.join(',');
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  useEffect(() => {
    if (!idsKey) return;
    let current = true;
    api.orders
      .getOrders(idsKey.split(','))
      .then((orders) => current && setState({ kind: 'ready', orders }))
      .catch((e: unknown) => current && setState({ kind: 'error', message: errorMessage(e) }));
    return () => {
      current = false;
    };
  }, [api, idsKey]);

  useEffect(() => {
    document.title = `Order complete | ${config.sellerName}`;
  }, [config.sellerName]);

  // Spec 02 §2: a missing orderIds goes to not-found.
  if (!idsKey) return <Navigate to="/404" replace />;
  if (state.kind === 'loading') return <Loading label="Loading your order" />;
  if (state.kind === 'error') return <Alert kind="error">{state.message}</Alert>;
  if (state.orders.length === 0) return <Alert kind="error">We could not find that order.</Alert>;

  return (
    <section className="chk-complete" aria-labelledby="chk-complete-title">
      <h1 id="chk-complete-title">Thank you for your order!</h1>
      <p>Your confirmation has been e-mailed to you. We look forward to seeing you.</p>
      <ul className="chk-complete__orders">
        {state.orders.map((order) => (
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
