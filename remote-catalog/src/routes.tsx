import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@storefront/shared';
import { EventListing } from './event-listing/event-listing';
import { EventPage } from './event-page/event-page';
import './catalog.css';

/** Everything below /events (spec 01 §2 routes). The host mounts this at /events/*. */
export default function CatalogRoutes() {
  return (
    <div className="cat-region">
      <Routes>
        <Route path="/events" element={<EventListing />} />
        <Route path="/events/:eventId" element={<EventPage />} />
        <Route path="/events/:eventId/:action" element={<EventPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
