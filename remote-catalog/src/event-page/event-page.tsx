import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  EventNotFoundError,
  Loadable,
  Loading,
  Slot,
  errorMessage,
  useStores,
  type EventDetail,
} from '@storefront/shared';
import { DateFirstForm } from '../date-first-form/date-first-form';
import { EventContent } from './event-content';

/** Spec 01 §2 "Event detail page content"; the panel precedence grows with the catalog issue. */
export const EventPage = observer(function EventPage() {
  const { eventId = '' } = useParams();
  const { api, config } = useStores();
  const navigate = useNavigate();
  const [page] = useState(() => new Loadable<EventDetail>());
  const { state } = page;

  useEffect(() => {
    void page.load(() => api.events.getEvent(eventId));
  }, [page, api, eventId]);

  const notFound = state.status === 'error' && state.error instanceof EventNotFoundError;
  useEffect(() => {
    // Spec 01 §8: event not found redirects, replacing history, to the 404 route.
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);

  const eventName = state.status === 'ready' ? state.value.name : null;
  useEffect(() => {
    if (eventName) document.title = `${eventName} | ${config.sellerName}`;
  }, [eventName, config.sellerName]);

  if (state.status === 'error') {
    if (notFound) return null;
    // Spec 01 §8: unexpected errors on the event page show the message with a Continue link home.
    return (
      <Alert kind="error">
        {errorMessage(state.error)} <Link to="/">Continue</Link>
      </Alert>
    );
  }
  if (state.status !== 'ready') return <Loading label="Loading event" />;

  const event = state.value;
  return (
    <div className="cat-event">
      <div className="cat-event__main">
        <EventContent event={event} />
        <section className="cat-event__panel" aria-labelledby="cat-reserve-title">
          <h2 id="cat-reserve-title">Get tickets</h2>
          {event.ticketGroups.length === 0 ? (
            <Alert kind="warning">Tickets are currently unavailable for this event.</Alert>
          ) : (
            <DateFirstForm key={event.id} event={event} onReserved={() => navigate('/checkout')} />
          )}
        </section>
      </div>
      <aside className="cat-event__sidebar" aria-label="Your cart">
        <Slot id="checkout/CartWidget" team="checkout" />
      </aside>
    </div>
  );
});
