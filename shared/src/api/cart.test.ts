import { toCart } from '../domain/mappers';
import { apiCart, apiTicket, errorBody, fakeAdapter } from '../testing/fixtures';
import { createApi, createHttpClient } from '.';

/** The API bound to an adapter answering a cart; `sent(i)` is the i-th call's method, url and body. */
function reserveSetup() {
  const http = createHttpClient({ baseURL: '/api/' });
  const adapter = fakeAdapter(() => ({ status: 200, data: apiCart() }));
  http.defaults.adapter = adapter;
  const sent = (i = 0) => {
    const call = adapter.calls[i]!;
    return { method: call.method, url: call.url, body: JSON.parse(call.data as string) as Record<string, unknown> };
  };
  return { api: createApi(http), sent };
}

describe('reserve and removeTickets: the modify body is built here, from domain terms', () => {
  const items = [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }];

  it('reserve without a cart creates a web cart holding the tickets', async () => {
    const { api, sent } = reserveSetup();
    await api.cart.reserve(null, { items });
    expect(sent()).toEqual({
      method: 'post',
      url: 'my/cart/modify',
      body: { create: { channel: 'web' }, reserve: { tickets: [{ ticket_type_id: 'tt-adult', event_session_id: 'se-1' }] } },
    });
  });

  it('reserve with a cart modifies that cart, with no create part', async () => {
    const { api, sent } = reserveSetup();
    await api.cart.reserve('cart-1', { items: [{ ticketTypeId: 'tt-don', faceValueMinor: 1000 }], additionalInfo: { g: 1 }, gift: true });
    expect(sent()).toEqual({
      method: 'post',
      url: 'my/cart/cart-1/modify',
      body: { reserve: { tickets: [{ ticket_type_id: 'tt-don', face_value: '10.00' }], additional_info: { g: 1 }, gift: true } },
    });
  });

  it('removeTickets sends the ticket ids in remove', async () => {
    const { api, sent } = reserveSetup();
    const cart = await api.cart.removeTickets('cart-1', ['t-2']);
    expect(sent()).toEqual({ method: 'post', url: 'my/cart/cart-1/modify', body: { remove: { ticket_ids: ['t-2'] } } });
    expect(cart.id).toBe('cart-1');
  });
});

describe('reserve: CityPASS vouchers (spec 01 §5)', () => {
  const items = [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }, { ticketTypeId: 'tt-child', sessionId: 'se-1' }];

  it('sends codes, handler citypass and handler_data.visit_datetime in apply_code_before', async () => {
    const { api, sent } = reserveSetup();
    await api.cart.reserve('cart-1', { items, citypass: { codes: ['CPA12345678', 'CPC12345678'], visitDatetime: '2030-06-15T14:00:00.000Z' } });
    expect(sent().body).toEqual({
      apply_code_before: {
        codes: ['CPA12345678', 'CPC12345678'],
        handler: 'citypass',
        handler_data: { visit_datetime: '2030-06-15T14:00:00.000Z' },
      },
      reserve: {
        tickets: [
          { ticket_type_id: 'tt-adult', event_session_id: 'se-1' },
          { ticket_type_id: 'tt-child', event_session_id: 'se-1' },
        ],
      },
    });
  });

  it('CityPASS vouchers and unlock codes are not combined: the vouchers win', async () => {
    const { api, sent } = reserveSetup();
    await api.cart.reserve(null, { items, codesBefore: ['OPENSESAME'], citypass: { codes: ['CPA1', 'CPC1'], visitDatetime: 'T' } });
    expect(sent().body.apply_code_before).toEqual({ codes: ['CPA1', 'CPC1'], handler: 'citypass', handler_data: { visit_datetime: 'T' } });
  });

  it('without vouchers, unlock codes go as before (no handler)', async () => {
    const { api, sent } = reserveSetup();
    await api.cart.reserve(null, { items, codesBefore: ['OPENSESAME'] });
    await api.cart.reserve(null, { items });
    expect(sent(0).body.apply_code_before).toEqual({ codes: ['OPENSESAME'] });
    expect(sent(1).body).not.toHaveProperty('apply_code_before');
  });
});

