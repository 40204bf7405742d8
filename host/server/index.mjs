/**
 * The storefront server: serves the host's production build, proxies `/api` to the
 * platform API, serves the remotes manifest as data (`no-cache`) and renders index.html
 * with the seller config of the seller named in the URL (spec 01 §1) embedded.
 *
 *   PORT (3000)  HOST (127.0.0.1)  API_URL (http://127.0.0.1:4000)
 *   REMOTES_MANIFEST (host/remotes.json)  PUBLIC_API_BASE (/api)
 *   TRUST_PROXY: behind a TLS-terminating proxy, `true` or its addresses, so the API is
 *   told the browser's scheme and host (X-Forwarded-Proto/-Host) as that proxy saw them
 *   SSR_RENDER_BUDGET_MS (300): how long remote regions may take to render on the server
 *   before they are left to the browser (ADR 0017)
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { createSellerDirectory } from './seller-directory.mjs';
import { cacheControlFor } from './cache-control.mjs';
import { compressPage, renderPage } from './render-page.mjs';
import { createManifestSource, firstLoadPreloads } from './first-load.mjs';
import { registerApiProxy } from './api-proxy.mjs';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, newNonce } from './security-headers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUILD_FILE = /\.(?:js|mjs|css|map)$/i;

/**
 * The host's server render entry (ADR 0017), or null when it was not built: pages are then
 * rendered in the browser only. Its Module Federation startup is asynchronous, so the
 * module's exports arrive as a promise.
 */
async function loadServerRenderer(renderEntry) {
  if (!existsSync(renderEntry)) return null;
  return await createRequire(import.meta.url)(renderEntry);
}

/** `true`, or a comma-separated list of proxy addresses; unset trusts no X-Forwarded-* from the client. */
const trustProxyFromEnv = (value) => (value === 'true' ? true : value || false);

export async function buildStorefrontServer({
  apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000',
  remotesManifestPath = process.env.REMOTES_MANIFEST ?? path.resolve(here, '../remotes.json'),
  publicApiBase = process.env.PUBLIC_API_BASE ?? '/api',
  logger = false,
  trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY),
  renderBudgetMs = Number(process.env.SSR_RENDER_BUDGET_MS ?? 300),
  // The host's browser build and its server render entry; the monolith build's are
  // dist-monolith/ and server-dist-monolith/render.js (issue 11).
  distDir = path.resolve(here, '../dist'),
  renderEntry = path.resolve(here, '../server-dist/render.js'),
  // The test-only route and overrides in a production build (spec 03 §2.1): end-to-end tests only.
  testRoutes = process.env.STOREFRONT_TEST_ROUTES === '1',
} = {}) {
  const app = Fastify({ logger, trustProxy });
  const serverRenderer = await loadServerRenderer(renderEntry);
  // The builds' own lists of what each page's scripts are, to preload them with the page.
  const buildManifests = createManifestSource({ hostDistDir: distDir });
  const sellers = createSellerDirectory(apiUrl);
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  // Read per request: pointing a seller at another remote build is a data change.
  const readManifest = async () => JSON.parse(await readFile(remotesManifestPath, 'utf8'));

  await registerApiProxy(app, { apiUrl });

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
    preCompressed: true,
    wildcard: false,
    // index.html is a template: it is only ever sent rendered, below. Source maps are never
    // public (a production build writes them outside dist; this guards an older build).
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('.map'),
    cacheControl: false,
  });
  // Set here, not in setHeaders, which @fastify/static skips for pre-compressed files.
  // Routes that set their own policy (the page, the manifest) keep it.
  app.addHook('onSend', async (req, reply) => {
    // The API's answers keep the API's headers.
    if (req.url.startsWith('/api/')) return;
    reply.headers(BASE_SECURITY_HEADERS);
    if (reply.hasHeader('Cache-Control')) return;
    reply.header('Cache-Control', cacheControlFor(req.url, reply.statusCode));
  });

  /** The page's markup and the data it was rendered with, or nothing (the browser renders it) when that fails. */
  async function renderOnServer(request) {
    if (!serverRenderer) return {};
    try {
      const { html, data, clientRendered, styles, firstLoad, timings, redirect } = await serverRenderer.renderStorefront({
        ...request,
        budgetMs: renderBudgetMs,
      });
      // A configured redirect (spec 03 Router rules): answered as one, not as a page that leaves.
      if (redirect) return { redirect };
      if (clientRendered.length > 0) app.log.warn({ url: request.url, clientRendered }, 'regions left to the browser');
      const preloads = await firstLoadPreloads({ source: buildManifests, remotesManifest: request.manifest, ...firstLoad });
      // Visible in the browser's network panel: how the render budget was spent, and whether it ran out.
      const serverTiming = [
        `data;dur=${timings.dataMs.toFixed(1)}`,
        `render;dur=${timings.renderMs.toFixed(1)}`,
        ...(clientRendered.length > 0 ? [`client-rendered;desc="${clientRendered.length} region(s)"`] : []),
      ].join(', ');
      return { appHtml: html, serverData: data, styles, preloads, serverTiming };
    } catch (error) {
      app.log.error({ err: error, url: request.url }, 'server render failed; the browser renders the page');
      return {};
    }
  }

  // A cold process must first fetch and evaluate the remotes' server code, which can outlast
  // the render budget (the first visitors would get those regions rendered in the browser):
  // once listening, render the listing once in the background to load it.
  if (serverRenderer) {
    app.addHook('onListen', async () => {
      void app.inject('/events').catch(() => undefined);
    });
  }

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readManifest();
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    const url = new URL(req.url, 'http://storefront.local');
    // A script, stylesheet or source map that is not there is a 404, never the page as HTML.
    if (BUILD_FILE.test(url.pathname)) return reply.code(404).type('text/plain').send('Not found');
    const seller = await sellers.resolve(url.pathname);
    if (!seller) {
      return reply
        .code(503)
        .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'")
        .type('text/html')
        .send('<!doctype html><title>Storefront unavailable</title><h1>The storefront is unavailable right now.</h1><p>Please try again in a moment.</p>');
    }
    const manifest = await readManifest();
    const nonce = newNonce();
    const pageConfig = { seller: seller.config, apiBaseUrl: publicApiBase, basePath: seller.basePath, ...(testRoutes ? { testRoutes } : {}) };
    const { serverTiming, redirect, ...rendered } = await renderOnServer({ url: req.url, pageConfig, manifest, nonce, apiUrl, cookie: req.headers.cookie });
    if (redirect) return reply.header('Cache-Control', 'no-cache').redirect(redirect, 302);
    const html = renderPage(template, { pageConfig, manifest, nonce, ...rendered });
    if (serverTiming) reply.header('Server-Timing', serverTiming);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy({ nonce, manifest, seller: seller.config, apiBaseUrl: publicApiBase }))
      .type('text/html')
      .send(await compressPage(html, req.headers['accept-encoding'], reply));
  });

  return app;
}

// No top-level await: the end-to-end tests load this module through require().
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  buildStorefrontServer({ logger: { level: 'warn' } })
    .then((app) => app.listen({ port, host }))
    .then(
      () => console.log(`Storefront ready at http://localhost:${port}/`),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
}
