import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientErrorBody } from '../../schemas/client-errors';
import { clientReportLog } from '../../services/client-reports';
import { ClientReportError } from '../../services/errors';
import { RateLimiter } from '../../services/rate-limit';

/**
 * Reports per client address and minute. Keyed on the address, not the session cookie: the
 * cookie is not validated here, and a client sending a new cookie each time would get a new
 * bucket each time.
 */
export const CLIENT_ERRORS_PER_MINUTE = 30;

/**
 * `POST client_errors`: the storefront's error reports (spec 02 §8), logged and not stored.
 * Sent with `navigator.sendBeacon`, so the answer is 204 with no body.
 */
const clientErrors: FastifyPluginAsyncTypebox = async (fastify) => {
  const limiter = new RateLimiter({ capacity: CLIENT_ERRORS_PER_MINUTE, windowMs: 60_000 });

  fastify.post(
    '/client_errors',
    {
      bodyLimit: 16 * 1024,
      schema: { body: ClientErrorBody },
      config: { errorContext: 'client_errors' },
      // Counted before the body is read, so bad bodies spend tokens too.
      onRequest: async (request) => {
        const key = `ip:${request.ip}`;
        if (!limiter.take(key, fastify.clock().getTime())) throw new ClientReportError('rate_limited');
      },
    },
    async (request, reply): Promise<void> => {
      const record = clientReportLog(request.body);
      if (request.body.level === 'error') request.log.warn(record, 'client error');
      else request.log.info(record, 'client event');
      reply.code(204);
    },
  );
};

export default clientErrors;
