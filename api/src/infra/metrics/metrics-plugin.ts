/**
 * The metrics as a decoration (`fastify.metrics`, see `metrics.ts` for what is counted and how
 * other parts add theirs), every answer timed by its route pattern, and, when `listen` is given
 * (`METRICS_PORT`), the scrape endpoint on its own port from `ready()` until `close()`.
 */
import fp from 'fastify-plugin';
import { Metrics } from './metrics';
import { serveMetrics, type MetricsListen, type MetricsServer } from './metrics-server';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The scrape address when served (`METRICS_PORT`), else null. */
    metricsUrl: () => string | null;
  }
}

export interface MetricsPluginOptions {
  listen?: MetricsListen;
}

export default fp<MetricsPluginOptions>(
  async (fastify, options) => {
    const metrics = new Metrics({ processMetrics: options.listen !== undefined });
    let server: MetricsServer | null = null;
    fastify.decorate('metrics', metrics);
    fastify.decorate('metricsUrl', () => server?.url ?? null);
    fastify.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    });
    const listen = options.listen;
    if (!listen) return;
    fastify.addHook('onReady', async () => {
      server = await serveMetrics(metrics, listen, (error) => fastify.log.error({ err: error }, 'metrics could not be collected'));
      fastify.log.info({ url: server.url }, 'metrics served');
    });
    fastify.addHook('onClose', async () => {
      await server?.close();
    });
  },
  { name: 'metrics' },
);
