import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  EventNotFoundError,
  Loading,
  Slot,
  errorMessage,
  useStores,
  type EventDetail,
} from '@storefront/shared';
import { DateFirstForm } from '../date-first-form/date-first-form';
import { EventContent } from './event-content';

type PageState = { kind: 'loading' } | { kind: 'ready'; event: EventDetail } | { kind: 'error'; message: string };

/** Spec 01 §2 "Event detail page content"; the panel precedence grows with the catalog issue. */
export const EventPage = observer(function EventPage() {
  const { eventId = '' } = useParams();
  const { api, config } = useStores();
  const navigate = useNavigate();
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    api.events
      .getEvent(eventId)
      .then((event) => current && setState({ kind: 'ready', event }))
      .catch((e: unknown) => {
        if (!current) return;
        // Spec 01 §8: event not found redirects, replacing history, to the 404 route.
        if (e instanceof EventNotFoundError) navigate('/404', { replace: true });
        else setState({ kind: 'error', message: errorMessage(e) });
      });
    return () => {
      current = false;
    };
  }, [api, eventId, navigate]);

  useEffect(() => {
    if (state.kind === 'ready') document.title = `${state.event.name} | ${config.sellerName}`;
  }, [state, config.sellerName]);

  if (state.kind === 'loading') return <Loading label="Loading event" />;
  if (state.kind === 'error') {
    // Spec 01 §8: unexpected errors on the event page show the message with a Continue link home.
    return (
      <Alert kind="error">
        {state.message} <Link to="/">Continue</Link>
      </Alert>
    );
  }

  const { event } = state;
  return (
    <div className="cat-event">
      <div className="cat-event__main">
        <EventContent event={event} />
        <section className="cat-event__panel" aria-labelledby="cat-reserve-title">
          <h2 id="cat-reserve-title">Get tickets</h2>
          {event.ticketGroups.length === 0 ? (
            <Alert kind="warning">Tickets are currently unavailable for this event.</Alert>
          ) : (
            <DateFirstForm event={event} onReserved={() => navigate('/checkout')} />
          )}
        </section>
      </div>
      <aside className="cat-event__sidebar" aria-label="Your cart">
        <Slot id="checkout/CartWidget" team="checkout" />
      </aside>
    </div>
  );
});
