import { autorun, configure } from 'mobx';
import { ApiError } from '../api/errors';
import { toCart } from '../domain/mappers';
import { apiCart, apiEvent, apiTicket, pageConfig } from '../testing/fixtures';
import { fakeApi, memoryStorage } from '../testing/fake-api';
import { Clock } from './clock';
import { RootStore } from './root-store';

configure({ enforceActions: 'observed' });

const T0 = Date.parse('2026-11-22T14:00:00.000Z');
const KEY = 'storefront.cart.seller-1';
const cart = (o: Parameters<typeof apiCart>[0] = {}) => toCart(apiCart(o), { receivedAt: T0 });

function setup(storage = memoryStorage()) {
  const api = fakeApi();
  const clock = new Clock();
  clock.set(T0);
  const events = new EventTarget();
  const root = new RootStore({ pageConfig, api, storage, clock, events });
  return { api, clock, storage, events, root, store: root.cart };
}

describe('CartStore', () => {
  it('starts empty and fetches nothing on construction', () => {
    const { store, api } = setup();
    expect(store).toMatchObject({ cart: null, status: 'idle', error: null, localExpiry: null });
    expect(store.itemCount).toBe(0);
    expect(store.isEmpty).toBe(true);
    expect(store.hasCart).toBe(false);
    expect(store.secondsLeft).toBeNull();
    expect(api.cart.getCart).not.toHaveBeenCalled();
  });

  it('creates the cart on the first reserve, then modifies it', async () => {
    const { store, api, storage } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    const request = { items: [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }] };
    await store.reserve(request);
    expect(api.cart.reserve).toHaveBeenCalledWith(null, request);
    expect(store.itemCount).toBe(1);
    expect(store.totalMinor).toBe(2500);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ cartId: 'cart-1', localExpiry: T0 + 895_000 });

    api.cart.reserve.mockResolvedValue(cart({ tickets: [apiTicket(), apiTicket({ id: 't-2' })] }));
    await store.reserve(request);
    expect(api.cart.reserve).toHaveBeenCalledTimes(2);
    expect(api.cart.reserve).toHaveBeenLastCalledWith('cart-1', request);
    expect(store.itemCount).toBe(2);
    expect(store.status).toBe('idle');
  });

  it('sets the local expiry to expires_in minus 5 seconds from receipt, and counts down', async () => {
    const { store, api, clock } = setup();
    api.cart.reserve.mockResolvedValue(cart({ expires_in: 600 }));
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    expect(store.localExpiry).toBe(T0 + 595_000);
    expect(store.secondsLeft).toBe(595);
    clock.set(T0 + 95_000);
    expect(store.secondsLeft).toBe(500);
    clock.set(T0 + 600_000);
    expect(store.secondsLeft).toBe(0);
    expect(store.isExpired).toBe(true);
  });

  it('keeps the cart id per seller', async () => {
    const storage = memoryStorage({ 'storefront.cart.other-seller': JSON.stringify({ cartId: 'theirs', localExpiry: null }) });
    const { store, api } = setup(storage);
    await store.restore();
    expect(api.cart.getCart).not.toHaveBeenCalled();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    expect(storage.getItem(KEY)).toContain('cart-1');
    expect(storage.getItem('storefront.cart.other-seller')).toContain('theirs');
  });

  it('records the error and rethrows it when a reserve fails', async () => {
    const { store, api } = setup();
    const err = new ApiError({ status: 409, code: 'session_capacity_exceeded', context: 'reserve', description: 'Not enough left.' });
    api.cart.reserve.mockRejectedValue(err);
    await expect(store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] })).rejects.toBe(err);
    expect(store.status).toBe('error');
    expect(store.error).toBe(err);
    expect(store.cart).toBeNull();
  });

  it('starts a new cart when the held one has expired on the server', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValueOnce(cart());
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    api.cart.reserve.mockRejectedValueOnce(new ApiError({ status: 410, code: 'cart_expired' }));
    api.cart.reserve.mockResolvedValueOnce(cart({ id: 'cart-2' }));
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    expect(api.cart.reserve.mock.calls.map(([cartId]) => cartId)).toEqual([null, 'cart-1', null]);
    expect(store.cart?.id).toBe('cart-2');
  });

  describe('restore', () => {
    const saved = () => memoryStorage({ [KEY]: JSON.stringify({ cartId: 'cart-1', localExpiry: T0 }) });

    it('loads the persisted cart', async () => {
      const { store, api } = setup(saved());
      api.cart.getCart.mockResolvedValue(cart({ expires_in: 300 }));
      await store.restore();
      expect(api.cart.getCart).toHaveBeenCalledWith('cart-1');
      expect(store.cart?.id).toBe('cart-1');
      expect(store.localExpiry).toBe(T0 + 295_000);
    });

    it.each([
      ['not_found', new ApiError({ status: 404, code: 'not_found' })],
      ['cart_expired', new ApiError({ status: 400, code: 'cart_expired' })],
      ['a 410', new ApiError({ status: 410, code: 'gone' })],
      ['a 403', new ApiError({ status: 403, code: 'forbidden' })],
    ])('clears the cart on %s', async (_name, error) => {
      const { store, api, storage } = setup(saved());
      api.cart.getCart.mockRejectedValue(error);
      await expect(store.restore()).resolves.toBeNull();
      expect(store.cart).toBeNull();
      expect(store.status).toBe('idle');
      expect(storage.getItem(KEY)).toBeNull();
    });

    it('clears a cart that is no longer pending', async () => {
      const { store, api, storage } = setup(saved());
      api.cart.getCart.mockResolvedValue(cart({ state: 'completed' }));
      await store.restore();
      expect(store.cart).toBeNull();
      expect(storage.getItem(KEY)).toBeNull();
    });

    it('keeps the id and reports other failures', async () => {
      const { store, api, storage } = setup(saved());
      api.cart.getCart.mockRejectedValue(new ApiError({ status: 500, code: 'unexpected' }));
      await store.restore();
      expect(store.status).toBe('error');
      expect(store.error?.code).toBe('unexpected');
      expect(storage.getItem(KEY)).not.toBeNull();
    });

    it('ignores a corrupt entry', async () => {
      const { store, api } = setup(memoryStorage({ [KEY]: '{nope' }));
      await store.restore();
      expect(api.cart.getCart).not.toHaveBeenCalled();
    });
  });

  describe('another tab', () => {
    it('reloads the cart when another tab stores a cart id', async () => {
      const { store, api, storage, events } = setup();
      api.cart.getCart.mockResolvedValue(cart({ id: 'cart-9' }));
      storage.setItem(KEY, JSON.stringify({ cartId: 'cart-9', localExpiry: T0 + 1000 }));
      events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
      await Promise.resolve();
      await new Promise((r) => setTimeout(r, 0));
      expect(api.cart.getCart).toHaveBeenCalledWith('cart-9');
      expect(store.cart?.id).toBe('cart-9');
    });

    it('forgets the cart when another tab cleared it, and ignores other keys', async () => {
      const { store, api, storage, events } = setup();
      api.cart.reserve.mockResolvedValue(cart());
      await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
      events.dispatchEvent(Object.assign(new Event('storage'), { key: 'something.else' }));
      expect(store.cart).not.toBeNull();
      storage.removeItem(KEY);
      events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
      expect(store.cart).toBeNull();
    });

    it('stops listening after dispose', async () => {
      const { root, api, storage, events } = setup();
      root.dispose();
      storage.setItem(KEY, JSON.stringify({ cartId: 'cart-9', localExpiry: null }));
      events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
      expect(api.cart.getCart).not.toHaveBeenCalled();
    });
  });

  it('removes tickets by id', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(cart({ tickets: [apiTicket(), apiTicket({ id: 't-2' })] }));
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    api.cart.removeTickets.mockResolvedValue(cart());
    await store.removeTickets(['t-2']);
    expect(api.cart.removeTickets).toHaveBeenCalledWith('cart-1', ['t-2']);
    expect(store.itemCount).toBe(1);
  });

  it('discards: deletes on the server and forgets', async () => {
    const { store, api, storage } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    api.cart.deleteCart.mockResolvedValue(undefined);
    await store.discard();
    expect(api.cart.deleteCart).toHaveBeenCalledWith('cart-1');
    expect(store.cart).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('takes a pending cart answered by pay (new totals, still held) and clears a completed one with its order ids', async () => {
    const { store, api, storage } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    const partial = cart({
      cart_fees: { currency_code: 'USD', grand_totals: { total: '25.00', total_outstanding: '15.00', total_due: '15.00', total_paid: '10.00', outside_fees: '0.00' } },
    });
    expect(store.takeCart(partial)).toBeNull();
    expect(store.outstandingMinor).toBe(1500);
    expect(store.canModify).toBe(false);
    expect(storage.getItem(KEY)).not.toBeNull();
    const done = cart({ state: 'completed', expires_in: null, ticket_order: [{ id: 'o-1', order_number: 'N1' }] });
    expect(store.takeCart(done)).toEqual(['o-1']);
    expect(store.cart).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('ticks the clock while secondsLeft is observed', async () => {
    jest.useFakeTimers({ now: T0 });
    try {
      const api = fakeApi();
      const clock = new Clock();
      const root = new RootStore({ pageConfig, api, storage: memoryStorage(), clock, events: new EventTarget() });
      api.cart.reserve.mockResolvedValue(cart({ expires_in: 65 }));
      await root.cart.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
      const seen: (number | null)[] = [];
      const stop = autorun(() => seen.push(root.cart.secondsLeft));
      jest.advanceTimersByTime(3000);
      stop();
      expect(seen).toEqual([60, 59, 58, 57]);
      jest.advanceTimersByTime(3000);
      expect(root.cart.secondsLeft).toBe(57); // not observed: no ticking
      root.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has an anchor while some item is an anchor event', async () => {
    const { store, api } = setup();
    expect(store.hasAnchor).toBe(false);
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    expect(store.hasAnchor).toBe(false);
    const anchor = apiEvent({ meta: { is_anchor: true } });
    api.cart.reserve.mockResolvedValue(cart({ event_template: [anchor] }));
    await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
    expect(store.hasAnchor).toBe(true);
  });

  describe('client cart state (kept by other parts under their own names)', () => {
    const visit = { kind: 'timeslot', start: '2026-11-22T15:00:00.000Z', end: '2026-11-22T16:00:00.000Z' };

    it('keeps named state with the cart in local storage, beside the cart id (the stored shape of spec 01 §3)', async () => {
      const { store, api, storage } = setup();
      api.cart.reserve.mockResolvedValue(cart());
      await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
      store.setClientState('visitWindow', visit);
      store.setClientState('upsellsChain', ['ev-2']);
      expect(store.clientState).toEqual({ visitWindow: visit, upsellsChain: ['ev-2'] });
      expect(JSON.parse(storage.getItem(KEY)!)).toEqual({
        cartId: 'cart-1',
        localExpiry: T0 + 895_000,
        visitWindow: visit,
        upsellsChain: ['ev-2'],
      });
    });

    it('null removes a name; the record keys are not names', async () => {
      const { store, api, storage } = setup();
      api.cart.reserve.mockResolvedValue(cart());
      await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
      store.setClientState('visitWindow', visit);
      store.setClientState('upsellsChain', ['ev-2']);
      store.setClientState('upsellsChain', null);
      expect(store.clientState).toEqual({ visitWindow: visit });
      expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ cartId: 'cart-1', localExpiry: T0 + 895_000, visitWindow: visit });
      expect(() => store.setClientState('cartId', 'other')).toThrow(/own key/);
      expect(store.cart?.id).toBe('cart-1');
    });

    it('restores it with the cart (and so follows another tab), whatever an older version stored', async () => {
      const storage = memoryStorage({
        [KEY]: JSON.stringify({ cartId: 'cart-1', localExpiry: T0, visitWindow: visit, upsellsChain: ['ev-2', 7], cartTimerExtended: true }),
      });
      const { store, api } = setup(storage);
      api.cart.getCart.mockResolvedValue(cart());
      await store.restore();
      expect(store.clientState).toEqual({ visitWindow: visit, upsellsChain: ['ev-2', 7] });
      expect(store.extended).toBe(true);
    });

    it('forgets it with the cart', async () => {
      const { store, api } = setup();
      api.cart.reserve.mockResolvedValue(cart());
      await store.reserve({ items: [{ ticketTypeId: 'tt-adult' }] });
      store.setClientState('visitWindow', visit);
      store.clear();
      expect(store.clientState).toEqual({});
    });
  });
});
