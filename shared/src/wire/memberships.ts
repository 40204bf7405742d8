/**
 * Memberships on the wire (spec 03 §3, §5, §7; ADR 0021): programs, levels (the spec's
 * "roles"), the member's memberships with their embeds, giftees, gift codes and auto-renew.
 */
import type { WireTimestamp } from './common';
import type { ApiTicketGroup, ApiTicketType } from './events';
import type { ApiMembership } from './identity';

export type AutoRenewState = 'scheduled' | 'cancelled' | 'none';

/** A membership program: the levels of one membership event (spec 03 §3 Membership program). */
export interface ApiMembershipProgram {
  id: string;
  name: string;
  _rank: number;
  /** The membership event whose ticket groups are the levels. */
  event_template_id: string;
  /** Renewal opens this many days before a membership ends. */
  renewal_window_days: number;
}

/**
 * A membership level, the spec's "role": one ticket group of the membership event, ranked
 * (`_rank` orders the level radio group). The group's ticket types are the party roles, and
 * `GET membership_rules` says which are named and how many.
 */
export interface ApiMembershipRole {
  id: string;
  name: string;
  _rank: number;
  membership_program_id: string;
  ticket_group_id: string;
  /** The form offers auto-renew yes/no only at such levels. */
  auto_renew_available: boolean;
  member_event_purchase_limit: number | null;
  /**
   * Member allowances per event by ticket type name, `*` the wildcard that takes the overflow
   * (spec 01 §5). Empty: no allowance beyond `member_event_purchase_limit`.
   */
  benefits: Record<string, number>;
  membership_program?: ApiMembershipProgram;
}

/** A member of a membership: a booked ticket of the order that bought or renewed it. */
export interface ApiMemberTicket {
  id: string;
  /** First and last name joined; null for unnamed roles. */
  admit_name: string | null;
  admit_email: string | null;
  ticket_type_id: string;
  valid_to: WireTimestamp | null;
}

/**
 * One entry of `GET my/membership` (401 `not_authenticated` when signed out): every
 * membership of the user, the latest ending first, with spec 03 §7's embeds. Cancelled
 * tickets are left out of `ticket`.
 */
export interface ApiMyMembership extends ApiMembership {
  role: ApiMembershipRole & { membership_program: ApiMembershipProgram };
  /** When renewal opens: `valid_to` less the program's renewal window. */
  renewable_from: WireTimestamp;
  /** The identity the membership belongs to (the member's e-mail and names). */
  identity: { id: string; email: string | null; first_name: string | null; last_name: string | null };
  ticket: ApiMemberTicket[];
  ticket_order: { id: string; order_number: string } | null;
  ticket_type: ApiTicketType[];
  ticket_group: ApiTicketGroup | null;
  event_template: { id: string; name: string };
}

/**
 * Body of `POST giftee` (spec 03 §7): the gift's receiver. 201 `{ identity_id }`. A giftee is
 * an identity of this browser session, usable only by its gift_checkout.
 */
export interface ApiGifteeBody {
  first_name: string;
  last_name: string;
  email: string;
  additional_info?: Record<string, unknown>;
}
export interface ApiGifteeCreated {
  identity_id: string;
}

/** What the cart says about its giftee (spec 01 §3 Cart giftee). */
export interface ApiCartGiftee {
  id: string;
  name: string;
  email: string;
}

/**
 * Body of `POST my/cart/{id}/gift_checkout` (spec 02 §7): stores the giftee on a gift cart;
 * for a signed-in member also the purchaser (a guest then calls guest_checkout). Answers the
 * cart. 409 `gift_to_self` when the giftee's e-mail is the buyer's ('You cannot gift a
 * membership to yourself. Do you want to buy or renew a membership?'); 409 `not_a_gift` for a
 * cart not reserved as a gift.
 */
export interface ApiGiftCheckoutBody {
  giftee_identity_id: string;
}

/**
 * `GET code/{code}` for a 10-digit gift of membership (spec 03 §5, §7): the level it gives.
 * The code answers even when expired or redeemed: compare `valid_from`/`valid_to` with now,
 * and `exhausted`. Unknown: 404 `code_not_found`.
 */
export interface ApiMembershipGiftLookup {
  code: string;
  valid_from: WireTimestamp;
  valid_to: WireTimestamp;
  exhausted: boolean;
  role: ApiMembershipRole;
  event_template_id: string;
}

/** Answer of `DELETE ticket_order/{id}/auto_renew`: the membership, now `cancelled`. */
export type ApiAutoRenewCancelled = ApiMembership;

/** `_code` of a member's memberships (auto-renew cancel; spec 03 §7, §8 Memberships), context `membership`. */
export type MembershipErrorCode = 'auto_renew_not_scheduled';
