import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Modal, useStores } from '@storefront/shared';
import { LoginBody } from '../login/login-page';
import { useCookiesOff, useLogin } from '../login/use-login';
import { MembershipStatus } from './membership-details';
import { MEMBERSHIP_DETAILS_MODAL } from './modal-name';

/**
 * Spec 03 §2.5 Membership details modal: the member's membership (or 'Not currently a
 * member'), and the login form to a visitor who is not signed in, who stays here after login.
 * Its own chunk: the login form brings the form libraries.
 */
export const MembershipDetailsModal = observer(function MembershipDetailsModal() {
  const { modals, session, membership } = useStores();
  const close = () => modals.close(MEMBERSHIP_DETAILS_MODAL);
  useEffect(() => {
    // After a login here the session has already started reading the memberships.
    if (session.isSignedIn && membership.status === 'idle') void membership.load();
  }, [session.isSignedIn, membership]);
  return (
    <Modal open title="Membership details" onClose={close}>
      {session.isSignedIn ? <MembershipStatus onNavigate={close} /> : <ModalLogin />}
    </Modal>
  );
});

function ModalLogin() {
  const { pathname, search } = useLocation();
  const login = useLogin(pathname + search);
  const cookiesOff = useCookiesOff();
  return <LoginBody login={login} cookiesOff={cookiesOff} />;
}
