import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { observer } from 'mobx-react-lite';
import {
  HydrationBoundary,
  Loading,
  NotFoundPage,
  readServerData,
  toSellerSettings,
  useStores,
  type RouteChunks,
  type RouteRedirect,
  type SlotComponent,
} from '@storefront/shared';
import { HomePage } from './home/home-page';
import { homeRedirect } from './home/home-redirect';
import { LogoutPage } from './logout/logout-page';
import { membershipPathRedirect } from './membership-route/membership-redirect';
import { MembershipRoute } from './membership-route/membership-route';
import { RequireSignIn } from './my-account/require-sign-in';
import './account.css';

// Each form screen is its own chunk with react-hook-form and yup, loaded only on its page;
// named, so the storefront server can preload the current one with the page (routeChunks).
const loadLoginPage = () => import(/* webpackChunkName: "login" */ './login/login-page');
const loadForgotPassword = () => import(/* webpackChunkName: "forgot-password" */ './forgot-password/forgot-password-page');
const loadForgotMembership = () => import(/* webpackChunkName: "forgot-membership" */ './forgot-membership/forgot-membership-page');
const loadResetPassword = () => import(/* webpackChunkName: "reset-password" */ './reset-password/reset-password-page');
const loadSetEmailAddress = () => import(/* webpackChunkName: "set-email-address" */ './set-email-address/set-email-address-page');
const loadMyAccount = () => import(/* webpackChunkName: "my-account" */ './my-account/my-account');
const loadRedeemMembership = () => import(/* webpackChunkName: "redeem-membership" */ './redeem-membership/redeem-membership-page');

const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() => loadForgotPassword().then((m) => ({ default: m.ForgotPasswordPage })));
const ForgotMembershipPage = lazy(() => loadForgotMembership().then((m) => ({ default: m.ForgotMembershipPage })));
const ResetPasswordPage = lazy(() => loadResetPassword().then((m) => ({ default: m.ResetPasswordPage })));
const SetEmailAddressPage = lazy(() => loadSetEmailAddress().then((m) => ({ default: m.SetEmailAddressPage })));
const RedeemMembershipPage = lazy(() => loadRedeemMembership().then((m) => ({ default: m.RedeemMembershipPage })));
const MyAccountLayout = lazy(() => loadMyAccount().then((m) => ({ default: m.MyAccountLayout })));
const Auth0LoginPage = lazy(() =>
  import(/* webpackChunkName: "auth0-login" */ './auth0-login/auth0-login-page').then((m) => ({ default: m.Auth0LoginPage })),
);
const MyAccountHome = lazy(() => loadMyAccount().then((m) => ({ default: m.MyAccountHome })));
const MembershipSummary = lazy(() => loadMyAccount().then((m) => ({ default: m.MembershipSummary })));
const ProfilePage = lazy(() => loadMyAccount().then((m) => ({ default: m.ProfilePage })));
const MemberOrdersScope = lazy(() => loadMyAccount().then((m) => ({ default: m.MemberOrdersScope })));
const UpcomingSessionsPage = lazy(() => loadMyAccount().then((m) => ({ default: m.UpcomingSessionsPage })));
const UpcomingSessionPage = lazy(() => loadMyAccount().then((m) => ({ default: m.UpcomingSessionPage })));
const MyOrdersPage = lazy(() => loadMyAccount().then((m) => ({ default: m.MyOrdersPage })));
const MyOrderPage = lazy(() => loadMyAccount().then((m) => ({ default: m.MyOrderPage })));

interface Screen {
  chunk: string;
  load: () => Promise<unknown>;
}

const LOGIN: Screen = { chunk: 'login', load: loadLoginPage };
const FORM_SCREENS: Record<string, Screen> = {
  '/user/forgot-password': { chunk: 'forgot-password', load: loadForgotPassword },
  '/user/forgot-membership': { chunk: 'forgot-membership', load: loadForgotMembership },
  '/user/reset-password': { chunk: 'reset-password', load: loadResetPassword },
  '/membership/redeem': { chunk: 'redeem-membership', load: loadRedeemMembership },
};
/** Screens for signed-in visitors only; anyone else gets the login screen there. */
const MEMBER_SCREENS: [pattern: string, Screen][] = [
  ['/user/set-email-address', { chunk: 'set-email-address', load: loadSetEmailAddress }],
  ['/my/*', { chunk: 'my-account', load: loadMyAccount }],
];

