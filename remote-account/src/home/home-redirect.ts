import type { SellerConfigStore, SessionStore } from '@storefront/shared';

/**
 * Where home `/` sends the visitor on (spec 03 §2.1), or null when it shows its options:
 * without membership presell to the admission event (the listing when none is configured),
 * a signed-in member to the events. Decided the same way by the storefront server (a 302,
 * `routeRedirect`) and by the home screen in the browser.
 */
export function homeRedirect(
  config: Pick<SellerConfigStore, 'membershipPresell' | 'admissionEventId'>,
  session: Pick<SessionStore, 'isSignedIn'>,
): string | null {
  if (!config.membershipPresell) {
    const admission = config.admissionEventId;
    return admission ? `/events/${encodeURIComponent(admission)}` : '/events';
  }
  return session.isSignedIn ? '/events' : null;
}
