import type { SellerConfigStore } from '@storefront/shared';

type MembershipConfig = Pick<SellerConfigStore, 'settings' | 'membershipEventId'>;

const enc = encodeURIComponent;

/** A full URL (the seller's external membership page) rather than a storefront path. */
export const isExternalUrl = (target: string) => /^https?:\/\//i.test(target);

/**
 * `/membership/{action?}` (spec 03 §2.1): the seller's external membership URL if set, else the
 * membership event with the action (renew, gift); null when the seller sells no memberships.
 */
export function membershipRedirect(config: MembershipConfig, action?: string): string | null {
  if (config.settings.membershipExternalUrl) return config.settings.membershipExternalUrl;
  if (!config.membershipEventId) return null;
  return `/events/${enc(config.membershipEventId)}${action ? `/${enc(action)}` : ''}`;
}

/** `/membership/redeem` needs the membership event; without one it is the membership route's business. */
export const redeemNeedsMembershipRoute = (config: MembershipConfig) => !config.membershipEventId;

/**
 * The redirect of a `/membership` path (below the seller prefix) for the storefront server's
 * 302, or null when the path renders (redeem, or no memberships: the 404 page).
 */
export function membershipPathRedirect(pathname: string, config: MembershipConfig): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/membership/redeem') return redeemNeedsMembershipRoute(config) ? '/membership' : null;
  const match = /^\/membership(?:\/([^/]+))?$/.exec(path);
  return match ? membershipRedirect(config, match[1] && decodeURIComponent(match[1])) : null;
}
