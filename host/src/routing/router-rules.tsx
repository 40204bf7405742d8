import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ownerOf } from './route-owners';

/**
 * Spec 03 "Router rules": a trailing slash is removed (not on error pages); the page
 * scrolls to top on route change and, when framed, asks the parent to do the same.
 */
export function RouterRules() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const trimmed = pathname.replace(/\/+$/, '');
    if (trimmed !== pathname && trimmed !== '' && ownerOf(trimmed)) {
      navigate({ pathname: trimmed, search, hash }, { replace: true });
    }
  }, [pathname, search, hash, navigate]);

  useEffect(() => {
    if (hash === '#main-content') return;
    window.scrollTo(0, 0);
    if (window.parent !== window) window.parent.postMessage({ type: 'scrollTop' }, '*');
  }, [pathname, hash]);

  return null;
}
