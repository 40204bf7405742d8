import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { MembersBanner } from '../members-banner/members-banner';
import { useExpressCheckout } from './express-checkout';
import { ListingFilterBar } from './listing-filter-bar';
import { hasFilters, parseFiltersKey, toListEventsQuery } from './listing-filters-query';
import { ListingResults } from './listing-results';
import { EventListingStore } from './listing-store';
import { UpsellPrompt } from './upsell-prompt';
import { useListingFilters } from './use-listing-filters';
import './event-listing.css';

/**
 * Spec 01 §2 "Event listing screen": members banner, filters held in the address, the
 * cards, the no-results message, anchor-only events and the upsell mode; `expresscheckout`
 * goes straight to /checkout when the cart has items.
 */
export const EventListing = observer(function EventListing() {
  const { api, config, session, cart } = useStores();
  const [store] = useState(() => new EventListingStore());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cartHasItems = !cart.isEmpty;
  const { express, redirect } = useExpressCheckout(cartHasItems);
  const { filters, key, update, clear } = useListingFilters(store.metadataKeys);
  const withMemberEvents = session.hasCurrentMembership;
  const loadKey = `${key}|${withMemberEvents ? 'members' : 'public'}`;
  const { sellerId, timezone } = config;

  useEffect(() => {
    const query = toListEventsQuery(parseFiltersKey(key), { sellerId, timezone, now: new Date(), withMemberEvents });
    void store.load(loadKey, () => api.events.listAvailableEvents(query));
  }, [store, api, key, loadKey, sellerId, timezone, withMemberEvents]);

  useEffect(() => {
    document.title = `Events | ${config.sellerName}`;
  }, [config.sellerName]);

  if (redirect) return <Navigate to="/checkout" replace />;

  const events = store.eventsFor(loadKey)?.filter((event) => !event.requiresAnchor || cart.hasAnchor) ?? null;
  const { state } = store.listing;

  const clearFilters = () => {
    clear();
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="cat-listing-title" className="cat-listing">
      <h1 id="cat-listing-title" className="cat-listing__title" ref={headingRef} tabIndex={-1}>
        Events
      </h1>
      <MembersBanner />
      {cartHasItems && !express && <UpsellPrompt />}
      <ListingFilterBar filters={filters} facets={store.facets} onChange={update} />
      <ListingResults
        events={events}
        error={state.status === 'error' ? state.error : null}
        currency={config.currency}
        includeFees={config.advertisePriceIncludingFees}
        filtered={hasFilters(filters)}
        onClearFilters={clearFilters}
      />
    </section>
  );
});
