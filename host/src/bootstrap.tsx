import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configure } from 'mobx';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  RootStore,
  StoreProvider,
  createApi,
  createHttpClient,
  injectSharedStyles,
  readPageConfig,
  readRemotesManifest,
} from '@storefront/shared';
import { App } from './app';
import { preloadRegionFor } from './routing/route-owners';
import './styles.css';

configure({ enforceActions: 'observed' });
injectSharedStyles();

const pageConfig = readPageConfig();
const manifest = readRemotesManifest();

// Remotes come from data served by the storefront server, never from URLs in this build.
registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));

// Start fetching the current route's remote before the first render (TOOLCHAIN.md).
preloadRegionFor(window.location.pathname.slice(pageConfig.basePath.length) || '/');

const store = new RootStore({ pageConfig, api: createApi(createHttpClient({ baseURL: pageConfig.apiBaseUrl })) });
store.clock.start();
void store.session.load();
void store.cart.restore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <BrowserRouter basename={pageConfig.basePath || undefined}>
        <App />
      </BrowserRouter>
    </StoreProvider>
  </StrictMode>,
);
