// @ts-check
/**
 * The storefront server's health (issue 30 item 6, ADR 0034), for a balancer or an
 * orchestrator, JSON and never cached:
 *   GET /health        alive: the process answers; asks nothing of anything else
 *   GET /health/ready  ready for visitors: the platform API says it is ready
 *                      (`/api/health/ready`) within `timeoutMs`, and a release manifest has
 *                      been read; 503 naming what is not
 */
import { traceparentFor } from './trace-context.mjs';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {string} options.apiUrl
 * @param {() => Promise<unknown>} options.currentManifest the manifest pages would use now, null when none was ever read
 * @param {number} options.timeoutMs how long the API may take to say it is ready
 */
export async function registerHealth(app, { apiUrl, currentManifest, timeoutMs }) {
  /** What is wrong with the API, or null. @param {string} traceparent */
  async function apiProblem(traceparent) {
    try {
      const res = await fetch(new URL('/api/health/ready', apiUrl), { headers: { traceparent }, signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      return res.ok ? null : `answered ${res.status}`;
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
    }
  }

  app.get('/health', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/health/ready', async (request, reply) => {
    const [api, manifest] = await Promise.all([apiProblem(traceparentFor(request.raw)), currentManifest()]);
    const checks = { api: api ?? 'ok', manifest: manifest ? 'ok' : 'unreadable' };
    const ready = api === null && manifest !== null;
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
