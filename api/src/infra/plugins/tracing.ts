/**
 * Request ids carried from the storefront server (issue 30 item 6, ADR 0035). The request's id
 * (`reqId` on every log line of the request) is the trace id of the W3C `traceparent` header
 * the storefront server sends, or a new one when it is absent or malformed, so one visitor's
 * page can be followed through both servers' logs. Each request also gets a span id of its own
 * (`span_id` on its log lines), and every answer names both in a `traceresponse` header.
 */
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';
import { traceContextFor, traceresponseOf, type TraceContext } from '../../lib/trace-context';

const contexts = new WeakMap<IncomingMessage, TraceContext>();

function contextOf(raw: IncomingMessage): TraceContext {
  let context = contexts.get(raw);
  if (!context) {
    context = traceContextFor(raw.headers.traceparent);
    contexts.set(raw, context);
  }
  return context;
}

/** The factory's options that name each request after its trace (`buildApp` spreads them). */
export const tracingServerOptions = {
  genReqId: (raw: IncomingMessage) => contextOf(raw).traceId,
  childLoggerFactory(logger, bindings, options, raw) {
    return logger.child({ ...bindings, span_id: contextOf(raw as IncomingMessage).spanId }, options);
  },
} satisfies Pick<FastifyServerOptions, 'genReqId' | 'childLoggerFactory'>;

export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply) => {
      reply.header('traceresponse', traceresponseOf(contextOf(request.raw)));
    });
  },
  { name: 'tracing' },
);
