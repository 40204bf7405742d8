import { AxiosError, AxiosHeaders } from 'axios';
import { APP_MARKER, APP_MARKER_HEADER, STOREFRONT_SELLER_HEADER } from '../wire';
import { fakeAdapter, networkError, timeoutError } from '../testing/fixtures';
import { ApiError } from './errors';
import { createHttpClient, request, retryDelayMs, shouldRetryRequest } from './transport';

const withStatus = (status: number) =>
  new AxiosError('x', 'ERR_BAD_RESPONSE', undefined, {}, {
    status,
    data: null,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('retry condition', () => {
  it.each([
    ['network error', networkError()],
    ['timeout', timeoutError()],
    ['502', withStatus(502)],
  ])('retries on %s', (_name, error) => {
    expect(shouldRetryRequest(error)).toBe(true);
  });

  it.each([400, 404, 500, 503])('does not retry HTTP %i', (status) => {
    expect(shouldRetryRequest(withStatus(status))).toBe(false);
  });

  it('does not retry a cancelled request', () => {
    expect(shouldRetryRequest(new AxiosError('canceled', AxiosError.ERR_CANCELED))).toBe(false);
  });
});

describe('retry delay', () => {
  it('doubles from 250 ms', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([250, 500, 1000]);
  });
});

describe('createHttpClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends cookies, the app marker header and a timeout', async () => {
    const http = createHttpClient({ baseURL: '/api' });
    const adapter = fakeAdapter(() => ({ status: 200, data: { ok: true } }));
    http.defaults.adapter = adapter;
    await expect(request(http, { url: 'events/available' })).resolves.toEqual({ ok: true });
    const config = adapter.calls[0]!;
    expect(config.withCredentials).toBe(true);
    expect(config.headers.get(APP_MARKER_HEADER)).toBe(APP_MARKER);
    expect(config.timeout).toBeGreaterThan(0);
    expect(http.getUri(config)).toBe('/api/events/available');
  });

  it('names the seller of the page on every call, for the API\'s framing cookie policy', async () => {
    const http = createHttpClient({ baseURL: '/api', sellerSlug: 'city-museum' });
    const adapter = fakeAdapter(() => ({ status: 200, data: {} }));
    http.defaults.adapter = adapter;
    await request(http, { method: 'POST', url: 'my/cart', data: {} });
    expect(adapter.calls[0]!.headers.get(STOREFRONT_SELLER_HEADER)).toBe('city-museum');
  });

  it('retries a POST on 502 at most 3 times, waiting 250, 500 and 1000 ms', async () => {
    const http = createHttpClient({ baseURL: '/api/' });
    const times: number[] = [];
    const adapter = fakeAdapter(() => {
      times.push(Date.now());
      return { status: 502 };
    });
    http.defaults.adapter = adapter;
    const result = request(http, { method: 'POST', url: 'my/cart/modify', data: { a: 1 } });
    const settled = expect(result).rejects.toMatchObject({ status: 502, code: 'unexpected' });
    await jest.advanceTimersByTimeAsync(5000);
    await settled;
    expect(adapter.calls).toHaveLength(4);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([250, 500, 1000]);
  });

  it('recovers when a retry succeeds after a network error', async () => {
    const http = createHttpClient({ baseURL: '/api/' });
    let n = 0;
    http.defaults.adapter = fakeAdapter((config) => (n++ === 0 ? networkError(config) : { status: 200, data: 'ok' }));
    const result = request(http, { url: 'my/user' });
    await jest.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toBe('ok');
    expect(n).toBe(2);
  });

  it('retries a timeout', async () => {
    const http = createHttpClient({ baseURL: '/api/' });
    const adapter = fakeAdapter((config) => (adapter.calls.length < 3 ? timeoutError(config) : { status: 200, data: 1 }));
    http.defaults.adapter = adapter;
    const result = request(http, { url: 'x' });
    await jest.advanceTimersByTimeAsync(750);
    await expect(result).resolves.toBe(1);
    expect(adapter.calls).toHaveLength(3);
  });

  it.each([400, 500, 503])('does not retry HTTP %i', async (status) => {
    const http = createHttpClient({ baseURL: '/api/' });
    const adapter = fakeAdapter(() => ({ status }));
    http.defaults.adapter = adapter;
    await expect(request(http, { url: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(adapter.calls).toHaveLength(1);
  });
});
