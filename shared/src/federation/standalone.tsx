import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApi, createHttpClient } from '../api';
import type { ApiList, ApiSellerConfig } from '../wire';
import { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/context';
import { injectSharedStyles } from '../ui/styles';

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
  const store = new RootStore({
    pageConfig: { seller, apiBaseUrl, basePath: '' },
    api: createApi(createHttpClient({ baseURL: apiBaseUrl })),
  });
  store.clock.start();
  void store.session.load();
  void store.cart.restore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreProvider store={store}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}
