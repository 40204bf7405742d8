import { Type } from '@sinclair/typebox';
import { BodyObject, Email, UuidList } from '@storefront/shared/contract';

export const TicketOrderQuery = Type.Object({ 'id._in': UuidList });

/** Any short string: a malformed id is answered like an unknown one (404), not as a 400. */
export const OrderIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** `POST ticket_order/{id}/access`: the manage link's key (ADR 0022). */
export const OrderAccessBody = BodyObject({ key: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * `POST ticket_order/{id}/cancel`: an empty list is allowed here so that the service answers
 * the spec's own `no_tickets_selected`. An id that is no ticket of the order is `no_valid_tickets`.
 */
export const OrderCancelBody = BodyObject({
  gateway_data: Type.Optional(BodyObject({})),
  tickets: Type.Array(BodyObject({ ticket_id: Type.String({ minLength: 1, maxLength: 100 }) }), { minItems: 0, maxItems: 1000 }),
});

export const OrderEmailBody = BodyObject({
  log_context: Type.Optional(Type.Union([Type.Literal('order_update'), Type.Literal('order_cancel')])),
});

export const OrderResendBody = BodyObject({ email: Email, memberships_only: Type.Optional(Type.Boolean()) });

export const MyOrderResendBody = BodyObject({ memberships_only: Type.Optional(Type.Boolean()) });
