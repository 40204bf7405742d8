/**
 * `GET /metrics` on a port of its own (`METRICS_PORT`, bound to `METRICS_HOST`, default
 * 127.0.0.1; ADR 0035): never behind the storefront's `/api` proxy or the public balancer, so
 * nothing outside the scraper's network can read it, and a scrape is not itself an API request
 * (not counted, rate limited or drained). Each API instance has its own and is scraped on its own.
 */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { Metrics } from './metrics';

export interface MetricsListen {
  host: string;
  port: number;
}

export const DEFAULT_METRICS_HOST = '127.0.0.1';

export interface MetricsServer {
  /** Where it listens (the port chosen when 0 was asked). */
  readonly url: string;
  close(): Promise<void>;
}

export async function serveMetrics(metrics: Metrics, listen: MetricsListen, onError: (error: unknown) => void): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n');
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected\n');
      },
    );
  });
  server.listen(listen.port, listen.host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error as Error))]);
  const address = server.address();
  const port = address && typeof address !== 'string' ? address.port : listen.port;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A TCP port written in decimal (1–65535), else null. */
export function portNumber(value: string): number | null {
  const port = Number(value.trim());
  return /^\d+$/.test(value.trim()) && port >= 1 && port <= 65_535 ? port : null;
}

/** `METRICS_PORT` and `METRICS_HOST`; no port: nothing served (development's default). */
export function metricsListenFromEnv(env: NodeJS.ProcessEnv): MetricsListen | undefined {
  const value = env.METRICS_PORT?.trim();
  if (!value) return undefined;
  const port = portNumber(value);
  if (port === null) throw new Error(`METRICS_PORT must be a port number (1–65535), got "${value}"`);
  return { host: env.METRICS_HOST?.trim() || DEFAULT_METRICS_HOST, port };
}
