import type { SellerConfigStore } from '@storefront/shared';

/** Where a Login link goes: the login screen, or an external provider's page (a full URL). */
export type LoginTarget = { kind: 'screen'; to: string } | { kind: 'external'; href: string };

/**
 * Spec 03 §2.3 / §4 auth methods: with auth0 or sfec the sign-in starts at the API's SSO
 * start (which comes back with `redirect`, keeping the cart); with an external URL it is that
 * URL; otherwise, or when the external URL is missing (the screen then says so), the login screen.
 */
export function loginTarget(
  config: Pick<SellerConfigStore, 'authenticationMethod' | 'externalUrls' | 'loginPath' | 'apiBaseUrl' | 'seller'>,
  { redirectPath, cartId }: { redirectPath: string; cartId: string | null },
): LoginTarget {
  switch (config.authenticationMethod) {
    case 'auth0':
    case 'sfec': {
      // A navigation carries no seller header (only the API client sends it): the seller is in the query.
      const query = new URLSearchParams({ seller: config.seller.slug, redirect: redirectPath });
      if (cartId) query.set('cart_id', cartId);
      return { kind: 'external', href: `${config.apiBaseUrl.replace(/\/$/, '')}/sso/start?${query}` };
    }
    case 'external':
      return config.externalUrls.login ? { kind: 'external', href: config.externalUrls.login } : { kind: 'screen', to: config.loginPath };
    default:
      return { kind: 'screen', to: config.loginPath };
  }
}
