import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { readLoginQueryFlags } from './login-query-flags';

/** The external provider's callback screen (spec 03 §2.1), which shows its errors. */
export const AUTH_CALLBACK_PATH = '/auth0-login';

const withQuery = (path: string, query: Record<string, string | null>) => {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null));
  return `${path}?${params.toString()}`;
};

/**
 * Spec 03 Router rules: the login query flags are applied once and stripped from the address
 * (replacing it, the rest of the query and the hash kept). The login screen and the external
 * provider's callback screen read their own query (`otp`, `auth_error`), so not there.
 */
export const LoginFlagsRule = observer(function LoginFlagsRule() {
  const { session, config } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const sessionKnown = session.status !== 'unknown';

  useEffect(() => {
    const { pathname, search, hash, key } = location;
    if (!sessionKnown || handled.current === key || pathname === config.loginPath || pathname === AUTH_CALLBACK_PATH) return;
    const { request, remaining } = readLoginQueryFlags(search);
    if (!request) return;
    handled.current = key;
    const query = remaining.toString();
    const here = `${pathname}${query ? `?${query}` : ''}${hash}`;
    const toLogin = (otp: string | null = null) => void navigate(withQuery(config.loginPath, { redirect: here, otp }), { replace: true });
    const strip = () => void navigate(here, { replace: true });

    switch (request.kind) {
      case 'auth_error':
        void navigate(withQuery(AUTH_CALLBACK_PATH, { auth_error: request.error }), { replace: true });
        return;
      case 'auth_callback':
        strip();
        void session.load();
        return;
      case 'member_lookup': {
        const { credentials } = request;
        if (session.isSignedIn) strip();
        else if (!credentials) toLogin();
        else {
          strip();
          session.login(credentials).catch(() => toLogin());
        }
        return;
      }
      case 'start_login':
        if (request.onlyWhenSignedOut && session.isSignedIn) {
          strip();
          return;
        }
        // A code belongs to a login already begun (its token is kept): starting over would drop it.
        if (request.otp === null) session.beginLogin(request.email, here);
        toLogin(request.otp);
    }
  }, [location, sessionKnown, session, config, navigate]);

  return null;
});
