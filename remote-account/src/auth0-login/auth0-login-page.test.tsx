import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, RootStore, StoreProvider, type User } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { Auth0LoginPage } from './auth0-login-page';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderCallback(url: string, signedIn: User | null = user()) {
  const api = fakeApi();
  if (signedIn) api.identity.getUser.mockResolvedValue(signedIn);
  else api.identity.getUser.mockRejectedValue(new ApiError({ status: 401, code: 'not_authenticated', description: 'Not signed in' }));
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  const report = jest.spyOn(store.reporter, 'report').mockReturnValue(true);
  const goForward = jest.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/auth0-login" element={<Auth0LoginPage goForward={goForward} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, store, report, goForward };
}

describe('Auth0LoginPage (/auth0-login)', () => {
  it('reads the signed-in user, re-validates the cart and goes on to the redirect', async () => {
    const { store } = renderCallback(`/auth0-login?redirect=${encodeURIComponent('/events/42?date=2030-06-14')}`);
    expect(await screen.findByText('at /events/42?date=2030-06-14')).toBeInTheDocument();
    expect(store.session.isSignedIn).toBe(true);
    expect(store.cart.restored).toBe(true);
  });

  it('never leaves the storefront: an unsafe redirect goes to the listing', async () => {
    renderCallback(`/auth0-login?redirect=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByText('at /events')).toBeInTheDocument();
  });

  it('sends an account without an e-mail to set one first, the redirect passed on', async () => {
    renderCallback('/auth0-login?redirect=%2Fmy', user({ needsEmailAddress: true }));
    expect(await screen.findByText('at /user/set-email-address?redirect=%2Fmy')).toBeInTheDocument();
  });

  it("says 'SFEC Authentication failed' and reports the code when the provider failed", async () => {
    const { report, goForward, api } = renderCallback('/auth0-login?auth_error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('SFEC Authentication failed');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(report).toHaveBeenCalledWith(expect.any(Error), { auth_error: 'access_denied' });
    expect(goForward).not.toHaveBeenCalled();
    expect(api.identity.getUser).not.toHaveBeenCalled();
  });

  it('goes forward in history on invalid_state (the spent callback reached through Back)', async () => {
    const { goForward } = renderCallback('/auth0-login?auth_error=invalid_state');
    await waitFor(() => expect(goForward).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('SFEC Authentication failed');
  });

  it("says 'Missing handler arguments' with neither a result nor an error", async () => {
    renderCallback('/auth0-login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing handler arguments');
  });

  it("says 'SFEC Authentication failed' when the session did not come back signed in", async () => {
    renderCallback('/auth0-login?redirect=%2Fevents', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('SFEC Authentication failed');
  });
});
