/**
 * What an operator reads from the storefront server (issue 30 item 6, ADR 0034), in process
 * against a stub API: HSTS in production only, /health and /health/ready, one JSON log line per
 * request under its trace id, and the metrics with bounded route labels.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { buildStorefrontServer } from './index.mjs';
import { endpointRouteOf, pageRouteOf } from './metrics.mjs';

const HSTS = 'max-age=63072000; includeSubDomains';
const sellers = [
  { id: 's-1', slug: 'city-museum', name: 'City Museum of Art', default_currency_code: 'USD', web: {} },
  { id: 's-2', slug: 'harbour-zoo', name: 'Harbour Zoo', default_currency_code: 'GBP', web: {} },
];

/** @param {import('fastify').FastifyInstance} app */
const portOf = (app) => /** @type {net.AddressInfo} */ (app.server.address()).port;

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  return port;
}

describe('the storefront server for its operator', () => {
  /** @type {import('fastify').FastifyInstance} */
  let api;
  let apiUrl = '';
  let manifestPath = '';
  /** What /api/health/ready answers, and how late. */
  const apiReadiness = { status: 200, delayMs: 0 };

  before(async () => {
    api = Fastify({ forceCloseConnections: true });
    api.get('/api/sellers', async () => ({ data: sellers }));
    api.get('/api/echo', async () => ({ ok: true }));
    api.get('/api/health/ready', async (_req, reply) => {
      await new Promise((resolve) => setTimeout(resolve, apiReadiness.delayMs));
      return reply.code(apiReadiness.status).send({ status: apiReadiness.status === 200 ? 'ready' : 'not_ready' });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${portOf(api)}`;
    manifestPath = path.join(mkdtempSync(path.join(tmpdir(), 'sf-operations-')), 'remotes.json');
    writeFileSync(manifestPath, JSON.stringify({ remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:9/remoteEntry.js' }] }));
  });
  after(async () => {
    await api.close();
  });

  it('sends HSTS on every answer in production, pages, files, the API proxy, failures and health alike; never in development', async () => {
    const production = await buildStorefrontServer({ apiUrl, remotesManifestPath: manifestPath, production: true, metricsListen: null });
    const development = await buildStorefrontServer({ apiUrl, remotesManifestPath: manifestPath, production: false, metricsListen: null });
    try {
      for (const url of ['/events', '/no-such-page', '/main.js', '/no-such-file.js', '/api/echo', '/remotes.json', '/health', '/_storefront/nothing']) {
        assert.equal((await production.inject(url)).headers['strict-transport-security'], HSTS, url);
        assert.equal((await development.inject(url)).headers['strict-transport-security'], undefined, url);
      }
      assert.equal((await production.inject({ method: 'DELETE', url: '/events' })).headers['strict-transport-security'], HSTS);
      // The visitor cookie: Secure in production even on a plain-http hop, as it came in development.
      assert.match(String((await production.inject('/events')).headers['set-cookie']), /; Secure/);
      assert.doesNotMatch(String((await development.inject('/events')).headers['set-cookie']), /; Secure/);
    } finally {
      await Promise.all([production.close(), development.close()]);
    }
  });

  it('answers /health while alive, and /health/ready only when the API is ready in time and a manifest was read', async () => {
    const storefront = await buildStorefrontServer({ apiUrl, remotesManifestPath: manifestPath, metricsListen: null, readyTimeoutMs: 300 });
    const unmanifested = await buildStorefrontServer({ apiUrl: 'http://127.0.0.1:9', remotesManifestPath: '/nonexistent', metricsListen: null });
    try {
      const alive = await unmanifested.inject('/health');
      assert.equal(alive.statusCode, 200);
      assert.deepEqual(alive.json(), { status: 'ok' });
      assert.equal(alive.headers['cache-control'], 'no-store');

      const ready = await storefront.inject('/health/ready');
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ready', checks: { api: 'ok', manifest: 'ok' } });
      assert.equal(ready.headers['cache-control'], 'no-store');

      apiReadiness.status = 503;
      assert.deepEqual((await storefront.inject('/health/ready')).json(), { status: 'not_ready', checks: { api: 'answered 503', manifest: 'ok' } });
      apiReadiness.status = 200;
      apiReadiness.delayMs = 1000;
      const slow = await storefront.inject('/health/ready');
      assert.equal(slow.statusCode, 503);
      assert.deepEqual(slow.json().checks, { api: 'no answer within 300 ms', manifest: 'ok' });
      apiReadiness.delayMs = 0;

      const down = await unmanifested.inject('/health/ready');
      assert.equal(down.statusCode, 503);
      assert.deepEqual(down.json(), { status: 'not_ready', checks: { api: 'unreachable', manifest: 'unreadable' } });
      assert.equal(down.headers['cache-control'], 'no-store');
    } finally {
      apiReadiness.status = 200;
      apiReadiness.delayMs = 0;
      await Promise.all([storefront.close(), unmanifested.close()]);
    }
  });

  it('logs one JSON line per request, in the API’s shape: time, level, msg, its trace id, method, path without the query, status, ms', async () => {
    /** @type {Record<string, any>[]} */
    const lines = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean).map((line) => JSON.parse(line)));
        done();
      },
    });
    const storefront = await buildStorefrontServer({ apiUrl, remotesManifestPath: manifestPath, metricsListen: null, logger: { level: 'info', stream } });
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      await storefront.inject({ url: '/manage/o-1?key=secret', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
      await storefront.inject({ url: '/remotes.json', headers: { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' } });
      const requests = lines.filter((line) => line.msg === 'request');
      assert.equal(requests.length, 2, JSON.stringify(lines));
      const [page, manifest] = requests;
      assert.deepEqual({ ...page, time: undefined, ms: undefined, pid: undefined, hostname: undefined }, {
        level: 30,
        time: undefined,
        pid: undefined,
        hostname: undefined,
        reqId: traceId,
        method: 'GET',
        path: '/manage/o-1',
        status: 200,
        ms: undefined,
        msg: 'request',
      });
      assert.ok(Math.abs(Date.now() - page?.time) < 60_000, 'time: epoch milliseconds');
      assert.equal(typeof page?.ms, 'number');
      // An invalid traceparent (an all-zero trace id) starts a new trace.
      assert.match(String(manifest?.reqId), /^[0-9a-f]{32}$/);
      assert.notEqual(manifest?.reqId, '0'.repeat(32));
      assert.ok(!JSON.stringify(lines).includes('secret'), 'no query string in the log');
    } finally {
      await storefront.close();
    }
  });

  it('counts requests by a bounded route kind and status, latencies, renders and remote failures, served on the metrics port only', async () => {
    const metricsPort = await freePort();
    const storefront = await buildStorefrontServer({ apiUrl, remotesManifestPath: manifestPath, metricsListen: { host: '127.0.0.1', port: metricsPort } });
    await storefront.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const url of ['/events/3f2a', '/events/9c1b', '/harbour-zoo/checkout', '/no-such-page', '/api/echo', '/main.js', '/health']) await storefront.inject(url);
      await storefront.inject({
        method: 'POST',
        url: '/_storefront/remote-failures',
        headers: { 'content-type': 'application/json' },
        payload: { remote: 'catalog', version: '9.9.9', seller: 'city-museum', phase: 'load', error: 'ChunkLoadError', fellBackTo: '1.0.0' },
      });
      const publicPort = await storefront.inject('/metrics');
      assert.equal(publicPort.statusCode, 404, 'on the public port /metrics is a path like any other: the 404 page');
      assert.doesNotMatch(publicPort.body, /http_requests_total/);

      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      assert.equal(scrape.status, 200);
      assert.equal(scrape.headers.get('cache-control'), 'no-store');
      const text = await scrape.text();
      const count = (/** @type {string} */ labels) => Number(new RegExp(`^http_requests_total\\{${labels.replace(/[/*]/g, '\\$&')}\\} (\\d+)$`, 'm').exec(text)?.[1]);
      assert.equal(count('method="GET",route="/events/:id",status_code="200"'), 2);
      assert.equal(count('method="GET",route="/checkout",status_code="200"'), 1, 'the seller prefix is not part of the route');
      assert.equal(count('method="GET",route="page not found",status_code="404"'), 2);
      assert.equal(count('method="GET",route="/api/*",status_code="200"'), 1);
      assert.equal(count('method="GET",route="static",status_code="200"'), 1);
      assert.equal(count('method="GET",route="/health",status_code="200"'), 1);
      assert.equal(count('method="POST",route="/_storefront/remote-failures",status_code="204"'), 1);
      assert.doesNotMatch(text, /3f2a|9c1b|harbour-zoo|no-such-page/, 'no address in a label');
      assert.match(text, /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/events\/:id"\} \d/);
      assert.match(text, /storefront_server_renders_total\{outcome="(complete|partial)"\} [1-9]/);
      // A version that is not in the manifest is counted, but not under the remote's name.
      assert.match(text, /storefront_remote_failures_total\{remote="unknown",phase="load",fell_back="true"\} 1/);
    } finally {
      await storefront.close();
    }
    await assert.rejects(fetch(`http://127.0.0.1:${metricsPort}/metrics`), 'closed with the server');
  });
});

describe('route labels', () => {
  it('names a page by its section and shape, never its ids; a 404 page as one label', () => {
    assert.deepEqual(
      ['/', '/events', '/events/abc', '/events/abc/reserve', '/my/orders/o-1', '/checkout', '/anything-else', '/events/abc'].map((p, i) => pageRouteOf(p, i === 7 ? 404 : 200)),
      ['/', '/events', '/events/:id', '/events/:id/:action', '/my/*', '/checkout', '/*', 'page not found'],
    );
  });

  it('names other answers by the kind of route that took them', () => {
    assert.deepEqual(
      ['/api/*', '/api', '/releases/*', '/main.js', '/chunks/x.1a2b.js', '/health/ready', '/remotes.json', '/_storefront/remote-failures', undefined].map(endpointRouteOf),
      ['/api/*', '/api/*', '/releases/*', 'static', 'static', '/health/ready', '/remotes.json', '/_storefront/remote-failures', 'unmatched'],
    );
  });
});
