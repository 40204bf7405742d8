import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage, RegionBoundary, Slot, useStores } from '@storefront/shared';
import { AccessibilityStatementPage } from './accessibility-statement/accessibility-statement-page';
import { EmbeddedCookieNotice } from './layout/embedded-cookie-notice';
import { CartAnnouncer } from './layout/cart-announcer';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { MainRegionError, ShellError } from './layout/unexpected-error';
import { ConfiguredRedirectRule } from './routing/configured-redirect-rule';
import { RouterRules } from './routing/router-rules';
import { HOST_PAGES, ownerOf, regionSlotId } from './routing/route-owners';
import { SessionEndWatch } from './session/session-end-watch';
import { LOGIN_MODES_PATH, LoginModesPage } from './test-only/login-modes-page';
// With the shell it styles, so the server render's <head> carries it too (ADR 0017).
import './styles.css';

/** The shell: layout, router rules, the host's own pages, and one region per remote route prefix. */
export function App() {
  const { config } = useStores();
  return (
    <ConfiguredRedirectRule>
      <RegionBoundary region="host/shell" fallback={<ShellError />}>
        <a className="sf-skip-link" href="#main-content">
          Skip to main content
        </a>
        <RouterRules />
        <SessionEndWatch />
        <EmbeddedCookieNotice />
        <Header />
        <main id="main-content" className="sf-main" tabIndex={-1}>
          <Routes>
            {config.testRoutes && <Route path={LOGIN_MODES_PATH} element={<LoginModesPage />} />}
            <Route path={HOST_PAGES.accessibilityStatement} element={<AccessibilityStatementPage />} />
            <Route path="*" element={<RemoteRegion />} />
          </Routes>
        </main>
        <Footer />
        <CartAnnouncer />
        {/* The cart's dialogs (timer extension, timed out, discard), once for every page; nothing if checkout is down. */}
        <Slot id="checkout/CartDialogs" fallback={null} deferred />
      </RegionBoundary>
    </ConfiguredRedirectRule>
  );
}

function RemoteRegion() {
  const { config } = useStores();
  const owner = ownerOf(useLocation().pathname, config.loginPath);
  if (!owner) return <NotFoundPage />;
  return <Slot key={owner} id={regionSlotId(owner)} fallback={(retry) => <MainRegionError retry={retry} />} />;
}
