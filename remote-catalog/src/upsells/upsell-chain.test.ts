import { cartStorageKey, RootStore } from '@storefront/shared';
import { fakeApi, memoryStorage, cart as testCart, testPageConfig } from '@storefront/shared/testing';
import { addToUpsellsChain, clearUpsellsChain, setVisitWindow, upsellsChainOf, visitWindowOf } from './upsell-chain';
import type { VisitWindow } from './visit-window';

const KEY = cartStorageKey(testPageConfig.seller.id);
const visit: VisitWindow = { kind: 'timeslot', start: '2026-11-22T15:00:00.000Z', end: '2026-11-22T16:00:00.000Z' };

async function holding(storage = memoryStorage()) {
  const api = fakeApi();
  api.cart.reserve.mockResolvedValue(testCart());
  api.cart.getCart.mockResolvedValue(testCart());
  const root = new RootStore({ pageConfig: testPageConfig, api, storage });
  await root.cart.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
  return { cart: root.cart, storage };
}
const stored = (storage: Storage) => JSON.parse(storage.getItem(KEY)!) as Record<string, unknown>;

describe('upsell chain (spec 01 §3, §4)', () => {
  it('keeps the visit window and the upsells chain with the cart in local storage, once each', async () => {
    const { cart, storage } = await holding();
    setVisitWindow(cart, visit);
    addToUpsellsChain(cart, 'ev-2');
    addToUpsellsChain(cart, 'ev-2');
    expect(visitWindowOf(cart)).toEqual(visit);
    expect(upsellsChainOf(cart)).toEqual(['ev-2']);
    expect(stored(storage)).toMatchObject({ cartId: 'cart-1', visitWindow: visit, upsellsChain: ['ev-2'] });
  });

  it('clears the upsells chain but keeps the visit window', async () => {
    const { cart, storage } = await holding();
    setVisitWindow(cart, visit);
    addToUpsellsChain(cart, 'ev-2');
    clearUpsellsChain(cart);
    expect(upsellsChainOf(cart)).toEqual([]);
    expect(stored(storage)).not.toHaveProperty('upsellsChain');
    expect(stored(storage)).toHaveProperty('visitWindow', visit);
  });

  it('restores them from a saved cart, dropping what is not theirs', async () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ cartId: 'cart-1', localExpiry: null, visitWindow: visit, upsellsChain: ['ev-2', 7] }) });
    const api = fakeApi();
    api.cart.getCart.mockResolvedValue(testCart());
    const root = new RootStore({ pageConfig: testPageConfig, api, storage });
    await root.cart.restore();
    expect(visitWindowOf(root.cart)).toEqual(visit);
    expect(upsellsChainOf(root.cart)).toEqual(['ev-2']);
  });

  it('reads a malformed visit window as none', async () => {
    const { cart } = await holding();
    cart.setClientState('visitWindow', { kind: 'timeslot', start: 5 });
    expect(visitWindowOf(cart)).toBeNull();
  });

  it('forgets them with the cart', async () => {
    const { cart } = await holding();
    setVisitWindow(cart, visit);
    addToUpsellsChain(cart, 'ev-2');
    cart.clear();
    expect(visitWindowOf(cart)).toBeNull();
    expect(upsellsChainOf(cart)).toEqual([]);
  });
});
