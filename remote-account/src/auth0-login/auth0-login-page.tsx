import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Loading, safeRedirectPath, useStores } from '@storefront/shared';
import { DEFAULT_AFTER_LOGIN } from '../login/use-login';

/** Spec 03 §8 External authentication, word for word. */
export const EXTERNAL_AUTH_TEXT = {
  sfecFailed: 'SFEC Authentication failed',
  missingArguments: 'Missing handler arguments',
} as const;

const goForwardInHistory = () => window.history.forward();

/**
 * `/auth0-login` (spec 03 §2.1): where the API's SSO callback sends the visitor back. With
 * `redirect` the API has signed them in: the user is read, the cart re-validated, and the
 * visitor goes on (replacing this page), to set an e-mail first if the account has none.
 * With `auth_error` the sign-in failed: the code is reported and 'SFEC Authentication
 * failed' shown; `invalid_state` is this page reached again through Back after the flow
 * was spent, so the browser goes forward in history to where the visitor was (§8), and the
 * message stays only when there is nowhere forward to go. Neither: 'Missing handler arguments'.
 */
export function Auth0LoginPage({ goForward = goForwardInHistory }: { goForward?: () => void }) {
  const { session, cart, config, reporter } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const authError = params.get('auth_error');
  const redirect = params.get('redirect');
  // What the address says is known at once; whether the session came back, only after asking.
  const addressFailure = authError ? EXTERNAL_AUTH_TEXT.sfecFailed : redirect === null ? EXTERNAL_AUTH_TEXT.missingArguments : null;
  const [notSignedIn, setNotSignedIn] = useState(false);
  const failure = addressFailure ?? (notSignedIn ? EXTERNAL_AUTH_TEXT.sfecFailed : null);

  useEffect(() => {
    document.title = `Login | ${config.sellerName}`;
  }, [config]);

  useEffect(() => {
    if (!authError) return;
    reporter.report(new Error(`External authentication failed: ${authError}`), { auth_error: authError });
    if (authError === 'invalid_state') goForward();
  }, [authError, reporter, goForward]);

  useEffect(() => {
    if (redirect === null || authError) return;
    let current = true;
    const target = safeRedirectPath(redirect, DEFAULT_AFTER_LOGIN);
    void (async () => {
      const user = await session.load();
      if (!current) return;
      if (!user) {
        setNotSignedIn(true);
        return;
      }
      await cart.restore();
      if (!current) return;
      navigate(user.needsEmailAddress ? `/user/set-email-address?${new URLSearchParams({ redirect: target })}` : target, { replace: true });
    })();
    return () => {
      current = false;
    };
  }, [authError, redirect, session, cart, navigate]);

  if (!failure) return <Loading label="Signing in" />;
  return (
    <section className="acc-auth0-login" aria-labelledby="acc-auth0-login-title">
      <h1 id="acc-auth0-login-title">Login</h1>
      <Alert kind="error">{failure}</Alert>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
