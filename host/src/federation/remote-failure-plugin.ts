import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { activeLastKnownGood } from './last-known-good';

/**
 * A remote that fails must cost at most its own region of the page. Runs before the shared
 * modules are initialised, so it must not import React or `@storefront/shared` (TOOLCHAIN.md).
 * In the browser, a failed `loadRemote` (entry, chunk, or a shared singleton refused) is
 * retried, then served from the remote's last known good build (ADR 0024): only the `onLoad`
 * lifecycle takes a module in return; the earlier ones (`afterResolve`, `beforeRequest`) end
 * there. Returning nothing lets `loadRemote` reject: the region's error boundary shows the
 * message and a retry button. On the server nothing is switched: the region is left to the
 * browser (ADR 0017).
 */
const remoteFailurePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-remote-failure',
  async errorLoadRemote({ id, error, lifecycle }) {
    const lastKnownGood = activeLastKnownGood();
    // In the browser it says what it switched, or that it could not. On the server the
    // storefront server logs the region it left to the browser, with this error (ADR 0034).
    return lastKnownGood && lifecycle === 'onLoad' ? lastKnownGood.recoverLoad(id, error) : undefined;
  },
});

export default remoteFailurePlugin;
