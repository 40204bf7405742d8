/**
 * Health for process supervisors and load balancers (ADR 0010): `GET /health` says the
 * process answers (no database call), `GET /health/ready` that the database answers
 * `SELECT 1` in time. Never cached; no route-level rate limit.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DatabaseUnavailableError } from './db/unavailable';

export const READINESS_TIMEOUT_MS = 2000;

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  fastify.get('/health', async () => ({ status: 'ok' }));

  fastify.get('/health/ready', async (request) => {
    try {
      await fastify.database.ping(READINESS_TIMEOUT_MS);
    } catch (error) {
      // The error handler answers it 503 service_unavailable.
      throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(`Readiness check failed: ${String(error)}`);
    }
    request.log.debug('ready');
    return { status: 'ok', database: fastify.database.kind };
  });
};

export default health;
