/**
 * Operable API (issue 30 items 1 and 6, ADR 0035): request ids carried from the storefront's
 * `traceparent` onto every log line and answered in `traceresponse`; HSTS in production only;
 * Prometheus metrics on a port of their own: requests by route pattern and status with latency,
 * reservations and payments by outcome, and collectors other parts add.
 */
import { randomUUID } from 'node:crypto';
import type { ApiCart } from '@storefront/shared/wire';
import { parseTraceparent } from '../src/lib/trace-context';
import { REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from '../src/infra/plugins/security-headers';
import { metricsListenFromEnv } from '../src/infra/metrics/metrics-server';
import { tickets } from './fixtures';
import { Browser, buildTestApp, useFixtureApp } from './helper';
import { card, FREE, pay, storeGuest } from './pay-helpers';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; span_id?: string };

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/** One sample of the exposition text, found by name and labels (a subset suffices). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('operations: traces, HSTS and metrics (pglite)', () => {
  const lines: LogLine[] = [];
  const t = useFixtureApp('pglite', {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    hsts: true,
    metricsListen: { host: '127.0.0.1', port: 0 },
  });
  beforeEach(() => {
    lines.length = 0;
    t.app.metrics.registry.resetMetrics();
  });

  async function scrape(): Promise<string> {
    const url = t.app.metricsUrl();
    if (!url) throw new Error('metrics not served');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  }

  describe('request ids from traceparent', () => {
    it("takes the storefront's trace id as the request id of every log line, and answers it with this request's own span", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { traceparent: PARENT } });
      expect(res.statusCode).toBe(200);
      const answered = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(res.headers.traceresponse));
      expect(answered?.[1]).toBe(TRACE_ID);
      const span = answered?.[2];
      expect(span).not.toBe('00f067aa0ba902b7');
      const own = lines.filter((line) => line.reqId !== undefined);
      expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      for (const line of own) expect(line).toMatchObject({ reqId: TRACE_ID, span_id: span });
    });

    it('a line the handler logs carries the ids too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client_errors',
        headers: { traceparent: PARENT },
        payload: { level: 'error', message: 'boom', url: 'https://tickets.example.org/events' },
      });
      expect(res.statusCode).toBe(204);
      const logged = lines.filter((line) => line.reqId === TRACE_ID).map((line) => line.msg);
      expect(logged).toEqual(['incoming request', 'client error', 'request completed']);
      expect(lines.filter((line) => line.req || line.res).every((line) => line.reqId === TRACE_ID && typeof line.span_id === 'string')).toBe(true);
    });

    it.each([
      ['absent', undefined],
      ['upper-case hex', PARENT.toUpperCase()],
      ['an all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`],
      ['an all-zero parent id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
      ['version ff', `ff-${TRACE_ID}-00f067aa0ba902b7-01`],
      ['a fifth field in version 00', `${PARENT}-extra`],
      ['a short trace id', `00-${TRACE_ID.slice(2)}-00f067aa0ba902b7-01`],
    ])('a traceparent %s starts a new trace', async (_what, header) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', ...(header ? { headers: { traceparent: header } } : {}) });
      const traceId = String(res.headers.traceresponse).split('-')[1];
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(traceId).not.toBe(TRACE_ID);
      expect(traceId).not.toBe('0'.repeat(32));
      expect(lines.filter((line) => line.reqId !== undefined).every((line) => line.reqId === traceId)).toBe(true);
    });

    it('a later version with more fields is read for its trace id (W3C forward compatibility)', () => {
      expect(parseTraceparent(`01-${TRACE_ID}-00f067aa0ba902b7-01-future`)).toEqual({ traceId: TRACE_ID, flags: '01' });
      expect(parseTraceparent([PARENT, PARENT])).toBeNull();
    });

    it('two requests without a traceparent get two traces', async () => {
      const ids = await Promise.all([0, 1].map(async () => String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers.traceresponse).split('-')[1]));
      expect(new Set(ids).size).toBe(2);
    });
  });

  it('HSTS, nosniff and the referrer policy on every answer in production: a route, an unknown address, a refused body', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      t.app.inject({ method: 'POST', url: '/api/client_errors', headers: { 'content-type': 'application/json' }, payload: '{not json' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400]);
    for (const res of answers) {
      expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe(REFERRER_POLICY);
    }
  });

  describe('metrics', () => {
    it('requests by route pattern and status, never the raw address; unknown addresses are one label; latency per route', async () => {
      const buyer = new Browser(t.app);
      const created = await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } });
      expect(created.status).toBe(200);
      expect((await buyer.get(`/api/my/cart/${created.body.id}`)).status).toBe(200);
      expect((await buyer.get(`/api/my/cart/${randomUUID()}`)).status).toBe(404);
      const unknown = `/api/nothing-here/${randomUUID()}`;
      expect((await buyer.get(unknown)).status).toBe(404);
      expect((await buyer.get('/api/another/unknown')).status).toBe(404);

      const text = await scrape();
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/my/cart/:id', status_code: '200' })).toBe(1);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/my/cart/:id', status_code: '404' })).toBe(1);
      expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/my/cart/modify', status_code: '200' })).toBe(1);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(2);
      expect(text).not.toContain(created.body.id);
      expect(text).not.toContain('nothing-here');
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/my/cart/:id' })).toBe(2);
      expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/my/cart/:id', le: '+Inf' })).toBe(2);
    });

    it('reservations by outcome: reserved, sold out, refused; cart changes that reserve nothing are not counted', async () => {
      const buyer = new Browser(t.app);
      const reserve = (count: number, typeId = t.f.event.adultId) =>
        buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(typeId, t.f.sessions.s3, count) } });
      const first = await reserve(2);
      expect(first.status).toBe(200);
      expect((await reserve(1)).status).toBe(409); // s3 holds 2
      expect((await reserve(1, randomUUID())).status).toBe(400); // no such ticket type
      expect((await buyer.post(`/api/my/cart/${first.body.id}/modify`, { remove: { ticket_ids: [] } })).status).toBe(200);

      const text = await scrape();
      expect(sample(text, 'storefront_reservations_total', { outcome: 'reserved' })).toBe(1);
      expect(sample(text, 'storefront_reservations_total', { outcome: 'sold_out' })).toBe(1);
      expect(sample(text, 'storefront_reservations_total', { outcome: 'refused' })).toBe(1);
    });

    it('payments by gateway and outcome: succeeded, processing, requires_action, failed', async () => {
      const cartOf = async (typeId: string, sessionId: string) => {
        const buyer = new Browser(t.app);
        const res = await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(typeId, sessionId, 1) } });
        expect((await storeGuest(buyer, res.body.id)).status).toBe(200);
        return { buyer, id: res.body.id };
      };
      const paid = async (source: string) => {
        const { buyer, id } = await cartOf(t.f.event.adultId, t.f.sessions.s1);
        return (await pay(t.app, buyer, id, [card('20.00', source)])).status;
      };
      expect(await paid('pm_card_visa')).toBe(200);
      expect(await paid('pm_card_chargeDeclined')).toBe(402);
      expect(await paid('pm_card_authenticationRequired')).toBe(402);
      expect(await paid('pm_sandbox_processing')).toBe(402);
      const free = await cartOf(t.f.free.typeId, t.f.free.sessionId);
      expect((await pay(t.app, free.buyer, free.id, FREE)).status).toBe(200);

      const text = await scrape();
      for (const outcome of ['succeeded', 'failed', 'requires_action', 'processing']) {
        expect([outcome, sample(text, 'storefront_payments_total', { gateway: 'stripe', outcome })]).toEqual([outcome, 1]);
      }
      expect(sample(text, 'storefront_payments_total', { gateway: 'free', outcome: 'succeeded' })).toBe(1);
    });

    it('other parts add their own: a gauge read at each scrape (as jobs by state will be); a name in use is refused', async () => {
      let queued = 3;
      t.app.metrics.gauge({
        name: 'test_jobs',
        help: 'Jobs by state',
        labelNames: ['state'],
        collect() {
          this.set({ state: 'queued' }, queued);
        },
      });
      expect(sample(await scrape(), 'test_jobs', { state: 'queued' })).toBe(3);
      queued = 5;
      expect(sample(await scrape(), 'test_jobs', { state: 'queued' })).toBe(5);
      expect(() => t.app.metrics.counter({ name: 'test_jobs', help: 'again' })).toThrow(/already been registered/);
    });

    it('the metrics port serves /metrics only, with the process metrics, and no HSTS or trace headers (not an API answer)', async () => {
      const url = t.app.metricsUrl() ?? '';
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(sample(await scrape(), 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
      expect((await fetch(url.replace(/\/metrics$/, '/api/health'))).status).toBe(404);
      expect((await fetch(url, { method: 'POST' })).status).toBe(405);
      const res = await fetch(url);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('traceresponse')).toBeNull();
    });
  });
});

describe('operations in development (pglite)', () => {
  it('no HSTS but nosniff and the referrer policy; metrics counted but not served; a served port closes with the app', async () => {
    const dev = await buildTestApp('pglite');
    try {
      const res = await dev.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe(REFERRER_POLICY);
      expect(dev.app.metricsUrl()).toBeNull();
      expect(sample(await dev.app.metrics.registry.metrics(), 'http_requests_total', { route: '/api/health' })).toBe(1);
    } finally {
      await dev.close();
    }

    const served = await buildTestApp('pglite', { metricsListen: { host: '127.0.0.1', port: 0 } });
    await served.app.ready();
    const url = served.app.metricsUrl() ?? '';
    expect((await fetch(url)).status).toBe(200);
    await served.close();
    await expect(fetch(url)).rejects.toThrow();
  });

  it('METRICS_PORT: unset serves nothing; a malformed one stops the start-up', () => {
    expect(metricsListenFromEnv({})).toBeUndefined();
    expect(metricsListenFromEnv({ METRICS_PORT: '9464' })).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(metricsListenFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({ host: '10.0.0.5', port: 9464 });
    for (const bad of ['0', '65536', 'http', '94.64']) expect(() => metricsListenFromEnv({ METRICS_PORT: bad })).toThrow(/METRICS_PORT must be a port number/);
  });
});
