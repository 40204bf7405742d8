import { useState } from 'react';
import { Alert, isStorageAvailable } from '@storefront/shared';

/**
 * Framed on a seller's site by a browser that blocks third-party storage: the session cookie
 * (and so a cart) cannot work there. Chromium blocks partitioned cookies and storage
 * together, so a refused `localStorage` tells, before anything fails; `cookieEnabled` covers
 * browsers that report it.
 */
export function isEmbeddedWithoutCookies(win: Window = window): boolean {
  if (win.parent === win) return false;
  return !win.navigator.cookieEnabled || !isStorageAvailable('localStorage', win);
}

/** Says so and offers the same page in a tab of its own, where the purchase works. */
export function EmbeddedCookieNotice() {
  const [blocked] = useState(() => isEmbeddedWithoutCookies());
  if (!blocked) return null;
  return (
    <Alert kind="warning" className="sf-embedded-notice" title="Your browser is blocking cookies for this embedded storefront.">
      <p>
        <a href={window.location.href} target="_blank" rel="noopener">
          Open the storefront in a new tab
        </a>{' '}
        to buy tickets.
      </p>
    </Alert>
  );
}
