import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { HydrationBoundary, Loading, NotFoundPage, type RouteChunks, type RouteDataLoader, type SlotComponent } from '@storefront/shared';
import { fetchListing, firstListing } from './event-listing/listing-data';
import { sentEvent } from './event-page/event-page-data';
import { PANEL_CHUNKS, panelFor } from './event-panel/choose-panel';
import './catalog.css';

// Each screen is its own chunk, so the listing does not download the event page's forms;
// named, so the storefront server can preload the current one with the page (routeChunks).
const loadListing = () => import(/* webpackChunkName: "event-listing" */ './event-listing/event-listing');
const loadEventPage = () => import(/* webpackChunkName: "event-page" */ './event-page/event-page');
const EventListing = lazy(() => loadListing().then((m) => ({ default: m.EventListing })));
const EventPage = lazy(() => loadEventPage().then((m) => ({ default: m.EventPage })));

// The host loads this module before its first render: start the current screen's chunk now,
// so it downloads beside the rest of the page instead of after it (a seller slug may precede /events).
if (typeof window !== 'undefined') {
  if (/\/events\/[^/]+/.test(window.location.pathname)) void loadEventPage();
  else if (/\/events\/?$/.test(window.location.pathname)) void loadListing();
}

const matchEventPage = (pathname: string) => matchPath('/events/:eventId', pathname) ?? matchPath('/events/:eventId/:action', pathname);

/** The screen's chunks; for an event page, also the chunk of the flow its panel shows for the event the server fetched. */
export const routeChunks: RouteChunks = ({ pathname, store }) => {
  const eventId = matchEventPage(pathname)?.params.eventId;
  if (eventId) {
    const event = sentEvent(store.routeData, eventId);
    const flowChunk = event ? PANEL_CHUNKS[panelFor(store, event)] : null;
    return flowChunk ? ['event-page', flowChunk] : ['event-page'];
  }
  return matchPath('/events', pathname) ? ['event-listing'] : [];
};

/**
 * The first screen's data for the storefront server to fetch before it renders (ADR 0017):
 * the listing for /events; the event for an event page, then its panel's first request; each
 * under the key its screen takes it with. What fails is left out: the screen then loads it
 * in the browser as before. An event the API does not have is a 404 page.
 */
export const loadRouteData: RouteDataLoader = async ({ pathname, search, store }) => {
  const event = matchEventPage(pathname);
  if (event?.params.eventId) {
    // Imported here, not above: only the server calls this, and the routes module is on every catalog page.
    const { loadEventRouteData } = await import('./event-page/event-route-data');
    return loadEventRouteData(store, event.params.eventId, search.get('tg'));
  }
  if (matchPath('/events', pathname)) {
    const withMemberEvents = store.session.hasCurrentMembership;
    const first = firstListing(search, withMemberEvents);
    const listing = await fetchListing(store, first.filtersKey, withMemberEvents).catch(() => null);
    if (listing) store.routeData.put(first.dataKey, listing);
  }
  return undefined;
};

/** Everything below /events (spec 01 §2 routes). The host mounts this at /events/*. */
function CatalogRoutes() {
  return (
    <div className="cat-region">
      <HydrationBoundary fallback={<Loading label="Loading" />}>
        <Routes>
          <Route path="/events" element={<EventListing />} />
          <Route path="/events/:eventId" element={<EventPage />} />
          <Route path="/events/:eventId/:action" element={<EventPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </HydrationBoundary>
    </div>
  );
}

export default CatalogRoutes satisfies SlotComponent<'catalog/routes'>;
