import { Link, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { formatMoney, formatOrderListDate, useStores, type Order } from '@storefront/shared';
import { useSectionTitle } from '../my-account/my-account-layout';
import { useMemberOrders, WithMemberOrders } from '../my-tickets/member-orders-scope';
import { MemberTicketsTable } from '../my-tickets/member-tickets-table';
import { NotFoundSection } from '../my-tickets/not-found-section';
import { OrderQrCode } from '../my-tickets/order-qr-code';
import { SessionTime, sessionTimeText } from '../my-tickets/session-time';
import { orderLines } from './order-lines';

/** Members look, guests edit (spec 02 §6, ADR 0022): where a member goes to change an order (our wording). */
export const MEMBER_EDIT_NOTE = 'To change this order, log out and open the link in your order e-mail.';

/**
 * `/my/orders/{id}` (spec 03 §2.6): one of the member's orders with its session lines and
 * their states; 'Order not found' for an order that is not one of theirs.
 */
export const MyOrderPage = observer(function MyOrderPage() {
  const { orderId = '' } = useParams();
  const store = useMemberOrders();
  const order = store.order(orderId);
  useSectionTitle(order ? `Order ${order.orderNumber}` : store.orders ? 'Order not found' : 'Orders');
  return (
    <WithMemberOrders store={store}>
      {() =>
        order ? (
          <OrderDetails order={order} />
        ) : (
          <NotFoundSection title="Order not found" backTo="/my/orders" backLabel="Back to your orders" />
        )
      }
    </WithMemberOrders>
  );
});

const OrderDetails = observer(function OrderDetails({ order }: { order: Order }) {
  const { clock } = useStores();
  return (
    <section aria-labelledby="acc-order-title">
      <h2 id="acc-order-title">Order {order.orderNumber}</h2>
      <div className="acc-card">
        <dl className="acc-details">
          <dt>Event</dt>
          <dd>{order.eventName}</dd>
          <dt>Purchased</dt>
          <dd>{formatOrderListDate(order.purchasedOn, order.timezone)}</dd>
          <dt>Total</dt>
          <dd>{formatMoney(order.totalMinor, order.currency)}</dd>
          <dt>Tickets</dt>
          <dd>{order.ticketCount}</dd>
        </dl>
        <OrderQrCode order={order} />
      </div>
      {orderLines(order, clock.read()).map((line) => {
        const titleId = `acc-order-line-${line.sessionId ?? 'unscheduled'}`;
        return (
          <section key={line.sessionId ?? ''} className="acc-order-line" aria-labelledby={titleId}>
            <h3 id={titleId}>{line.startsAt ? <SessionTime startsAt={line.startsAt} timezone={order.timezone} /> : 'Tickets'}</h3>
            {line.status && <p className="acc-status">{line.status}</p>}
            <MemberTicketsTable
              caption={line.startsAt ? `Tickets on ${sessionTimeText(line.startsAt, order.timezone)}` : 'Tickets'}
              tickets={line.tickets}
            />
          </section>
        );
      })}
      <p>{MEMBER_EDIT_NOTE}</p>
      <p>
        <Link to="/resend">Resend your tickets</Link>
      </p>
      <p>
        <Link to="/my/orders">Back to your orders</Link>
      </p>
    </section>
  );
});
