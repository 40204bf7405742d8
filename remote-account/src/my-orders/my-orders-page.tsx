import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { formatMoney, formatOrderListDate } from '@storefront/shared';
import { useSectionTitle } from '../my-account/my-account-layout';
import { useMemberOrders, WithMemberOrders } from '../my-tickets/member-orders-scope';

/** `/my/orders` (spec 03 §2.6): the member's orders at this seller, newest first. */
export const MyOrdersPage = observer(function MyOrdersPage() {
  const store = useMemberOrders();
  useSectionTitle('Orders');
  return (
    <section aria-labelledby="acc-orders-title">
      <h2 id="acc-orders-title">Orders</h2>
      <WithMemberOrders store={store}>
        {(orders) =>
          orders.length === 0 ? (
            <p>
              You have no orders yet. <Link to="/events">Find something to see</Link>
            </p>
          ) : (
            <table className="acc-table">
              <caption className="sf-visually-hidden">Your orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Event</th>
                  <th scope="col">Purchased</th>
                  <th scope="col">Total</th>
                  <th scope="col">Tickets</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link to={`/my/orders/${encodeURIComponent(order.id)}`}>{order.orderNumber}</Link>
                    </th>
                    <td>{order.eventName}</td>
                    <td>{formatOrderListDate(order.purchasedOn, order.timezone)}</td>
                    <td>{formatMoney(order.totalMinor, order.currency)}</td>
                    <td>{order.ticketCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </WithMemberOrders>
    </section>
  );
});
