import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootStore, StoreProvider, type ApiSellerConfig, type User } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { HomePage } from './home-page';

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

async function renderHome(web: ApiSellerConfig['web'], signedIn: User | null = null) {
  const api = fakeApi();
  api.identity.getUser.mockResolvedValue(signedIn);
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  await store.session.load();
  render(
    <MemoryRouter initialEntries={['/']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

describe('HomePage', () => {
  it('goes to the admission event when membership presell is off', async () => {
    await renderHome({ admission_event_id: 'ev-admission' });
    expect(screen.getByText('at /events/ev-admission')).toBeInTheDocument();
  });

  it('goes to the events when presell is off and no admission event is set', async () => {
    await renderHome({ membership_presell: false });
    expect(screen.getByText('at /events')).toBeInTheDocument();
  });

  it('sends a signed-in member to the events', async () => {
    await renderHome({ membership_presell: true }, buildUser());
    expect(screen.getByText('at /events')).toBeInTheDocument();
  });

  it('offers login, membership and guest by default, and the resend link', async () => {
    await renderHome({ membership_presell: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to City Museum of Art' })).toBeInTheDocument();
    const options = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(options.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Login', '/login'],
      ['Become a member', '/membership'],
      ['Continue as guest', '/events'],
    ]);
    expect(screen.getByRole('link', { name: 'Resend your confirmation' })).toHaveAttribute('href', '/resend');
    expect(document.title).toBe('Home | City Museum of Art');
  });

  it("follows the seller's order of options and login path", async () => {
    await renderHome({ membership_presell: true, home_options: ['guest', 'login'], login_path: '/sign-in' });
    const options = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(options.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Continue as guest', '/events'],
      ['Login', '/sign-in'],
    ]);
  });
});
