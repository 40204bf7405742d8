import { CartStore } from '../stores/cart-store';
import { SessionStore } from '../stores/session-store';
import { testPageConfig, user as buildUser } from '../testing';
import { startStorefrontStore } from './storefront-root';

describe('startStorefrontStore', () => {
  afterEach(() => jest.restoreAllMocks());

  it('on a server-rendered page, takes the user from the page and restores the cart only once the markup is hydrated', async () => {
    const load = jest.spyOn(SessionStore.prototype, 'load');
    const restore = jest.spyOn(CartStore.prototype, 'restore').mockResolvedValue(null);
    const user = buildUser({ identityId: 'i-1' });
    const store = startStorefrontStore(testPageConfig, { session: { user }, hydration: { boundaries: 2 }, routeData: { 'catalog/event:e-1': { id: 'e-1' } } });
    try {
      expect(load).not.toHaveBeenCalled();
      expect(store.session.status).toBe('member');
      expect(store.session.user).toEqual(user);
      expect(store.routeData.take('catalog/event:e-1')).toEqual({ id: 'e-1' });
      store.hydration.reportHydrated(':r1:');
      await Promise.resolve();
      expect(restore).not.toHaveBeenCalled();
      store.hydration.reportHydrated(':r2:');
      await store.hydration.whenHydrated();
      await Promise.resolve();
      expect(restore).toHaveBeenCalledTimes(1);
    } finally {
      store.dispose();
    }
  });

  it('on a page rendered in the browser, reads the user and restores the cart at once', async () => {
    const load = jest.spyOn(SessionStore.prototype, 'load').mockResolvedValue(null);
    const restore = jest.spyOn(CartStore.prototype, 'restore').mockResolvedValue(null);
    const store = startStorefrontStore(testPageConfig);
    try {
      expect(load).toHaveBeenCalledTimes(1);
      await store.hydration.whenHydrated();
      await Promise.resolve();
      expect(restore).toHaveBeenCalledTimes(1);
    } finally {
      store.dispose();
    }
  });
});
