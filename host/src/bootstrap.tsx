import { createRoot, hydrateRoot } from 'react-dom/client';
import { configure } from 'mobx';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  StorefrontRoot,
  deferSlotsUntil,
  injectSharedStyles,
  readPageConfig,
  readServerData,
  readRemotesManifest,
  startStorefrontStore,
} from '@storefront/shared';
import { App } from './app';
import { startLastKnownGood } from './federation/start-last-known-good';
import { preloadRegionFor } from './routing/route-owners';
import { withTestOverrides } from './test-only/test-only';

configure({ enforceActions: 'observed' });
injectSharedStyles();

// The server rendered with the same overrides (test-only, never in production builds).
const pageConfig = withTestOverrides(readPageConfig(), window.location.search);

// Remotes come from data served by the storefront server, never from URLs in this build;
// the monolith build has their exposed modules in its own bundle instead. A failing build
// is replaced by the one the server named as its fallback (ADR 0024).
if (!__STOREFRONT_MONOLITH__) {
  const { remotes } = readRemotesManifest();
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  startLastKnownGood(remotes, pageConfig.seller.slug);
}

/**
 * React's default for a recoverable error, except a region the server left to the browser
 * (remote down or over the render budget: React error 419): that is the planned degradation,
 * already logged by the server (ADR 0017), not a crash to report from every visitor.
 */
function reportUnlessLeftToBrowser(error: unknown): void {
  if (error instanceof Error && /#419\b|could not finish this Suspense boundary/.test(error.message)) return;
  globalThis.reportError(error);
}

const root = document.getElementById('root')!;
const store = startStorefrontStore(pageConfig, readServerData());
// Start fetching the current route's remote before the first render (TOOLCHAIN.md).
preloadRegionFor(window.location.pathname.slice(pageConfig.basePath.length) || '/', store.config.loginPath);
const page = (
  <StorefrontRoot store={store}>
    <App />
  </StorefrontRoot>
);
// Said on the document once the page answers to input (server markup hydrated, or rendered
// here): for tests and measurements that must not act on markup without its handlers.
void store.hydration.whenHydrated().then(() => document.documentElement.setAttribute('data-storefront-hydrated', ''));
// Spec 03 §7: feature flags are fetched at start, once the first screen is there: what they
// change (the my area) must not differ from the server's markup while it hydrates.
void store.hydration.whenHydrated().then(() => store.flags.load());
// The storefront server rendered the page (ADR 0017): hydrate it, the page's own region
// before the deferred ones (ADR 0018); else render it here.
if (root.hasChildNodes()) {
  deferSlotsUntil(store.hydration.whenPrimaryHydrated());
  hydrateRoot(root, page, { onRecoverableError: reportUnlessLeftToBrowser });
} else {
  createRoot(root).render(page);
}
