import { renderToString } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RootStore, StorefrontRoot, resetAllSlots } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig } from '@storefront/shared/testing';
import { App } from '../app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

/** The page as the server renders it (host/src/server/render.tsx): the app under a static router at the requested URL. */
function serverMarkup(url: string, basePath: string): string {
  const pageConfig = { ...testPageConfig, basePath, seller: { ...testPageConfig.seller, name: 'Harbour Zoo', web: {} } };
  const store = new RootStore({ pageConfig, api: fakeApi(), storage: memoryStorage() });
  try {
    // Without React's text separators, to read the text as shown.
    return renderToString(
      <StorefrontRoot store={store} location={url}>
        <App />
      </StorefrontRoot>,
    ).replaceAll('<!-- -->', '');
  } finally {
    store.dispose();
  }
}

describe('the accessibility statement on the server', () => {
  beforeEach(() => {
    resetAllSlots();
    jest.mocked(loadRemote).mockClear();
  });

  it("is in the server's markup under the seller prefix, without a remote, with the footer's link to it", () => {
    const html = serverMarkup('/harbour-zoo/accessibility', '/harbour-zoo');
    expect(html).toContain('<h1 id="sf-statement-title">Accessibility statement</h1>');
    expect(html).toContain('online ticket shop of Harbour Zoo');
    expect(html).toMatch(/<footer class="sf-footer">.*<a href="\/harbour-zoo\/accessibility"[^>]*>Accessibility<\/a>.*<\/footer>/s);
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id).filter((id) => id.endsWith('/routes'))).toEqual([]);
  });

  it('is at /accessibility for the default seller', () => {
    expect(serverMarkup('/accessibility', '')).toContain('Accessibility statement</h1>');
  });
});
