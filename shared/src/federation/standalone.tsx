import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiList, ApiSellerConfig } from '../wire';
import { injectSharedStyles } from '../ui/styles';
import { StorefrontRoot, startStorefrontStore } from './storefront-root';

/**
 * Runs one remote on its own (`pnpm --filter @storefront/remote-x dev`): the default
 * seller from the API behind the dev server's `/api` proxy, a store of its own, and the
 * remote's routes at the root. The storefront proper is always composed by the host.
 */
export async function mountStandalone(Routes: ComponentType, apiBaseUrl = '/api'): Promise<void> {
  injectSharedStyles();
  const response = await fetch(`${apiBaseUrl}/sellers`);
  const sellers = (await response.json()) as ApiList<ApiSellerConfig>;
  const seller = sellers.data[0];
  if (!seller) throw new Error('The API has no sellers: seed it first.');
  const store = startStorefrontStore({ seller, apiBaseUrl, basePath: '' });
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StorefrontRoot store={store}>
      <Routes />
    </StorefrontRoot>,
  );
}
