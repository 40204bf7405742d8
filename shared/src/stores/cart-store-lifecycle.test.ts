/** Spec 01 §4/§8/§9: the timed cart's lifecycle, with fake timers for every threshold. */
import { configure } from 'mobx';
import { ApiError } from '../api/errors';
import { toCart } from '../domain/mappers';
import { apiCart, apiEvent, apiTicket, pageConfig } from '../testing/fixtures';
import { fakeApi, memoryStorage } from '../testing/fake-api';
import type { ApiCart, ApiCartMod } from '../wire';
import { Clock } from './clock';
import { RootStore } from './root-store';

configure({ enforceActions: 'observed' });

const T0 = Date.parse('2026-11-22T14:00:00.000Z');
const KEY = 'storefront.cart.seller-1';
const cart = (o: Partial<ApiCart> = {}) => toCart(apiCart(o), { receivedAt: Date.now() });
const request = { items: [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }] };
const flush = () => new Promise<void>((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r));

function setup({ storage = memoryStorage(), events = new EventTarget(), config = pageConfig } = {}) {
  const api = fakeApi();
  const clock = new Clock();
  const root = new RootStore({ pageConfig: config, api, storage, clock, events });
  return { api, clock, storage, events, root, store: root.cart };
}

/** A store holding a cart with `expiresIn` seconds left on the server, with the clock ticking. */
async function holding(expiresIn: number, o: Partial<ApiCart> = {}, s = setup()) {
  s.api.cart.reserve.mockResolvedValue(cart({ expires_in: expiresIn, ...o }));
  await s.store.reserve(request);
  s.clock.start();
  return s;
}

beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

describe('local expiry (−5 s)', () => {
  it('is expires_in − 5 s after every modify, from the receipt time', async () => {
    const { store, api } = await holding(600);
    expect(store.localExpiry).toBe(T0 + 595_000);
    jest.advanceTimersByTime(100_000);
    api.cart.reserve.mockResolvedValue(cart({ expires_in: 400 }));
    await store.reserve(request);
    expect(store.localExpiry).toBe(T0 + 100_000 + 395_000);
    expect(store.secondsLeft).toBe(395);
  });
});

