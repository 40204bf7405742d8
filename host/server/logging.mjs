// @ts-check
/**
 * The storefront server's log (ADR 0034): one JSON object per line on stdout, through
 * Fastify's own logger (pino), in the API's shape: `time` (epoch ms), `level` (pino's number:
 * 30 info, 40 warn, 50 error, 60 fatal), `msg`, and `reqId` (the request's trace id,
 * `trace-context.mjs`) on every line written for a request. Each request ends with one line:
 * method, path (never the query, which can carry an order's manage key), status and milliseconds.
 */
import { LogController } from 'fastify';
import { traceContextOf } from './trace-context.mjs';

/** Fastify's own two lines per request (received, completed) made the one line a request ends with. */
class OneLinePerRequest extends LogController {
  /** @override */
  incomingRequest() {}

  /** @override @param {Error | null | undefined} error @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  requestCompleted(error, request, reply) {
    const status = reply.statusCode;
    const line = { method: request.method, path: request.url.split('?')[0], status, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error || status >= 500) reply.log.error({ ...line, ...(error ? { err: error } : {}) }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** The factory options that name each request after its trace and log it in one line. */
export const requestLoggingOptions = {
  genReqId: (/** @type {{ headers: import('node:http').IncomingHttpHeaders }} */ raw) => traceContextOf(raw).traceId,
  logController: new OneLinePerRequest(),
};

const PINO_LEVELS = { fatal: 60, error: 50, warn: 40, info: 30 };

/**
 * A line in the same shape from outside the server's logger: before it exists (a refused
 * start-up) or after it is gone.
 * @param {keyof typeof PINO_LEVELS} level @param {string} msg @param {object} [details]
 */
export function logLine(level, msg, details = {}) {
  process.stdout.write(`${JSON.stringify({ level: PINO_LEVELS[level], time: Date.now(), pid: process.pid, msg, ...details })}\n`);
}
