import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Loading, useStores } from '@storefront/shared';

export const EXTERNAL_LOGOUT_URL_MISSING = 'External logout URL missing';

/**
 * Spec 03 §4 logout: a logout call, then the state is cleared and the visitor goes home; a
 * seller signing in at an external provider (auth0, sfec, external URL) ends the provider's
 * session too, at its logout URL.
 */
const goToUrl = (url: string) => window.location.assign(url);

export function LogoutPage({ leavePage = goToUrl }: { leavePage?: (url: string) => void }) {
  const { session, config } = useStores();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    document.title = `Logging out | ${config.sellerName}`;
  }, [config.sellerName]);
  useEffect(() => {
    let current = true;
    const external = config.authenticationMethod !== null;
    const logoutUrl = config.externalUrls.logout;
    void session
      .logout()
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        if (!external) navigate('/', { replace: true });
        else if (logoutUrl) leavePage(logoutUrl);
        else setFailure(EXTERNAL_LOGOUT_URL_MISSING);
      });
    return () => {
      current = false;
    };
  }, [session, config, navigate, leavePage]);
  if (failure) {
    return (
      <section className="acc-logout">
        <Alert kind="error">{failure}</Alert>
        <Link to="/">Go to the home page</Link>
      </section>
    );
  }
  return <Loading label="Logging out" />;
}
