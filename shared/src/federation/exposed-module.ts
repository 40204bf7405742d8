import { loadRemote } from '@module-federation/enhanced/runtime';
import { bundledModules } from './bundled-modules';
import type { ExposedModule, SlotId } from './slot-contract';

declare global {
  /**
   * True only in the monolith build (`pnpm build:monolith`), where the remotes' exposed
   * modules are bundled into the host. Every webpack build sets it (DefinePlugin,
   * scripts/webpack.base.cjs), so the other build's branch is left out; unit tests define it
   * as a global (jest.config.js).
   */
  var __STOREFRONT_MONOLITH__: boolean;
}

/**
 * Loads a remote's exposed module by its contract id ('checkout/CartWidget'): through Module Federation
 * from the remote the manifest names, or, in the monolith build, from the host's own bundle,
 * where each exposed module is a lazy chunk. The one place the two builds differ in how a
 * region's code arrives, so the benchmark compares the same code.
 */
export function loadExposedModule<Id extends SlotId>(id: Id): Promise<ExposedModule<Id> | null> {
  return __STOREFRONT_MONOLITH__ ? loadBundledModule(id) : loadRemote<ExposedModule<Id>>(id);
}

function loadBundledModule<Id extends SlotId>(id: Id): Promise<ExposedModule<Id>> {
  const load = bundledModules[id];
  if (!load) return Promise.reject(new Error(`Exposed module "${id}" is not in the monolith build.`));
  return load() as Promise<ExposedModule<Id>>;
}
