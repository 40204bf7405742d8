/**
 * The one error handler: service errors, schema validation failures, malformed bodies and
 * unknown routes all become the spec's body `[{_code, _context, _description, _extra}]`.
 * So do the errors Fastify answers before routing (`frameworkErrors`: bad %-encoding, a path
 * parameter too long) and those Node's HTTP parser answers before Fastify (`clientErrorHandler`:
 * headers or address over 16 KB, malformed requests); both are options of the app's factory.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorEntry, RequestErrorCode } from '@storefront/shared/wire';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `_context` of this route's validation errors (e.g. `event_calendar`). */
    errorContext?: string;
  }
}

/** A refusal answered before any service, with its request-level code. */
interface RequestRefusal {
  status: number;
  code: RequestErrorCode;
  description: string;
}

const FRAMEWORK_ERRORS: Record<string, RequestRefusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_body', description: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_body', description: 'The JSON request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'malformed_body', description: 'Invalid Content-Length.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', description: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    description: 'Send the request body as application/json.',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'malformed_url', description: 'The address is not validly %-encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', description: 'A part of the address is too long.' },
};

/** Node's HTTP parser errors by code (anything else is a malformed request). */
const PARSER_ERRORS: Record<string, RequestRefusal> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    description: 'The request headers (with the address) are larger than 16 KB.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', description: 'The request took too long to arrive.' },
};
const MALFORMED_REQUEST: RequestRefusal = { status: 400, code: 'malformed_request', description: 'The HTTP request is malformed.' };

const DATABASE_RETRY_AFTER_SECONDS = 5;

function entry(code: RequestErrorCode, context: string, description: string, extra: Record<string, unknown> = {}): ApiErrorEntry[] {
  return [{ _code: code, _context: context, _description: description, _extra: extra }];
}

function validationBody(error: FastifyError, request: FastifyRequest): ApiErrorEntry[] {
  const where = error.validationContext ?? 'request';
  const problems = (error.validation ?? []).map((issue) => {
    // The key at fault: a required one that is missing, or an unknown one (closed bodies).
    const params = issue.params as { missingProperty?: string; additionalProperty?: string } | undefined;
    const key = params?.missingProperty ?? params?.additionalProperty;
    const field = `${where}${issue.instancePath}${key ? `/${key}` : ''}`;
    return { field, message: issue.message ?? 'is invalid' };
  });
  const description = problems.map((p) => `${p.field} ${p.message}`).join('; ') || error.message;
  const context = request.routeOptions.config?.errorContext ?? where;
  return entry('validation_failed', context, description, { errors: problems });
}

/** Fastify's `frameworkErrors` option: errors raised before a route is found. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known: RequestRefusal = FRAMEWORK_ERRORS[error.code] ?? { status: 400, code: 'bad_request', description: error.message };
  void reply.code(known.status).send(entry(known.code, 'request', known.description));
}

/**
 * Fastify's `clientErrorHandler` option: Node rejected the request before Fastify saw it, so
 * the answer is written to the socket by hand (as Fastify's default handler does), then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code ? PARSER_ERRORS[error.code] : undefined) ?? MALFORMED_REQUEST;
  const body = JSON.stringify(entry(known.code, 'request', known.description));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).send([error.toEntry()]);
      }
      if (error.validation) {
        return reply.code(400).send(validationBody(error, request));
      }
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send(entry(known.code, 'request', known.description));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(entry('bad_request', 'request', error.message));
      }
      if (isDatabaseUnavailable(error)) {
        // Down, restarting or too slow (ADR 0010): the client may retry the same request shortly.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(entry('service_unavailable', 'server', 'The service is temporarily unavailable. Please try again in a moment.'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .code(500)
        .send(entry('internal_error', 'server', 'Sorry, something unexpected happened. Please try again later.'));
    });

    fastify.setNotFoundHandler((request, reply) => {
      return reply
        .code(404)
        .send(entry('not_found', 'route', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`));
    });
  },
  { name: 'error-handler' },
);
