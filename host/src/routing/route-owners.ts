import { preloadSlot } from '@storefront/shared';

export type RemoteName = 'catalog' | 'checkout' | 'account';

/**
 * The top-level route prefixes the host owns and the remote that renders everything
 * below each one (spec 01 §2, 02 §2, 03 §2.1). A remote adds screens under its
 * prefixes without a host release.
 */
const OWNERS: Record<string, RemoteName> = {
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
};

/** The remote owning a path (relative to the seller prefix), or null for the 404 page. */
export function ownerOf(pathname: string): RemoteName | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined ? (OWNERS[first] ?? null) : null;
}

/** The exposed routes module of the remote owning a path. */
export const regionSlotId = (owner: RemoteName) => `${owner}/routes`;

/** Begin loading the owning remote's routes before the first render; its region handles failure. */
export function preloadRegionFor(pathname: string): void {
  const owner = ownerOf(pathname);
  if (owner) preloadSlot(regionSlotId(owner));
}
