import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';

/**
 * `/my` (spec 03 §2.1): the membership for a member with a current one, otherwise the
 * profile (the membership page too when the my_profile flag turns the profile off).
 */
export const MyAccountHome = observer(function MyAccountHome() {
  const { session, flags } = useStores();
  const to = session.hasCurrentMembership || !flags.isOn('my_profile') ? '/my/membership' : '/my/profile';
  return <Navigate to={to} replace />;
});
