import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { useSectionTitle } from '../my-account/my-account-layout';
import { useMemberOrders, WithMemberOrders } from './member-orders-scope';
import { ticketCountsByType } from './member-sessions';
import { SessionTime } from './session-time';

/** `/my/upcoming` (spec 03 §2.6): the sessions to come the member holds tickets for, soonest first. */
export const UpcomingSessionsPage = observer(function UpcomingSessionsPage() {
  const { clock } = useStores();
  const store = useMemberOrders();
  useSectionTitle('Upcoming');
  return (
    <section aria-labelledby="acc-upcoming-title">
      <h2 id="acc-upcoming-title">Upcoming</h2>
      <WithMemberOrders store={store}>
        {() => {
          const sessions = store.upcomingSessions(clock.read());
          if (sessions.length === 0) {
            return (
              <p>
                You have no upcoming tickets. <Link to="/events">Find something to see</Link>
              </p>
            );
          }
          return (
            <ul className="acc-sessions">
              {sessions.map((session) => (
                <li key={session.sessionId} className="acc-sessions__item">
                  <Link to={`/my/upcoming/session/${encodeURIComponent(session.sessionId)}`}>
                    <span className="acc-sessions__event">{session.eventName}</span>{' '}
                    {session.startsAt && <SessionTime startsAt={session.startsAt} timezone={session.timezone} />}
                  </Link>
                  <p>{ticketCountsByType(session.orders.flatMap((held) => held.tickets))}</p>
                </li>
              ))}
            </ul>
          );
        }}
      </WithMemberOrders>
    </section>
  );
});
