import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { RootStore, StoreProvider, type ApiSellerConfig, type User } from '@storefront/shared';
import { fakeApi, membership, memoryStorage, order, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import AccountRoutes, { routeChunks, routeRedirect } from './routes';

// The login screen is another folder's work: here only where it shows and where it returns to.
jest.mock('./login/login-page', () => ({
  LoginPage: ({ redirectPath }: { redirectPath?: string }) => {
    const { pathname } = useLocation();
    return <p>Login screen at {pathname}, then {redirectPath ?? 'the default'}</p>;
  },
}));

// The membership form is another folder's work: here only that the redeem page shows it.
jest.mock('./membership-form/membership-form', () => ({ MembershipForm: () => <p>Membership form</p> }));

const member: User = buildUser({ memberships: [membership({ scanCode: 'M-100' })] });
const nonMember: User = buildUser();

interface Setup {
  signedIn?: User | null;
  web?: ApiSellerConfig['web'];
  flags?: Record<string, boolean>;
}

async function storeFor({ signedIn = null, web = {}, flags = {} }: Setup) {
  const api = fakeApi();
  api.identity.getFeatureFlags.mockResolvedValue(flags);
  api.identity.validatePasswordReset.mockResolvedValue({ email: 'ada@example.com' });
  api.orders.getMyOrders.mockResolvedValue([order()]);
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  store.session.hydrate(signedIn);
  await store.flags.load();
  return store;
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

async function renderAt(path: string, setup: Setup = {}) {
  const store = await storeFor(setup);
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <AccountRoutes />
        <Where />
      </StoreProvider>
    </MemoryRouter>,
  );
  return store;
}

const notFound = () => screen.findByRole('heading', { level: 1, name: 'Oops!' });

describe('AccountRoutes', () => {
  it('renders home at /', async () => {
    await renderAt('/', { web: { membership_presell: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to City Museum of Art' })).toBeInTheDocument();
  });

  it('renders the login screen at the configured login path only', async () => {
    await renderAt('/sign-in', { web: { login_path: '/sign-in' } });
    expect(await screen.findByText('Login screen at /sign-in, then the default')).toBeInTheDocument();
  });

  it('answers 404 at /login when another login path is configured', async () => {
    await renderAt('/login', { web: { login_path: '/sign-in' } });
    expect(await notFound()).toBeInTheDocument();
  });

  it.each(['/user/forgot-password', '/user/forgot-membership', '/user/reset-password?token=t'])('renders %s', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Oops!');
  });

  it('sends /my to the membership for a member with a current membership', async () => {
    await renderAt('/my', { signedIn: member });
    expect(await screen.findByRole('heading', { level: 2, name: 'Membership' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/my/membership');
  });

  it('sends /my to the profile otherwise', async () => {
    await renderAt('/my', { signedIn: nonMember });
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/my/profile');
  });

  it('shows the login screen on /my pages to a visitor who is not signed in, coming back to the page', async () => {
    await renderAt('/my/profile');
    expect(await screen.findByText('Login screen at /my/profile, then /my/profile')).toBeInTheDocument();
  });

  it('shows the login screen on /user/set-email-address to a visitor who is not signed in, keeping its redirect', async () => {
    await renderAt('/user/set-email-address?redirect=%2Fcheckout');
    expect(await screen.findByText('Login screen at /user/set-email-address, then /user/set-email-address?redirect=%2Fcheckout')).toBeInTheDocument();
  });

  it('renders the set e-mail form to a signed-in member', async () => {
    await renderAt('/user/set-email-address', { signedIn: nonMember });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your email address' })).toBeInTheDocument();
  });

  it.each(['/my', '/my/profile', '/my/membership'])('answers 404 at %s when the my_account flag is off', async (path) => {
    await renderAt(path, { signedIn: member, flags: { my_account: false } });
    expect(await notFound()).toBeInTheDocument();
  });

  it('answers 404 at /my/profile and leaves Profile out of the navigation when my_profile is off', async () => {
    await renderAt('/my/profile', { signedIn: member, flags: { my_profile: false } });
    expect(await notFound()).toBeInTheDocument();
  });

  it('offers Membership and Profile in the navigation of a member with a current membership', async () => {
    await renderAt('/my/profile', { signedIn: member });
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Membership', '/my/membership'],
      ['Profile', '/my/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  const ticketPages: [path: string, heading: string][] = [
    ['/my/upcoming', 'Upcoming'],
    ['/my/upcoming/session/se-1', 'Museum admission'],
    ['/my/orders', 'Orders'],
    ['/my/orders/o-1', 'Order A-1001'],
  ];

  it.each(ticketPages)('renders %s to a member when the my_tickets flag is on', async (path, heading) => {
    await renderAt(path, { signedIn: nonMember, flags: { my_tickets: true } });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it.each(ticketPages.map(([path]) => path))('answers 404 at %s when the my_tickets flag is off', async (path) => {
    await renderAt(path, { signedIn: nonMember, flags: { my_tickets: false } });
    expect(await notFound()).toBeInTheDocument();
  });

  it('shows the login screen on the tickets pages to a visitor who is not signed in', async () => {
    await renderAt('/my/orders/o-1', { flags: { my_tickets: true } });
    expect(await screen.findByText('Login screen at /my/orders/o-1, then /my/orders/o-1')).toBeInTheDocument();
  });

  it('offers Upcoming and Orders in the navigation when the my_tickets flag is on', async () => {
    await renderAt('/my/orders', { signedIn: member, flags: { my_tickets: true } });
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Membership', '/my/membership'],
      ['Profile', '/my/profile'],
      ['Upcoming', '/my/upcoming'],
      ['Orders', '/my/orders'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves Membership out of the navigation without a current membership, and Profile with my_profile off', async () => {
    await renderAt('/my/profile', { signedIn: nonMember });
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Profile']);
  });
});

describe('the membership routes', () => {
  const membershipEvent = { membership_event_id: 'ev-membership' };

  it.each([
    ['/membership', '/events/ev-membership'],
    ['/membership/renew', '/events/ev-membership/renew'],
    ['/membership/gift', '/events/ev-membership/gift'],
  ])('sends %s on to %s', async (path, target) => {
    await renderAt(path, { web: membershipEvent });
    expect(await screen.findByTestId('where')).toHaveTextContent(target);
  });

  it('answers 404 at /membership for a seller without memberships', async () => {
    await renderAt('/membership/renew');
    expect(await notFound()).toBeInTheDocument();
  });

  it('leaves for the external membership URL', async () => {
    // jsdom cannot change the page's location; it logs the attempt, which is the proof the page left.
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/membership/renew', { web: { ...membershipEvent, membership_external_url: 'https://join.example/members' } });
    expect(await screen.findByRole('link', { name: 'Continue to membership' })).toHaveAttribute('href', 'https://join.example/members');
    expect(navigation).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }));
    navigation.mockRestore();
  });

  it('sends /membership/redeem without a membership event to /membership', async () => {
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/membership/redeem', { web: { membership_external_url: 'https://join.example/members' } });
    expect(await screen.findByRole('link', { name: 'Continue to membership' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/membership');
    navigation.mockRestore();
  });

  it('renders the redeem page with a membership event', async () => {
    await renderAt('/membership/redeem', { web: membershipEvent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem a membership' })).toBeInTheDocument();
  });
});

describe('routeRedirect', () => {
  it.each<[string, ApiSellerConfig['web'], string | null]>([
    ['/membership', { membership_event_id: 'ev-membership' }, '/events/ev-membership'],
    ['/membership/renew', { membership_event_id: 'ev-membership' }, '/events/ev-membership/renew'],
    ['/membership/gift', { membership_external_url: 'https://join.example/' }, 'https://join.example/'],
    ['/membership', {}, null],
    ['/membership/redeem', { membership_event_id: 'ev-membership' }, null],
    ['/membership/redeem', {}, '/membership'],
    ['/', {}, '/events'],
    ['/login', { membership_event_id: 'ev-membership' }, null],
  ])('answers %s (web %j) with %s', async (pathname, web, target) => {
    const store = await storeFor({ web });
    expect(routeRedirect({ pathname, search: new URLSearchParams(), store })).toBe(target);
  });
});

describe('routeChunks', () => {
  it.each<[string, string, Setup, string[]]>([
    ['/', 'anyone', {}, []],
    ['/login', 'anyone', {}, ['login']],
    ['/sign-in', 'the configured login path', { web: { login_path: '/sign-in' } }, ['login']],
    ['/user/forgot-password', 'anyone', {}, ['forgot-password']],
    ['/user/forgot-membership/', 'anyone', {}, ['forgot-membership']],
    ['/user/reset-password', 'anyone', {}, ['reset-password']],
    ['/user/set-email-address', 'a member', { signedIn: nonMember }, ['set-email-address']],
    ['/user/set-email-address', 'a guest', {}, ['login']],
    ['/my/profile', 'a member', { signedIn: nonMember }, ['my-account']],
    ['/my/orders/o-1', 'a member', { signedIn: nonMember, flags: { my_tickets: true } }, ['my-account']],
    ['/my', 'a guest', {}, ['login']],
    ['/logout', 'anyone', {}, []],
    ['/membership/redeem', 'anyone', {}, ['redeem-membership']],
    ['/membership', 'anyone', {}, []],
  ])('names the chunk of %s for %s', async (pathname, _, setup, chunks) => {
    const store = await storeFor(setup);
    expect(routeChunks({ pathname, store })).toEqual(chunks);
  });
});