describe('restore (fetch)', () => {
  const saved = () => memoryStorage({ [KEY]: JSON.stringify({ cartId: 'cart-1', localExpiry: T0 }) });

  it('is not known until looked up once (a server-rendered page looks it up after hydrating), whatever was found', async () => {
    const empty = setup();
    expect(empty.store.restored).toBe(false);
    await empty.store.restore();
    expect(empty.store.restored).toBe(true);
    expect(empty.store.isEmpty).toBe(true);

    const failing = setup({ storage: saved() });
    failing.api.cart.getCart.mockRejectedValue(new ApiError({ status: 500, code: 'internal' }));
    await failing.store.restore();
    expect(failing.store.restored).toBe(true);

    const reserving = setup();
    reserving.api.cart.reserve.mockResolvedValue(cart());
    await reserving.store.reserve(request);
    expect(reserving.store.restored).toBe(true);
  });

  it('deletes a cart with under 30 s left and forgets it: the next reserve creates a new one', async () => {
    const { store, api, storage } = setup({ storage: saved() });
    api.cart.getCart.mockResolvedValue(cart({ expires_in: 29 }));
    api.cart.deleteCart.mockResolvedValue(undefined);
    await expect(store.restore()).resolves.toBeNull();
    expect(api.cart.deleteCart).toHaveBeenCalledWith('cart-1');
    expect(store.cart).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    api.cart.reserve.mockResolvedValue(cart({ id: 'cart-2' }));
    await store.reserve(request);
    expect(api.cart.reserve).toHaveBeenLastCalledWith(null, request);
    expect(store.cart?.id).toBe('cart-2');
  });

  it('keeps a cart with exactly 30 s left', async () => {
    const { store, api } = setup({ storage: saved() });
    api.cart.getCart.mockResolvedValue(cart({ expires_in: 30 }));
    await store.restore();
    expect(api.cart.deleteCart).not.toHaveBeenCalled();
    expect(store.secondsLeft).toBe(25);
  });

  it('still forgets the short cart when its delete fails', async () => {
    const { store, api } = setup({ storage: saved() });
    api.cart.getCart.mockResolvedValue(cart({ expires_in: 10 }));
    api.cart.deleteCart.mockRejectedValue(new ApiError({ status: null, code: 'unexpected' }));
    await store.restore();
    expect(store.cart).toBeNull();
    expect(store.status).toBe('idle');
  });

  it('treats a cart with no expiry, no held tickets and nothing outstanding as a completed order', async () => {
    const { store, api, storage } = setup({ storage: saved() });
    api.cart.getCart.mockResolvedValue(
      cart({
        expires_in: null,
        tickets: [apiTicket({ state: 'booked', ticket_order_id: 'o-1' })],
        cart_fees: { currency_code: 'USD', grand_totals: { total: '25.00', total_outstanding: '0.00', total_due: '0.00', total_paid: '0.00', outside_fees: '0.00' } },
        ticket_order: [{ id: 'o-1', order_number: 'N1' }],
      }),
    );
    await expect(store.restore()).resolves.toBeNull();
    expect(store.completedOrderIds).toEqual(['o-1']);
    expect(store.cart).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    store.acknowledgeCompletedOrder();
    expect(store.completedOrderIds).toBeNull();
  });

  it.each([
    ['an expiry', { expires_in: 600 }],
    ['held tickets', { expires_in: null }],
    ['an outstanding total', { expires_in: null, tickets: [apiTicket({ state: 'booked' })] }],
  ])('a cart with %s is not a completed order', async (_name, o) => {
    const { store, api } = setup({ storage: saved() });
    api.cart.getCart.mockResolvedValue(cart(o));
    await store.restore();
    expect(store.completedOrderIds).toBeNull();
  });

  describe('fetch errors (spec 01 §8)', () => {
    it("409 cart_booked ('Cart with order ID … has been booked.') is an order already made: forgotten, with its order ids", async () => {
      const { store, api, storage } = setup({ storage: saved() });
      api.cart.getCart.mockRejectedValue(
        new ApiError({ status: 409, code: 'cart_booked', description: 'Cart with order ID o-1 has been booked.', extra: { order_id: 'o-1', order_ids: ['o-1', 'o-2'] } }),
      );
      await expect(store.restore()).resolves.toBeNull();
      expect(store).toMatchObject({ cart: null, status: 'idle', completedOrderIds: ['o-1', 'o-2'] });
      expect(storage.getItem(KEY)).toBeNull();
    });

    it('400 scope_error re-creates: forgotten, the next reserve creates a new cart', async () => {
      const { store, api, storage } = setup({ storage: saved() });
      api.cart.getCart.mockRejectedValue(new ApiError({ status: 400, code: 'scope_error' }));
      await expect(store.restore()).resolves.toBeNull();
      expect(store.cart).toBeNull();
      expect(store.status).toBe('idle');
      expect(storage.getItem(KEY)).toBeNull();
      api.cart.reserve.mockResolvedValue(cart({ id: 'cart-2' }));
      await store.reserve(request);
      expect(api.cart.reserve).toHaveBeenCalledWith(null, request);
      expect(store.cart?.id).toBe('cart-2');
    });

    it.each([
      ['404', new ApiError({ status: 404, code: 'not_found' })],
      ['400 stripe_gateway/not_configured', new ApiError({ status: 400, code: 'not_configured', context: 'stripe_gateway' })],
    ])('%s clears', async (_name, error) => {
      const { store, api, storage } = setup({ storage: saved() });
      api.cart.getCart.mockRejectedValue(error);
      await store.restore();
      expect(store).toMatchObject({ cart: null, status: 'idle', error: null, expired: false });
      expect(storage.getItem(KEY)).toBeNull();
    });

    it('410 cart_expired is the expired state until acknowledged', async () => {
      const { store, api, storage } = setup({ storage: saved() });
      api.cart.getCart.mockRejectedValue(new ApiError({ status: 410, code: 'cart_expired', description: 'Cart timed out' }));
      await store.restore();
      expect(store.cart).toBeNull();
      expect(store.expired).toBe(true);
      expect(storage.getItem(KEY)).toBeNull();
      store.acknowledgeExpiry();
      expect(store.expired).toBe(false);
    });

    it.each([
      ['400 with another code', new ApiError({ status: 400, code: 'not_configured', context: 'ledger' })],
      ['a 500', new ApiError({ status: 500, code: 'unexpected' })],
      ['a network error', new ApiError({ status: null, code: 'unexpected' })],
    ])('%s is kept as the error (the cart id stays)', async (_name, error) => {
      const { store, api, storage } = setup({ storage: saved() });
      api.cart.getCart.mockRejectedValue(error);
      await store.restore();
      expect(store.status).toBe('error');
      expect(store.error).toBe(error);
      expect(storage.getItem(KEY)).not.toBeNull();
    });
  });
});

