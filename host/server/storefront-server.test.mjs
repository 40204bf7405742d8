/**
 * The storefront server against a stub platform API (node:test): seller resolution from
 * the URL, the embedded page config, the manifest served as data, and failure modes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildStorefrontServer } from './index.mjs';
import { renderPage } from './render-page.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

const sellers = [
  {
    id: 's-1',
    slug: 'city-museum',
    name: 'City Museum of Art',
    default_currency_code: 'USD',
    providers: {
      stripe: { publishable_key: 'pk_test_sandbox', sandbox_script_url: '/api/sandbox/stripe.js' },
      captcha: { provider: 'hcaptcha', site_key: 'k', sandbox_script_url: '/api/sandbox/hcaptcha.js' },
    },
    web: { frame_ancestors: ['http://127.0.0.1:3190', 'https://partner.example/', 'https://x.example; script-src *', 'https://y.example/path'] },
  },
  { id: 's-2', slug: 'harbour-zoo', name: 'Harbour Zoo </script><script>alert(1)</script>', default_currency_code: 'GBP' },
];
const manifest = { remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:3001/remoteEntry.js' }] };

/** @typedef {import('fastify').FastifyInstance} FastifyInstance */

/** The port a listening server was given. @param {FastifyInstance} app */
const portOf = (app) => /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;

/**
 * The CSP's directives by name (the ones these tests read, which every page's policy has).
 * @param {import('fastify').LightMyRequestResponse} res
 * @returns {Record<'script-src' | 'style-src' | 'object-src' | 'frame-ancestors', string[]>}
 */
function cspOf(res) {
  const header = res.headers['content-security-policy'];
  assert.ok(header, 'the page has a Content-Security-Policy');
  return /** @type {Record<'script-src' | 'style-src' | 'object-src' | 'frame-ancestors', string[]>} */ (
    Object.fromEntries(String(header).split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))
  );
}

/** @param {string} html */
function pageConfigOf(html) {
  const match = html.match(/window\.__STOREFRONT__=(.*?);window\.__STOREFRONT_REMOTES__=/);
  assert.ok(match, 'the page embeds its config');
  return JSON.parse(match[1] ?? '');
}

