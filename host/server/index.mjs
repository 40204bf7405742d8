/**
 * The storefront server: serves the host's production build and the published remote
 * builds (`/releases/`), proxies `/api` to the platform API, and renders index.html with the
 * seller config of the seller named in the URL (spec 01 §1) and the remotes resolved for
 * that seller and this visitor from the release manifest (ADR 0024) embedded.
 *
 *   PORT (3000)  HOST (127.0.0.1)  API_URL (http://127.0.0.1:4000)
 *   REMOTES_MANIFEST (host/remotes.json): the release manifest, version 1 or 2, read per page
 *   PUBLIC_API_BASE (/api)
 *   TRUST_PROXY: behind a TLS-terminating proxy, `true` or its addresses, so the API is
 *   told the browser's scheme and host (X-Forwarded-Proto/-Host) as that proxy saw them
 *   SSR_RENDER_BUDGET_MS (300): how long remote regions may take to render on the server
 *   before they are left to the browser (ADR 0017)
 *   RELEASES_DIR (<repo>/releases): published remote builds, served at /releases/
 *   RELEASES_ADMIN_TOKEN: turns on the release admin endpoints (/_storefront/admin/releases)
 *   REMOTE_BAD_AFTER (3): different visitors whose reports of one remote version failing
 *   within 10 minutes mark it bad
 *   METRICS_PORT, METRICS_HOST (127.0.0.1): Prometheus metrics at /metrics on a port of their
 *   own (`metrics.mjs`); none without a port
 *   READY_TIMEOUT_MS (2000): how long /health/ready waits for the API's readiness
 *   NODE_ENV=production: refuses to start while a setting is missing or unsafe, every one
 *   named (`production.mjs`); HSTS on every answer; the visitor cookie always Secure
 * When run as a program: LOG_LEVEL (info), JSON lines on stdout (`logging.mjs`); SIGTERM and
 * SIGINT finish the requests under way, at most SHUTDOWN_TIMEOUT_MS (10000), then exit.
 * Options only: `selfUrl`, this server's own address for entries given as paths (default:
 * learned once listening).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import { createSellerDirectory } from './seller-directory.mjs';
import { createSellerThemes } from './seller-theme.mjs';
import { cacheControlFor } from './cache-control.mjs';
import { PAGE_COMPRESSION, renderPage } from './render-page.mjs';
import { createManifestSource, firstLoadPreloads } from './first-load.mjs';
import { registerApiProxy } from './api-proxy.mjs';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, newNonce } from './security-headers.mjs';
import { isRemoteName, isVersionName, resolveRemotes } from './release-manifest.mjs';
import { createReleaseStore } from './release-store.mjs';
import { createManifestReader, withAbsoluteEntries } from './page-remotes.mjs';
import { avoidListOf, setVisitorCookie, visitorOf } from './visitor.mjs';
import { createFailureTracker } from './remote-failures.mjs';
import { registerFailureBeacon, SELLER_SLUG_PATTERN } from './failure-beacon.mjs';
import { registerReleasesAdmin } from './releases-admin.mjs';
import { answerEndpointError, endpointError } from './endpoint-errors.mjs';
import { STRICT_TRANSPORT_SECURITY } from './security-headers.mjs';
import { logLine, requestLoggingOptions } from './logging.mjs';
import { traceparentFor } from './trace-context.mjs';
import { createMetrics, endpointRouteOf, metricsListenFromEnv, pageRouteOf, serveMetrics } from './metrics.mjs';
import { registerHealth } from './health.mjs';
import { assertProductionReady, ProductionRefusal } from './production.mjs';
import { closeOnSignals } from './shutdown.mjs';

/**
 * The host's server render entry (host/src/server/render.tsx, built to server-dist/render.js)
 * as this server calls it: a page, or only the redirect a page stands for.
 * @typedef {{ owner: string | null, routeChunks: string[], regions: string[] }} FirstLoad
 * @typedef {{
 *   html: string,
 *   data: unknown,
 *   clientRendered: string[],
 *   styles: { id?: string, css: string }[],
 *   firstLoad: FirstLoad,
 *   timings: { dataMs: number, renderMs: number },
 *   status: 200 | 404 | 410,
 *   redirect: string | null,
 * }} ServerRenderResult
 * @typedef {{ url: string, pageConfig: PageConfig, manifest: RemotesForPage, nonce: string, apiUrl: string, cookie?: string, traceparent?: string }} RenderRequest
 * @typedef {{ renderStorefront: (request: RenderRequest & { budgetMs: number }) => Promise<ServerRenderResult | { redirect: string }> }} ServerRenderer
 * @typedef {{ seller: import('./seller-directory.mjs').SellerConfig, apiBaseUrl: string, basePath: string, testRoutes?: boolean }} PageConfig
 * @typedef {{ remotes: import('./release-manifest.mjs').ResolvedRemote[] }} RemotesForPage
 * @typedef {{
 *   redirect?: string,
 *   appHtml?: string,
 *   serverData?: unknown,
 *   styles?: { id?: string, css: string }[],
 *   preloads?: import('./first-load.mjs').Preload[],
 *   serverTiming?: string,
 *   status?: 200 | 404 | 410,
 * }} RenderedOnServer
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const BUILD_FILE = /\.(?:js|mjs|css|map)$/i;
/** Published builds never change (ADR 0024): a version is a new folder. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file inside a published version's folder, `/<remote>/<version>/…`; never a source map, a dot file or the manifest beside them. */
/** @param {string} pathName */
function isReleaseFile(pathName) {
  const [remote, version, ...rest] = pathName.split('/').slice(1);
  return isRemoteName(remote) && isVersionName(version) && rest.length > 0 && !rest.some((/** @type {string} */ part) => part.startsWith('.')) && !pathName.endsWith('.map');
}

