/**
 * Health for process supervisors and load balancers (ADR 0010): `GET /health` says the
 * process answers (no database call), `GET /health/ready` that the database answers
 * `SELECT 1` in time. Never cached; no route-level rate limit.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { replies } from '../lib/schemas/replies';
import { DatabaseUnavailableError } from './db/unavailable';

export const READINESS_TIMEOUT_MS = 2000;

// Read by supervisors and the stack script, not by the storefront: not part of the shared contract.
const Liveness = Type.Object({ status: Type.String() });
const Readiness = Type.Object({
  status: Type.String(),
  /** Which database answered: the embedded PGlite or a PostgreSQL server. */
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  fastify.get('/health', { schema: { response: replies({ 200: Liveness }) } }, async () => ({ status: 'ok' }));

  fastify.get('/health/ready', { schema: { response: replies({ 200: Readiness }) } }, async (request) => {
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
