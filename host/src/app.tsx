import { Navigate, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage, Slot } from '@storefront/shared';
import { EmbeddedCookieNotice } from './layout/embedded-cookie-notice';
import { Header } from './layout/header';
import { RouterRules } from './routing/router-rules';
import { ownerOf, regionSlotId } from './routing/route-owners';
// With the shell it styles, so the server render's <head> carries it too (ADR 0017).
import './styles.css';

/** The shell: layout, router rules, and one region per remote route prefix. */
export function App() {
  return (
    <>
      <a className="sf-skip-link" href="#main-content">
        Skip to main content
      </a>
      <RouterRules />
      <EmbeddedCookieNotice />
      <Header />
      <main id="main-content" className="sf-main" tabIndex={-1}>
        <Routes>
          {/* Membership presell (spec 03 §2.1 home) belongs to the account issue; until then home is the listing. */}
          <Route index element={<Navigate to="/events" replace />} />
          <Route path="*" element={<RemoteRegion />} />
        </Routes>
      </main>
      {/* The cart's dialogs (timer extension, timed out, discard), once for every page; nothing if checkout is down. */}
      <Slot id="checkout/CartDialogs" team="checkout" fallback={null} deferred />
    </>
  );
}

function RemoteRegion() {
  const owner = ownerOf(useLocation().pathname);
  if (!owner) return <NotFoundPage />;
  return <Slot key={owner} id={regionSlotId(owner)} team={owner} />;
}