/** `http://host:port` of a listening server, as this process can reach it. @param {import('node:net').Server} server */
function listeningUrlOf(server) {
  const address = server.address();
  if (!address || typeof address !== 'object') return undefined;
  const anyAddress = address.address === '0.0.0.0' || address.address === '::';
  const host = anyAddress ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The 503 page: no seller or no remotes to render it with. */
const answerUnavailable = (/** @type {import('fastify').FastifyReply} */ reply) =>
  reply
    .code(503)
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'")
    .type('text/html')
    .send('<!doctype html><title>Storefront unavailable</title><h1>The storefront is unavailable right now.</h1><p>Please try again in a moment.</p>');

/**
 * The host's server render entry (ADR 0017), or null when it was not built: pages are then
 * rendered in the browser only. Its Module Federation startup is asynchronous, so the
 * module's exports arrive as a promise.
 * @param {string} renderEntry @returns {Promise<ServerRenderer | null>}
 */
async function loadServerRenderer(renderEntry) {
  if (!existsSync(renderEntry)) return null;
  return /** @type {ServerRenderer} */ (await createRequire(import.meta.url)(renderEntry));
}

/** `true`, or a comma-separated list of proxy addresses; unset trusts no X-Forwarded-* from the client. */
const trustProxyFromEnv = (/** @type {string | undefined} */ value) => (value === 'true' ? true : value || false);

/**
 * @param {{
 *   apiUrl?: string,
 *   remotesManifestPath?: string,
 *   publicApiBase?: string,
 *   logger?: import('fastify').FastifyServerOptions['logger'],
 *   trustProxy?: boolean | string,
 *   renderBudgetMs?: number,
 *   distDir?: string,
 *   renderEntry?: string,
 *   testRoutes?: boolean,
 *   releasesDir?: string,
 *   releasesAdminToken?: string,
 *   badAfterVisitors?: number,
 *   selfUrl?: string,
 *   production?: boolean,
 *   metricsListen?: import('./metrics.mjs').MetricsListen | null,
 *   readyTimeoutMs?: number,
 * }} [options]
 */
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
  // Published remote builds (ADR 0024), served at /releases/.
  releasesDir = process.env.RELEASES_DIR ?? path.resolve(here, '../../releases'),
  // Without it, the release admin endpoints do not exist.
  releasesAdminToken = process.env.RELEASES_ADMIN_TOKEN || undefined,
  badAfterVisitors = Number(process.env.REMOTE_BAD_AFTER ?? 3),
  // This server's own address, for remote entries given as paths; learned once listening.
  selfUrl = undefined,
  // HSTS and an always-Secure visitor cookie; the settings themselves are checked before (production.mjs).
  production = process.env.NODE_ENV === 'production',
  // Where /metrics is served once listening; null: nowhere (metrics are counted anyway).
  metricsListen = metricsListenFromEnv(process.env),
  readyTimeoutMs = Number(process.env.READY_TIMEOUT_MS ?? 2000),
} = {}) {
  const app = Fastify({
    logger,
    trustProxy,
    // Request bodies are refused, not trimmed or coerced, when they do not match their schema.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // While closing, a request that still arrives on a kept-alive connection is answered (and
    // its connection closed, below) rather than given Fastify's own 503.
    return503OnClosing: false,
    ...requestLoggingOptions,
  });
  const serverRenderer = await loadServerRenderer(renderEntry);
  let ownUrl = selfUrl;
  // The builds' own lists of what each page's scripts are, to preload them with the page.
  const buildManifests = createManifestSource({ hostDistDir: distDir, selfUrl: () => ownUrl });
  const sellers = createSellerDirectory(apiUrl, app.log);
  const themes = createSellerThemes(app.log);
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  // Read per page: a release is a data change.
  const releaseStore = createReleaseStore(remotesManifestPath);
  const manifests = createManifestReader(releaseStore, app.log);
  const failures = createFailureTracker({ badAfterVisitors });
  const metrics = createMetrics({ processMetrics: metricsListen !== null });
  /** A page's path below its seller's prefix, for its metrics label once its status is known. @type {WeakMap<import('fastify').FastifyRequest, string>} */
  const pagePaths = new WeakMap();

  app.addHook('onListen', async () => {
    ownUrl ??= listeningUrlOf(app.server);
  });
  if (metricsListen) {
    /** @type {Awaited<ReturnType<typeof serveMetrics>> | undefined} */
    let metricsServer;
    app.addHook('onListen', async () => {
      metricsServer = await serveMetrics(metrics, metricsListen);
      app.log.info({ url: metricsServer.url }, 'metrics served');
    });
    app.addHook('onClose', async () => metricsServer?.close());
  }
  app.addHook('onResponse', async (request, reply) => {
    const pagePath = pagePaths.get(request);
    const route = pagePath === undefined ? endpointRouteOf(request.routeOptions.url) : pageRouteOf(pagePath, reply.statusCode);
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  // request.cookies and reply.setCookie everywhere; the /api proxy forwards the Cookie
  // header and the API's Set-Cookie as they are.
  await app.register(fastifyCookie);
  await registerApiProxy(app, { apiUrl });
  await app.register(rateLimit, { global: false });
  await registerHealth(app, { apiUrl, currentManifest: () => manifests.current(), timeoutMs: readyTimeoutMs });
  await registerFailureBeacon(app, { store: releaseStore, currentManifest: () => manifests.current(), tracker: failures, metrics });
  if (releasesAdminToken) await registerReleasesAdmin(app, { token: releasesAdminToken, store: releaseStore, failures });

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
    preCompressed: true,
    wildcard: false,
    // index.html is a template: it is only ever sent rendered, below. Source maps are never
    // public (a production build writes them outside dist; this guards an older build).
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('.map'),
    // No route for it either, so /index.html is a page like any other path (compressed as one).
    globIgnore: ['index.html'],
    cacheControl: false,
  });
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    allowedPath: isReleaseFile,
    cacheControl: false,
  });
  // Set here, not in setHeaders, which @fastify/static skips for pre-compressed files.
  // Routes that set their own policy (the page, the manifest) keep it.
  // Once closing (SIGTERM), an answer also ends its connection: a kept-alive one would hold the
  // close, which waits for every connection, until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    if (closing) reply.header('Connection', 'close');
    if (production) reply.headers(STRICT_TRANSPORT_SECURITY);
    // The API's answers keep the API's headers, and get the base ones it left out (another platform may).
    if (req.url.startsWith('/api/')) {
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
      return;
    }
    reply.headers(BASE_SECURITY_HEADERS);
    if (reply.hasHeader('Cache-Control')) return;
    const published = req.url.startsWith('/releases/') && reply.statusCode >= 200 && reply.statusCode < 300;
    reply.header('Cache-Control', published ? IMMUTABLE : cacheControlFor(req.url, reply.statusCode));
  });

  /**
   * The page's markup and the data it was rendered with, or nothing (the browser renders it) when that fails.
   * @param {RenderRequest & { pageRemotes: RemotesForPage, log: import('fastify').FastifyBaseLogger }} request @returns {Promise<RenderedOnServer>}
   */
  async function renderOnServer({ pageRemotes, log, ...request }) {
    if (!serverRenderer) return {};
    try {
      const result = await serverRenderer.renderStorefront({ ...request, budgetMs: renderBudgetMs });
      // A configured redirect (spec 03 Router rules): answered as one, not as a page that leaves.
      if (result.redirect) {
        metrics.countRender('redirect');
        return { redirect: result.redirect };
      }
      // Without a redirect, the render is a page.
      const { html, data, clientRendered, styles, firstLoad, timings, status } = /** @type {ServerRenderResult} */ (result);
      metrics.countRender(clientRendered.length > 0 ? 'partial' : 'complete');
      if (clientRendered.length > 0) log.warn({ clientRendered }, 'regions left to the browser');
      const preloads = await firstLoadPreloads({ source: buildManifests, remotesManifest: pageRemotes, ...firstLoad });
      // Visible in the browser's network panel: how the render budget was spent, and whether it ran out.
      const serverTiming = [
        `data;dur=${timings.dataMs.toFixed(1)}`,
        `render;dur=${timings.renderMs.toFixed(1)}`,
        ...(clientRendered.length > 0 ? [`client-rendered;desc="${clientRendered.length} region(s)"`] : []),
      ].join(', ');
      return { appHtml: html, serverData: data, styles, preloads, serverTiming, status };
    } catch (error) {
      metrics.countRender('failed');
      log.error({ err: error }, 'server render failed; the browser renders the page');
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

  /** This visitor's id (a new one is set on the reply) and the remote versions their browser avoids. */
  /** @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply */
  function visitorFor(req, reply) {
    const visitor = visitorOf(req.cookies);
    if (visitor.isNew) setVisitorCookie(reply, visitor.id, { alwaysSecure: production });
    return { visitorId: visitor.id, avoid: avoidListOf(req.cookies) };
  }

  // The remotes this visitor gets for a seller (the default seller without `seller`), as a page embeds them.
  await app.register(async (scope) => {
    scope.setErrorHandler(answerEndpointError('remotes'));
    scope.get(
      '/remotes.json',
      { schema: { querystring: { type: 'object', additionalProperties: false, properties: { seller: { type: 'string', pattern: SELLER_SLUG_PATTERN } } } } },
      async (req, reply) => {
        const manifest = await manifests.current();
        if (!manifest) return reply.code(503).send(endpointError('manifest_unreadable', 'remotes', 'The remotes manifest cannot be read.'));
        const query = /** @type {{ seller?: string }} */ (req.query);
        const seller = query.seller ?? (await sellers.resolve('/'))?.config.slug ?? '';
        return reply.header('Cache-Control', 'no-cache').send(resolveRemotes(manifest, { seller, ...visitorFor(req, reply) }));
      },
    );
  });

  /**
   * A page for any path no file, endpoint or the proxy answers: the seller's from the URL,
   * server-rendered where it can be. Not one for a script, stylesheet or source map that is
   * not there, nor a missing published file or storefront endpoint; the unavailable page
   * without a seller or remotes; a configured redirect as one.
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  async function answerPage(req, reply) {
    const url = new URL(req.url, 'http://storefront.local');
    pagePaths.set(req, url.pathname);
    // A script, stylesheet or source map that is not there is a 404, never the page as HTML;
    // so is any missing published file, and the storefront's own endpoints (admin ones when off).
    if (BUILD_FILE.test(url.pathname) || url.pathname.startsWith('/releases/')) return reply.code(404).type('text/plain').send('Not found');
    if (url.pathname.startsWith('/_storefront/')) return reply.code(404).send(endpointError('not_found', 'storefront', 'There is no such endpoint.'));
    const seller = await sellers.resolve(url.pathname);
    const manifest = seller && (await manifests.current());
    if (!seller || !manifest) return answerUnavailable(reply);
    pagePaths.set(req, url.pathname.slice(seller.basePath.length));
    const remotes = resolveRemotes(manifest, { seller: seller.config.slug, ...visitorFor(req, reply) });
    const nonce = newNonce();
    const pageConfig = { seller: seller.config, apiBaseUrl: publicApiBase, basePath: seller.basePath, ...(testRoutes ? { testRoutes } : {}) };
    const { serverTiming, redirect, status = 200, ...rendered } = await renderOnServer({
      url: req.url,
      pageConfig,
      // The server render loads the remotes' server builds: from absolute URLs (paths are this server's).
      manifest: ownUrl ? withAbsoluteEntries(remotes, ownUrl) : remotes,
      pageRemotes: remotes,
      nonce,
      apiUrl,
      cookie: req.headers.cookie,
      traceparent: traceparentFor(req.raw),
      log: req.log,
    });
    if (redirect) return reply.header('Cache-Control', 'no-cache').redirect(redirect, 302);
    // The seller's colours, last in the head: server-rendered or not, the page is painted in them.
    const styles = [...(rendered.styles ?? []), themes.styleFor(seller.config)];
    const html = renderPage(template, { pageConfig, manifest: remotes, nonce, ...rendered, styles });
    if (serverTiming) reply.header('Server-Timing', serverTiming);
    reply
      // The 404 page for a path nothing is at, or an event the API does not have (spec 01 §2).
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy({ nonce, manifest: remotes, seller: seller.config, apiBaseUrl: publicApiBase }))
      // Compressed or not, the page differs by Accept-Encoding (@fastify/compress adds Vary only when it compresses).
      .header('Vary', 'accept-encoding')
      .type('text/html');
    // @fastify/compress decorates routes, not the not-found handler below: a page answered
    // there goes out uncompressed.
    if (typeof reply.compress !== 'function') return reply.send(html);
    reply.compress(html);
    return reply;
  }

  // Every GET and HEAD that no file, endpoint or the proxy takes is a page. A route and not
  // the not-found handler, since @fastify/compress compresses only routes' replies; here
  // only the page's (PAGE_COMPRESSION).
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, PAGE_COMPRESSION);
    scope.get('/*', answerPage);
  });

  // Other methods; and a GET a static route passed on: a source map, a missing published
  // file, a build file removed since the server started.
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return answerPage(req, reply);
  });

  return app;
}

/** Runs the server as a program: production settings checked first, JSON logs, drained on SIGTERM. */
async function main() {
  const env = process.env;
  assertProductionReady(env);
  const app = await buildStorefrontServer({ logger: { level: env.LOG_LEVEL ?? 'info' } });
  closeOnSignals({ close: () => app.close(), timeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000), log: app.log });
  await app.listen({ port: Number(env.PORT ?? 3000), host: env.HOST ?? '127.0.0.1' });
}

// No top-level await: the end-to-end tests load this module through require().
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    // A refusal is a list to work through, one problem an item; anything else, where it was thrown.
    if (error instanceof ProductionRefusal) logLine('fatal', 'Refusing to start the storefront server in production (NODE_ENV=production)', { problems: error.problems });
    else logLine('fatal', error instanceof Error ? error.message : String(error), { err: error instanceof Error ? { type: error.name, stack: error.stack } : error });
    process.exit(1);
  });
}
