import { useEffect } from 'react';
import { useStores, type LoginMode } from '@storefront/shared';
import { LOGIN_MODE_LABELS, LOGIN_MODE_PARAM } from './test-only';

export const LOGIN_MODES_PATH = '/__test__/login-modes';

/**
 * Test-only (never in production builds): a link per tenant login mode that opens this
 * seller's login screen in that mode. Full page loads, since the mode is read at start.
 */
export function LoginModesPage() {
  const { config } = useStores();
  useEffect(() => {
    document.title = `Login modes (test) | ${config.sellerName}`;
  }, [config.sellerName]);
  const current = config.loginMode;
  return (
    <section aria-labelledby="login-modes-title">
      <h1 id="login-modes-title">Login modes</h1>
      <p>Test-only page. The seller&apos;s own mode is {current}.</p>
      <ul>
        {(Object.entries(LOGIN_MODE_LABELS) as [LoginMode, string][]).map(([mode, label]) => (
          <li key={mode}>
            <a href={`${config.basePath}${config.loginPath}?${LOGIN_MODE_PARAM}=${mode}`}>
              {mode}: {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
