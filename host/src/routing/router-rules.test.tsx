import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, RootStore, StoreProvider, type ApiSellerConfig, type User } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { RouterRules } from './router-rules';

const ada: User = buildUser({ email: 'ada@example.com' });

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

interface Setup {
  signedIn?: User | null;
  web?: ApiSellerConfig['web'];
  /** Answers of the API, set before the first render. */
  answers?: (api: ReturnType<typeof fakeApi>) => void;
}

function renderAt(path: string, { signedIn = null, web = {}, answers }: Setup = {}) {
  // As pages render (StorefrontRoot): effects run twice on mount, a flag still applies once.
  const api = fakeApi();
  api.cart.getCart.mockResolvedValue(null);
  answers?.(api);
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  store.session.hydrate(signedIn);
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <StoreProvider store={store}>
          <RouterRules />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </StoreProvider>
      </MemoryRouter>
    </StrictMode>,
  );
  return { api, store };
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('RouterRules', () => {
  it('removes a trailing slash and keeps the query', () => {
    renderAt('/events/42/?date=2026-12-01');
    expect(where()).toBe('/events/42?date=2026-12-01');
  });

  it('leaves the slash on paths that end on the 404 page', () => {
    renderAt('/no-such-page/');
    expect(where()).toBe('/no-such-page/');
  });

  it('removes the slash after the configured login path', () => {
    renderAt('/sign-in/', { web: { login_path: '/sign-in' } });
    expect(where()).toBe('/sign-in');
  });

  it("removes the slash after a page of the host's own", () => {
    renderAt('/accessibility/');
    expect(where()).toBe('/accessibility');
  });

  it('scrolls to top, and asks a parent frame to do the same', () => {
    const parent = { postMessage: jest.fn() };
    const original = Object.getOwnPropertyDescriptor(window, 'parent')!;
    Object.defineProperty(window, 'parent', { configurable: true, value: parent });
    try {
      renderAt('/events');
      expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
      expect(parent.postMessage).toHaveBeenCalledWith({ type: 'scrollTop' }, '*');
    } finally {
      Object.defineProperty(window, 'parent', original);
    }
  });

  it('does not scroll for a jump to the main content', () => {
    renderAt('/events#main-content');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('RouterRules: login query flags', () => {
  it('signs a member in from member_code and zip_code, stripping them and keeping the rest', async () => {
    const { api, store } = renderAt('/events?member_code=M-100&zip_code=10001&date=2026-12-01#tickets', {
      answers: (api) => api.identity.login.mockResolvedValue(ada),
    });
    await act(async () => undefined);
    expect(store.session.isSignedIn).toBe(true);
    expect(api.identity.login).toHaveBeenCalledTimes(1);
    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'member', memberId: 'M-100', identifier: 'zip_code', value: '10001' });
    expect(where()).toBe('/events?date=2026-12-01#tickets');
  });

  it('maps login.member_code with login.last_name', async () => {
    const { api } = renderAt('/events/7?login.member_code=M-100&login.last_name=Lee', {
      answers: (api) => api.identity.login.mockResolvedValue(ada),
    });
    await act(async () => undefined);
    expect(api.identity.login).toHaveBeenCalledWith({ kind: 'member', memberId: 'M-100', identifier: 'last_name', value: 'Lee' });
    expect(where()).toBe('/events/7');
  });

  it('sends the visitor to the login path when the member lookup fails', async () => {
    renderAt('/events?member_code=M-100&zip_code=99999', {
      web: { login_path: '/sign-in' },
      answers: (api) => api.identity.login.mockRejectedValue(new ApiError({ status: 401, code: 'member_not_found' })),
    });
    await act(async () => undefined);
    expect(where()).toBe(`/sign-in?redirect=${encodeURIComponent('/events')}`);
  });

  it('sends the visitor to the login path when the lookup lacks an identifier', () => {
    const { api } = renderAt('/events?member_code=M-100');
    expect(api.identity.login).not.toHaveBeenCalled();
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/events')}`);
  });

  it('only strips a member lookup for a member already signed in', () => {
    const { api } = renderAt('/events?member_code=M-100&zip_code=10001', { signedIn: ada });
    expect(api.identity.login).not.toHaveBeenCalled();
    expect(where()).toBe('/events');
  });

  it('starts a login with the e-mail given and the page without the flag to come back to', () => {
    const { store } = renderAt('/events/7?login=ada%40example.com&tg=2');
    expect(store.session.loginFlow).toEqual({ email: 'ada@example.com', token: null, redirectPath: '/events/7?tg=2' });
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/events/7?tg=2')}`);
  });

  it('passes a one-time code on to the login screen and keeps the login under way', () => {
    const { store } = renderAt('/events?login=ada%40example.com&otp=AB12CD');
    expect(store.session.loginFlow).toBeNull();
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/events')}&otp=AB12CD`);
  });

  it('asks a visitor not signed in to log in for requirelogin', () => {
    renderAt('/my/profile?requirelogin=1');
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/my/profile')}`);
  });

  it('only strips requirelogin for a member already signed in', () => {
    renderAt('/my/profile?requirelogin=1', { signedIn: ada });
    expect(where()).toBe('/my/profile');
  });

  it('waits until it is known whether the visitor is signed in', () => {
    const api = fakeApi();
    const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
    render(
      <MemoryRouter initialEntries={['/my/profile?requirelogin=1']}>
        <StoreProvider store={store}>
          <RouterRules />
          <Where />
        </StoreProvider>
      </MemoryRouter>,
    );
    expect(where()).toBe('/my/profile?requirelogin=1');
    act(() => store.session.hydrate(ada));
    expect(where()).toBe('/my/profile');
  });

  it('reads the session again after an external login callback', async () => {
    const { api, store } = renderAt('/events?auth_callback=1', { answers: (api) => api.identity.getUser.mockResolvedValue(ada) });
    await act(async () => undefined);
    expect(api.identity.getUser).toHaveBeenCalledTimes(1);
    expect(store.session.isSignedIn).toBe(true);
    expect(where()).toBe('/events');
  });

  it('shows an external login error on the provider callback screen', () => {
    renderAt('/events?auth_error=sfec_failed');
    expect(where()).toBe('/auth0-login?auth_error=sfec_failed');
  });

  it.each([
    ['the login screen', '/login?otp=AB12CD&redirect=%2Fevents'],
    ['the provider callback screen', '/auth0-login?auth_error=invalid_state'],
  ])('leaves the query of %s to that screen', (_screen, path) => {
    renderAt(path);
    expect(where()).toBe(path);
  });
});
