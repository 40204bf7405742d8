/** The webhook endpoint's answer (API-only: Stripe reads the status, not the body). */
import { Type } from '@sinclair/typebox';

export const WebhookAckBody = Type.Object(
  {
    received: Type.Literal(true),
    /** The event was handled before: nothing changed. */
    duplicate: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const WebhookHeaders = Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 2048 })) });
