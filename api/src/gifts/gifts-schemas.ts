import { Type } from '@sinclair/typebox';
import { BodyObject, Email, Uuid } from '@storefront/shared/contract';

const Name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

/** `POST giftee` (spec 03 §7): names max 50, e-mail max 254, additional_info as for identities. */
export const GifteeBody = BodyObject({
  first_name: Name,
  last_name: Name,
  email: Email,
  additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** `POST my/cart/{id}/gift_checkout` (spec 02 §7). */
export const GiftCheckoutBody = BodyObject({ giftee_identity_id: Uuid });
