import { Type, type Static } from '@sinclair/typebox';
import { WireAmount, WireTimestamp } from './common';
import { Amount, BodyObject, Uuid } from './inputs';
import { ApiEvent, ApiSession, ApiTicketGroup, ApiTicketType } from './events';
import { ApiCartPayments } from './payments';
import { ApiCartGiftee } from './memberships';

export type CartState = Static<typeof CartState>;
export const CartState = Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('cancelled')]);

export type TicketState = Static<typeof TicketState>;
export const TicketState = Type.Union([
  Type.Literal('in_cart'),
  Type.Literal('held'),
  Type.Literal('booked'),
  Type.Literal('redeemed'),
  Type.Literal('cancelled'),
  Type.Literal('unbooked'),
]);

/** One ticket to reserve (spec 01 §3 Reservation item). */
export type ApiReservationItem = Static<typeof ApiReservationItem>;
export const ApiReservationItem = BodyObject({
  ticket_type_id: Uuid,
  event_session_id: Type.Optional(Uuid),
  /** Flexible price (donation, gift card), two decimals. */
  face_value: Type.Optional(Amount),
  admit_name: Type.Optional(Type.String({ maxLength: 200 })),
  admit_email: Type.Optional(Type.String({ maxLength: 254 })),
  /**
   * Seated groups: the seat (spec 01 §3 reservation item). Required for a `seated` group,
   * refused for any other; the seat must be sold by the ticket's group at the item's session.
   * A seat held or sold meanwhile answers 409 `seat_unavailable` (extra `seat_template_id`).
   * Checked by the reservation (`seat_not_found`, `seat_required`, `seat_unavailable`).
   */
  seat_template_id: Type.Optional(Uuid),
});

/** A promo code as the visitor typed it. */
const PromoCode = Type.String({ minLength: 2, maxLength: 35 });
const PromoCodes = Type.Array(PromoCode, { maxItems: 20 });

/**
 * Body of `POST my/cart/modify` (create) and `POST my/cart/{id}/modify`.
 * The parts are applied in this order: create, remove, apply_code_before, reserve, apply_code,
 * apply_code_default.
 */
export type ApiCartModifyBody = Static<typeof ApiCartModifyBody>;
export const ApiCartModifyBody = BodyObject({
  /**
   * `edit_order_id` opens an edit cart of that booked order (spec 02 §4 Edit order, ADR 0022):
   * only for a guest who may see the order (403 `edit_requires_logout` when signed in).
   */
  create: Type.Optional(
    BodyObject({
      channel: Type.Literal('web'),
      campaign: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }))),
      edit_order_id: Type.Optional(Uuid),
    }),
  ),
  /**
   * Held tickets of this cart go back on sale. In an edit cart it may also name booked tickets
   * of the edited order: they are removed when the edit is confirmed (`_context`
   * `cart_remove_tickets`: 404 `ticket_not_found`, 409 `ticket_state_incorrect`, 409
   * `tickets_too_old`, 409 `ticket_not_editable` 'Please contact us to reschedule your tickets.').
   */
  remove: Type.Optional(BodyObject({ ticket_ids: Type.Array(Uuid, { maxItems: 1000 }) })),
  /**
   * Codes applied before reserving: unlock codes, or with `handler: 'citypass'` one CityPASS
   * voucher per ticket of `reserve.tickets`, in ticket order (spec 01 §5 "CityPASS voucher");
   * the vouchers are checked by the reservation.
   */
  apply_code_before: Type.Optional(
    BodyObject({
      codes: PromoCodes,
      handler: Type.Optional(Type.Literal('citypass')),
      handler_data: Type.Optional(BodyObject({ visit_datetime: Type.String({ format: 'date-time' }) })),
    }),
  ),
  /**
   * `gift: true` reserves a gift (spec 03 §4 "Gift of membership disables member benefits"):
   * only into an empty cart or one already reserved as a gift (409 `gift_cart_mixed`); no
   * member benefits, no renewal window. A membership level's tickets are refused while the
   * cart holds another level's (409 `membership_in_cart`); a current member outside the
   * renewal window is refused (409 `renewal_not_open`, `_extra.renewable_from`). ADR 0021.
   */
  reserve: Type.Optional(
    BodyObject({
      tickets: Type.Array(ApiReservationItem, { maxItems: 100 }),
      additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      gift: Type.Optional(Type.Boolean()),
    }),
  ),
  /**
   * Promo codes; a 10-digit gift of membership code redeems the gifted level's tickets reserved
   * with it (their price comes off; 404 `code_not_found`, 409 `code_expired` 'This code has
   * expired', 409 `code_exhausted` 'This code has already been redeemed').
   */
  apply_code: Type.Optional(BodyObject({ codes: PromoCodes })),
  /**
   * The tenant's default promo codes (spec 01 §5): applied where they give a benefit, skipped
   * silently where they do not (unknown, used up, nothing to discount, already applied).
   */
  apply_code_default: Type.Optional(BodyObject({ codes: PromoCodes })),
});

