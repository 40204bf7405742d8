import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootStore, StoreProvider, type User } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { LoginPage } from './login-page';

const ada: User = buildUser({ identityId: 'i-1', email: 'member@example.com' });

/** Shows where the router went after the login (`at /path?query`). */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>at {pathname + search + hash}</p>;
}

function renderLogin(path: string) {
  const api = fakeApi();
  api.identity.login.mockResolvedValue(ada);
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  return api;
}

async function logIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'member@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Member-Pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage redirect', () => {
  it('goes to the listing after login when no redirect is given', async () => {
    const api = renderLogin('/login');
    await logIn();
    expect(await screen.findByText('at /events')).toBeInTheDocument();
    expect(api.identity.login).toHaveBeenCalledWith({ username: 'member@example.com', password: 'Member-Pass-1' });
  });

  it('follows a redirect to a storefront path with its query and fragment', async () => {
    renderLogin(`/login?redirect=${encodeURIComponent('/checkout?step=pay#summary')}`);
    await logIn();
    expect(await screen.findByText('at /checkout?step=pay#summary')).toBeInTheDocument();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/login', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'refuses the redirect %j and goes to the listing instead',
    async (hostile) => {
      renderLogin(`/login?redirect=${encodeURIComponent(hostile)}`);
      await logIn();
      expect(await screen.findByText('at /events')).toBeInTheDocument();
    },
  );
});
