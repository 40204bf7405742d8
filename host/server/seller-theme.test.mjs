/**
 * The seller theme on every page (node:test, issue 17): the page's seller's colours, made
 * accessible, in a nonce'd `<style id="sf-seller-theme">` in the head, whether the server
 * rendered the page or left it to the browser; one warning per seller whose colours changed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildStorefrontServer } from './index.mjs';
import { accessibleTheme } from '../../shared/src/ui/theme.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// As the demo seeds them (api/src/demo/seed-data.ts): the museum's pass, the zoo's are too pale.
const MUSEUM = { primary: '#1f4fd1', header: '#1f3a5f' };
const ZOO = { primary: '#2ec4b6', header: '#f6c945' };
const sellers = [
  { id: 's-1', slug: 'city-museum', name: 'City Museum', default_currency_code: 'USD', web: { brand_colors: MUSEUM } },
  { id: 's-2', slug: 'harbour-zoo', name: 'Harbour Zoo', default_currency_code: 'GBP', web: { brand_colors: ZOO } },
  { id: 's-3', slug: 'plain-gardens', name: 'Plain Gardens', default_currency_code: 'GBP', web: {} },
];

/** A server render entry that renders a fixed shell, as host/server-dist/render.js answers. */
const FAKE_RENDER = `module.exports = Promise.resolve({
  renderStorefront: async () => ({
    html: '<main>rendered</main>',
    data: {},
    clientRendered: [],
    styles: [{ id: 'sf-shared-styles', css: ':where(:root){--sf-primary:#1f4fd1}' }, { css: '.sf-header{}' }],
    firstLoad: { owner: null, routeChunks: [], regions: [] },
    timings: { dataMs: 1, renderMs: 1 },
    redirect: null,
  }),
});`;

/** The page's theme rule's properties, and the nonce its <style> carries. @param {string} html */
function themeOf(html) {
  const match = html.match(/<style nonce="([^"]+)" id="sf-seller-theme">:root\{([^}]*)\}<\/style>/);
  assert.ok(match, 'the page carries its seller theme');
  /** @type {Record<string, string>} */
  const properties = Object.fromEntries((match[2] ?? '').split(';').map((declaration) => declaration.split(':')));
  return { nonce: match[1], properties };
}

const cspNonceOf = (/** @type {import('fastify').LightMyRequestResponse} */ res) => String(res.headers['content-security-policy']).match(/style-src 'self' 'nonce-([^']+)'/)?.[1];

describe('seller theme', () => {
  /** @type {import('fastify').FastifyInstance} */
  let api;
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-theme-'));
  const distDir = path.join(dir, 'dist');
  const manifestPath = path.join(dir, 'remotes.json');
  /** Server renderer present, and absent (the plain index.html path). @type {Record<string, import('fastify').FastifyInstance>} */
  const storefronts = {};
  const storefront = (/** @type {string} */ kind) => {
    const app = storefronts[kind];
    assert.ok(app, `the ${kind} storefront was built`);
    return app;
  };
  /** @type {{ msg: string, seller?: string, adjustments?: { role: string }[] }[]} */
  const logLines = [];

  before(async () => {
    api = Fastify();
    api.get('/api/sellers', async () => ({ data: sellers }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    mkdirSync(distDir);
    copyFileSync(path.join(here, '../public/index.html'), path.join(distDir, 'index.html'));
    writeFileSync(manifestPath, JSON.stringify({ remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:9/remoteEntry.js' }] }));
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_RENDER);
    const { port } = /** @type {import('node:net').AddressInfo} */ (api.server.address());
    const options = { apiUrl: `http://127.0.0.1:${port}`, remotesManifestPath: manifestPath, distDir, selfUrl: 'http://127.0.0.1:9' };
    storefronts.rendered = await buildStorefrontServer({
      ...options,
      renderEntry: path.join(dir, 'render.cjs'),
      logger: { level: 'warn', stream: { write: (/** @type {string} */ line) => logLines.push(JSON.parse(line)) } },
    });
    storefronts.plain = await buildStorefrontServer({ ...options, renderEntry: path.join(dir, 'no-render.js') });
  });
  after(async () => {
    await Promise.all(Object.values(storefronts).map((app) => app.close()));
    await api.close();
  });

  for (const kind of ['rendered', 'plain']) {
    describe(`a ${kind === 'rendered' ? 'server-rendered' : 'browser-rendered'} page`, () => {
      it("carries the zoo's colours made accessible, in a style with the page's nonce", async () => {
        const res = await storefront(kind).inject('/harbour-zoo/events');
        assert.equal(res.statusCode, 200);
        const { nonce, properties } = themeOf(res.body);
        assert.equal(nonce, cspNonceOf(res));
        assert.deepEqual(properties, accessibleTheme(ZOO).properties);
        // Darkened, not as configured; the yellow header keeps its colour with dark text.
        assert.notEqual(properties['--sf-primary'], ZOO.primary);
        assert.equal(properties['--sf-brand'], properties['--sf-primary']);
        assert.equal(properties['--sf-header'], ZOO.header);
        assert.equal(properties['--sf-header-text'], '#1c1f24');
      });

      it("carries the museum's colours as configured", async () => {
        const { properties } = themeOf((await storefront(kind).inject('/city-museum/events')).body);
        assert.equal(properties['--sf-primary'], MUSEUM.primary);
        assert.equal(properties['--sf-brand'], MUSEUM.primary);
        assert.equal(properties['--sf-header'], MUSEUM.header);
        assert.equal(properties['--sf-header-text'], '#ffffff');
      });

      it('carries the default look for a seller without colours', async () => {
        const { properties } = themeOf((await storefront(kind).inject('/plain-gardens/events')).body);
        assert.deepEqual(properties, accessibleTheme({ primary: null, header: null }).properties);
      });
    });
  }

  it('comes after the stylesheets the server rendered', async () => {
    const { body } = await storefront('rendered').inject('/harbour-zoo/');
    assert.ok(body.indexOf('id="sf-shared-styles"') < body.indexOf('id="sf-seller-theme"'));
    assert.ok(body.includes('<main>rendered</main>'));
  });

  it('warns once per seller whose colours were changed, saying what, its ratio and what is used instead', async () => {
    for (const url of ['/harbour-zoo/events', '/harbour-zoo/', '/city-museum/events', '/plain-gardens/']) await storefront('rendered').inject(url);
    const warnings = logLines.filter((line) => /brand colours changed/.test(line.msg));
    assert.equal(warnings.length, 1);
    const [warning] = warnings;
    assert.ok(warning);
    assert.equal(warning.seller, 'harbour-zoo');
    assert.deepEqual(
      warning.adjustments?.map(({ role }) => role),
      ['primary', 'focus', 'header-text'],
    );
    assert.match(warning.msg, /Primary colour \(text and links\) #2ec4b6 has 2\.00:1 against #f5f6f8 \(needs 4\.5:1\); #[0-9a-f]{6} is used instead\./);
    assert.match(warning.msg, /Header text #ffffff has 1\.57:1 against #f6c945/);
  });
});
