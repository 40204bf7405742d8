/**
 * What the API logs of a client error report. The browser redacts personal data before
 * sending; e-mail addresses are masked here again, in case a report slipped one through.
 */
import type { ClientErrorReport } from './client-errors-schemas';

const EMAIL = /[^\s@<>"'(),;:/?&=]+(?:@|%40)[^\s@<>"'(),;:/?&=]+\.[a-z]{2,}/gi;
const MAX_DEPTH = 8;

function maskEmails(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => maskEmails(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(EMAIL, '[email]'), maskEmails(v, depth + 1)]));
}

/** The log record of a report: its fields with e-mail addresses masked, under `client`. */
export function clientReportLog(report: ClientErrorReport): { client: ClientErrorReport } {
  return { client: maskEmails(report) as ClientErrorReport };
}
