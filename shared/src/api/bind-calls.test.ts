import { apiTicketOrder, fakeAdapter } from '../testing/fixtures';
import { fakeApi } from '../testing/fake-api';
import { bindCalls, type BoundCalls } from './bind-calls';
import { createApi, createHttpClient, type HttpClient } from '.';

type Equals<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

const http = { marker: 'the transport' } as unknown as HttpClient;

describe('bindCalls', () => {
  function table() {
    return {
      none: jest.fn((_http: HttpClient) => 'none'),
      two: jest.fn((_http: HttpClient, id: string, n?: number) => `${id}:${n ?? '-'}`),
    };
  }

  it('binds every call of the table, and nothing else', () => {
    expect(Object.keys(bindCalls(http, table()))).toEqual(['none', 'two']);
  });

  it('passes the transport first, then the arguments, and answers what the call answers', () => {
    const calls = table();
    const bound = bindCalls(http, calls);
    expect(bound.two('a', 2)).toBe('a:2');
    expect(bound.two('b')).toBe('b:-');
    expect(bound.none()).toBe('none');
    expect(calls.two.mock.calls).toEqual([
      [http, 'a', 2],
      [http, 'b'],
    ]);
    expect(calls.none.mock.calls).toEqual([[http]]);
  });

  it('needs no `this`: a bound call works destructured or passed along', () => {
    const calls = table();
    const { two } = bindCalls(http, calls);
    expect(['x', 'y'].map((id) => two(id))).toEqual(['x:-', 'y:-']);
    expect(calls.two.mock.calls.every(([transport]) => transport === http)).toBe(true);
  });

  it('types each bound call as the call without its transport', () => {
    type Bound = BoundCalls<{ get: (http: HttpClient, id: string, q?: { all: boolean }) => Promise<number>; list: (http: HttpClient) => string[] }>;
    const same: Equals<Bound, { get: (id: string, q?: { all: boolean }) => Promise<number>; list: () => string[] }> = true;
    expect(same).toBe(true);
  });
});

describe('createApi', () => {
  it('binds every call the Api type lists, domain by domain (the test double lists them all)', () => {
    const api = createApi(http);
    const expected = fakeApi();
    expect(api.http).toBe(http);
    for (const domain of ['events', 'cart', 'payments', 'orders', 'identity', 'memberships'] as const) {
      expect(Object.keys(api[domain]).sort()).toEqual(Object.keys(expected[domain]).sort());
      for (const call of Object.values(api[domain])) expect(call).toEqual(expect.any(Function));
    }
  });

  it('a call taken off its domain still goes through the transport', async () => {
    const transport = createHttpClient({ baseURL: '/api/' });
    const adapter = fakeAdapter(() => ({ status: 200, data: apiTicketOrder() }));
    transport.defaults.adapter = adapter;
    const { getOrder } = createApi(transport).orders;
    await expect(getOrder('o-1')).resolves.toMatchObject({ id: 'o-1' });
    expect(transport.getUri(adapter.calls[0])).toBe('/api/ticket_order/o-1');
  });
});
