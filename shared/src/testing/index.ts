/**
 * Test helpers for the remotes' and host's component tests (`@storefront/shared/testing`).
 * Not part of the runtime contract: nothing in a build imports this entry.
 */
import type { Api } from '../api';
import type { PageConfig } from '../federation/page-config';
import { RootStore } from '../stores/root-store';

export * from './domain-builders';
export { fakeApi, memoryStorage } from './fake-api';

export const testPageConfig: PageConfig = {
  seller: {
    id: 'seller-1',
    slug: 'city-museum',
    name: 'City Museum of Art',
    timezone: 'America/New_York',
    default_currency_code: 'USD',
    cart_hold_seconds: 900,
    providers: { stripe: null, captcha: null },
    web: {},
  },
  apiBaseUrl: '/api',
  basePath: '',
};

/**
 * A RootStore over a partial fake API (give only the calls the test exercises) for a seller
 * with this `web` config, as the API sends it.
 */
export function createTestStore(api: Partial<{ [K in keyof Api]: Partial<Api[K]> }>, web: PageConfig['seller']['web'] = {}): RootStore {
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  return new RootStore({ pageConfig, api: api as Api, storage: window.localStorage });
}
