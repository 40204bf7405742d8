import { Type } from '@sinclair/typebox';
import { Amount, BodyObject, Uuid } from '@storefront/shared/contract';

const ReservationItem = BodyObject({
  ticket_type_id: Uuid,
  event_session_id: Type.Optional(Uuid),
  face_value: Type.Optional(Amount),
  admit_name: Type.Optional(Type.String({ maxLength: 200 })),
  admit_email: Type.Optional(Type.String({ maxLength: 254 })),
  /** Seated groups (spec 01 §3): the seat; checked by the reservation (seat_not_found, seat_required, seat_unavailable). */
  seat_template_id: Type.Optional(Uuid),
});

const Codes = BodyObject({
  codes: Type.Array(Type.String({ minLength: 2, maxLength: 35 }), { maxItems: 20 }),
});

export const CartModifyBody = BodyObject({
  create: Type.Optional(
    BodyObject({
      channel: Type.Literal('web'),
      campaign: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }))),
      /** Opens an edit cart of this booked order (spec 02 §4 Edit order, ADR 0022). */
      edit_order_id: Type.Optional(Uuid),
    }),
  ),
  remove: Type.Optional(BodyObject({ ticket_ids: Type.Array(Uuid, { maxItems: 1000 }) })),
  apply_code_before: Type.Optional(
    BodyObject({
      codes: Codes.properties.codes,
      /** CityPASS vouchers, one per reserved ticket (spec 01 §5); checked by the reservation. */
      handler: Type.Optional(Type.Literal('citypass')),
      handler_data: Type.Optional(BodyObject({ visit_datetime: Type.String({ format: 'date-time' }) })),
    }),
  ),
  reserve: Type.Optional(
    BodyObject({
      tickets: Type.Array(ReservationItem, { maxItems: 100 }),
      additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      /** A gift of membership: into an empty cart or a gift cart only (ADR 0021). */
      gift: Type.Optional(Type.Boolean()),
    }),
  ),
  apply_code: Type.Optional(Codes),
  /** The tenant's default promo codes: applied where they give a benefit, else skipped. */
  apply_code_default: Type.Optional(Codes),
});

/** `POST my/cart/{id}/remove` (spec 02 §7 "tickets list"): the same removal as `modify`'s `remove`. */
export const CartRemoveBody = BodyObject({
  tickets: Type.Array(BodyObject({ ticket_id: Uuid }), { minItems: 1, maxItems: 1000 }),
});

export const CartExtendBody = BodyObject({ expires_at: Type.String({ format: 'date-time' }) });

export const ApplyCodeBody = BodyObject({ code: Type.String({ minLength: 2, maxLength: 35 }) });

export const CartQuery = Type.Object({
  /** Answer a booked (completed) cart instead of 409 `cart_booked`. */
  include_completed: Type.Optional(Type.Boolean()),
});

export const CodeParams = Type.Object({ code: Type.String({ minLength: 2, maxLength: 35 }) });

export const CodeQuery = Type.Object({
  /** Comma list of `advertise`, `code` (spec 01 §7). */
  mode: Type.Optional(Type.String({ pattern: '^(advertise|code)(,(advertise|code))*$' })),
  seller_id: Type.Optional(Uuid),
});