describe('timer', () => {
  it('counts down whole seconds with the clock', async () => {
    const { store } = await holding(1205 + 1); // local: 1201 s
    expect(store.secondsLeft).toBe(1201);
    jest.advanceTimersByTime(2000);
    expect(store.secondsLeft).toBe(1199);
    jest.advanceTimersByTime(500);
    expect(store.secondsLeft).toBe(1199);
  });

  it('has no countdown without a cart', () => {
    const { store } = setup();
    expect(store).toMatchObject({ secondsLeft: null, offerExtension: false, expired: false });
  });

  it('expires when the local expiry passes; acknowledging clears the cart', async () => {
    const { store, storage } = await holding(10);
    jest.advanceTimersByTime(4000);
    expect(store.expired).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(store.secondsLeft).toBe(0);
    expect(store.expired).toBe(true);
    store.acknowledgeExpiry();
    expect(store.cart).toBeNull();
    expect(store.expired).toBe(false);
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('extend the cart timer', () => {
  it('is offered once within 60 s of the local expiry', async () => {
    const { store } = await holding(66); // 61 s
    expect(store.offerExtension).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(store.secondsLeft).toBe(60);
    expect(store.offerExtension).toBe(true);
    jest.advanceTimersByTime(59_000);
    expect(store.offerExtension).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(store.offerExtension).toBe(false); // expired now
  });

  it('confirming extends by 2 minutes beyond the current server expiry, then never again', async () => {
    const { store, api } = await holding(65);
    const serverExpiry = T0 + 65_000;
    jest.advanceTimersByTime(10_000);
    expect(store.offerExtension).toBe(true);
    api.cart.extendCart.mockImplementation(async () => cart({ expires_in: (serverExpiry + 120_000 - Date.now()) / 1000 }));
    await expect(store.extend()).resolves.toBe(true);
    expect(api.cart.extendCart).toHaveBeenCalledWith('cart-1', new Date(serverExpiry + 120_000).toISOString());
    expect(store.localExpiry).toBe(serverExpiry + 120_000 - 5000);
    expect(store.secondsLeft).toBe(170);
    expect(store.extended).toBe(true);
    jest.advanceTimersByTime(115_000);
    expect(store.secondsLeft).toBe(55);
    expect(store.offerExtension).toBe(false);
  });

  it('keeps a failure for the dialog; declining closes it', async () => {
    const { store, api } = await holding(60);
    api.cart.extendCart.mockRejectedValue(new ApiError({ status: 400, code: 'cart_not_extendable', description: 'The cart can not be extended.' }));
    await expect(store.extend()).resolves.toBe(false);
    expect(store.extendError?.code).toBe('cart_not_extendable');
    expect(store.extendError?.description).toBe('The cart can not be extended.');
    expect(store.offerExtension).toBe(true);
    store.declineExtension();
    expect(store.extendError).toBeNull();
    expect(store.offerExtension).toBe(false);
  });

  it('declining is remembered, also by a new store on the same storage', async () => {
    const storage = memoryStorage();
    const { store, api } = await holding(60, {}, setup({ storage }));
    store.declineExtension();
    expect(store.offerExtension).toBe(false);
    expect(JSON.parse(storage.getItem(KEY)!)).toMatchObject({ declinedCartTimerExtension: true });
    api.cart.reserve.mockResolvedValue(cart({ expires_in: 60 }));
    await store.reserve(request);
    expect(store.offerExtension).toBe(false);

    const other = setup({ storage });
    other.api.cart.getCart.mockResolvedValue(cart({ expires_in: 60 }));
    await other.store.restore();
    expect(other.store.declinedExtension).toBe(true);
    expect(other.store.offerExtension).toBe(false);
  });

  it('a new cart is offered the extension again', async () => {
    const { store, api } = await holding(60);
    store.declineExtension();
    store.acknowledgeExpiry();
    api.cart.reserve.mockResolvedValue(cart({ id: 'cart-2', expires_in: 60 }));
    await store.reserve(request);
    expect(store.offerExtension).toBe(true);
  });
});

describe('removing an item (spec 01 §4)', () => {
  const anchorEvent = apiEvent({ id: 'ev-anchor', name: 'Garden entry', meta: { ...apiEvent().meta, is_anchor: true } });
  const twoItems = (anchor = false) =>
    cart({
      tickets: [apiTicket({ id: 't-1', event_template_id: anchor ? 'ev-anchor' : 'ev-1' }), apiTicket({ id: 't-2', event_template_id: 'ev-2', event_session_id: null })],
      event_template: [apiEvent(), anchorEvent, apiEvent({ id: 'ev-2', name: 'Audio guide' })],
    });

  it('removes only the tickets of one of several items', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(twoItems());
    await store.reserve(request);
    expect(store.willRemovingClearCart('ev-2:')).toBe(false);
    api.cart.removeTickets.mockResolvedValue(cart());
    await store.removeItem('ev-2:');
    expect(api.cart.removeTickets).toHaveBeenCalledWith('cart-1', ['t-2']);
    expect(api.cart.deleteCart).not.toHaveBeenCalled();
  });

  it('deletes the whole cart for the only item', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    expect(store.willRemovingClearCart('ev-1:se-1')).toBe(true);
    api.cart.deleteCart.mockResolvedValue(undefined);
    await expect(store.removeItem('ev-1:se-1')).resolves.toBeNull();
    expect(api.cart.deleteCart).toHaveBeenCalledWith('cart-1');
    expect(store.cart).toBeNull();
  });

  it('deletes the whole cart for a dependency among several items, with a warning', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(twoItems(true));
    await store.reserve(request);
    expect(store.willRemovingClearCart('ev-anchor:se-1')).toBe(true);
    api.cart.deleteCart.mockResolvedValue(undefined);
    await store.removeItem('ev-anchor:se-1');
    expect(api.cart.removeTickets).not.toHaveBeenCalled();
    expect(api.cart.deleteCart).toHaveBeenCalledWith('cart-1');
    expect(store.cart).toBeNull();
  });

  it('ignores an unknown item', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    await store.removeItem('nope');
    expect(store.willRemovingClearCart('nope')).toBe(false);
    expect(api.cart.removeTickets).not.toHaveBeenCalled();
    expect(api.cart.deleteCart).not.toHaveBeenCalled();
  });
});