/** The lazy screen `pathname` (below the seller prefix) shows, if any. */
function screenFor(pathname: string, loginPath: string, signedIn: boolean): Screen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === loginPath) return LOGIN;
  const form = FORM_SCREENS[path];
  if (form) return form;
  const member = MEMBER_SCREENS.find(([pattern]) => matchPath(pattern, path));
  if (member) return signedIn ? member[1] : LOGIN;
  return null;
}

/**
 * Home and the membership routes only send the visitor on in some cases: the storefront
 * server answers those with a 302.
 */
export const routeRedirect: RouteRedirect = ({ pathname, store }) =>
  pathname === '/' ? homeRedirect(store.config, store.session) : membershipPathRedirect(pathname, store.config);

/** The screen's chunk, for the storefront server to preload with the page (ADR 0018). */
export const routeChunks: RouteChunks = ({ pathname, store }) => {
  const screen = screenFor(pathname, store.config.loginPath, store.session.isSignedIn);
  return screen ? [screen.chunk] : [];
};

// The host loads this module before its first render: start the current screen's chunk now,
// so it downloads beside the rest of the page instead of after it.
if (typeof window !== 'undefined' && window.__STOREFRONT__) {
  const { basePath, seller } = window.__STOREFRONT__;
  const pathname = window.location.pathname.slice(basePath.length) || '/';
  const signedIn = Boolean(readServerData()?.session.user);
  void screenFor(pathname, toSellerSettings(seller.web).loginPath, signedIn)?.load();
}

/**
 * The account team's screens (spec 03 §2.1): home, login and logout, the password and
 * e-mail forms, the membership entry and gift redemption, and the my-account area where the
 * my_account flag allows it (its tickets sections where my_tickets does too).
 */
const AccountRoutes = observer(function AccountRoutes() {
  const { config, flags } = useStores();
  const loginScreen = (redirectPath: string) => <LoginPage redirectPath={redirectPath} />;
  return (
    <div className="acc-region">
      <HydrationBoundary fallback={<Loading label="Loading" />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path={config.loginPath} element={<LoginPage />} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/auth0-login" element={<Auth0LoginPage />} />
          <Route path="/user/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/user/forgot-membership" element={<ForgotMembershipPage />} />
          <Route path="/user/reset-password" element={<ResetPasswordPage />} />
          <Route path="/membership/redeem" element={<RedeemMembershipPage />} />
          <Route path="/membership/:action?" element={<MembershipRoute />} />
          <Route
            path="/user/set-email-address"
            element={
              <RequireSignIn loginScreen={loginScreen}>
                <SetEmailAddressPage />
              </RequireSignIn>
            }
          />
          {flags.isOn('my_account') && (
            <Route
              path="/my"
              element={
                <RequireSignIn loginScreen={loginScreen}>
                  <MyAccountLayout />
                </RequireSignIn>
              }
            >
              <Route index element={<MyAccountHome />} />
              <Route path="membership" element={<MembershipSummary />} />
              {flags.isOn('my_profile') && <Route path="profile" element={<ProfilePage />} />}
              {flags.isOn('my_tickets') && (
                <Route element={<MemberOrdersScope />}>
                  <Route path="upcoming" element={<UpcomingSessionsPage />} />
                  <Route path="upcoming/session/:sessionId" element={<UpcomingSessionPage />} />
                  <Route path="orders" element={<MyOrdersPage />} />
                  <Route path="orders/:orderId" element={<MyOrderPage />} />
                </Route>
              )}
            </Route>
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </HydrationBoundary>
    </div>
  );
});

export default AccountRoutes satisfies SlotComponent<'account/routes'>;
