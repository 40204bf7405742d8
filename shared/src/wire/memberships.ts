/**
 * Memberships on the wire (spec 03 §3, §5, §7; ADR 0021): programs, levels (the spec's
 * "roles"), the member's memberships with their embeds, giftees, gift codes and auto-renew.
 */
export type * from '../contract/memberships';

/** `_code` of a member's memberships (auto-renew cancel; spec 03 §7, §8 Memberships), context `membership`. */
export type MembershipErrorCode = 'auto_renew_not_scheduled';