describe('promo codes', () => {
  const cartmod = (o: Partial<ApiCartMod> = {}): ApiCartMod => ({
    id: 'cm-1', code: null, name: 'Rule', description: null, blocking_checkout: false, discount: '0.00', activating_code_groups: [], ...o,
  });

  it('applies a trimmed code and takes the answered cart', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    const discounted = cart({
      cartmods: [cartmod({ code: 'SAVE10', name: '10% off', discount: '2.50' })],
      cart_fees: { currency_code: 'USD', grand_totals: { total: '22.50', total_outstanding: '22.50', total_due: '22.50', total_paid: '0.00', outside_fees: '0.00' } },
    });
    api.cart.applyCode.mockResolvedValue(discounted);
    await expect(store.applyPromoCode('  save10 ')).resolves.toEqual({ ok: true, cart: discounted });
    expect(api.cart.applyCode).toHaveBeenCalledWith('cart-1', 'save10');
    expect(store.cart?.cartmods[0]).toMatchObject({ code: 'SAVE10', discountMinor: 250 });
    expect(store.totalMinor).toBe(2250);
    expect(store.promoRefusal).toBeNull();
  });

  // The refusals' words are checkout's (remote-checkout promo-code/promo-code-messages.test.ts).
  it.each([
    ['a known code', new ApiError({ status: 400, code: 'code_exhausted', description: 'Used up' })],
    ['a refusal', new ApiError({ status: 400, code: 'odd_code' })],
    ['a failure', new ApiError({ status: null, code: 'unexpected' })],
  ])('on failure keeps the refused code and %s until the code is edited', async (_name, error) => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    api.cart.applyCode.mockRejectedValue(error);
    const refusal = { code: 'SAVE', error };
    await expect(store.applyPromoCode(' SAVE ')).resolves.toEqual({ ok: false, refusal });
    expect(store.promoRefusal).toEqual(refusal);
    store.clearPromoRefusal();
    expect(store.promoRefusal).toBeNull();
  });

  it('forgets a refused code with the cart', async () => {
    const { store, api } = setup();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    api.cart.applyCode.mockRejectedValue(new ApiError({ status: 404, code: 'code_not_found' }));
    await store.applyPromoCode('SAVE');
    expect(store.promoRefusal).not.toBeNull();
    store.clear();
    expect(store.promoRefusal).toBeNull();
  });

  it("sends the tenant default's first entry as default codes, unless the visitor's own codes (`code` query) come along", async () => {
    const withDefault = { ...pageConfig, seller: { ...pageConfig.seller, web: { promo_codes: ['SPRING, KIDS', 'LATER'] } } };
    const { store, api } = setup({ config: withDefault });
    expect(store.defaultPromoCodes).toEqual(['SPRING', 'KIDS']);
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    expect(api.cart.reserve).toHaveBeenCalledWith(null, { ...request, codesDefault: ['SPRING', 'KIDS'] });
    await store.reserve({ ...request, codesAfter: ['VIP'] });
    expect(api.cart.reserve).toHaveBeenLastCalledWith('cart-1', { ...request, codesAfter: ['VIP'] });
    expect(setup().store.defaultPromoCodes).toEqual([]);
    const misconfigured = { ...pageConfig, seller: { ...pageConfig.seller, web: { promo_codes: ['X, SPRING'] } } };
    expect(setup({ config: misconfigured }).store.defaultPromoCodes).toEqual(['SPRING']);
  });

  it('entry is allowed only for a modifiable cart with payment due, no payments and no blocking rule', async () => {
    const { store, api } = setup();
    expect(store.canEnterPromoCode).toBe(false); // no cart
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    expect(store.canEnterPromoCode).toBe(true);

    api.cart.reserve.mockResolvedValue(cart({ cart_fees: { currency_code: 'USD', grand_totals: { total: '0.00', total_outstanding: '0.00', total_due: '0.00', total_paid: '0.00', outside_fees: '0.00' } } }));
    await store.reserve(request);
    expect(store.canEnterPromoCode).toBe(false); // nothing due

    api.cart.reserve.mockResolvedValue(cart({ cartmods: [cartmod({ blocking_checkout: true })] }));
    await store.reserve(request);
    expect(store.blocked).toBe(true);
    expect(store.canEnterPromoCode).toBe(false); // blocking rule

    api.cart.reserve.mockResolvedValue({ ...cart(), paymentsMade: true });
    await store.reserve(request);
    expect(store.canEnterPromoCode).toBe(false); // payments made

    api.cart.reserve.mockResolvedValue(cart({ expires_in: 5 }));
    await store.reserve(request);
    expect(store.canEnterPromoCode).toBe(false); // expired: not modifiable
  });

  it('a cart can be modified only while pending, unexpired and without payments', async () => {
    const { store, api } = setup();
    expect(store.canModify).toBe(false); // no cart
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    expect(store.canModify).toBe(true);
    api.cart.reserve.mockResolvedValue({ ...cart(), paymentsMade: true });
    await store.reserve(request);
    expect(store.canModify).toBe(false);
    api.cart.reserve.mockResolvedValue(cart({ expires_in: 5 }));
    await store.reserve(request);
    expect(store.canModify).toBe(false);
  });
});

