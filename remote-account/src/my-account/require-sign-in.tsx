import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Loading, useStores } from '@storefront/shared';

/**
 * Spec 03 §2.6: a visitor who is not signed in sees the login screen in place of the page
 * asked for (the address stays), and comes back to it once signed in.
 */
export const RequireSignIn = observer(function RequireSignIn({
  loginScreen,
  children,
}: {
  /** The login screen, going to `redirectPath` after signing in. */
  loginScreen: (redirectPath: string) => ReactNode;
  children: ReactNode;
}) {
  const { session } = useStores();
  const { pathname, search, hash } = useLocation();
  if (session.status === 'unknown') return <Loading label="Loading" />;
  if (session.isSignedIn) return children;
  return loginScreen(pathname + search + hash);
});
