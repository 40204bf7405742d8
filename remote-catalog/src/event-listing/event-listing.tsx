import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, errorMessage, useStores, type EventSummary } from '@storefront/shared';
import { EventCard } from './event-card';

type ListingState = { kind: 'loading' } | { kind: 'ready'; events: EventSummary[] } | { kind: 'error'; message: string };

/** Spec 01 §2 "Event listing screen". Filters and the members banner come with the catalog issue. */
export const EventListing = observer(function EventListing() {
  const { api, config } = useStores();
  const [state, setState] = useState<ListingState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    api.events
      .listAvailableEvents({ sellerId: config.sellerId })
      .then((events) => current && setState({ kind: 'ready', events }))
      .catch((e: unknown) => current && setState({ kind: 'error', message: errorMessage(e) }));
    return () => {
      current = false;
    };
  }, [api, config.sellerId]);

  useEffect(() => {
    document.title = `Events | ${config.sellerName}`;
  }, [config.sellerName]);

  return (
    <section aria-labelledby="cat-listing-title">
      <h1 id="cat-listing-title" className="cat-listing__title">
        Events
      </h1>
      {state.kind === 'loading' && <Loading label="Loading events" />}
      {state.kind === 'error' && <Alert kind="error">{state.message}</Alert>}
      {state.kind === 'ready' && state.events.length === 0 && (
        <p>We could not find any events that match your filters.</p>
      )}
      {state.kind === 'ready' && state.events.length > 0 && (
        <ul className="cat-listing__grid">
          {state.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} currency={config.currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
