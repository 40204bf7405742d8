import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores, type EventListing as ListingData } from '@storefront/shared';
import { MembersBanner } from '../members-banner/members-banner';
import { useExpressCheckout } from './express-checkout';
import { ListingFilterBar } from './listing-filter-bar';
import { fetchListing, firstListing, listingLoadKey } from './listing-data';
import { hasFilters } from './listing-filters-query';
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
  const stores = useStores();
  const { config, session, cart } = stores;
  const [params] = useSearchParams();
  // The listing the server rendered the page with, when it did (ADR 0017): the filters as read
  // before any facets are known, as the server read them.
  const [store] = useState(() => {
    const first = firstListing(params, session.hasCurrentMembership);
    const sent = stores.routeData.take<ListingData>(first.dataKey);
    return new EventListingStore(sent && { key: first.loadKey, value: sent });
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cartHasItems = !cart.isEmpty;
  const { express, redirect } = useExpressCheckout(cartHasItems);
  const { filters, key, update, clear } = useListingFilters(store.metadataKeys);
  const withMemberEvents = session.hasCurrentMembership;
  const loadKey = listingLoadKey(key, withMemberEvents);

  useEffect(() => {
    // Already there: sent with the page.
    if (store.eventsFor(loadKey)) return;
    void store.load(loadKey, () => fetchListing(stores, key, withMemberEvents));
  }, [store, stores, key, loadKey, withMemberEvents]);

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
