import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import compression, { COMPRESSION_THRESHOLD_BYTES } from '../src/infra/plugins/compression';
import { databaseKinds, expectError, useFixtureApp } from './helper';

/** The body as the client reads it once it has undone `Content-Encoding`. */
function decodedBody(res: LightMyRequestResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text = (encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
  return JSON.parse(text);
}

function asReply(res: LightMyRequestResponse) {
  return { status: res.statusCode, body: decodedBody(res), headers: res.headers };
}

describe.each(databaseKinds)('compressed JSON answers (%s)', (kind) => {
  const t = useFixtureApp(kind);
  const listUrl = () => `/api/events/available?seller_id=${t.f.sellerId}&_embed=venue,ticket_group,ticket_type,event_session`;

  it('gzips a large JSON list when asked, and sends it as it is when not', async () => {
    const plain = await t.app.inject({ url: listUrl() });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const gzipped = await t.app.inject({ url: listUrl(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decodedBody(gzipped)).toEqual(JSON.parse(plain.body));
  });

  it("prefers brotli when the client takes both, and honours the client's weights", async () => {
    const both = await t.app.inject({ url: listUrl(), headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const weighted = await t.app.inject({ url: listUrl(), headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(both)).toEqual(decodedBody(weighted));
  });

  it('sends a small JSON answer uncompressed', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('error answers keep the spec shape, small ones plain and large ones compressed', async () => {
    const small = await t.app.inject({ url: '/api/events/00000000-0000-4000-8000-000000000000', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expectError(asReply(small), 404, 'not_found');

    // Every ticket fails validation and the description lists each one: well over the threshold.
    const tickets = Array.from({ length: 40 }, () => ({ ticket_type_id: 'not-a-uuid', event_session_id: 'not-a-uuid' }));
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/my/cart/modify',
      payload: { reserve: { tickets } },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(large.rawPayload).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expectError(asReply(large), 400, 'validation_failed', 'body');
  });

  it('does not decompress request bodies: a gzipped body is refused as malformed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity',
      payload: gzipSync(JSON.stringify({ first_name: 'Ada', last_name: 'B', email: 'a@example.com' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expectError(asReply(res), 400, 'malformed_body');
  });
});

describe('compression plugin: what it leaves alone', () => {
  const large = 'data: tick\n\n'.repeat(400);
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compression);
    app.get('/stream', async (_request, reply) => reply.type('text/event-stream').send(large));
    app.get('/archive', async (_request, reply) => reply.type('application/gzip').send(gzipSync(randomBytes(4096))));
    app.get('/png', async (_request, reply) => reply.type('image/png').send(randomBytes(4096)));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/stream', '/archive', '/png'])('%s goes out unencoded even when the client takes gzip', async (url) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  });
});
