/**
 * Asked by a region whose remote threw while mounting (`region` is the exposed module id,
 * 'catalog/routes'): true when the page switched that remote to another build (its last
 * known good, ADR 0024), so the region can mount again instead of showing its error.
 */
export type RemoteRecovery = (regionId: string, error: unknown) => boolean;

let recovery: RemoteRecovery | null = null;

/**
 * The host registers how remotes recover (the release's fallback build); nothing is
 * registered on the server, in tests or in a remote's standalone page, so regions there fail
 * as before. Module state on purpose: `@storefront/shared` is one singleton per page, so
 * every remote's regions reach the host's function.
 */
export function setRemoteRecovery(next: RemoteRecovery | null): void {
  recovery = next;
}

/** Whether the remote of `regionId` was switched to another build for this failure. */
export function recoverRemote(regionId: string, error: unknown): boolean {
  return recovery?.(regionId, error) ?? false;
}
