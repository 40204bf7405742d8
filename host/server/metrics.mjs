// @ts-check
/**
 * The storefront server's Prometheus metrics (issue 30 item 6, ADR 0034), named as the API's
 * are (ADR 0035) so one dashboard reads both: `http_requests_total{method,route,status_code}`
 * and `http_request_duration_seconds{method,route}`, where `route` is a kind of answer, never
 * an address (pages by section: `/events`, `/events/:id`; the `/api/*` proxy; `static` for the
 * host's build files; `/releases/*`; the server's own endpoints), so a scan cannot grow the
 * series; then `storefront_server_renders_total{outcome}`, and the remote failures pages report
 * (`storefront_remote_failures_total{remote,phase,fell_back}`, ADR 0024) with the versions
 * marked bad for them. One registry per server, so tests building many never collide.
 *
 * Served at `GET /metrics` on a port of its own (`METRICS_PORT`, bound to `METRICS_HOST`,
 * default 127.0.0.1), never on the public port: only the scraper's network can read it, and a
 * scrape is not a storefront request.
 */
import Fastify from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** @typedef {'complete' | 'partial' | 'redirect' | 'failed'} RenderOutcome */
/** @typedef {{ host: string, port: number }} MetricsListen */

export const DEFAULT_METRICS_HOST = '127.0.0.1';
/** The `route` of a request no route took and no page answered (another method on an unknown path). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The `route` of the 404 page, whatever the path asked for. */
export const NOT_FOUND_PAGE_ROUTE = 'page not found';
/** Seconds: from a pre-compressed file (under a millisecond) to a page rendered on its full budget. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The storefront's top-level sections (spec 01 §2, 02 §2, 03 §2.1, as host/src/routing/route-owners.ts
 * gives them to the remotes), each a page label; any other page that was not answered as the
 * 404 page (its server render could not tell) counts as `/*`.
 */
const SECTIONS = new Set(['events', 'checkout', 'transfer-cart', 'manage', 'resend', 'login', 'logout', 'my', 'user', 'membership', 'auth0-login', 'accessibility']);

/**
 * A page's `route` label: its section and shape below the seller prefix, never its ids.
 * @param {string} pathname below the seller prefix @param {number} status
 */
export function pageRouteOf(pathname, status) {
  if (status === 404) return NOT_FOUND_PAGE_ROUTE;
  const [section, id, ...rest] = pathname.split('/').filter(Boolean);
  if (section === undefined) return '/';
  if (!SECTIONS.has(section)) return '/*';
  if (id === undefined) return `/${section}`;
  if (section !== 'events') return `/${section}/*`;
  return rest.length > 0 ? '/events/:id/:action' : '/events/:id';
}

/**
 * The `route` label of an answer that is not a page, from the route that took it.
 * @param {string | undefined} route Fastify's route pattern (`request.routeOptions.url`)
 */
export function endpointRouteOf(route) {
  if (route === undefined) return UNMATCHED_ROUTE;
  if (route === '/api' || route.startsWith('/api/')) return '/api/*';
  if (route.startsWith('/releases/')) return '/releases/*';
  if (route.startsWith('/_storefront/') || route.startsWith('/health') || route === '/remotes.json') return route;
  // @fastify/static makes each file of the host's build a route of its own.
  return 'static';
}

/** @param {{ processMetrics?: boolean }} [options] Node's process metrics too: for a served registry */
export function createMetrics({ processMetrics = false } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  /** @template {string} Label @param {string} name @param {string} help @param {Label[]} labelNames */
  const counter = (name, help, labelNames) => new Counter({ name, help, labelNames, registers });
  const requests = counter('http_requests_total', 'HTTP requests answered, by method, route kind and status code', ['method', 'route', 'status_code']);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route kind',
    labelNames: /** @type {const} */ (['method', 'route']),
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const renders = counter(
    'storefront_server_renders_total',
    'Pages rendered on the server by outcome: complete, partial (regions left to the browser), redirect, or failed (the browser rendered the page)',
    ['outcome'],
  );
  const remoteFailures = counter(
    'storefront_remote_failures_total',
    "Remote failures pages reported, by remote ('unknown' for a version not in the manifest), phase, and whether the page fell back to another version",
    ['remote', 'phase', 'fell_back'],
  );
  const markedBad = counter('storefront_remote_versions_marked_bad_total', 'Remote versions marked bad because different visitors kept reporting them failing', ['remote']);

  return {
    registry,
    /** @param {string} method @param {string} route @param {number} statusCode @param {number} seconds */
    observeRequest(method, route, statusCode, seconds) {
      requests.inc({ method, route, status_code: String(statusCode) });
      duration.observe({ method, route }, seconds);
    },
    /** @param {RenderOutcome} outcome */
    countRender: (outcome) => renders.inc({ outcome }),
    /** @param {{ remote: string, phase: string, fellBack: boolean }} failure */
    countRemoteFailure: ({ remote, phase, fellBack }) => remoteFailures.inc({ remote, phase, fell_back: String(fellBack) }),
    /** @param {string} remote */
    countMarkedBad: (remote) => markedBad.inc({ remote }),
  };
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */

/**
 * `METRICS_PORT` and `METRICS_HOST`; without a port nothing is served (development's default;
 * production refuses to start without one, `production.mjs`).
 * @param {Record<string, string | undefined>} env @returns {MetricsListen | null}
 */
export function metricsListenFromEnv(env) {
  const value = env.METRICS_PORT?.trim();
  if (!value) return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) throw new Error(`METRICS_PORT must be a port number (1–65535), got "${value}"`);
  return { host: env.METRICS_HOST?.trim() || DEFAULT_METRICS_HOST, port };
}

/**
 * `GET /metrics` on its own address until `close()`.
 * @param {Metrics} metrics @param {MetricsListen} listen
 */
export async function serveMetrics(metrics, listen) {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.get('/metrics', async (_request, reply) => reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics()));
  const address = await server.listen(listen);
  return { url: `${address}/metrics`, close: () => server.close() };
}
