/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the `traceparent` header the
 * storefront server sends with each API call, `version-traceid-parentid-flags` in lower-case
 * hex. A header that does not parse is ignored and a new trace begins, as the spec asks.
 */
import { randomBytes } from 'node:crypto';

export interface TraceContext {
  /** 32 hex digits, shared by every part that handles one visitor's request. */
  traceId: string;
  /** 16 hex digits: this server's own span, new for each request. */
  spanId: string;
  /** 2 hex digits, passed on as received (`01`: sampled). */
  flags: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

/** The caller's trace id and flags, or null when the header is absent or malformed. */
export function parseTraceparent(header: string | string[] | undefined): Pick<TraceContext, 'traceId' | 'flags'> | null {
  if (typeof header !== 'string') return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  // Version ff is forbidden; version 00 has exactly four fields; later versions may add more.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentId)) return null;
  return { traceId, flags };
}

/** This request's context: the caller's trace when it sent a valid one, else a new trace. */
export function traceContextFor(header: string | string[] | undefined): TraceContext {
  const parent = parseTraceparent(header);
  return {
    traceId: parent?.traceId ?? randomBytes(16).toString('hex'),
    spanId: randomBytes(8).toString('hex'),
    flags: parent?.flags ?? '00',
  };
}

/** `traceresponse` (Trace Context Level 2): the trace this answer belongs to and this server's span in it. */
export function traceresponseOf(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.flags}`;
}
