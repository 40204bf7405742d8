/**
 * The storefront's `/api` proxy to the platform API. The API decides every answer: the
 * request body is read here in full (up to a limit well above the API's own) and sent on
 * with its length, so an API refusal such as 413 reaches the browser instead of a broken
 * pipe; `Expect: 100-continue` is answered here (Node sends the 100) and not sent on; the
 * browser's origin goes on in `Origin`, `X-Forwarded-Host` and `X-Forwarded-Proto` for the
 * API's cookie and CSRF decisions, and this request's `traceparent` for its log. The proxy's
 * own failures are in the spec's error shape.
 */
import httpProxy from '@fastify/http-proxy';
import { traceparentFor } from './trace-context.mjs';

/** Above the API's largest body limit, so the API, not the proxy, refuses a large body. */
export const PROXY_BODY_LIMIT = 8 * 1024 * 1024;

/** The spec's error body (spec 03 error catalogue shape), for the proxy's own answers. @param {string} code @param {string} description */
export const proxyError = (code, description) => [{ _code: code, _context: 'proxy', _description: description, _extra: {} }];

const API_UNREACHABLE = 'The ticketing service cannot be reached right now. Please try again in a moment.';
const API_TIMED_OUT = 'The ticketing service took too long to answer. Please try again in a moment.';

/** @typedef {NonNullable<import('@fastify/http-proxy').FastifyHttpProxyOptions['replyOptions']>} ReplyOptions */

/** @type {NonNullable<ReplyOptions['rewriteRequestHeaders']>} */
function forwardedRequestHeaders(request, headers) {
  // Undici refuses `expect`; the 100 was already sent to the browser by Node.
  const { expect: _answeredHere, ...rest } = headers;
  return {
    ...rest,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-for': headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${request.socket.remoteAddress}` : request.socket.remoteAddress,
    // The API logs the call under this request's trace (ADR 0034), in place of the browser's own.
    traceparent: traceparentFor(request.raw),
  };
}

/** @type {NonNullable<ReplyOptions['onError']>} */
function answerUpstreamFailure(reply, failure) {
  // reply-from's errors carry the status they stand for (504: the API took too long).
  const error = /** @type {Error & { statusCode?: number }} */ (failure.error);
  const timedOut = error.statusCode === 504;
  reply.request.log.warn({ err: error.cause ?? error }, 'platform API request failed');
  reply.code(timedOut ? 504 : 502).send(proxyError(timedOut ? 'api_timeout' : 'api_unavailable', timedOut ? API_TIMED_OUT : API_UNREACHABLE));
}

/** @param {import('fastify').FastifyError} error @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
function answerProxyRequestError(error, request, reply) {
  // The API's wording for the same refusals (api/src/infra/plugins/error-handler.ts).
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send(proxyError('payload_too_large', 'The request body is too large.'));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.code(415).send(proxyError('unsupported_media_type', 'Send the request body as application/json.'));
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'storefront /api proxy error');
  return reply.code(status).send(proxyError(status === 500 ? 'internal_error' : 'bad_request', error.message));
}

/** @param {import('fastify').FastifyInstance} app @param {{ apiUrl: string, bodyLimit?: number }} options */
export async function registerApiProxy(app, { apiUrl, bodyLimit = PROXY_BODY_LIMIT }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(answerProxyRequestError);
    await scope.register(httpProxy, {
      upstream: apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      proxyPayloads: false,
      replyOptions: { rewriteRequestHeaders: forwardedRequestHeaders, onError: answerUpstreamFailure },
      // The body as read, byte for byte, with its own content type (reply-from would re-encode JSON).
      handler: (request, reply, dest, options) =>
        reply.from(
          dest,
          request.body === undefined ? options : { ...options, body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' },
        ),
    });
  });
}
