import { act, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router';
import { RootStore, StoreProvider, type ApiSellerConfig, type User } from '@storefront/shared';
import { cart, fakeApi, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { MemberMenu } from './member-menu';

const ada: User = buildUser({ identityId: 'i-1', email: 'member@example.com' });

interface MenuSetup {
  web?: ApiSellerConfig['web'];
  flags?: Record<string, boolean>;
  purchaserIdentityId?: string | null;
  path?: string;
}

async function renderMenu(signedIn: User | null, { web = {}, flags = {}, purchaserIdentityId, path = '/' }: MenuSetup = {}) {
  const api = fakeApi();
  api.identity.getUser.mockResolvedValue(signedIn);
  api.identity.getFeatureFlags.mockResolvedValue(flags);
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  if (purchaserIdentityId !== undefined) runInAction(() => (store.cart.cart = cart({ id: 'cart-9', purchaserIdentityId })));
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <MemberMenu />
      </StoreProvider>
    </MemoryRouter>,
  );
  await act(() => Promise.all([store.session.load(), store.flags.load()]));
}

describe('MemberMenu', () => {
  it('offers Register and Login to a guest', async () => {
    await renderMenu(null);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('links Login to the configured login path', async () => {
    await renderMenu(null, { web: { login_path: '/sign-in' } });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
  });

  it('starts an sfec or auth0 sign-in at the SSO start, with the current path and the cart', async () => {
    await renderMenu(null, { web: { authentication_method: 'sfec' }, purchaserIdentityId: null, path: '/events/e-1?tg=2' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/api/sso/start?seller=${testPageConfig.seller.slug}&redirect=${encodeURIComponent('/events/e-1?tg=2')}&cart_id=cart-9`,
    );
  });

  it('sends Login to the external login URL', async () => {
    await renderMenu(null, { web: { authentication_method: 'external', external_urls: { login: 'https://id.example/login' } } });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', 'https://id.example/login');
  });

  it('hides Register and Login once a purchaser took the cart', async () => {
    await renderMenu(null, { purchaserIdentityId: 'guest-7' });
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('keeps Register and Login with a cart no purchaser took yet', async () => {
    await renderMenu(null, { purchaserIdentityId: null });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('greets a member by first name and offers My account and Log out', async () => {
    await renderMenu(ada);
    expect(screen.getByText('Hi, Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it.each<[string, MenuSetup]>([
    ['the setting hides My account', { web: { hide_my_account: true } }],
    ['the my_account flag is off', { flags: { my_account: false } }],
  ])('offers Membership details instead of My account when %s', async (_, setup) => {
    await renderMenu(ada, setup);
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Membership details' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Membership details' })).not.toBeInTheDocument();
  });
});
