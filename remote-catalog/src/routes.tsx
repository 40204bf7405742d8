import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading, NotFoundPage } from '@storefront/shared';
import './catalog.css';

// Each screen is its own chunk: the listing does not download the event page's forms.
const EventListing = lazy(() => import('./event-listing/event-listing').then((m) => ({ default: m.EventListing })));
const EventPage = lazy(() => import('./event-page/event-page').then((m) => ({ default: m.EventPage })));

/** Everything below /events (spec 01 §2 routes). The host mounts this at /events/*. */
export default function CatalogRoutes() {
  return (
    <div className="cat-region">
      <Suspense fallback={<Loading label="Loading" />}>
        <Routes>
          <Route path="/events" element={<EventListing />} />
          <Route path="/events/:eventId" element={<EventPage />} />
          <Route path="/events/:eventId/:action" element={<EventPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </div>
  );
}
