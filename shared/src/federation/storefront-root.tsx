import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createApi, createHttpClient } from '../api';
import { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/context';
import type { PageConfig } from './page-config';

/**
 * Creates the one RootStore for a page and starts it: the clock ticks, uncaught errors are
 * reported, the signed-in user is read and the persisted cart restored. Used once by the host (and by a remote run on
 * its own); remotes never create stores.
 */
export function startStorefrontStore(pageConfig: PageConfig): RootStore {
  const store = new RootStore({ pageConfig, api: createApi(createHttpClient({ baseURL: pageConfig.apiBaseUrl, sellerSlug: pageConfig.seller.slug })) });
  store.clock.start();
  store.reporter.listen(window);
  void store.session.load();
  void store.cart.restore();
  return store;
}

/** The providers every storefront page renders under: the store and the router (seller prefix as basename). */
export function StorefrontRoot({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <BrowserRouter basename={store.config.basePath || undefined}>{children}</BrowserRouter>
      </StoreProvider>
    </StrictMode>
  );
}
