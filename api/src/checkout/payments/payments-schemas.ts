/** Schemas of the payment routes (spec 02 §3 Payment payload, §7; wire `payments.ts`). */
import { Type, type Static } from '@sinclair/typebox';
import type { ApiPayBody, ApiPaymentEntry } from '@storefront/shared/wire';
import { PaymentError } from '../../lib/errors';
import { Amount, BodyObject, Uuid } from '@storefront/shared/contract';

const StripeData = BodyObject({
  source: Type.String({ minLength: 1, maxLength: 255 }),
  source_type: Type.Union([Type.Literal('payment_method'), Type.Literal('saved_card'), Type.Literal('payment_intent')]),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  save_card: Type.Optional(Type.Boolean()),
});

const LedgerData = BodyObject({
  ledger_type: Type.Literal('gift_card'),
  ledger_number: Type.String({ minLength: 1, maxLength: 70 }),
});

// One object rather than a union of three, so a wrong gateway_id is one clear error rather
// than three branches' errors. `toPayBody` pairs gateway and data.
const PaymentEntry = BodyObject(
  {
    gateway_id: Type.Union([Type.Literal('free'), Type.Literal('stripe'), Type.Literal('ledger')]),
    amount: Amount,
    gateway_data: Type.Optional(Type.Union([StripeData, LedgerData])),
  },
  { additionalProperties: false },
);

const payFields = {
  payments: Type.Array(PaymentEntry, { maxItems: 10 }),
  auto_renew: Type.Optional(Type.Boolean()),
};

export const PayBody = BodyObject(payFields);

export const InjectedCheckoutBody = BodyObject({ ...payFields, send_email: Type.Optional(Type.Boolean()) });

export const GuestCheckoutBody = BodyObject({
  guest_identity_id: Uuid,
  giver_identity_id: Type.Optional(Uuid),
  captcha: Type.Optional(BodyObject({ provider: Type.Literal('hcaptcha'), token: Type.String({ maxLength: 10_000 }) })),
});

export const MemberCheckoutBody = Type.Optional(BodyObject({}));

export const LedgerParams = Type.Object({
  ledger: Type.String({ minLength: 1, maxLength: 50 }),
  cardNumber: Type.String({ minLength: 1, maxLength: 70 }),
});

export const SandboxIntentParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export const SandboxIntentQuery = Type.Object({ client_secret: Type.String({ minLength: 1, maxLength: 200 }) });
export const SandboxConfirmBody = BodyObject({
  client_secret: Type.String({ minLength: 1, maxLength: 200 }),
  action: Type.Union([Type.Literal('complete'), Type.Literal('fail')]),
});

/** Pairs each entry's gateway with its data (400 `validation_failed` in `payments` otherwise). */
export function toPayBody(body: Static<typeof PayBody>): ApiPayBody {
  const payments = body.payments.map((entry, index): ApiPaymentEntry => {
    const data = entry.gateway_data;
    if (entry.gateway_id === 'free') return { gateway_id: 'free', amount: entry.amount };
    if (entry.gateway_id === 'stripe' && data && 'source' in data) return { gateway_id: 'stripe', amount: entry.amount, gateway_data: data };
    if (entry.gateway_id === 'ledger' && data && 'ledger_number' in data) return { gateway_id: 'ledger', amount: entry.amount, gateway_data: data };
    throw new PaymentError('validation_failed', {
      description: `Payment ${index + 1}: the ${entry.gateway_id} gateway needs its gateway_data.`,
      extra: { index },
    });
  });
  return { payments, ...(body.auto_renew !== undefined ? { auto_renew: body.auto_renew } : {}) };
}
