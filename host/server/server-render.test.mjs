/**
 * Server rendering (ADR 0017, issue 11) against the real production builds (run after
 * `pnpm build`): the host's render entry loads the remotes' server builds at run time from
 * the remotes manifest, served over HTTP as in production; a remote that is down, broken or
 * slow costs only its region, which the browser then renders.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildStorefrontServer } from './index.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sellers = [
  { id: 's-1', slug: 'city-museum', name: 'City Museum of Art', default_currency_code: 'USD', timezone: 'America/New_York', web: {} },
  { id: 's-2', slug: 'harbour-zoo', name: 'Harbour Zoo', default_currency_code: 'GBP', timezone: 'Europe/London', web: {} },
  {
    id: 's-3',
    slug: 'closed-gardens',
    name: 'Closed Gardens',
    default_currency_code: 'USD',
    timezone: 'America/New_York',
    web: { redirects: { disable_home_route: true, target: 'https://tickets.example.org/gardens' } },
  },
];

const member = {
  id: 'u-1',
  identity_id: 'i-1',
  email: 'ada@example.com',
  identity: {
    id: 'i-1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    state: null,
    zip_code: null,
    country: null,
    phone: null,
    meta: { has_password: true, email_is_placeholder: false },
  },
  memberships: [],
};

/** A date-first event with one dated group, as `GET events/{id}` answers it. */
const admission = {
  id: 'ev-ga',
  seller_id: 's-1',
  name: 'General Admission',
  subtitle: null,
  description: 'Timed entry.',
  summary: null,
  category: 'Admission',
  event_type: 'repeating',
  hidden_type: 'public_browsable',
  meta: { reserve_flow: 'date_first' },
  config: {},
  venue: { id: 'v-1', name: 'Main building', timezone: 'America/New_York' },
  ticket_group: [
    {
      id: 'tg-ga',
      event_template_id: 'ev-ga',
      name: 'Admission',
      description: null,
      handler: 'tickets',
      hidden_type: 'public_browsable',
      min_tickets_per_order: 0,
      max_tickets_per_order: 10,
      sales_start: null,
      sales_end: null,
      start_policy: null,
      start_policy_date: null,
      duration_new: null,
      capacity: -1,
      oversell_capacity: 0,
      used_capacity: 0,
      available: true,
      sold_out: false,
      exclude_from_event_capacity: false,
      additional_info_spec: null,
      _rank: 1,
      meta: {},
    },
  ],
  ticket_type: [
    { id: 'tt-adult', ticket_group_id: 'tg-ga', name: 'Adult', description: null, summary: null, currency_amount: '25.00', currency_amount_min: null, currency_amount_max: null, _rank: 1 },
  ],
};
/** @typedef {import('fastify').FastifyInstance} FastifyInstance */

/** The port a listening server was given. @param {{ server: import('node:http').Server }} app */
const portOf = (app) => /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;

const calendarDay = (/** @type {string} */ date) => ({ date, status: 'available', min_price: '25.00', availability: { capacity: 100, used_capacity: 0 } });

/** What the page says it was rendered with (`window.__STOREFRONT_DATA__`), or null. @param {string} html */
function serverDataOf(html) {
  const match = html.match(/window\.__STOREFRONT_DATA__=(.*?);<\/script>/);
  return match ? JSON.parse(match[1] ?? '') : null;
}

/** The markup the server put inside <div id="root">. @param {string} html */
function rootOf(html) {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('<script defer', start));
  assert.ok(start >= 0 && end > start, 'the page has its root element');
  return html.slice(start + '<div id="root">'.length, end);
}

/** The markup of one slot's region (from its opening tag on). @param {string} html @param {string} slotId */
function regionOf(html, slotId) {
  const at = html.indexOf(`data-slot="${slotId}"`);
  assert.ok(at >= 0, `the page has the ${slotId} region`);
  return html.slice(at, at + 4000);
}

/** The first group of a pattern's match in a text, which must match. @param {string} text @param {RegExp} pattern */
function groupOf(text, pattern) {
  const group = pattern.exec(text)?.[1];
  assert.ok(group !== undefined, `${pattern} matches`);
  return group;
}

