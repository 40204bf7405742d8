import { Type } from '@sinclair/typebox';
import { Uuid } from '@storefront/shared/contract';

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
