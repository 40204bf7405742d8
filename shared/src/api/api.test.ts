import type { InternalAxiosRequestConfig } from 'axios';
import { apiCart, apiEvent, apiSession, apiTicketOrder, errorBody, fakeAdapter } from '../testing/fixtures';
import { createApi, EventNotFoundError, createHttpClient, membershipQrCodeUrl, orderQrCodeUrl } from '.';

type Handler = Parameters<typeof fakeAdapter>[0];

function setup(handler: Handler) {
  const http = createHttpClient({ baseURL: '/api/' });
  const adapter = fakeAdapter(handler);
  http.defaults.adapter = adapter;
  const api = createApi(http);
  const url = (i = 0) => http.getUri(adapter.calls[i]);
  const call = (i = 0): InternalAxiosRequestConfig => adapter.calls[i]!;
  const body = (i = 0) => JSON.parse(call(i).data as string);
  return { api, adapter, url, call, body };
}

describe('events', () => {
  it('lists available events with embeds and reshapes them', async () => {
    const { api, url } = setup(() => ({
      status: 200,
      data: { data: [apiEvent()], facets: { categories: ['tours'], metadata: { Audience: ['Families'] } } },
    }));
    const listing = await api.events.listAvailableEvents({
      sellerId: 'seller-1',
      category: 'tours',
      timeStart: '12:00',
      metadata: { Audience: 'Families' },
    });
    expect(decodeURIComponent(url())).toBe(
      '/api/events/available?seller_id=seller-1&category=tours&session.time._gte=12:00&metadata.Audience=Families&_embed=venue,ticket_group,ticket_type',
    );
    expect(listing.events[0]).toMatchObject({ id: 'ev-1', venueName: 'Main building', fromPriceMinor: 2500 });
    expect(listing.categories).toEqual(['tours']);
    expect(listing.metadata).toEqual({ Audience: ['Families'] });
  });

  it.each([400, 404])('getEvent turns %i into EventNotFoundError', async (status) => {
    const { api } = setup(() => ({ status, data: errorBody('not_found') }));
    await expect(api.events.getEvent('nope')).rejects.toBeInstanceOf(EventNotFoundError);
  });

  it('asks the calendar with the extended format, group ids and upper bound', async () => {
    const { api, url } = setup(() => ({
      status: 200,
      data: { data: [{ date: '2026-11-22', status: 'available', min_price: '10.00', availability: { capacity: -1, used_capacity: 3 } }] },
    }));
    const dates = await api.events.getCalendar('ev-1', { ticketGroupIds: ['a', 'b'], before: '2027-11-01T00:00:00.000Z' });
    expect(decodeURIComponent(url())).toBe(
      '/api/events/ev-1/calendar?_format=extended&ticket_group_id._in=a,b&start_datetime._lt=2027-11-01T00:00:00.000Z',
    );
    expect(dates).toEqual([
      { date: '2026-11-22', status: 'available', minPriceMinor: 1000, feesMinor: 0, priceIncrease: false, capacity: null, used: 3 },
    ]);
  });

  it('asks sessions of a window sorted by start', async () => {
    const { api, url } = setup(() => ({ status: 200, data: { data: [apiSession()] } }));
    const sessions = await api.events.getSessions('ev-1', { from: 'F', to: 'T' });
    expect(decodeURIComponent(url())).toBe('/api/events/ev-1/sessions?start_datetime._gte=F&start_datetime._lt=T&_sort=start_datetime');
    expect(sessions[0]).toMatchObject({ id: 'se-1', available: 90 });
  });

  it('posts quantities for priced sessions, dropping zero counts', async () => {
    const { api, url, body } = setup(() => ({
      status: 200,
      data: {
        data: [
          {
            ...apiSession(),
            price_schedule: [{ ticket_type_id: 'tt-adult', currency_amount: '27.00' }],
            total: '54.00',
            price_increase: true,
          },
        ],
      },
    }));
    const sessions = await api.events.getPricedSessions('ev-1', { 'tt-adult': 2, 'tt-child': 0 }, { from: 'F', to: 'T' });
    expect(decodeURIComponent(url())).toBe(
      '/api/events/ev-1/sessions?_sort=start_datetime&include_sold_out=true&start_datetime._gte=F&start_datetime._lt=T',
    );
    expect(body()).toEqual({ quantities: [{ ticket_type_id: 'tt-adult', quantity: 2 }] });
    expect(sessions[0]).toMatchObject({ id: 'se-1', prices: { 'tt-adult': 2700 }, totalMinor: 5400, priceIncrease: true });
  });

  it('posts quantities for a priced calendar in the asked format', async () => {
    const { api, url, body } = setup(() => ({
      status: 200,
      data: { data: [{ date: '2026-11-22', status: 'available', min_price: '50.00', availability: { capacity: 40, used_capacity: 3 } }] },
    }));
    const dates = await api.events.getPricedCalendar('ev-1', { a: 2 }, { format: 'price', before: 'B' });
    expect(decodeURIComponent(url())).toBe('/api/events/ev-1/calendar?_format=price&start_datetime._lt=B');
    expect(body()).toEqual({ quantities: [{ ticket_type_id: 'a', quantity: 2 }] });
    expect(dates[0]).toMatchObject({ minPriceMinor: 5000, capacity: 40, used: 3 });
  });

  it('keeps only available types from a pricecheck, by group', async () => {
    const { api, body } = setup(() => ({
      status: 200,
      data: { data: [{ id: 'a', ticket_group_id: 'g1', available: true }, { id: 'b', ticket_group_id: 'g2', available: false }] },
    }));
    const available = await api.events.pricecheck('ev-1', ['a', 'b']);
    expect(body()).toEqual({ ticket_types_required: ['a', 'b'] });
    expect([...available]).toEqual([['a', 'g1']]);
  });

  it('passes the tg filter to the event call', async () => {
    const { api, url } = setup(() => ({ status: 200, data: apiEvent() }));
    await api.events.getEvent('ev-1', { ticketGroupIds: ['g1', 'g2'] });
    expect(decodeURIComponent(url())).toBe(
      '/api/events/ev-1?_embed=venue,ticket_group,ticket_type,message_rule&ticket_group_id._in=g1,g2',
    );
  });
});

