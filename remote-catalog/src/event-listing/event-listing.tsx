import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Loadable, Loading, errorMessage, useStores, type EventListing as Listing } from '@storefront/shared';
import { EventCard } from './event-card';

/** Spec 01 §2 "Event listing screen". Filters and the members banner come with the catalog issue. */
export const EventListing = observer(function EventListing() {
  const { api, config } = useStores();
  const [listing] = useState(() => new Loadable<Listing>());

  useEffect(() => {
    void listing.load(() => api.events.listAvailableEvents({ sellerId: config.sellerId }));
  }, [listing, api, config.sellerId]);

  useEffect(() => {
    document.title = `Events | ${config.sellerName}`;
  }, [config.sellerName]);

  const { state } = listing;
  return (
    <section aria-labelledby="cat-listing-title">
      <h1 id="cat-listing-title" className="cat-listing__title">
        Events
      </h1>
      {(state.status === 'idle' || state.status === 'loading') && <Loading label="Loading events" />}
      {state.status === 'error' && <Alert kind="error">{errorMessage(state.error)}</Alert>}
      {state.status === 'ready' && state.value.events.length === 0 && (
        <p>We could not find any events that match your filters.</p>
      )}
      {state.status === 'ready' && state.value.events.length > 0 && (
        <ul className="cat-listing__grid">
          {state.value.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} currency={config.currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
