import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStores } from '@storefront/shared';
import { LoginFlagsRule } from './login-flags-rule';
import { isHostPage, ownerOf } from './route-owners';

/**
 * Spec 03 "Router rules": a trailing slash is removed (not on error pages); the page
 * scrolls to top on route change and, when framed, asks the parent to do the same, except
 * for a jump to the main content; the login query flags are applied and stripped.
 */
export function RouterRules() {
  const { config } = useStores();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const trimmed = pathname.replace(/\/+$/, '');
    if (trimmed !== pathname && trimmed !== '' && (ownerOf(trimmed, config.loginPath) || isHostPage(trimmed))) {
      void navigate({ pathname: trimmed, search, hash }, { replace: true });
    }
  }, [pathname, search, hash, navigate, config]);

  useEffect(() => {
    if (hash === '#main-content') return;
    window.scrollTo(0, 0);
    if (window.parent !== window) window.parent.postMessage({ type: 'scrollTop' }, '*');
  }, [pathname, hash]);

  return <LoginFlagsRule />;
}