describe('cart', () => {
  it('creates a cart with channel web and the reserve part', async () => {
    const { api, url, body } = setup(() => ({ status: 200, data: apiCart() }));
    const cart = await api.cart.reserve(null, {
      items: [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }, { ticketTypeId: 'tt-donation', faceValueMinor: 500, admitName: 'A B' }],
      additionalInfo: { q: 1 },
    });
    expect(url()).toBe('/api/my/cart/modify');
    expect(body()).toEqual({
      create: { channel: 'web' },
      reserve: {
        tickets: [
          { ticket_type_id: 'tt-adult', event_session_id: 'se-1' },
          { ticket_type_id: 'tt-donation', face_value: '5.00', admit_name: 'A B' },
        ],
        additional_info: { q: 1 },
      },
    });
    expect(cart.id).toBe('cart-1');
  });

  it('ignores not_found when deleting', async () => {
    const { api, call } = setup(() => ({ status: 404, data: errorBody('not_found') }));
    await expect(api.cart.deleteCart('cart-1')).resolves.toBeUndefined();
    expect(call().method).toBe('delete');
  });

  it('rethrows other delete failures', async () => {
    const { api } = setup(() => ({ status: 403, data: errorBody('forbidden') }));
    await expect(api.cart.deleteCart('cart-1')).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('orders and identity', () => {
  it('gets orders by id list, and nothing for no ids', async () => {
    const { api, url, adapter } = setup(() => ({ status: 200, data: { data: [] } }));
    await expect(api.orders.getOrders([])).resolves.toEqual([]);
    expect(adapter.calls).toHaveLength(0);
    await api.orders.getOrders(['o-1', 'o-2']);
    expect(decodeURIComponent(url())).toBe('/api/ticket_order?id._in=o-1,o-2');
  });

  it('gets one order uncached, and turns a 404 into an ApiError with the server text', async () => {
    const order = apiTicketOrder();
    const { api, url, call } = setup(() => ({ status: 200, data: order }));
    await expect(api.orders.getOrder('o 1')).resolves.toMatchObject({ id: 'o-1', orderNumber: 'N-77', kind: 'tickets', scanCode: 'O-SCAN' });
    expect(url()).toBe('/api/ticket_order/o%201');
    expect(call().headers['Cache-Control']).toBe('no-cache');

    const missing = setup(() => ({ status: 404, data: errorBody('not_found', '', 'We could not find that order.') }));
    await expect(missing.api.orders.getOrder('o-9')).rejects.toMatchObject({ status: 404, description: 'We could not find that order.' });
  });

  it.each([
    ['/api/', '/api/ticket_order/o-1/qrcode'],
    ['/api', '/api/ticket_order/o-1/qrcode'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1/ticket_order/o-1/qrcode'],
  ])('builds the QR code address of an order from the API base %s', (base, expected) => {
    expect(orderQrCodeUrl(base, 'o-1')).toBe(expected);
    expect(membershipQrCodeUrl(base, 'm-1')).toBe(expected.replace('ticket_order/o-1', 'membership/m-1'));
  });

  it('getUser answers null for 401', async () => {
    const { api } = setup(() => ({ status: 401, data: errorBody('not_authenticated') }));
    await expect(api.identity.getUser()).resolves.toBeNull();
  });

  const apiUser = {
    id: 'u-1',
    identity_id: 'id-1',
    email: 'a@b.co',
    identity: { id: 'id-1', first_name: 'Ada', last_name: 'L', email: 'a@b.co', state: null, zip_code: null, country: null, phone: null, meta: { has_password: true, email_is_placeholder: false } },
    memberships: [],
  };

  it.each([
    [{ kind: 'password', email: ' a@b.co ', password: ' pw ' } as const, { username: 'a@b.co', password: ' pw ' }],
    [{ kind: 'member', memberId: ' CMA-1 ', identifier: 'zip_code', value: ' 10001 ' } as const, { scan_code: 'CMA-1', zip_code: '10001' }],
    [{ kind: 'member', memberId: 'CMA-1', identifier: 'password', value: ' pw ' } as const, { scan_code: 'CMA-1', password: ' pw ' }],
    [{ kind: 'member', memberId: 'CMA-1', identifier: 'last_name', value: 'Lovelace ' } as const, { scan_code: 'CMA-1', last_name: 'Lovelace' }],
    [{ kind: 'member', memberId: 'CMA-1', identifier: 'email', value: 'a@b.co' } as const, { scan_code: 'CMA-1', email: 'a@b.co' }],
    [{ kind: 'otp', token: 't-1', otp: 'ABC123' } as const, { token: 't-1', otp: 'ABC123' }],
    [{ kind: 'jwt', jwt: 'x.y.z' } as const, { jwt: 'x.y.z' }],
  ])('login posts the field set of %o', async (credentials, expected) => {
    const { api, url, body } = setup(() => ({ status: 200, data: apiUser }));
    await expect(api.identity.login(credentials)).resolves.toMatchObject({ firstName: 'Ada', hasPassword: true });
    expect(url()).toBe('/api/login');
    expect(body()).toEqual(expected);
  });

  it('requests a one-time code for the seller and answers its token', async () => {
    const { api, url, body } = setup(() => ({ status: 200, data: { token: 'tok', expires_at: '2026-01-01T00:10:00Z' } }));
    await expect(api.identity.requestOtp({ email: ' a@b.co', sellerSlug: 'city-museum' })).resolves.toEqual({ token: 'tok', expiresAt: '2026-01-01T00:10:00Z' });
    expect(url()).toBe('/api/login/request_otp');
    expect(body()).toEqual({ email: 'a@b.co', provider: 'tix', state: 'city-museum' });
  });

  it('treats a 404 of the forgot-password and forgot-membership requests as success, other failures not', async () => {
    const { api } = setup(() => ({ status: 404, data: errorBody('not_found') }));
    await expect(api.identity.requestPasswordReset('a@b.co')).resolves.toBeUndefined();
    await expect(api.identity.requestMembershipReminder('a@b.co')).resolves.toBeUndefined();
    const failing = setup(() => ({ status: 429, data: errorBody('too_many_requests') }));
    await expect(failing.api.identity.requestPasswordReset('a@b.co')).rejects.toMatchObject({ status: 429 });
  });

  it('reads feature flags for the seller and device', async () => {
    const { api, url } = setup(() => ({ status: 200, data: { flags: { my_profile: true } } }));
    await expect(api.identity.getFeatureFlags({ sellerId: 's-1', deviceId: 'd-1' })).resolves.toEqual({ my_profile: true });
    expect(url()).toBe('/api/feature_flags?tenant=s-1&device_id=d-1');
  });

  it('createIdentity posts wire names and returns the id', async () => {
    const { api, body } = setup(() => ({ status: 200, data: { id: 'id-7', first_name: 'A', last_name: 'B', email: 'a@b.co' } }));
    await expect(api.identity.createIdentity({ firstName: 'A ', lastName: 'B', email: 'a@b.co' })).resolves.toEqual({ id: 'id-7' });
    expect(body()).toEqual({ first_name: 'A', last_name: 'B', email: 'a@b.co' });
  });
});