describe('analytics data layer', () => {
  const withContainer = { ...pageConfig, seller: { ...pageConfig.seller, web: { analytics_container_id: 'GTM-TEST' } } };

  function tracked(config = pageConfig) {
    const s = setup({ config });
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
    return { ...s, layer: () => (window as unknown as { dataLayer?: unknown[] }).dataLayer };
  }

  it('pushes add_to_cart after a reserve and remove_from_cart after a removal, with a container id', async () => {
    const { store, api, layer } = tracked(withContainer);
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'USD', value: 25, items: [{ item_id: 'ev-1', item_name: expect.any(String), item_variant: expect.any(String), price: 25, quantity: 1 }] },
      },
    ]);
    api.cart.deleteCart.mockResolvedValue(undefined);
    await store.removeItem('ev-1:se-1');
    expect(layer()?.at(-1)).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 25, items: [{ item_id: 'ev-1', quantity: 1 }] } });
  });

  it('counts only the added tickets', async () => {
    const { store, api, layer } = tracked(withContainer);
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    api.cart.reserve.mockResolvedValue(cart({ tickets: [apiTicket(), apiTicket({ id: 't-2' }), apiTicket({ id: 't-3' })] }));
    await store.reserve(request);
    expect(layer()?.at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 50, items: [{ quantity: 2, price: 25 }] } });
  });

  it('pushes nothing without a container id', async () => {
    const { store, api, layer } = tracked();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    api.cart.deleteCart.mockResolvedValue(undefined);
    await store.removeItem('ev-1:se-1');
    expect(layer()).toBeUndefined();
  });
});