export type ApiTicket = Static<typeof ApiTicket>;
export const ApiTicket = Type.Object({
  id: Type.String(),
  state: TicketState,
  event_template_id: Type.String(),
  event_session_id: Type.Union([Type.String(), Type.Null()]),
  ticket_group_id: Type.String(),
  ticket_type_id: Type.String(),
  ticket_order_id: Type.Union([Type.String(), Type.Null()]),
  face_value: WireAmount,
  adjusted_value: WireAmount,
  admit_name: Type.Union([Type.String(), Type.Null()]),
  admit_email: Type.Union([Type.String(), Type.Null()]),
  /** Scanned at the door; null until the ticket is booked. */
  scan_code: Type.Union([Type.String(), Type.Null()]),
  valid_from: Type.Union([WireTimestamp, Type.Null()]),
  valid_to: Type.Union([WireTimestamp, Type.Null()]),
  /** Seated tickets: the seat held and its name as printed ('Stalls C12'); null otherwise. */
  seat_template_id: Type.Union([Type.String(), Type.Null()]),
  seat_name: Type.Union([Type.String(), Type.Null()]),
});

export type ApiCartMod = Static<typeof ApiCartMod>;
export const ApiCartMod = Type.Object({
  id: Type.String(),
  /** The promo code that created this cartmod, as the visitor typed it (normalised upper case). */
  code: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  blocking_checkout: Type.Boolean(),
  discount: WireAmount,
  activating_code_groups: Type.Array(Type.String()),
});

/** Body of `POST my/cart/{id}/remove` (spec 02 §7 "tickets list"): `modify`'s `remove`, in the spec's shape. Answers the cart. */
export type ApiCartRemoveBody = Static<typeof ApiCartRemoveBody>;
export const ApiCartRemoveBody = BodyObject({
  tickets: Type.Array(BodyObject({ ticket_id: Uuid }), { minItems: 1, maxItems: 1000 }),
});

/** Body of `PATCH my/cart/{id}` (extend the timer, spec 01 §7): the new expiry instant. */
export type ApiCartExtendBody = Static<typeof ApiCartExtendBody>;
export const ApiCartExtendBody = BodyObject({ expires_at: Type.String({ format: 'date-time' }) });

/** Body of `POST my/cart/{id}/apply_code` (spec 01 §7 "promo code"). Answers the cart. */
export type ApiApplyCodeBody = Static<typeof ApiApplyCodeBody>;
export const ApiApplyCodeBody = BodyObject({ code: PromoCode });

/** Query `mode` of `GET code/{code}`: comma list of `advertise`, `code`. */
export type ApiCodeLookupMode = Static<typeof ApiCodeLookupMode>;
export const ApiCodeLookupMode = Type.Union([Type.Literal('advertise'), Type.Literal('code')]);

