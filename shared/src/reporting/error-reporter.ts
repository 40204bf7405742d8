import { isAxiosError } from 'axios';
import { ApiError } from '../api/errors';
import { isExpectedFailure, isExpectedProviderFailure } from './expected';
import { redact, redactText, redactUrl } from './redact';

export type ReportLevel = 'error' | 'info';

/** What leaves the page: already redacted; the body of `POST client_errors`. */
export interface ClientReport {
  level: ReportLevel;
  message: string;
  name?: string;
  stack?: string;
  url?: string;
  context: Record<string, unknown>;
}

export type ReportSink = (report: ClientReport) => void;

export interface ErrorReporterOptions {
  sink: ReportSink;
  /** Reports sent at most per page load (default 20): a failing loop must not flood the API. */
  maxReports?: number;
  /** The page address at report time (default `location.href`; none on the server). */
  pageUrl?: () => string | undefined;
}

export const DEFAULT_MAX_REPORTS = 20;
const MAX_STACK = 2000;

type Listenable = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** The method, URL and status of the request behind an API error, when there was one. */
function requestOf(error: ApiError): { method: string; url: string } | null {
  const cause = error.cause;
  if (!isAxiosError(cause) || !cause.config) return null;
  return { method: (cause.config.method ?? 'get').toUpperCase(), url: cause.config.url ?? '' };
}

function codeOf(error: unknown): string | null {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/**
 * Client error reporting (spec 02 §8): drops what the spec expects, redacts personal data,
 * sends the rest to a sink, de-duplicated and capped per page load. One instance per page,
 * created by the RootStore; nothing here touches `window` until it reports or listens.
 */
export class ErrorReporter {
  readonly #sink: ReportSink;
  readonly #max: number;
  readonly #pageUrl: () => string | undefined;
  readonly #seen = new Set<string>();
  #sent = 0;

  constructor({ sink, maxReports = DEFAULT_MAX_REPORTS, pageUrl }: ErrorReporterOptions) {
    this.#sink = sink;
    this.#max = maxReports;
    this.#pageUrl = pageUrl ?? (() => (typeof location === 'undefined' ? undefined : location.href));
  }

  /** True when the spec expects this failure (an expected API status or provider refusal). */
  isExpected(error: unknown): boolean {
    if (error instanceof ApiError) {
      const req = requestOf(error);
      if (req && isExpectedFailure(req.method, req.url, error.status)) return true;
    }
    const message = error instanceof Error ? error.message : '';
    return isExpectedProviderFailure(codeOf(error), message);
  }

  /** Reports an unexpected failure; answers whether it was sent. */
  report(error: unknown, context: Record<string, unknown> = {}): boolean {
    if (this.isExpected(error)) return false;
    const err = error instanceof Error ? error : null;
    const details: Record<string, unknown> = { ...context };
    if (error instanceof ApiError) {
      const req = requestOf(error);
      Object.assign(details, { status: error.status, code: error.code, error_context: error.context }, req ?? {});
    } else if (codeOf(error)) {
      details.code = codeOf(error);
    }
    return this.#send({
      level: 'error',
      message: err ? err.message || err.name : String(error),
      ...(err ? { name: err.name } : {}),
      ...(err?.stack ? { stack: err.stack.slice(0, MAX_STACK) } : {}),
      context: details,
    });
  }

  /** Records an event that is not an error (logged silently: the visitor sees nothing). */
  info(event: string, context: Record<string, unknown> = {}): boolean {
    return this.#send({ level: 'info', message: event, context });
  }

  /** Reports what nothing else caught: uncaught errors and unhandled rejections of the page. */
  listen(target: Listenable): () => void {
    const onError = (e: Event) => {
      const error = (e as ErrorEvent).error ?? (e as ErrorEvent).message;
      if (error) this.report(error, { source: 'uncaught' });
    };
    const onRejection = (e: Event) => this.report((e as PromiseRejectionEvent).reason, { source: 'unhandled_rejection' });
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }

  #send(raw: ClientReport): boolean {
    const page = this.#pageUrl();
    const report: ClientReport = {
      level: raw.level,
      message: redactText(raw.message),
      ...(raw.name ? { name: redactText(raw.name, 100) } : {}),
      ...(raw.stack ? { stack: redactText(raw.stack, MAX_STACK) } : {}),
      ...(page ? { url: redactUrl(page, 2000) } : {}),
      context: redact(raw.context) as Record<string, unknown>,
    };
    const key = JSON.stringify([report.level, report.name, report.message, report.context]);
    if (this.#seen.has(key) || this.#sent >= this.#max) return false;
    this.#seen.add(key);
    this.#sent += 1;
    this.#sink(report);
    return true;
  }
}
