import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loading, useStores } from '@storefront/shared';

/** Spec 03 §4: a logout call, then the state is cleared and the visitor goes home. */
export function LogoutPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    session.logout().finally(() => current && navigate('/', { replace: true }));
    return () => {
      current = false;
    };
  }, [session, navigate]);
  return <Loading label="Logging out" />;
}
