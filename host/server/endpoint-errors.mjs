// @ts-check
/**
 * The storefront server's own endpoints (release admin, failure beacon) answer refusals in
 * the spec's error shape, as the API does: a JSON array whose first entry says what went wrong.
 */

/** @param {string} code @param {string} context @param {string} description @param {Record<string, unknown>} [extra] */
export const endpointError = (code, context, description, extra = {}) => [{ _code: code, _context: context, _description: description, _extra: extra }];

/**
 * A scope's error handler: schema failures (400), unparsable or oversized bodies, rate
 * limits (429) in the error shape; anything else is logged and answered as an internal error.
 * @param {string} context the `_context` of every answer
 */
export function answerEndpointError(context) {
  /** @param {import('fastify').FastifyError} error @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  return (error, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(endpointError('validation_failed', context, `The request is invalid: ${error.message}.`));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(endpointError('rate_limited', context, 'Too many requests; try again in a minute.'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(endpointError('payload_too_large', context, 'The request body is too large.'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(endpointError('unsupported_media_type', context, 'Send the request body as JSON.'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(endpointError('bad_request', context, error.message));
    }
    request.log.error({ err: error, url: request.url }, `${context} endpoint failed`);
    return reply.code(500).send(endpointError('internal_error', context, 'The storefront server could not do this; see its log.'));
  };
}
