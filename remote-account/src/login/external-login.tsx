import { observer } from 'mobx-react-lite';
import { Alert, useStores, type SellerConfigStore } from '@storefront/shared';
import { loginTarget } from '../member-menu/login-target';
import { LOGIN_TEXT } from './login-messages';
import { useHydrated } from './use-login';

/** Sign-in happens at an external provider: a configured authentication method, or an external-provider login mode. */
export function usesExternalLogin(config: Pick<SellerConfigStore, 'authenticationMethod' | 'loginMode'>): boolean {
  return config.authenticationMethod !== null || config.loginMode === 'auth0_ecomm' || config.loginMode === 'sf_ecomm';
}

/**
 * Spec 03 §2.3: with an external provider the login is a plain link (auth0 and sfec: the
 * API's SSO start with the redirect and the cart; external: the configured URL); spec 03 §8
 * 'External login URL missing' and 'Unknown auth method' otherwise.
 */
export const ExternalLogin = observer(function ExternalLogin({ redirectPath }: { redirectPath: string }) {
  const { config, cart } = useStores();
  // The cart is this browser's: the server (and so the hydrating render) links without it.
  const cartId = useHydrated() ? (cart.cart?.id ?? null) : null;
  const target = loginTarget(config, { redirectPath, cartId });
  if (target.kind === 'screen') {
    return <Alert kind="error">{config.authenticationMethod === 'external' ? LOGIN_TEXT.externalLoginUrlMissing : LOGIN_TEXT.unknownAuthMethod}</Alert>;
  }
  return (
    <p>
      <a className="sf-button sf-button--primary" href={target.href}>
        Log in
      </a>
    </p>
  );
});
