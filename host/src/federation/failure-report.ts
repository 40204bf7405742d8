import { AVOID_REMOTES_COOKIE, REMOTE_FAILURE_BEACON_PATH, type RemoteFailureReport } from '@storefront/shared';

/** The cookie goes with every request to the storefront: only the newest failing versions. */
export const MAX_AVOIDED_VERSIONS = 10;

/** The `remote@version` names in the avoid cookie: comma-separated, URI-encoded. */
export function readAvoidedVersions(cookies: string): string[] {
  for (const part of cookies.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== AVOID_REMOTES_COOKIE) continue;
    try {
      return decodeURIComponent(value).split(',').filter(Boolean);
    } catch {
      return [];
    }
  }
  return [];
}

/** `avoided` with `versionKey` added once, as the newest, keeping at most `MAX_AVOIDED_VERSIONS`. */
export function withAvoidedVersion(avoided: readonly string[], versionKey: string): string[] {
  return [...avoided.filter((key) => key !== versionKey), versionKey].slice(-MAX_AVOIDED_VERSIONS);
}

/**
 * Adds a failing `remote@version` to the visitor's avoid cookie (a session cookie), so the
 * storefront server resolves their next pages without it (ADR 0024).
 */
export function avoidRemoteVersion(versionKey: string, doc: Document = document): void {
  const avoided = withAvoidedVersion(readAvoidedVersions(doc.cookie), versionKey);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${AVOID_REMOTES_COOKIE}=${encodeURIComponent(avoided.join(','))}; path=/; SameSite=Lax${secure}`;
}

/** Posts the report to the storefront server; a beacon survives the page being left. */
export function sendFailureReport(report: RemoteFailureReport, nav: Navigator = navigator, post: typeof fetch = fetch): void {
  const body = JSON.stringify(report);
  if (nav.sendBeacon?.(REMOTE_FAILURE_BEACON_PATH, new Blob([body], { type: 'application/json' }))) return;
  void post(REMOTE_FAILURE_BEACON_PATH, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
    () => undefined,
  );
}
