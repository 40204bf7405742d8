import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that is offline must cost only its own region of the page. Runs before the
 * shared modules are initialised, so it must not import React (TOOLCHAIN.md).
 * Returning nothing lets `loadRemote` reject; the region's error boundary shows the
 * message and a retry button.
 */
const remoteFailurePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-remote-failure',
  errorLoadRemote({ id, error, lifecycle }) {
    console.warn(`[storefront] remote ${id} failed during ${lifecycle}`, error);
    return undefined;
  },
});

export default remoteFailurePlugin;
