import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootStore, StoreProvider, type ApiSellerConfig } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { LogoutPage } from './logout-page';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

async function renderLogout(web: ApiSellerConfig['web'] = {}) {
  const api = fakeApi();
  api.identity.logout.mockResolvedValue(undefined);
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  store.session.hydrate(user());
  const leavePage = jest.fn();
  render(
    <MemoryRouter initialEntries={['/logout']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/logout" element={<LogoutPage leavePage={leavePage} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, store, leavePage };
}

describe('LogoutPage', () => {
  it('titles the page while it logs out (WCAG 2.4.2)', async () => {
    await renderLogout();
    expect(document.title).toBe('Logging out | City Museum of Art');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('logs out once, clears the session and goes home', async () => {
    const { api, store } = await renderLogout();
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(api.identity.logout).toHaveBeenCalledTimes(1);
    expect(store.session.isSignedIn).toBe(false);
  });

  it.each(['auth0', 'sfec', 'external'] as const)('goes to the external logout URL for %s after the API logout', async (method) => {
    const { api, leavePage } = await renderLogout({ authentication_method: method, external_urls: { logout: 'https://id.example/logout' } });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://id.example/logout'));
    expect(api.identity.logout).toHaveBeenCalledTimes(1);
  });

  it("says 'External logout URL missing' when the provider's logout URL is not configured", async () => {
    const { leavePage } = await renderLogout({ authentication_method: 'sfec' });
    expect(await screen.findByRole('alert')).toHaveTextContent('External logout URL missing');
    expect(leavePage).not.toHaveBeenCalled();
  });
});
