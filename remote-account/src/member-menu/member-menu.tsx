import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Button, useStores } from '@storefront/shared';
import { MEMBERSHIP_DETAILS_MODAL } from '../membership-details/modal-name';
import { loginTarget } from './login-target';

// Its own chunk, loaded when opened: its login form brings the form libraries.
const MembershipDetailsModal = lazy(() =>
  import(/* webpackChunkName: "membership-details" */ '../membership-details/membership-details-modal').then((m) => ({
    default: m.MembershipDetailsModal,
  })),
);

/**
 * Spec 03 §2.4: a member sees a greeting, My account (or the Membership details modal where
 * the setting or the my_account flag hides the area) and Log out; anyone else Register and
 * Login, unless a purchaser already took the cart (signing in then would not be the cart's buyer).
 */
export const MemberMenu = observer(function MemberMenu() {
  const { modals } = useStores();
  return (
    <>
      <MenuLinks />
      {modals.isOpen(MEMBERSHIP_DETAILS_MODAL) && (
        <Suspense fallback={null}>
          <MembershipDetailsModal />
        </Suspense>
      )}
    </>
  );
});

const MenuLinks = observer(function MenuLinks() {
  const { session, config, flags, cart, modals } = useStores();
  const { pathname, search } = useLocation();
  if (session.status === 'unknown') return <span className="acc-menu" aria-hidden="true" />;
  if (session.isSignedIn) {
    const showMyAccount = !config.hideMyAccount && flags.isOn('my_account');
    return (
      <span className="acc-menu">
        <span className="acc-menu__greeting">Hi, {session.firstName}</span>
        {showMyAccount ? (
          <Link to="/my">My account</Link>
        ) : (
          <Button variant="link" onClick={() => modals.open(MEMBERSHIP_DETAILS_MODAL)}>
            Membership details
          </Button>
        )}
        <Link to="/logout">Log out</Link>
      </span>
    );
  }
  if (cart.cart?.purchaserIdentityId) return <span className="acc-menu" />;
  const login = loginTarget(config, { redirectPath: pathname + search, cartId: cart.cart?.id ?? null });
  return (
    <span className="acc-menu">
      <Link to="/membership">Register</Link>
      {login.kind === 'screen' ? <Link to={login.to}>Login</Link> : <a href={login.href}>Login</a>}
    </span>
  );
});
