import { ApiError } from '../api/errors';
import { toCart } from '../domain/mappers';
import { apiCart, pageConfig } from '../testing/fixtures';
import { fakeApi, memoryStorage } from '../testing/fake-api';
import { membership as buildMembership, user } from '../testing/domain-builders';
import { RootStore } from './root-store';

const ada = user();

function membership(levelName: string, validFrom: string, validTo: string) {
  return buildMembership({ id: levelName, scanCode: '1', levelName, validFrom, validTo });
}

const KEY = 'storefront.cart.seller-1';

function setup(storage = memoryStorage()) {
  const api = fakeApi();
  const root = new RootStore({ pageConfig, api, storage, events: new EventTarget() });
  return { api, root, session: root.session };
}

describe('SessionStore', () => {
  it('tells current from expired memberships and matches member levels', async () => {
    const { session, api } = setup();
    const past = membership('Family', '2020-01-01T00:00:00Z', '2021-01-01T00:00:00Z');
    const current = membership('Individual', '2020-01-01T00:00:00Z', '2999-01-01T00:00:00Z');
    api.identity.getUser.mockResolvedValue({ ...ada, memberships: [past] });
    await session.load();
    expect(session.hasCurrentMembership).toBe(false);
    expect(session.hasExpiredMembership).toBe(true);
    expect(session.mayBuyMemberGroup(['*'])).toBe(false);
    api.identity.getUser.mockResolvedValue({ ...ada, memberships: [past, current] });
    await session.load();
    expect(session.hasCurrentMembership).toBe(true);
    expect(session.hasExpiredMembership).toBe(false);
    expect(session.mayBuyMemberGroup(['Individual'])).toBe(true);
    expect(session.mayBuyMemberGroup(['*'])).toBe(true);
    expect(session.mayBuyMemberGroup(['Family'])).toBe(false);
  });

  it('is unknown until loaded', () => {
    const { session, api } = setup();
    expect(session.status).toBe('unknown');
    expect(session.isSignedIn).toBe(false);
    expect(api.identity.getUser).not.toHaveBeenCalled();
  });

  it('loads a member', async () => {
    const { session, api } = setup();
    api.identity.getUser.mockResolvedValue(ada);
    await session.load();
    expect(session.status).toBe('member');
    expect(session.isSignedIn).toBe(true);
    expect(session.firstName).toBe('Ada');
  });

  it('loads a guest (no user), and a failed load also leaves a guest', async () => {
    const { session, api } = setup();
    api.identity.getUser.mockResolvedValue(null);
    await session.load();
    expect(session).toMatchObject({ status: 'guest', user: null, firstName: null });
    api.identity.getUser.mockRejectedValue(new ApiError({ status: 500, code: 'unexpected' }));
    await session.load();
    expect(session.status).toBe('guest');
    expect(session.error?.code).toBe('unexpected');
  });

  it('logs in, then re-validates the cart', async () => {
    const { session, api, root } = setup(memoryStorage({ [KEY]: JSON.stringify({ cartId: 'cart-1', localExpiry: null }) }));
    api.cart.getCart.mockResolvedValue(toCart(apiCart(), { receivedAt: 0 }));
    api.identity.login.mockResolvedValue(ada);
    session.beginLogin('ada@example.com', '/events');
    const credentials = { kind: 'password', email: 'ada@example.com', password: 'secret' } as const;
    await expect(session.login(credentials)).resolves.toEqual(ada);
    expect(api.identity.login).toHaveBeenCalledWith(credentials);
    expect(session.loginFlow).toBeNull();
    expect(session.isSignedIn).toBe(true);
    expect(api.cart.getCart).toHaveBeenCalledWith('cart-1');
    expect(root.cart.cart?.id).toBe('cart-1');
  });

  it('rejects a failed login and stays signed out', async () => {
    const { session, api } = setup();
    api.identity.login.mockRejectedValue(new ApiError({ status: 401, code: 'invalid_credentials', description: 'Invalid e-mail or password.' }));
    await expect(session.login({ kind: 'password', email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(session.isSignedIn).toBe(false);
  });

  it('logs out and forgets the cart', async () => {
    const { session, api, root } = setup();
    api.identity.login.mockResolvedValue(ada);
    await session.login({ kind: 'member', memberId: 'CMA-1', identifier: 'zip_code', value: '10001' });
    api.cart.reserve.mockResolvedValue(toCart(apiCart(), { receivedAt: 0 }));
    await root.cart.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    api.identity.logout.mockResolvedValue(undefined);
    await session.logout();
    expect(session).toMatchObject({ status: 'guest', user: null });
    expect(root.cart.cart).toBeNull();
  });

  it('keeps the login flow in storage, shared with other tabs, and forgets the code on request', async () => {
    const storage = memoryStorage();
    const { session, api } = setup(storage);
    api.identity.requestOtp.mockResolvedValue({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z' });
    session.beginLogin(' ada@example.com ', '/events/e-1');
    await expect(session.requestOtp('ada@example.com', 'city-museum')).resolves.toBe('tok-1');
    expect(api.identity.requestOtp).toHaveBeenCalledWith({ email: 'ada@example.com', sellerSlug: 'city-museum' });
    const flow = { email: 'ada@example.com', token: 'tok-1', redirectPath: '/events/e-1' };
    expect(session.loginFlow).toEqual(flow);

    // Another tab of this browser (a magic link) reads the same flow.
    const other = setup(storage).session;
    expect(other.loginFlow).toEqual(flow);
    session.forgetOtpToken();
    other.handleStorageEvent({ key: 'storefront.login.seller-1' });
    expect(other.loginFlow).toEqual({ ...flow, token: null });
  });

  it('ends a session that vanished: state cleared, modals closed, the API told', async () => {
    const { session, api, root } = setup();
    api.identity.login.mockResolvedValue(ada);
    await session.login({ kind: 'otp', token: 't', otp: 'ABC123' });
    root.modals.open('membership-details');
    api.identity.logout.mockResolvedValue(undefined);
    session.endSession();
    expect(session).toMatchObject({ status: 'guest', user: null });
    expect(root.modals.top).toBeNull();
    expect(api.identity.logout).toHaveBeenCalled();
  });

  it('clears member data of older versions on start', () => {
    const storage = memoryStorage({ member: '{"id":1}', 'storefront.member': 'x', [KEY]: '{"cartId":"c"}' });
    setup(storage).session.clearLegacyMemberData();
    expect(storage.getItem('member')).toBeNull();
    expect(storage.getItem('storefront.member')).toBeNull();
    expect(storage.getItem(KEY)).not.toBeNull();
  });

  it('updates the signed-in user with the API’s answer, and refuses without one', async () => {
    const { session, api } = setup();
    await expect(session.updateUser({ state: null })).rejects.toMatchObject({ status: 401 });
    session.hydrate(user({ id: 'u-7', state: 'NY' }));
    api.identity.updateUser.mockResolvedValue(user({ id: 'u-7', state: null }));
    await session.updateUser({ state: null });
    expect(api.identity.updateUser).toHaveBeenCalledWith('u-7', { state: null });
    expect(session.user?.state).toBeNull();
  });
});
