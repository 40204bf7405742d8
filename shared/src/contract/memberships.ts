/**
 * Memberships on the wire (spec 03 §3, §5, §7; ADR 0021): programs, levels (the spec's
 * "roles"), the member's memberships with their embeds, giftees, gift codes and auto-renew.
 */
import { Type, type Static } from '@sinclair/typebox';
import { WireTimestamp } from './common';
import { ApiMembership, PersonName } from './identity';
import { BodyObject, Email, Uuid } from './inputs';
import { ApiTicketGroup, ApiTicketType } from './events';

export type AutoRenewState = Static<typeof AutoRenewState>;
export const AutoRenewState = Type.Union([Type.Literal('scheduled'), Type.Literal('cancelled'), Type.Literal('none')]);

/** A membership program: the levels of one membership event (spec 03 §3 Membership program). */
export type ApiMembershipProgram = Static<typeof ApiMembershipProgram>;
export const ApiMembershipProgram = Type.Object({
  id: Type.String(),
  name: Type.String(),
  _rank: Type.Number(),
  /** The membership event whose ticket groups are the levels. */
  event_template_id: Type.String(),
  /** Renewal opens this many days before a membership ends. */
  renewal_window_days: Type.Number(),
});

/**
 * A membership level, the spec's "role": one ticket group of the membership event, ranked
 * (`_rank` orders the level radio group). The group's ticket types are the party roles, and
 * `GET membership_rules` says which are named and how many.
 */
export type ApiMembershipRole = Static<typeof ApiMembershipRole>;
export const ApiMembershipRole = Type.Object({
  id: Type.String(),
  name: Type.String(),
  _rank: Type.Number(),
  membership_program_id: Type.String(),
  ticket_group_id: Type.String(),
  /** The form offers auto-renew yes/no only at such levels. */
  auto_renew_available: Type.Boolean(),
  member_event_purchase_limit: Type.Union([Type.Number(), Type.Null()]),
  /**
   * Member allowances per event by ticket type name, `*` the wildcard that takes the overflow
   * (spec 01 §5). Empty: no allowance beyond `member_event_purchase_limit`.
   */
  benefits: Type.Record(Type.String(), Type.Number()),
  membership_program: Type.Optional(ApiMembershipProgram),
});

/** A member of a membership: a booked ticket of the order that bought or renewed it. */
export type ApiMemberTicket = Static<typeof ApiMemberTicket>;
export const ApiMemberTicket = Type.Object({
  id: Type.String(),
  /** First and last name joined; null for unnamed roles. */
  admit_name: Type.Union([Type.String(), Type.Null()]),
  admit_email: Type.Union([Type.String(), Type.Null()]),
  ticket_type_id: Type.String(),
  valid_to: Type.Union([WireTimestamp, Type.Null()]),
});

/**
 * One entry of `GET my/membership` (401 `not_authenticated` when signed out): every
 * membership of the user, the latest ending first, with spec 03 §7's embeds. Cancelled
 * tickets are left out of `ticket`.
 */
export type ApiMyMembership = Static<typeof ApiMyMembership>;
export const ApiMyMembership = Type.Composite([
  ApiMembership,
  Type.Object({
    role: Type.Composite([
      ApiMembershipRole,
      Type.Object({
        membership_program: ApiMembershipProgram,
      }),
    ]),
    /** When renewal opens: `valid_to` less the program's renewal window. */
    renewable_from: WireTimestamp,
    /** The identity the membership belongs to (the member's e-mail and names). */
    identity: Type.Object({
      id: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      first_name: Type.Union([Type.String(), Type.Null()]),
      last_name: Type.Union([Type.String(), Type.Null()]),
    }),
    ticket: Type.Array(ApiMemberTicket),
    ticket_order: Type.Union([
      Type.Object({
        id: Type.String(),
        order_number: Type.String(),
      }),
      Type.Null(),
    ]),
    ticket_type: Type.Array(ApiTicketType),
    ticket_group: Type.Union([ApiTicketGroup, Type.Null()]),
    event_template: Type.Object({
      id: Type.String(),
      name: Type.String(),
    }),
  }),
]);

/**
 * Body of `POST giftee` (spec 03 §7): the gift's receiver. 201 `{ identity_id }`. A giftee is
 * an identity of this browser session, usable only by its gift_checkout. Names max 50,
 * e-mail max 254, additional_info as for identities.
 */
export type ApiGifteeBody = Static<typeof ApiGifteeBody>;
export const ApiGifteeBody = BodyObject({
  first_name: PersonName,
  last_name: PersonName,
  email: Email,
  additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export type ApiGifteeCreated = Static<typeof ApiGifteeCreated>;
export const ApiGifteeCreated = Type.Object({
  identity_id: Type.String(),
});

/** What the cart says about its giftee (spec 01 §3 Cart giftee). */
export type ApiCartGiftee = Static<typeof ApiCartGiftee>;
export const ApiCartGiftee = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
});

/**
 * Body of `POST my/cart/{id}/gift_checkout` (spec 02 §7): stores the giftee on a gift cart;
 * for a signed-in member also the purchaser (a guest then calls guest_checkout). Answers the
 * cart. 409 `gift_to_self` when the giftee's e-mail is the buyer's ('You cannot gift a
 * membership to yourself. Do you want to buy or renew a membership?'); 409 `not_a_gift` for a
 * cart not reserved as a gift.
 */
export type ApiGiftCheckoutBody = Static<typeof ApiGiftCheckoutBody>;
export const ApiGiftCheckoutBody = BodyObject({
  giftee_identity_id: Uuid,
});

/**
 * `GET code/{code}` for a 10-digit gift of membership (spec 03 §5, §7): the level it gives.
 * The code answers even when expired or redeemed: compare `valid_from`/`valid_to` with now,
 * and `exhausted`. Unknown: 404 `code_not_found`.
 */
export type ApiMembershipGiftLookup = Static<typeof ApiMembershipGiftLookup>;
export const ApiMembershipGiftLookup = Type.Object({
  code: Type.String(),
  valid_from: WireTimestamp,
  valid_to: WireTimestamp,
  exhausted: Type.Boolean(),
  role: ApiMembershipRole,
  event_template_id: Type.String(),
});

/**
 * Body of `POST forgot_membership` (spec 03 §7): always 204; the member IDs are mailed when an
 * account has the e-mail and memberships. Unlike `password_reset/request`, the e-mail must be one.
 */
export type ApiForgotMembershipBody = Static<typeof ApiForgotMembershipBody>;
export const ApiForgotMembershipBody = BodyObject({
  email: Email,
});

/** Answer of `DELETE ticket_order/{id}/auto_renew`: the membership, now `cancelled`. */
export type ApiAutoRenewCancelled = Static<typeof ApiAutoRenewCancelled>;
export const ApiAutoRenewCancelled = ApiMembership;

/** `GET membership_rules` (spec 03 §3 Membership rules). */
export type ApiMembershipRule = Static<typeof ApiMembershipRule>;
export const ApiMembershipRule = Type.Object({
  id: Type.String(),
  ticket_type_id: Type.String(),
  ticket_group_id: Type.String(),
  party_role: Type.String(),
  named: Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Literal('optional')]),
  min: Type.Number(),
  /** Negative = no limit (10 for unnamed roles). */
  max: Type.Number(),
  ticket_type: Type.Optional(ApiTicketType),
  /** With `_embed=role`: the level (membership role) of the rule's ticket group. */
  role: Type.Optional(ApiMembershipRole),
});
