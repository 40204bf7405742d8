// @ts-check
/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/) for the storefront server (ADR
 * 0034): each request belongs to the trace of the `traceparent` it came with (a balancer or
 * CDN may start one), or to a new trace. The trace id is the request's id on every log line,
 * and every API call made for the request (the `/api` proxy, the server render's calls)
 * carries a `traceparent` naming this request as the parent, so the API's log lines of one
 * page view share that id.
 */
import { randomBytes } from 'node:crypto';

/** @typedef {{ traceId: string, spanId: string, flags: string }} TraceContext */

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

/**
 * The trace id and flags of a `traceparent` header, or null when it is absent or invalid
 * (the spec then asks for a new trace).
 * @param {string | string[] | undefined} header
 */
export function parentTraceOf(header) {
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  if (!match) return null;
  const [, version, traceId = '', parentId = '', flags = '', rest] = match;
  // Version ff is invalid; version 00 has exactly four fields, later versions may add some.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentId)) return null;
  return { traceId, flags };
}

/** Per incoming request (the raw message outlives no request): its trace and this server's span in it. */
const contexts = new WeakMap();

/** @param {{ headers: import('node:http').IncomingHttpHeaders }} raw the request's raw message @returns {TraceContext} */
export function traceContextOf(raw) {
  let context = contexts.get(raw);
  if (!context) {
    const parent = parentTraceOf(raw.headers.traceparent);
    context = { traceId: parent?.traceId ?? randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex'), flags: parent?.flags ?? '00' };
    contexts.set(raw, context);
  }
  return context;
}

/** The `traceparent` sent with the API calls made for a request: its trace, this server's span as their parent. @param {{ headers: import('node:http').IncomingHttpHeaders }} raw */
export function traceparentFor(raw) {
  const { traceId, spanId, flags } = traceContextOf(raw);
  return `00-${traceId}-${spanId}-${flags}`;
}
