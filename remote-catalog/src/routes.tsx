import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HydrationBoundary, Loading, NotFoundPage } from '@storefront/shared';
import './catalog.css';

// Each screen is its own chunk, so the listing does not download the event page's forms.
const loadListing = () => import('./event-listing/event-listing');
const loadEventPage = () => import('./event-page/event-page');
const EventListing = lazy(() => loadListing().then((m) => ({ default: m.EventListing })));
const EventPage = lazy(() => loadEventPage().then((m) => ({ default: m.EventPage })));

// The host loads this module before its first render: start the current screen's chunk now,
// so it downloads beside the rest of the page instead of after it (a seller slug may precede /events).
if (typeof window !== 'undefined') {
  if (/\/events\/[^/]+/.test(window.location.pathname)) void loadEventPage();
  else if (/\/events\/?$/.test(window.location.pathname)) void loadListing();
}

/** Everything below /events (spec 01 §2 routes). The host mounts this at /events/*. */
export default function CatalogRoutes() {
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
