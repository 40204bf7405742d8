import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { GENERIC_ERROR_MESSAGE, RootStore, StoreProvider, resetAllSlots, type ApiSellerConfig } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig } from '@storefront/shared/testing';
import { App } from './app';
import { replacePage } from './routing/replace-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./routing/replace-page', () => ({ replacePage: jest.fn() }));
const load = jest.mocked(loadRemote);
const replace = jest.mocked(replacePage);

const exposed: Record<string, () => React.ReactElement> = {
  'checkout/CartDialogs': () => <p>cart dialogs</p>,
  'checkout/routes': () => <p>checkout routes</p>,
  'account/routes': () => <p>account routes</p>,
  'account/MemberMenu': () => <p>member menu</p>,
};

function renderApp(
  path: string,
  { web = {}, basePath = '', testRoutes }: { web?: ApiSellerConfig['web']; basePath?: string; testRoutes?: boolean } = {},
) {
  const pageConfig = { ...testPageConfig, basePath, testRoutes, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api: fakeApi(), storage: memoryStorage() });
  return renderWith(store, path);
}

function renderWith(store: RootStore, path: string) {
  // As StorefrontRoot does: the seller prefix is the router's basename.
  const basename = store.config.basePath || undefined;
  render(
    <MemoryRouter basename={basename} initialEntries={[`${store.config.basePath}${path}`]}>
      <StoreProvider store={store}>
        <App />
      </StoreProvider>
    </MemoryRouter>,
  );
  return store;
}

describe('App', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    load.mockReset();
    load.mockImplementation((id: string) => Promise.resolve({ default: exposed[id] }));
    resetAllSlots();
  });

  it('mounts the checkout cart dialogs once, beside the routed region', async () => {
    renderApp('/checkout');
    expect(await screen.findByText('checkout routes')).toBeInTheDocument();
    expect(screen.getAllByText('cart dialogs')).toHaveLength(1);
    expect(document.querySelector('[data-slot="checkout/CartDialogs"]')).toHaveAttribute('data-team', 'checkout');
  });

  it.each(['/', '/auth0-login?auth_error=x', '/sign-in'])('gives %s to the account remote', async (path) => {
    renderApp(path, { web: { login_path: '/sign-in' } });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('account routes')).toBeInTheDocument();
  });

  it('shows nothing for the dialogs when checkout can not be loaded', async () => {
    load.mockImplementation((id: string) =>
      id.startsWith('checkout/') ? Promise.reject(new Error('remoteEntry.js 404')) : Promise.resolve({ default: exposed[id] }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/events');
    expect(await screen.findByText('member menu')).toBeInTheDocument();
    // The region (catalog has no routes here) fails with the default message; the dialogs say nothing.
    expect(await screen.findAllByText('This part of the page could not be loaded.')).toHaveLength(1);
    expect(document.querySelector('[data-slot="checkout/CartDialogs"]')).toBeEmptyDOMElement();
  });

  it("offers to try the page's region again or to continue at the seller's home", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/events/42', { basePath: '/city-museum' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/city-museum');
  });

  it("answers a failure of the shell itself with the generic message and a continue link to the seller's home", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new RootStore({ pageConfig: testPageConfig, api: fakeApi(), storage: memoryStorage() });
    Object.defineProperty(store.config, 'sellerName', {
      get: () => {
        throw new Error('broken seller config');
      },
    });
    renderWith(store, '/events');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/city-museum');
  });

  describe('configured redirects', () => {
    const target = 'https://www.city-museum.example/';
    beforeEach(() => replace.mockReset());

    it('leaves for the target instead of rendering the page', () => {
      renderApp('/events', { web: { redirects: { disable_home_route: true, target } } });
      expect(replace).toHaveBeenCalledWith(target);
      expect(screen.queryByRole('main')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', target);
      expect(load).not.toHaveBeenCalled();
    });

    it('renders the page the rule does not concern', () => {
      renderApp('/events/42', { web: { redirects: { disable_home_route: true, target } } });
      expect(replace).not.toHaveBeenCalled();
      expect(screen.getByRole('main')).toBeInTheDocument();
    });
  });

  describe("the host's own pages", () => {
    it('renders the accessibility statement itself, with no remote for the page', () => {
      renderApp('/accessibility', { basePath: '/harbour-zoo' });
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
      expect(load.mock.calls.map(([id]) => id).filter((id) => id.endsWith('/routes'))).toEqual([]);
    });

    it('has nothing below the statement: the 404 page', () => {
      renderApp('/accessibility/more');
      expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    });
  });

  describe('the footer', () => {
    it("links every page to the seller's accessibility statement, under the seller prefix", async () => {
      renderApp('/checkout', { basePath: '/harbour-zoo' });
      expect(await screen.findByText('checkout routes')).toBeInTheDocument();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/harbour-zoo/accessibility');
    });

    it('is there without a seller prefix and on the 404 page', () => {
      renderApp('/nope');
      expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
      expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    });
  });

  it('has the test-only page only when the page config says test routes are on', () => {
    renderApp('/__test__/login-modes', { testRoutes: true });
    expect(screen.getByRole('heading', { name: 'Login modes' })).toBeInTheDocument();
  });

  it('has no test-only page otherwise', () => {
    renderApp('/__test__/login-modes');
    expect(screen.queryByRole('heading', { name: 'Login modes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  });
});