/** React's marker for a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';

describe('server rendering from the remotes manifest', () => {
  /** @type {(() => Promise<unknown>)[]} */
  const closers = [];
  /** @type {FastifyInstance} */
  let api;
  /** @type {string} */
  let manifestPath;
  /** @type {FastifyInstance} */
  let storefront;
  /** @type {Record<string, string>} */
  const remoteOrigins = {};
  /** The event calls the API received from server renders. @type {{ traceparent: string | string[] | undefined }[]} */
  const eventCalls = [];

  const writeManifest = (/** @type {{ name: string, entry: string }[]} */ remotes) => writeFileSync(manifestPath, JSON.stringify({ remotes }));
  const remotesAt = (/** @type {Record<string, string>} */ overrides = {}) =>
    ['catalog', 'checkout', 'account'].map((name) => ({ name, entry: `${overrides[name] ?? remoteOrigins[name]}/remoteEntry.js` }));

  before(async () => {
    api = Fastify();
    api.get('/api/sellers', async () => ({ data: sellers }));
    api.get('/api/my/user', async (req, reply) => {
      const cookie = req.headers.cookie ?? '';
      if (cookie.includes('sf_sid=member')) return member;
      if (cookie.includes('sf_sid=broken')) return reply.code(500).send([{ _code: 'internal' }]);
      return reply.code(401).send([{ _code: 'not_authenticated' }]);
    });
    api.get('/api/events/ev-ga', async (req) => {
      eventCalls.push({ traceparent: req.headers.traceparent });
      return admission;
    });
    // As the API answers an event id it does not have (api/src/lib/errors.ts, events not_found).
    api.get('/api/events/ev-gone', async (_req, reply) => reply.code(404).send([{ _code: 'not_found', _context: 'event', _description: 'Event not found', _extra: {} }]));
    api.get('/api/events/ev-removed', async (_req, reply) => reply.code(410).send([{ _code: 'event_removed', _context: 'event', _description: 'This event is no longer available', _extra: {} }]));
    api.get('/api/events/ev-broken', async (_req, reply) => reply.code(500).send([{ _code: 'internal', _context: '', _description: 'Internal error', _extra: {} }]));
    api.get('/api/events/ev-ga/calendar', async () => ({ data: [calendarDay('2030-03-01'), calendarDay('2030-03-02')] }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => api.close());
    for (const name of ['catalog', 'checkout', 'account']) {
      const server = await serveStatic({ root: path.join(root, `remote-${name}`, 'dist'), port: 0 });
      closers.push(() => server.close());
      remoteOrigins[name] = `http://127.0.0.1:${portOf(server)}`;
    }
    manifestPath = path.join(mkdtempSync(path.join(tmpdir(), 'sf-ssr-')), 'remotes.json');
    writeManifest(remotesAt());
    storefront = await buildStorefrontServer({
      apiUrl: `http://127.0.0.1:${portOf(api)}`,
      remotesManifestPath: manifestPath,
      // Generous: a cold first load of the remotes' server code on a busy machine.
      renderBudgetMs: 5000,
    });
    closers.push(() => storefront.close());
  });
  after(async () => {
    for (const close of closers.reverse()) await close();
  });

  it("renders the layout and the owning remote's screen into the page, for each seller", async () => {
    const res = await storefront.inject('/events');
    assert.equal(res.statusCode, 200);
    const markup = rootOf(res.body);
    assert.match(markup, /<a class="sf-skip-link" href="#main-content">Skip to main content<\/a>/);
    assert.match(markup, /class="sf-header__brand"[^>]*>City Museum of Art<\/a>/);
    const catalog = regionOf(markup, 'catalog/routes');
    assert.match(catalog, /<h1 id="cat-listing-title"[^>]*>Events<\/h1>/);
    assert.ok(!catalog.startsWith(`data-slot="catalog/routes"><!--$!-->`), 'the catalog region is server-rendered');
    assert.match(regionOf(markup, 'account/MemberMenu'), /^data-slot="account\/MemberMenu"><!--\$-->/);

    const zoo = rootOf((await storefront.inject('/harbour-zoo/events')).body);
    assert.match(zoo, /class="sf-header__brand"[^>]*>Harbour Zoo<\/a>/);
    assert.match(zoo, /href="\/harbour-zoo\/events"/);
  });

  it('renders for the visitor: a guest without asking the API, a member from the forwarded cookie', async () => {
    const guest = await storefront.inject('/events');
    assert.deepEqual(serverDataOf(guest.body).session, { user: null });
    assert.ok(serverDataOf(guest.body).hydration.boundaries >= 3, 'the boundaries in the markup are counted');

    const signedIn = await storefront.inject({ url: '/events', headers: { cookie: 'sf_sid=member' } });
    assert.equal(serverDataOf(signedIn.body).session.user.firstName, 'Ada');
    assert.match(regionOf(rootOf(signedIn.body), 'account/MemberMenu'), /Ada/);
  });

  it('leaves the whole page to the browser when it cannot tell who the visitor is', async () => {
    const res = await storefront.inject({ url: '/events', headers: { cookie: 'sf_sid=broken' } });
    assert.equal(res.statusCode, 200);
    assert.equal(rootOf(res.body), '');
    assert.equal(serverDataOf(res.body), null);
  });

  it("sends the first screen's styles in the head, with the page's nonce, and compresses the page", async () => {
    const res = await storefront.inject({ url: '/events', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers['content-encoding'], 'gzip');
    const html = gunzipSync(res.rawPayload).toString();
    const head = html.slice(0, html.indexOf('</head>'));
    const nonce = groupOf(head, /<script nonce="([^"]+)">window\.__STOREFRONT__/);
    // The nonce is base64 ('+', '/'): escaped before it goes into a pattern.
    const escapedNonce = nonce.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    assert.match(head, new RegExp(`<style nonce="${escapedNonce}" id="sf-shared-styles">[^<]*\\.sf-button\\{`));
    // The host's shell stylesheet and the catalog's own, registered by their server builds' CSS imports.
    assert.match(head, /\.sf-header\s*\{/);
    assert.match(head, /\.cat-listing__title\s*\{/);
    const plain = await storefront.inject('/events');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /<h1 id="cat-listing-title"/);
    const brotli = await storefront.inject({ url: '/events', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(brotli.rawPayload).toString(), /<h1 id="cat-listing-title"/);
  });

  it("renders the event page with its panel's date buttons, from the event and calendar fetched before rendering", async () => {
    const res = await storefront.inject('/events/ev-ga');
    assert.equal(res.statusCode, 200);
    const catalog = rootOf(res.body);
    assert.match(catalog, /<h1 class="cat-event__title">General Admission</);
    assert.match(catalog, /<legend[^>]*>Choose a date<\/legend>/);
    assert.match(catalog, /<button type="button" class="cat-date-button" data-date="2030-03-01"/);
    assert.match(catalog, /data-date="2030-03-02"/);
    // Sent with the page under the keys the event page and the form take them with: the browser asks for neither.
    const sent = serverDataOf(res.body).routeData;
    assert.ok(sent['catalog/event:ev-ga:'], 'the event is sent');
    assert.deepEqual(
      sent['catalog/date-first:ev-ga:tg-ga'].dates.map((/** @type {{ date: string }} */ d) => d.date),
      ['2030-03-01', '2030-03-02'],
    );
  });

  it("preloads the page's chunk set from the builds' manifests: host, then the route's screen; deferred regions not at all", async () => {
    // The first page a process renders reads the remotes' manifests; the next one has them.
    await storefront.inject('/events/ev-ga');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await storefront.inject('/events/ev-ga');
    const preloads = [...res.body.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="(\w+)" \/>/g)].map(
      ([, url = '', priority]) => ({ url, priority }),
    );
    const index = (/** @type {RegExp} */ pattern) => preloads.findIndex((p) => pattern.test(p.url));
    assert.equal(index(/^\/main\.js$/), 0, 'main.js first');
    assert.ok(index(/^\/chunks\/bootstrap\./) > 0);
    const catalog = String(remoteOrigins.catalog);
    for (const file of [/\/remoteEntry\.js$/, /__federation_expose_routes\./, /\/event-page\./, /\/date-first-form\./]) {
      const at = preloads.find((p) => p.url.startsWith(catalog) && file.test(p.url));
      assert.ok(at, `catalog ${file} is preloaded`);
      assert.equal(at.priority, 'high');
    }
    assert.ok(!preloads.some((p) => /\/event-listing\./.test(p.url)), "the listing's chunk is not this page's");
    // The cart widget and member menu load once the page is interactive (ADR 0018).
    assert.ok(!preloads.some((p) => p.url.startsWith(String(remoteOrigins.checkout)) || p.url.startsWith(String(remoteOrigins.account))));
    // ...and say so with the page: their boundaries are counted apart.
    const { hydration } = serverDataOf(res.body);
    assert.ok(hydration.deferred > 0 && hydration.deferred < hydration.boundaries, JSON.stringify(hydration));
  });

  it("answers a seller's configured redirect (spec 03 Router rules) with a 302, and renders the pages it leaves alone", async () => {
    for (const url of ['/closed-gardens', '/closed-gardens/events']) {
      const res = await storefront.inject(url);
      assert.equal(res.statusCode, 302, url);
      assert.equal(res.headers.location, 'https://tickets.example.org/gardens');
    }
    assert.equal((await storefront.inject('/closed-gardens/events/ev-ga')).statusCode, 200);
  });

  it("answers a page the owning remote only sends on (home without membership presell) with a 302 under the seller's prefix", async () => {
    const home = await storefront.inject('/');
    assert.equal(home.statusCode, 302);
    assert.equal(home.headers.location, '/events');
    const zoo = await storefront.inject('/harbour-zoo');
    assert.equal(zoo.statusCode, 302);
    assert.equal(zoo.headers.location, '/harbour-zoo/events');
  });

  it('answers 404 with the 404 page for a path no remote owns, and for one below a remote that it has no screen for', async () => {
    for (const url of ['/no-such-page', '/harbour-zoo/no-such-page', '/events/ev-ga/reserve/no-such-step']) {
      const res = await storefront.inject(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(rootOf(res.body), /<h1[^>]*>Oops!<\/h1>/, url);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    // Not the test-only page either, without STOREFRONT_TEST_ROUTES.
    assert.equal((await storefront.inject('/__test__/login-modes')).statusCode, 404);
  });

  it('answers 404 for an event the API does not have (410 for one its seller removed), with the page that shows the 404 page in the browser; 200 when the API only failed', async () => {
    const gone = await storefront.inject('/events/ev-gone');
    assert.equal(gone.statusCode, 404);
    assert.ok(!serverDataOf(gone.body).routeData['catalog/event:ev-gone:'], 'no event is sent');
    // One its seller removed is gone for good: 410, the same page.
    const removed = await storefront.inject('/events/ev-removed');
    assert.equal(removed.statusCode, 410);
    assert.ok(!serverDataOf(removed.body).routeData['catalog/event:ev-removed:'], 'no event is sent');
    // The API failing is not a missing event: the page is a page, and the browser asks again.
    assert.equal((await storefront.inject('/events/ev-broken')).statusCode, 200);
  });

  it("calls the API under the visitor's trace: a traceparent with its trace id and this server as the parent", async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    eventCalls.length = 0;
    await storefront.inject({ url: '/events/ev-ga', headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
    assert.equal(eventCalls.length, 1);
    assert.match(String(eventCalls[0]?.traceparent), new RegExp(`^00-${traceId}-(?!b7ad6b7169203331)[0-9a-f]{16}-01$`));
  });

  it('leaves a region whose remote is down to the browser, and renders the rest', async () => {
    writeManifest(remotesAt({ catalog: 'http://127.0.0.1:9' }));
    try {
      const res = await storefront.inject('/events');
      assert.equal(res.statusCode, 200);
      const markup = rootOf(res.body);
      assert.match(markup, /class="sf-header__brand"[^>]*>City Museum of Art<\/a>/);
      assert.ok(regionOf(markup, 'catalog/routes').includes(CLIENT_RENDERED), 'the catalog region is a client-rendered placeholder');
      assert.match(regionOf(markup, 'account/MemberMenu'), /^data-slot="account\/MemberMenu"><!--\$-->/);
    } finally {
      writeManifest(remotesAt());
    }
    // Back in the manifest, the remote renders on the server again.
    const again = rootOf((await storefront.inject('/events')).body);
    assert.match(regionOf(again, 'catalog/routes'), /Events<\/h1>/);
  });

  it('uses the remote the manifest names now: a repointed remote is loaded from its new origin', async () => {
    const second = await serveStatic({ root: path.join(root, 'remote-catalog', 'dist'), port: 0 });
    /** @type {string[]} */
    const fromSecond = [];
    second.server.on('request', (req) => fromSecond.push(String(req.url)));
    const origin = `http://127.0.0.1:${portOf(second)}`;
    writeManifest(remotesAt({ catalog: origin }));
    try {
      const markup = rootOf((await storefront.inject('/events')).body);
      assert.match(regionOf(markup, 'catalog/routes'), /Events<\/h1>/);
      assert.ok(fromSecond.includes('/server/remoteEntry.js'), `the new origin served the server entry (got ${fromSecond.join(', ')})`);
    } finally {
      writeManifest(remotesAt());
      await second.close();
    }
  });

  it('leaves a remote whose server build is broken to the browser', async () => {
    const broken = Fastify();
    broken.get('/server/remoteEntry.js', async (_req, reply) => reply.type('application/javascript').send('this is not javascript ('));
    await broken.listen({ port: 0, host: '127.0.0.1' });
    writeManifest(remotesAt({ catalog: `http://127.0.0.1:${portOf(broken)}` }));
    try {
      const res = await storefront.inject('/events');
      assert.equal(res.statusCode, 200);
      assert.ok(regionOf(rootOf(res.body), 'catalog/routes').includes(CLIENT_RENDERED));
    } finally {
      writeManifest(remotesAt());
      await broken.close();
    }
  });
});

describe('server rendering a release published on the storefront itself (ADR 0024)', () => {
  it("renders from the version's folder under /releases/, while the page is given paths on its own origin", async () => {
    const api = Fastify();
    api.get('/api/sellers', async () => ({ data: sellers }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-ssr-releases-'));
    const version = '1.0.0+ssr00001';
    mkdirSync(path.join(dir, 'releases', 'catalog'), { recursive: true });
    symlinkSync(path.join(root, 'remote-catalog', 'dist'), path.join(dir, 'releases', 'catalog', version));
    const entry = `/releases/catalog/${version}/remoteEntry.js`;
    const manifestPath = path.join(dir, 'remotes.json');
    writeFileSync(
      manifestPath,
      JSON.stringify({
        version: 2,
        remotes: { catalog: { versions: { [version]: { entry, status: 'good', publishedAt: '2026-01-01T00:00:00.000Z' } }, default: { version, previous: [] }, sellers: {} } },
      }),
    );
    const storefront = await buildStorefrontServer({
      apiUrl: `http://127.0.0.1:${portOf(api)}`,
      remotesManifestPath: manifestPath,
      releasesDir: path.join(dir, 'releases'),
      renderBudgetMs: 5000,
    });
    /** @type {string[]} */
    const served = [];
    storefront.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/releases/')) served.push(request.url);
    });
    try {
      // Listening: the server learns its own address, which the render fetches the release from.
      await storefront.listen({ port: 0, host: '127.0.0.1' });
      const res = await storefront.inject('/events');
      assert.equal(res.statusCode, 200);
      assert.match(regionOf(rootOf(res.body), 'catalog/routes'), /<h1 id="cat-listing-title"[^>]*>Events<\/h1>/);
      assert.ok(served.includes(`/releases/catalog/${version}/server/remoteEntry.js`), `the server build came from /releases/ (got ${served.join(', ')})`);
      const embedded = JSON.parse(groupOf(res.body, /window\.__STOREFRONT_REMOTES__=(\{.*?\});/));
      assert.equal(embedded.remotes[0].entry, entry, 'the browser is given the path');
      assert.ok(!res.body.includes(`http://127.0.0.1:${portOf(storefront)}/releases/`), "the server's own address never reaches the page");
    } finally {
      await storefront.close();
      await api.close();
    }
  });
});

describe('the render budget', () => {
  it('sends a slow region as a placeholder once the budget is spent, and the page on time', async () => {
    const api = Fastify();
    api.get('/api/sellers', async () => ({ data: sellers }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    // A remote whose server entry takes 3 s to arrive.
    const slow = Fastify({ forceCloseConnections: true });
    slow.get('/server/remoteEntry.js', async (_req, reply) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return reply.code(404).send();
    });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const manifestPath = path.join(mkdtempSync(path.join(tmpdir(), 'sf-ssr-budget-')), 'remotes.json');
    writeFileSync(manifestPath, JSON.stringify({ remotes: [{ name: 'account', entry: `http://127.0.0.1:${portOf(slow)}/remoteEntry.js` }] }));
    const storefront = await buildStorefrontServer({
      apiUrl: `http://127.0.0.1:${portOf(api)}`,
      remotesManifestPath: manifestPath,
      renderBudgetMs: 300,
    });
    try {
      const started = Date.now();
      const res = await storefront.inject('/login');
      assert.equal(res.statusCode, 200);
      assert.ok(Date.now() - started < 3000, `answered in ${Date.now() - started} ms`);
      const markup = rootOf(res.body);
      assert.match(markup, /class="sf-header__brand"/);
      // Still pending when the budget ran out: sent empty, and switched to browser rendering
      // by React's script (carrying the page's CSP nonce).
      assert.match(regionOf(markup, 'account/routes'), /^data-slot="account\/routes"><!--\$\?--><template id="(B:\d+)"><\/template>/);
      const boundary = groupOf(regionOf(markup, 'account/routes'), /<template id="(B:\d+)">/);
      const nonce = groupOf(res.body, /<script nonce="([^"]+)">window\.__STOREFRONT__/);
      assert.ok(markup.includes(`<script nonce="${nonce}">$RX("${boundary}")</script>`) || markup.includes(`;$RX("${boundary}")</script>`));
    } finally {
      await storefront.close();
      await slow.close();
      await api.close();
    }
  });
});
