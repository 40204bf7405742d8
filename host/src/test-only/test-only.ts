import type { LoginMode, PageConfig } from '@storefront/shared';

/**
 * Spec 03 §2.1: a test-only route exists outside production: in a development build (webpack
 * replaces `process.env.NODE_ENV` from its mode), or when the storefront server says so in
 * the page config (`STOREFRONT_TEST_ROUTES=1`, the end-to-end tests' production build).
 */
export const testOnlyEnabled = (pageConfig: PageConfig): boolean => process.env.NODE_ENV !== 'production' || pageConfig.testRoutes === true;

/** Every tenant login mode (spec 03 §3 login field sets), with what its screen asks for. */
export const LOGIN_MODE_LABELS: Record<LoginMode, string> = {
  otp_or_password: 'E-mail, then a one-time code or a password',
  otp: 'E-mail and a one-time code',
  password: 'E-mail and password',
  scan_code: 'Member ID and ZIP code',
  scan_code_password: 'Member ID and password',
  scan_code_last_name: 'Member ID and last name',
  scan_code_email: 'Member ID and e-mail',
  auth0_ecomm: 'External provider (auth0 e-commerce login)',
  sf_ecomm: 'External provider (sf e-commerce login)',
};

/** The query parameter that, outside production, opens the page with another login mode. */
export const LOGIN_MODE_PARAM = 'login_mode';

const isLoginMode = (value: string | null): value is LoginMode => value !== null && Object.hasOwn(LOGIN_MODE_LABELS, value);

/**
 * Outside production, `?login_mode=` replaces the seller's login mode for this page load, so
 * one seller can show the login screen in every mode, and `testRoutes` says the test-only
 * route is on. The server render and the browser both apply it to the page config, so they
 * render the same page. In production: the config as is.
 */
export function withTestOverrides(pageConfig: PageConfig, search: string, enabled = testOnlyEnabled(pageConfig)): PageConfig {
  if (!enabled) return pageConfig;
  const mode = new URLSearchParams(search).get(LOGIN_MODE_PARAM);
  const { seller } = pageConfig;
  return { ...pageConfig, testRoutes: true, seller: isLoginMode(mode) ? { ...seller, web: { ...seller.web, login_mode: mode } } : seller };
}
