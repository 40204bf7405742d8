import { preloadSlot, type SlotId, type SlotOwner } from '@storefront/shared';

/** The remotes, as the slot contract names their exposed modules' owners. */
export type RemoteName = SlotOwner;

/**
 * The top-level route prefixes the host owns and the remote that renders everything
 * below each one (spec 01 §2, 02 §2, 03 §2.1); '' is home. A remote adds screens under
 * its prefixes without a host release.
 */
const OWNERS: Record<string, RemoteName> = {
  '': 'account',
  events: 'catalog',
  checkout: 'checkout',
  'transfer-cart': 'checkout',
  manage: 'checkout',
  resend: 'checkout',
  login: 'account',
  logout: 'account',
  my: 'account',
  user: 'account',
  membership: 'account',
  'auth0-login': 'account',
};

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/**
 * The pages the host renders itself, at these exact paths below the seller prefix, with no
 * remote: they must show even when every remote is down (issue 17's accessibility statement).
 */
export const HOST_PAGES = {
  accessibilityStatement: '/accessibility',
} as const;

/** Whether the host renders this page itself (a trailing slash aside); what is below one is a 404. */
export function isHostPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return Object.values(HOST_PAGES).some((page) => page === path);
}

/**
 * The remote owning a path (relative to the seller prefix), or null for a page of the
 * host's own (`HOST_PAGES`, else the 404 page).
 * `loginPath` is the seller's configured login screen (`config.loginPath`): the account
 * remote renders it wherever it is.
 */
export function ownerOf(pathname: string, loginPath: string): RemoteName | null {
  if (isHostPage(pathname)) return null;
  const first = firstSegment(pathname);
  return OWNERS[first] ?? (first === firstSegment(loginPath) ? 'account' : null);
}

/** The exposed routes module of the remote owning a path. */
export const regionSlotId = (owner: RemoteName) => `${owner}/routes` satisfies SlotId;

/** Begin loading the owning remote's routes before the first render; its region handles failure. */
export function preloadRegionFor(pathname: string, loginPath: string): void {
  const owner = ownerOf(pathname, loginPath);
  if (owner) preloadSlot(regionSlotId(owner));
}
