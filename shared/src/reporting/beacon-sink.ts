import type { ClientReport, ReportSink } from './error-reporter';

/** `POST {apiBaseUrl}client_errors`, the platform API's report endpoint. */
export function clientErrorsUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`}client_errors`;
}

/**
 * Sends a report with `navigator.sendBeacon` (it survives the page unloading), else with a
 * keepalive fetch. Does nothing where there is no browser (server rendering). A report that
 * cannot be sent is dropped: reporting must never fail the page.
 */
export function beaconSink(endpoint: string): ReportSink {
  return (report: ClientReport) => {
    if (typeof navigator === 'undefined') return;
    const body = JSON.stringify(report);
    try {
      if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // Refused (e.g. a cross-origin API): try fetch below.
    }
    if (typeof fetch !== 'function') return;
    fetch(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  };
}
