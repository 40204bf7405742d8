import { useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath, useStores, type LoginCredentials } from '@storefront/shared';

/** Where a login goes when nothing asked for a page (spec 03 §4). */
export const DEFAULT_AFTER_LOGIN = '/events';

export interface LoginActions {
  /** The page asked for by the caller or `?redirect=` (made safe), or null. */
  askedRedirect: string | null;
  /** A login is under way or done: the page must not send a signed-in visitor away on its own. */
  completing: boolean;
  /** Signs in, then goes where the login was asked from (rejects with the API's error). */
  logIn(credentials: LoginCredentials): Promise<void>;
}

/**
 * Spec 03 §7 login success: go to the redirect (`?redirect=`, else the one kept in the login
 * flow, so a magic link opened in another tab still knows it, else the listing); an account
 * without an e-mail goes to /user/set-email-address first, the redirect passed on.
 */
export function useLogin(givenRedirect?: string): LoginActions {
  const { session } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [completing, setCompleting] = useState(false);
  const queryRedirect = params.get('redirect');
  const askedRedirect = givenRedirect ?? (queryRedirect ? safeRedirectPath(queryRedirect, DEFAULT_AFTER_LOGIN) : null);

  const logIn = async (credentials: LoginCredentials): Promise<void> => {
    // Read first: a successful login forgets the login flow.
    const target = askedRedirect ?? safeRedirectPath(session.loginFlow?.redirectPath, DEFAULT_AFTER_LOGIN);
    setCompleting(true);
    try {
      const user = await session.login(credentials);
      const to = user.needsEmailAddress ? `/user/set-email-address?${new URLSearchParams({ redirect: target })}` : target;
      navigate(to, { replace: true });
    } catch (e) {
      setCompleting(false);
      throw e;
    }
  };

  return { askedRedirect, completing, logIn };
}

/** Nothing to subscribe to: these answers do not change while the page is open. */
const neverChanges = () => () => undefined;

/** False on the server and while the browser hydrates its markup, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Cookies are off in this browser (known only in the browser: the server render says no). */
export function useCookiesOff(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => navigator.cookieEnabled === false,
    () => false,
  );
}
