/** The login screen's component tests: the page in a router with a store over a fake API. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootStore, StoreProvider, loginFlowStorageKey, type ApiSellerConfig, type LoginFlow } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { LoginPage } from './login-page';

export const member = user({ identityId: 'i-1', email: 'member@example.com' });

/** Shows where the router is (`at /path?query`). */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>at {pathname + search + hash}</p>;
}

export interface RenderLoginOptions {
  web?: ApiSellerConfig['web'];
  /** The login flow this browser kept (an e-mail, a code's token, a redirect). */
  loginFlow?: LoginFlow;
}

/** The page at `path` in a router, with its store and fake API (for a server render and hydration too). */
export function loginTree(path: string, { web = {}, loginFlow }: RenderLoginOptions = {}) {
  const api = fakeApi();
  api.identity.login.mockResolvedValue(member);
  api.identity.requestOtp.mockResolvedValue({ token: 'token-1', expiresAt: '2026-11-24T12:10:00Z' });
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const storage = memoryStorage(loginFlow ? { [loginFlowStorageKey(pageConfig.seller.id)]: JSON.stringify(loginFlow) } : {});
  const store = new RootStore({ pageConfig, api, storage });
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route
            path="/login"
            element={
              <>
                <LoginPage />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>
  );
  return { api, store, element };
}

export function renderLogin(path: string, options: RenderLoginOptions = {}) {
  const { api, store, element } = loginTree(path, options);
  render(element);
  return { api, store };
}
