/**
 * The error model of spec 01 §8: a 4xx body is a JSON array whose FIRST entry carries
 * `_code`, `_context`, `_description` and `_extra`. Every API function rejects with an
 * `ApiError`; anything that is not a well-formed 4xx becomes code `unexpected`.
 */
import { isAxiosError } from 'axios';
import type { ApiErrorCode, ApiErrorEntry } from '../wire';

export const GENERIC_ERROR_MESSAGE = 'Sorry! Something unexpected happened. Please try again.';
export const UNEXPECTED = 'unexpected';
const EVENT_NOT_FOUND = 'event_not_found';

/**
 * A code an `ApiError` can be asked about: one an API call answers (the wire unions) or one the
 * client gives itself. `code` stays a string, since a platform can answer codes not listed.
 */
export type KnownErrorCode = ApiErrorCode | typeof UNEXPECTED | typeof EVENT_NOT_FOUND;

export interface ApiErrorInit {
  status: number | null;
  code: string;
  context?: string;
  description?: string | null;
  extra?: Record<string, unknown>;
  cause?: unknown;
}

export class ApiError extends Error {
  /** HTTP status; null for network errors and timeouts. */
  readonly status: number | null;
  readonly code: string;
  readonly context: string;
  /** Text meant for the user, when the server gave one. */
  readonly description: string | null;
  readonly extra: Record<string, unknown>;

  constructor({ status, code, context = '', description = null, extra = {}, cause }: ApiErrorInit) {
    super(description || (code === UNEXPECTED ? GENERIC_ERROR_MESSAGE : code), { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.context = context;
    this.description = description;
    this.extra = extra;
  }

  /** `e.is('cart_expired')`, `e.is('event_session_sold_out', 'reserve')`; a code no call answers does not compile. */
  is(code: KnownErrorCode, context?: string): boolean {
    return this.code === code && (context === undefined || this.context === context);
  }
}

/**
 * Whether a code as it arrived (any string) is in a handler's set of codes. The set is typed
 * with the wire unions (`new Set<ReserveErrorCode>([...])`), so it can only name known codes.
 */
export function inCodeSet<C extends KnownErrorCode>(codes: ReadonlySet<C>, code: string | null | undefined): code is C {
  return typeof code === 'string' && (codes as ReadonlySet<string>).has(code);
}

/** Thrown by `getEvent` when the API answers 400, 404 or 410: the page redirects to 404. */
export class EventNotFoundError extends ApiError {
  readonly eventId: string;
  /** The seller removed the event (410): it existed, and is gone for good. */
  readonly gone: boolean;
  constructor(eventId: string, cause?: ApiError) {
    super({
      status: cause?.status ?? 404,
      code: EVENT_NOT_FOUND,
      context: cause?.context ?? '',
      description: cause?.description ?? null,
      extra: cause?.extra ?? {},
      cause,
    });
    this.name = 'EventNotFoundError';
    this.eventId = eventId;
    this.gone = cause?.status === 410;
  }
}

function firstEntry(body: unknown): ApiErrorEntry | null {
  let data = body;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const first: unknown = Array.isArray(data) ? data[0] : null;
  if (!first || typeof first !== 'object') return null;
  const entry = first as Partial<ApiErrorEntry>;
  return typeof entry._code === 'string' && entry._code ? (entry as ApiErrorEntry) : null;
}

export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const status = isAxiosError(e) ? (e.response?.status ?? null) : null;
  if (isAxiosError(e) && status !== null && status >= 400 && status < 500) {
    const entry = firstEntry(e.response?.data);
    if (entry) {
      return new ApiError({
        status,
        code: entry._code,
        context: typeof entry._context === 'string' ? entry._context : '',
        description: typeof entry._description === 'string' && entry._description ? entry._description : null,
        extra: entry._extra && typeof entry._extra === 'object' ? entry._extra : {},
        cause: e,
      });
    }
  }
  return new ApiError({ status, code: UNEXPECTED, cause: e });
}

/** What to show the user for any error: the server's description, else the generic text. */
export function errorMessage(e: unknown): string {
  const err = toApiError(e);
  return err.description || GENERIC_ERROR_MESSAGE;
}
