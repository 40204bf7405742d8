import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { createApi, createHttpClient } from '../api';
import { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/context';
import type { PageConfig, ServerData } from './page-config';

/**
 * Creates the one RootStore for a page and starts it: the clock ticks, uncaught errors are
 * reported, the signed-in user is read (or taken from what the server rendered the page
 * with) and the persisted cart restored. Used once by the host (and by a remote run on its
 * own); remotes never create stores.
 */
export function startStorefrontStore(pageConfig: PageConfig, serverData: ServerData | null = null): RootStore {
  const store = new RootStore({
    pageConfig,
    api: createApi(createHttpClient({ baseURL: pageConfig.apiBaseUrl, sellerSlug: pageConfig.seller.slug })),
    ...(serverData ? { routeData: serverData.routeData } : {}),
  });
  store.clock.start();
  store.reporter.listen(window);
  if (serverData) {
    store.session.hydrate(serverData.session.user);
    store.hydration.expect(serverData.hydration.boundaries, serverData.hydration.deferred);
  } else {
    void store.session.load();
    store.hydration.skip();
  }
  // The cart lives in this browser only: restoring it changes what regions render, so not
  // before the server's markup is hydrated.
  void store.hydration.whenHydrated().then(() => store.cart.restore());
  return store;
}

/**
 * The providers every storefront page renders under: the store and the router (seller prefix
 * as basename). On the server, `location` (the requested path and query) renders that route
 * with a static router; the browser's router then hydrates the same tree.
 */
export function StorefrontRoot({ store, children, location }: { store: RootStore; children: ReactNode; location?: string }) {
  const basename = store.config.basePath || undefined;
  return (
    <StrictMode>
      <StoreProvider store={store}>
        {location === undefined ? (
          <BrowserRouter basename={basename}>{children}</BrowserRouter>
        ) : (
          <StaticRouter basename={basename} location={location}>
            {children}
          </StaticRouter>
        )}
      </StoreProvider>
    </StrictMode>
  );
}
