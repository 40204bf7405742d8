import { pageConfig } from '../testing/fixtures';
import { readPageConfig, readRemotesManifest } from './page-config';

describe('page config', () => {
  it('reads the embedded config', () => {
    const win = { __STOREFRONT__: pageConfig } as unknown as Window;
    expect(readPageConfig(win)).toBe(pageConfig);
  });

  it('throws a clear error when it is missing or incomplete', () => {
    expect(() => readPageConfig({} as Window)).toThrow(/window.__STOREFRONT__/);
    expect(() => readPageConfig({ __STOREFRONT__: { seller: pageConfig.seller } } as unknown as Window)).toThrow(/apiBaseUrl, basePath/);
  });

  it('reads the remotes manifest, or none', () => {
    const remotes = [{ name: 'checkout', entry: 'http://localhost:3002/remoteEntry.js' }];
    expect(readRemotesManifest({ __STOREFRONT_REMOTES__: { remotes } } as unknown as Window).remotes).toBe(remotes);
    expect(readRemotesManifest({} as Window)).toEqual({ remotes: [] });
  });
});
