import { Link, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { orderTicketFacts, sessionLineStatus, useStores } from '@storefront/shared';
import { useSectionTitle } from '../my-account/my-account-layout';
import { useMemberOrders, WithMemberOrders } from './member-orders-scope';
import { MemberTicketsTable } from './member-tickets-table';
import { NotFoundSection } from './not-found-section';
import { OrderQrCode } from './order-qr-code';
import { SessionTime } from './session-time';

/**
 * `/my/upcoming/session/{id}` (spec 03 §2.6): the member's tickets for one session, by the
 * order that bought them, with each order's QR code; 'Session not found' for a session the
 * member holds no tickets for.
 */
export const UpcomingSessionPage = observer(function UpcomingSessionPage() {
  const { sessionId = '' } = useParams();
  const { clock } = useStores();
  const store = useMemberOrders();
  const session = store.session(sessionId);
  useSectionTitle(session?.eventName ?? (store.orders ? 'Session not found' : 'Upcoming'));
  return (
    <WithMemberOrders store={store}>
      {() => {
        if (!session) {
          return <NotFoundSection title="Session not found" backTo="/my/upcoming" backLabel="Back to your upcoming tickets" />;
        }
        const tickets = session.orders.flatMap((held) => held.tickets);
        const status = sessionLineStatus(tickets.map(orderTicketFacts), clock.read());
        return (
          <section aria-labelledby="acc-session-title">
            <h2 id="acc-session-title">{session.eventName}</h2>
            {session.startsAt && (
              <p>
                <SessionTime startsAt={session.startsAt} timezone={session.timezone} />
              </p>
            )}
            {status && <p className="acc-status">{status}</p>}
            {session.orders.map(({ order, tickets: held }) => (
              <article key={order.id} className="acc-card" aria-labelledby={`acc-session-order-${order.id}`}>
                <div>
                  <h3 id={`acc-session-order-${order.id}`}>
                    <Link to={`/my/orders/${encodeURIComponent(order.id)}`}>Order {order.orderNumber}</Link>
                  </h3>
                  <MemberTicketsTable caption={`Tickets of order ${order.orderNumber}`} tickets={held} />
                </div>
                <OrderQrCode order={order} />
              </article>
            ))}
            <p>
              <Link to="/my/upcoming">Back to your upcoming tickets</Link>
            </p>
          </section>
        );
      }}
    </WithMemberOrders>
  );
});
