import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStores, watchSessionEnd } from '@storefront/shared';

/**
 * Spec 03 §4 session end: in the browser, the session marker is watched every second;
 * when a signed-in visitor's session vanishes, all state is cleared, modals close and the
 * visitor is sent home. On start, member data older storefronts kept is removed.
 */
export function SessionEndWatch() {
  const { session } = useStores();
  const navigate = useNavigate();
  // The watch outlives navigations; it sends home with the router of the moment.
  const sendHome = useEffectEvent(() => void navigate('/'));

  useEffect(() => {
    session.clearLegacyMemberData();
    return watchSessionEnd({ session, readCookies: () => document.cookie, onEnded: sendHome });
  }, [session]);

  return null;
}
