/**
 * Which failures mean "the database cannot answer right now" rather than "this request is
 * wrong": the error handler answers those 503 with Retry-After (ADR 0010), whatever query
 * met them.
 */

/** The database did not answer in time, or its connection (or PGlite worker) is gone. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs of a database that is stopping, starting, full or too slow: query_canceled
 * (statement_timeout), admin_shutdown, crash_shutdown, cannot_connect_now,
 * idle_in_transaction_session_timeout, lock_not_available (lock_timeout),
 * too_many_connections; and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '25P03', '55P03', '53300']);
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a lost or slow connection by these messages only, without a code. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Looks through drizzle's wrapping (`cause`) for a sign that the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_ERRORS.has(code))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