describe('the last change, for a status message', () => {
  it('records the tickets added and removed by this visitor, numbered, with or without analytics', async () => {
    const { store, api } = setup();
    expect(store.lastChange).toBeNull();
    api.cart.reserve.mockResolvedValue(cart());
    await store.reserve(request);
    expect(store.lastChange).toMatchObject({ event: 'add_to_cart', seq: 1, items: [{ item_id: 'ev-1', quantity: 1 }] });
    api.cart.deleteCart.mockResolvedValue(undefined);
    await store.removeItem('ev-1:se-1');
    expect(store.lastChange).toMatchObject({ event: 'remove_from_cart', seq: 2, items: [{ item_id: 'ev-1', quantity: 1 }] });
  });
});

describe('two tabs on one storage', () => {
  /** Two root stores whose storage events reach each other, as the browser does between tabs. */
  function twoTabs() {
    const data = memoryStorage();
    const tabs = [new EventTarget(), new EventTarget()];
    const storageFor = (i: number): Storage => ({
      get length() {
        return data.length;
      },
      clear: () => data.clear(),
      key: (n) => data.key(n),
      getItem: (k) => data.getItem(k),
      setItem: (k, v) => {
        const old = data.getItem(k);
        data.setItem(k, v);
        if (old !== String(v)) tabs[1 - i]!.dispatchEvent(Object.assign(new Event('storage'), { key: k }));
      },
      removeItem: (k) => {
        const old = data.getItem(k);
        data.removeItem(k);
        if (old !== null) tabs[1 - i]!.dispatchEvent(Object.assign(new Event('storage'), { key: k }));
      },
    });
    const a = setup({ storage: storageFor(0), events: tabs[0] });
    const b = setup({ storage: storageFor(1), events: tabs[1] });
    return { a, b };
  }

  it('a reserve, a declined extension, the visit window and a clear show in the other tab', async () => {
    const { a, b } = twoTabs();
    const held = cart({ expires_in: 60 });
    a.api.cart.reserve.mockResolvedValue(held);
    b.api.cart.getCart.mockResolvedValue(held);
    a.api.cart.getCart.mockResolvedValue(held);
    await a.store.reserve(request);
    await flush();
    expect(b.store.cart?.id).toBe('cart-1');
    expect(b.store.offerExtension).toBe(true);

    a.store.declineExtension();
    expect(b.store.declinedExtension).toBe(true); // at once, before the reload
    expect(b.store.offerExtension).toBe(false);
    await flush();

    a.store.setClientState('visitWindow', { kind: 'same_date', start: '2026-11-22T05:00:00.000Z', end: '2026-11-23T05:00:00.000Z' });
    expect((b.store.clientState.visitWindow as { kind: string } | undefined)?.kind).toBe('same_date');
    await flush();

    const calls = a.api.cart.getCart.mock.calls.length + b.api.cart.getCart.mock.calls.length;
    await flush();
    expect(a.api.cart.getCart.mock.calls.length + b.api.cart.getCart.mock.calls.length).toBe(calls); // no ping-pong

    a.store.acknowledgeExpiry();
    expect(b.store.cart).toBeNull();
  });

  it('a change in the last 30 s is followed, not taken for a stale cart to delete', async () => {
    const { a, b } = twoTabs();
    const held = cart({ expires_in: 60 });
    a.api.cart.reserve.mockResolvedValue(held);
    b.api.cart.getCart.mockResolvedValue(held);
    await a.store.reserve(request);
    await flush();
    b.api.cart.getCart.mockResolvedValue(cart({ expires_in: 24 }));
    a.store.declineExtension();
    await flush();
    expect(b.api.cart.deleteCart).not.toHaveBeenCalled();
    expect(b.store.cart?.id).toBe('cart-1');
    expect(a.store.cart?.id).toBe('cart-1');
  });

  it("a new cart made in the other tab brings its own client state", async () => {
    const { a, b } = twoTabs();
    a.api.cart.reserve.mockResolvedValue(cart({ expires_in: 60 }));
    b.api.cart.getCart.mockResolvedValue(cart({ expires_in: 60 }));
    await a.store.reserve(request);
    await flush();
    b.store.declineExtension();
    await flush();
    expect(a.store.declinedExtension).toBe(true);

    // Tab a's cart is replaced by a new one (say it expired there), with a visit window.
    a.api.cart.getCart.mockResolvedValue(cart({ id: 'cart-2', expires_in: 600 }));
    b.api.cart.getCart.mockResolvedValue(cart({ id: 'cart-2', expires_in: 600 }));
    a.store.clear();
    a.api.cart.reserve.mockResolvedValue(cart({ id: 'cart-2', expires_in: 600 }));
    await a.store.reserve(request);
    a.store.setClientState('visitWindow', { kind: 'timeslot', start: '2026-11-22T15:00:00.000Z', end: '2026-11-22T16:00:00.000Z' });
    await flush();
    expect(b.store.cart?.id).toBe('cart-2');
    expect((b.store.clientState.visitWindow as { kind: string } | undefined)?.kind).toBe('timeslot');
    expect(b.store.declinedExtension).toBe(false);
  });
});