describe('storefront server', () => {
  /** @type {FastifyInstance} */
  let api;
  /** @type {FastifyInstance} */
  let storefront;
  /** @type {string} */
  let manifestPath;
  /** @type {number} */
  let storefrontPort;

  before(async () => {
    api = Fastify();
    api.get('/api/sellers', async () => ({ data: sellers }));
    api.get('/api/echo', async (req) => ({ cookie: req.headers.cookie ?? null }));
    // Fastify's default 1 MiB body limit stands for the API's own.
    api.post('/api/echo', async (req) => ({ headers: req.headers, body: req.body }));
    // An answer the API leaves uncompressed, large enough that the storefront would compress it.
    api.get('/api/large', async () => ({ items: Array.from({ length: 200 }, (_, n) => `item ${n}`) }));
    api.post('/api/status/:code', async (req, reply) => reply.code(Number(/** @type {{ code: string }} */ (req.params).code)).send([{ _code: 'from_api' }]));
    await api.listen({ port: 0, host: '127.0.0.1' });
    manifestPath = path.join(mkdtempSync(path.join(tmpdir(), 'sf-server-')), 'remotes.json');
    writeFileSync(manifestPath, JSON.stringify(manifest));
    storefront = await buildStorefrontServer({
      apiUrl: `http://127.0.0.1:${portOf(api)}`,
      remotesManifestPath: manifestPath,
    });
    // Listening too: a body and an Expect header over a real socket behave unlike inject().
    await storefront.listen({ port: 0, host: '127.0.0.1' });
    storefrontPort = portOf(storefront);
  });
  after(async () => {
    await storefront.close();
    await api.close();
  });

  it('serves the default seller without a prefix', async () => {
    const res = await storefront.inject('/events/42?date=2026-12-01');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const config = pageConfigOf(res.body);
    assert.equal(config.seller.slug, 'city-museum');
    assert.equal(config.basePath, '');
    assert.equal(config.apiBaseUrl, '/api');
    assert.match(res.body, /<title>City Museum of Art<\/title>/);
    assert.match(res.body, /<link rel="preload" as="script" href="http:\/\/127\.0\.0\.1:3001\/remoteEntry\.js"( fetchpriority="high")? \/>/);
  });

  it('takes the seller from a slug prefix and makes it the router basename', async () => {
    const res = await storefront.inject('/harbour-zoo/events');
    const config = pageConfigOf(res.body);
    assert.equal(config.seller.slug, 'harbour-zoo');
    assert.equal(config.basePath, '/harbour-zoo');
  });

  it('cannot be broken out of by seller data', async () => {
    const res = await storefront.inject('/harbour-zoo/events');
    assert.doesNotMatch(res.body, /<script>alert\(1\)<\/script>/);
    assert.equal(pageConfigOf(res.body).seller.name, sellers[1]?.name);
  });

  it('serves the remotes as resolved from the manifest, read on every request (a version 1 file is one version, current)', async () => {
    const first = await storefront.inject('/remotes.json');
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.deepEqual(first.json(), { remotes: [{ name: 'catalog', version: 'current', entry: manifest.remotes[0]?.entry, via: 'default' }] });
    const moved = { remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:3999/remoteEntry.js' }] };
    writeFileSync(manifestPath, JSON.stringify(moved));
    assert.equal((await storefront.inject('/remotes.json')).json().remotes[0].entry, moved.remotes[0]?.entry);
    assert.match((await storefront.inject('/events')).body, /127\.0\.0\.1:3999/);
    writeFileSync(manifestPath, JSON.stringify(manifest));
  });

  it('proxies /api with the browser cookie', async () => {
    const res = await storefront.inject({ url: '/api/echo', headers: { cookie: 'sf_sid=abc' } });
    assert.deepEqual(res.json(), { cookie: 'sf_sid=abc' });
  });

  it('passes the API\'s refusal of a large body through instead of failing itself', async () => {
    const res = await fetch(`http://127.0.0.1:${storefrontPort}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(2_000_000) }),
    });
    assert.equal(res.status, 413);
    assert.equal(/** @type {{ code: string }} */ (await res.json()).code, 'FST_ERR_CTP_BODY_TOO_LARGE', 'the answer is the API\'s, not the proxy\'s');
  });

  it('refuses a body with an empty content type in the spec\'s error shape', async () => {
    const res = await storefront.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': '' }, payload: 'x' });
    assert.equal(res.statusCode, 415);
    assert.deepEqual(res.json(), [
      { _code: 'unsupported_media_type', _context: 'proxy', _description: 'Send the request body as application/json.', _extra: {} },
    ]);
  });

  it('passes the API\'s status and body through', async () => {
    const res = await storefront.inject({ method: 'POST', url: '/api/status/409', headers: { 'content-type': 'application/json' }, payload: '{}' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), [{ _code: 'from_api' }]);
  });

  it('sends the body on byte for byte, with the browser\'s origin and the forwarded host and scheme', async () => {
    const payload = '{"name":"Zoë \\u00e9","n":[1,2]}';
    const res = await storefront.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: 'http://localhost:3000', host: 'shop.example:3000' },
      payload,
    });
    assert.equal(res.statusCode, 200);
    const { headers, body } = res.json();
    assert.deepEqual(body, JSON.parse(payload));
    assert.equal(headers.origin, 'http://localhost:3000');
    assert.equal(headers['x-forwarded-host'], 'shop.example:3000');
    assert.equal(headers['x-forwarded-proto'], 'http');
  });

  it('answers Expect: 100-continue and forwards the body', async () => {
    const answer = await new Promise((resolve, reject) => {
      const req = http.request(
        { port: storefrontPort, host: '127.0.0.1', path: '/api/echo', method: 'POST', headers: { 'content-type': 'application/json', expect: '100-continue' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      // The body is sent only once the proxy has said continue, as a client that asks does.
      req.on('continue', () => req.end('{"a":1}'));
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.body, { a: 1 });
  });

  it('sends a CSP with a fresh nonce on every page, the boot script carrying it', async () => {
    const [first, second] = await Promise.all([storefront.inject('/events'), storefront.inject('/events')]);
    const nonces = [first, second].map((res) => cspOf(res)['script-src'].find((source) => source.startsWith("'nonce-"))?.slice(7, -1));
    assert.notEqual(nonces[0], nonces[1]);
    assert.match(first.body, new RegExp(`<script nonce="${String(nonces[0]).replace(/[+/]/g, '\\$&')}">window\\.__STOREFRONT__=`));
    const csp = cspOf(first);
    assert.ok(csp['style-src'].includes(`'nonce-${nonces[0]}'`));
    assert.ok(!csp['style-src'].includes("'unsafe-inline'") && !csp['script-src'].includes("'unsafe-inline'"));
    assert.deepEqual(csp['object-src'], ["'none'"]);
  });

  it('allows scripts from itself and the remotes the manifest names, read per request', async () => {
    assert.deepEqual(cspOf(await storefront.inject('/events'))['script-src'].filter((s) => !s.startsWith("'nonce-")), ["'self'", 'http://127.0.0.1:3001']);
    writeFileSync(manifestPath, JSON.stringify({ remotes: [{ name: 'catalog', entry: 'https://cdn.example/catalog/remoteEntry.js' }] }));
    const csp = cspOf(await storefront.inject('/events'));
    assert.ok(csp['script-src'].includes('https://cdn.example'));
    assert.ok(!csp['script-src'].includes('http://127.0.0.1:3001'));
    writeFileSync(manifestPath, JSON.stringify(manifest));
  });

  it('lets the seller\'s listed origins frame it, and only plain origins', async () => {
    assert.deepEqual(cspOf(await storefront.inject('/events'))['frame-ancestors'], ["'self'", 'http://127.0.0.1:3190', 'https://partner.example']);
    assert.deepEqual(cspOf(await storefront.inject('/harbour-zoo/events'))['frame-ancestors'], ["'self'"]);
  });

  it('sends nosniff and the referrer policy on pages, scripts, failures and API answers (the API sends none here), and never X-Frame-Options', async () => {
    for (const url of ['/events', '/main.js', '/no-such-file.js', '/remotes.json', '/api/echo', '/api/no-such-route']) {
      const res = await storefront.inject(url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers['x-frame-options'], undefined, url);
    }
  });

  it('does not serve source maps', async () => {
    assert.equal((await storefront.inject('/main.js.map')).statusCode, 404);
  });

  it('never sends the raw template', async () => {
    assert.notEqual((await storefront.inject('/index.html')).body.includes('<!--storefront:head-->'), true);
  });

  it('compresses the page in the encoding the browser prefers by its q-values, and says the page varies by it', async () => {
    const encodingFor = async (/** @type {string | undefined} */ acceptEncoding) => {
      const res = await storefront.inject({ url: '/events', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
      assert.equal(res.statusCode, 200, String(acceptEncoding));
      assert.match(String(res.headers.vary), /accept-encoding/i, String(acceptEncoding));
      const encoding = String(res.headers['content-encoding'] ?? 'identity');
      /** @type {Record<string, (body: Buffer) => Buffer>} */
      const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body };
      const decode = decoders[encoding];
      assert.ok(decode, encoding);
      const html = decode(res.rawPayload).toString();
      assert.equal(pageConfigOf(html).seller.slug, 'city-museum', String(acceptEncoding));
      return encoding;
    };
    // Refused with q=0, or less wanted than gzip: not brotli.
    assert.equal(await encodingFor('br;q=0, gzip'), 'gzip');
    assert.equal(await encodingFor('br;q=0.4, gzip;q=0.8'), 'gzip');
    assert.equal(await encodingFor('gzip;q=0.5, br'), 'br');
    assert.equal(await encodingFor('gzip, br'), 'br');
    assert.equal(await encodingFor('br;q=0, gzip;q=0'), 'identity');
    assert.equal(await encodingFor('deflate'), 'identity');
    assert.equal(await encodingFor(undefined), 'identity');
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const res = await storefront.inject({ method: 'HEAD', url: '/events', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.body, '');
  });

  it('leaves the API\'s answers and the build\'s files as they come: the API compresses its own, the build is pre-compressed', async () => {
    const api = await storefront.inject({ url: '/api/large', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(api.statusCode, 200);
    assert.equal(api.headers['content-encoding'], undefined);
    assert.equal(api.json().items.length, 200);
    const script = await storefront.inject({ url: '/main.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['content-encoding'], 'gzip');
  });
});

describe('storefront server without the platform API', () => {
  it('answers 503 with a readable page', async () => {
    const storefront = await buildStorefrontServer({ apiUrl: 'http://127.0.0.1:9', remotesManifestPath: '/nonexistent' });
    const res = await storefront.inject('/events');
    assert.equal(res.statusCode, 503);
    assert.match(res.body, /The storefront is unavailable right now\./);
    await storefront.close();
  });
});

describe('the /api proxy behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  it('tells the API the scheme and host the browser used', async () => {
    const api = Fastify();
    api.get('/api/echo', async (req) => req.headers);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${portOf(api)}`;
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
    const trusting = await buildStorefrontServer({ apiUrl, remotesManifestPath: '/nonexistent', trustProxy: true });
    const trusted = (await trusting.inject({ url: '/api/echo', headers: forwarded })).json();
    assert.equal(trusted['x-forwarded-proto'], 'https');
    assert.equal(trusted['x-forwarded-host'], 'shop.example');
    // Without it, a client cannot claim another scheme or host.
    const plain = await buildStorefrontServer({ apiUrl, remotesManifestPath: '/nonexistent', trustProxy: false });
    const claimed = (await plain.inject({ url: '/api/echo', headers: { ...forwarded, host: 'localhost:3000' } })).json();
    assert.equal(claimed['x-forwarded-proto'], 'http');
    assert.equal(claimed['x-forwarded-host'], 'localhost:3000');
    await Promise.all([trusting.close(), plain.close(), api.close()]);
  });
});

describe('the /api proxy without the platform API', () => {
  it('answers 502 in the spec\'s error shape (the client retries a 502)', async () => {
    const storefront = await buildStorefrontServer({ apiUrl: 'http://127.0.0.1:9', remotesManifestPath: '/nonexistent' });
    const res = await storefront.inject({ method: 'POST', url: '/api/my/cart', headers: { 'content-type': 'application/json' }, payload: '{}' });
    assert.equal(res.statusCode, 502);
    const [entry] = res.json();
    assert.deepEqual(Object.keys(entry).sort(), ['_code', '_context', '_description', '_extra']);
    assert.equal(entry._code, 'api_unavailable');
    await storefront.close();
  });
});

describe('renderPage', () => {
  it('escapes the title and keeps the boot script JSON parseable', () => {
    const html = renderPage('<title><!--storefront:title--></title><!--storefront:head-->', {
      pageConfig: { seller: { name: 'A & B <Zoo>' }, apiBaseUrl: '/api', basePath: '' },
      manifest: { remotes: [] },
    });
    assert.match(html, /<title>A &amp; B &lt;Zoo&gt;<\/title>/);
    assert.equal(pageConfigOf(html).seller.name, 'A & B <Zoo>');
  });

  it('names the page’s scripts after its markup, in the order given, with their priorities', () => {
    const html = renderPage('<head><!--storefront:head--></head><body><div id="root"></div><script defer src="/main.js"></script></body>', {
      pageConfig: { seller: { name: 'Zoo' }, apiBaseUrl: '/api', basePath: '' },
      manifest: { remotes: [{ name: 'catalog', entry: 'http://cat.test/remoteEntry.js' }] },
      appHtml: '<main>page</main>',
      preloads: [
        { url: '/main.js', priority: 'high' },
        { url: 'http://co.test/remoteEntry.js', priority: 'low' },
      ],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    assert.doesNotMatch(head, /rel="preload"/, 'scripts do not compete with the page in the head');
    const after = html.slice(html.indexOf('<main>page</main></div>'));
    assert.match(
      after,
      /^<main>page<\/main><\/div>\s*<link rel="preload" as="script" href="\/main\.js" fetchpriority="high" \/>\s*<link rel="preload" as="script" href="http:\/\/co\.test\/remoteEntry\.js" fetchpriority="low" \/>/,
    );
    assert.doesNotMatch(html, /rel="preload" as="script" href="http:\/\/cat\.test/, 'the given list, not every remote entry');
  });
});

describe('contentSecurityPolicy', () => {
  /** @param {import('./seller-directory.mjs').SellerConfig['providers']} providers */
  const policy = (providers, apiBaseUrl = '/api') =>
    Object.fromEntries(
      contentSecurityPolicy({ nonce: 'n', manifest: { remotes: [] }, seller: { providers, web: {} }, apiBaseUrl })
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );

  it('allows the real Stripe.js and hCaptcha, scripts and frames, when the API has real keys', () => {
    const csp = policy({
      stripe: { publishable_key: 'pk_live_x', sandbox_script_url: null },
      captcha: { provider: 'hcaptcha', site_key: 'k', sandbox_script_url: null },
    });
    for (const source of ['https://js.stripe.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com']) {
      assert.ok(csp['script-src'].includes(source), source);
      assert.ok(csp['frame-src'].includes(source), source);
    }
    assert.ok(csp['connect-src'].includes('https://api.stripe.com'));
  });

  it('allows neither without them, and an API on another origin', () => {
    const csp = policy({ stripe: null, captcha: null }, 'https://api.example/api');
    assert.deepEqual(csp['script-src'], ["'self'", "'nonce-n'", 'https://api.example']);
    assert.deepEqual(csp['frame-src'], ["'self'"]);
    assert.ok(csp['connect-src'].includes('https://api.example'));
  });
});
