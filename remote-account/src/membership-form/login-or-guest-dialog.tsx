import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Modal, useStores, type LoginCredentials } from '@storefront/shared';
import { LoginBody } from '../login/login-page';
import { useCookiesOff, useHydrated, type LoginActions } from '../login/use-login';

/**
 * Spec 03 §2.7, §4: a visitor who is not signed in, with an empty cart and no external sign-in,
 * is offered to log in (the seller's login form, without a forgot-password link) or to shop as
 * a guest. Signing in closes it, and the form goes on as a renewal when there is a membership.
 */
export const LoginOrGuestDialog = observer(function LoginOrGuestDialog() {
  const { session, cart, config } = useStores();
  const [asGuest, setAsGuest] = useState(false);
  const cookiesOff = useCookiesOff();
  // Who the visitor is and what the cart holds are known only in the browser, once read.
  const hydrated = useHydrated();
  const login: LoginActions = {
    askedRedirect: null,
    completing: false,
    logIn: async (credentials: LoginCredentials) => {
      await session.login(credentials);
    },
  };
  const open =
    hydrated &&
    !asGuest &&
    session.status === 'guest' &&
    cart.status !== 'loading' &&
    cart.isEmpty &&
    config.authenticationMethod === null;
  return (
    <Modal open={open} title="Log in or shop as a guest" onClose={() => setAsGuest(true)}>
      {open && (
        <>
          <Button variant="secondary" onClick={() => setAsGuest(true)}>
            Shop as a Guest
          </Button>
          <LoginBody login={login} cookiesOff={cookiesOff} offerForgotPassword={false} />
        </>
      )}
    </Modal>
  );
});