describe('reserve: promo codes after reserving (spec 01 §5, §7)', () => {
  const items = [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }];
  it("sends the visitor's codes in apply_code and the tenant default's in apply_code_default", async () => {
    const { api, sent } = reserveSetup();
    await api.cart.reserve('cart-1', { items, codesAfter: ['VIP'], codesDefault: ['SPRING'] });
    await api.cart.reserve('cart-1', { items });
    expect(sent(0).body).toMatchObject({ apply_code: { codes: ['VIP'] }, apply_code_default: { codes: ['SPRING'] } });
    expect(sent(1).body).not.toHaveProperty('apply_code_default');
  });
});

describe('cart calls of the lifecycle (spec 01 §7)', () => {
  function setup(handler: Parameters<typeof fakeAdapter>[0]) {
    const http = createHttpClient({ baseURL: '/api/' });
    const adapter = fakeAdapter(handler);
    http.defaults.adapter = adapter;
    return { api: createApi(http), calls: adapter.calls, url: (i: number) => http.getUri(adapter.calls[i]) };
  }

  it('extendCart: PATCH my/cart/{id} with expires_at, then the cart is reloaded', async () => {
    const { api, calls } = setup((c) => (c.method === 'patch' ? { status: 200, data: { expires_in: 185 } } : { status: 200, data: apiCart({ expires_in: 185 }) }));
    const cart = await api.cart.extendCart('cart-1', '2026-11-22T14:17:00.000Z');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['patch', 'my/cart/cart-1'],
      ['get', 'my/cart/cart-1'],
    ]);
    expect(JSON.parse(calls[0]!.data as string)).toEqual({ expires_at: '2026-11-22T14:17:00.000Z' });
    expect(cart.expiresIn).toBe(185);
  });

  it('applyCode: POST my/cart/{id}/apply_code with the code, answers the cart with its cartmods', async () => {
    const { api, calls } = setup(() => ({
      status: 200,
      data: apiCart({ cartmods: [{ id: 'cm-1', code: 'SAVE10', name: '10% off', description: null, blocking_checkout: true, discount: '2.50', activating_code_groups: ['g'] }] }),
    }));
    const cart = await api.cart.applyCode('cart-1', 'SAVE10');
    expect([calls[0]!.method, calls[0]!.url, JSON.parse(calls[0]!.data as string)]).toEqual(['post', 'my/cart/cart-1/apply_code', { code: 'SAVE10' }]);
    expect(cart.cartmods).toEqual([
      { id: 'cm-1', code: 'SAVE10', name: '10% off', description: null, discountMinor: 250, blockingCheckout: true, activatingCodeGroups: ['g'] },
    ]);
    expect(cart.blocked).toBe(true);
    expect(cart.paymentsMade).toBe(false);
  });

  it('lookupCode: GET code/{code} with the mode list', async () => {
    const { api, url } = setup(() => ({
      status: 200,
      data: {
        code: 'KIDS',
        valid_from: null,
        valid_to: '2030-01-01T00:00:00.000Z',
        exhausted: false,
        discounted_amount: '5.00',
        cartmod: { name: 'Kids', description: 'Half price', blocking_checkout: false, activating_code_groups: [] },
        ticket_type: null,
      },
    }));
    const lookup = await api.cart.lookupCode('KIDS', ['advertise', 'code']);
    expect(decodeURIComponent(url(0))).toBe('/api/code/KIDS?mode=advertise,code');
    expect(lookup).toMatchObject({ code: 'KIDS', exhausted: false, discountedPriceMinor: 500, validTo: '2030-01-01T00:00:00.000Z', ticketType: null });
    expect(lookup.cartmod).toEqual({ name: 'Kids', description: 'Half price', blockingCheckout: false, activatingCodeGroups: [] });
  });

  it('deleteCart ignores 404 not_found and rethrows others', async () => {
    await expect(setup(() => ({ status: 404, data: errorBody('not_found') })).api.cart.deleteCart('c')).resolves.toBeUndefined();
    await expect(setup(() => ({ status: 403, data: errorBody('forbidden') })).api.cart.deleteCart('c')).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('heldTicketIds lists the in_cart and held tickets', () => {
    const { tickets } = apiCart({ tickets: [apiTicket({ id: 'a' }), apiTicket({ id: 'b', state: 'held' }), apiTicket({ id: 'c', state: 'booked' })] });
    expect(toCart(apiCart({ tickets }), { receivedAt: 0 }).heldTicketIds).toEqual(['a', 'b']);
  });
});
