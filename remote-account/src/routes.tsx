import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HydrationBoundary, Loading, NotFoundPage } from '@storefront/shared';
import { LogoutPage } from './logout/logout-page';
import './account.css';

// Its own chunk with react-hook-form and yup, loaded only on /login.
const loadLoginPage = () => import('./login/login-page');
const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));

// The host loads this module before its first render: on /login (a seller slug may precede
// it), start the form's chunk now instead of after this module has rendered.
if (typeof window !== 'undefined' && /\/login\/?$/.test(window.location.pathname)) void loadLoginPage();

/** The account team's screens (spec 03 §2.1). My account, memberships and password flows come later. */
export default function AccountRoutes() {
  return (
    <div className="acc-region">
      <HydrationBoundary fallback={<Loading label="Loading" />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </HydrationBoundary>
    </div>
  );
}
