import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, replies } from '../lib/schemas/replies';
import { ClientErrorBody } from './client-errors-schemas';
import { clientReportLog } from './client-reports';

/**
 * `POST client_errors`: the storefront's error reports (spec 02 §8), logged and not stored.
 * Sent with `navigator.sendBeacon`, so the answer is 204 with no body. Rate-limited per
 * client address (policy `clientErrors`), not per session cookie: the cookie is not
 * validated here, and a client sending a new cookie each time would get a new count each
 * time. Counted before the body is read, so bad bodies count too.
 */
const clientErrors: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/client_errors',
    {
      bodyLimit: 16 * 1024,
      schema: { body: ClientErrorBody, response: replies({ 204: NoBody }) },
      config: { errorContext: 'client_errors', rateLimit: fastify.rateLimits.route('clientErrors') },
    },
    async (request, reply) => {
      const record = clientReportLog(request.body);
      if (request.body.level === 'error') request.log.warn(record, 'client error');
      else request.log.info(record, 'client event');
      reply.code(204);
    },
  );
};

export default clientErrors;