/**
 * Answer of `GET code/{code}` (spec 01 §3 "Code lookup"); 404 `code_not_found` for an unknown code.
 * `discounted_amount` is `ticket_type`'s price after the code (null when the code names no type).
 * An expired or not yet valid code is answered too: compare `valid_from`/`valid_to` with now.
 */
export type ApiCodeLookup = Static<typeof ApiCodeLookup>;
export const ApiCodeLookup = Type.Object({
  code: Type.String(),
  valid_from: Type.Union([WireTimestamp, Type.Null()]),
  valid_to: Type.Union([WireTimestamp, Type.Null()]),
  exhausted: Type.Boolean(),
  discounted_amount: Type.Union([WireAmount, Type.Null()]),
  cartmod: Type.Object({
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    blocking_checkout: Type.Boolean(),
    activating_code_groups: Type.Array(Type.String()),
  }),
  ticket_type: Type.Union([ApiTicketType, Type.Null()]),
});

/**
 * `GET my/cart/{id}` answers 410 `cart_expired` ('Cart timed out') for a timed-out cart and
 * 409 `cart_booked` ('Cart with order ID {order id} has been booked.', `_extra.order_ids`) for a
 * booked one, unless asked with `?include_completed=true`.
 */
export type ApiCart = Static<typeof ApiCart>;
export const ApiCart = Type.Composite([
  ApiCartPayments,
  Type.Object({
    id: Type.String(),
    cart_number: Type.String(),
    seller_id: Type.String(),
    state: CartState,
    identity_id: Type.String(),
    /** Null once the cart is no longer holding tickets (completed). */
    expires_at: Type.Union([WireTimestamp, Type.Null()]),
    /** Seconds left until `expires_at`, computed by the server when answering. */
    expires_in: Type.Union([Type.Number(), Type.Null()]),
    currency_code: Type.String(),
    tickets: Type.Array(ApiTicket),
    cartmods: Type.Array(ApiCartMod),
    cart_fees: Type.Object({
      currency_code: Type.String(),
      /**
       * `total` is the tickets' adjusted values plus their outside fees; `outside_fees` is the
       * fee part of it (spec 01 §3 Ticket type `outside_fees`, §9 Prices).
       */
      grand_totals: Type.Object({
        total: WireAmount,
        /** `total` less what was paid. */
        total_outstanding: WireAmount,
        /** What must be paid now: the outstanding part of scheduled payments due by now, else all of it. */
        total_due: WireAmount,
        total_paid: WireAmount,
        outside_fees: WireAmount,
      }),
    }),
    /** Orders created by checkout; empty while pending. */
    ticket_order: Type.Array(
      Type.Object({
        id: Type.String(),
        order_number: Type.String(),
      }),
    ),
    /** Reserved as a gift (`reserve.gift`); the giftee once gift_checkout named one. */
    is_gift: Type.Boolean(),
    giftee: Type.Union([ApiCartGiftee, Type.Null()]),
    /**
     * An edit cart (spec 02 §4 Edit order): the order it changes, the booked tickets it removes
     * on confirmation, and their value, which counts against the new tickets' price (never below 0:
     * nothing is refunded online). Null for other carts.
     */
    order_edit: Type.Union([
      Type.Object({
        order_id: Type.String(),
        removed_tickets: Type.Array(ApiTicket),
        credit: WireAmount,
      }),
      Type.Null(),
    ]),
    /** A redemption cart: the gift of membership code it redeems. */
    gift_code: Type.Union([Type.String(), Type.Null()]),
    /** The templates, sessions, groups and types the tickets refer to. */
    event_template: Type.Array(ApiEvent),
    event_session: Type.Array(ApiSession),
    ticket_group: Type.Array(ApiTicketGroup),
    ticket_type: Type.Array(ApiTicketType),
  }),
]);

/** `_extra.reason` of a `code_not_found` for a code outside its validity window. */
export type PromoCodeInvalidReason = Static<typeof PromoCodeInvalidReason>;
export const PromoCodeInvalidReason = Type.Union([Type.Literal('expired'), Type.Literal('not_yet_valid')]);
