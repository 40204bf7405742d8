import { loadRemote } from '@module-federation/enhanced/runtime';
import { bundledModules } from './bundled-modules';
import { loadExposedModule } from './exposed-module';
import type { SlotId } from './slot-contract';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
// What the monolith build generates from the remotes' `exposes`.
jest.mock('./bundled-modules', () => ({ bundledModules: { 'checkout/CartWidget': jest.fn() } }));

const remote = jest.mocked(loadRemote);
const bundled = jest.mocked(bundledModules['checkout/CartWidget']!);
const cartWidgetModule = { default: () => null };

beforeEach(() => {
  remote.mockReset();
  bundled.mockReset();
});
afterEach(() => {
  globalThis.__STOREFRONT_MONOLITH__ = false;
});

describe('loadExposedModule', () => {
  it('loads through Module Federation in the federated build', async () => {
    remote.mockResolvedValue(cartWidgetModule);
    await expect(loadExposedModule('checkout/CartWidget')).resolves.toBe(cartWidgetModule);
    expect(remote).toHaveBeenCalledWith('checkout/CartWidget');
    expect(bundled).not.toHaveBeenCalled();
  });

  it("imports the module's own chunk in the monolith build, never through federation", async () => {
    globalThis.__STOREFRONT_MONOLITH__ = true;
    bundled.mockResolvedValue(cartWidgetModule);
    await expect(loadExposedModule('checkout/CartWidget')).resolves.toBe(cartWidgetModule);
    expect(bundled).toHaveBeenCalledTimes(1);
    expect(remote).not.toHaveBeenCalled();
  });

  it('rejects an id the monolith did not bundle, naming it', async () => {
    globalThis.__STOREFRONT_MONOLITH__ = true;
    // An id outside the contract only reaches here from untyped code.
    await expect(loadExposedModule('checkout/Unknown' as SlotId)).rejects.toThrow('Exposed module "checkout/Unknown" is not in the monolith build.');
  });
});
