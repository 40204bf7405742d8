import { createRoot } from 'react-dom/client';
import { configure } from 'mobx';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  StorefrontRoot,
  injectSharedStyles,
  readPageConfig,
  readRemotesManifest,
  startStorefrontStore,
} from '@storefront/shared';
import { App } from './app';
import { preloadRegionFor } from './routing/route-owners';
import './styles.css';

configure({ enforceActions: 'observed' });
injectSharedStyles();

const pageConfig = readPageConfig();

// Remotes come from data served by the storefront server, never from URLs in this build.
registerRemotes(readRemotesManifest().remotes.map(({ name, entry }) => ({ name, entry })));

// Start fetching the current route's remote before the first render (TOOLCHAIN.md).
preloadRegionFor(window.location.pathname.slice(pageConfig.basePath.length) || '/');

createRoot(document.getElementById('root')!).render(
  <StorefrontRoot store={startStorefrontStore(pageConfig)}>
    <App />
  </StorefrontRoot>,
);
