/** Params of the payment routes and the sandbox's (spec 02 §7); the bodies are the contract's (`payments.ts`). */
import { Type, type Static } from '@sinclair/typebox';
import { PaymentError } from '../../lib/errors';
import { BodyObject, type ApiPayBody, type ApiPaymentEntry } from '@storefront/shared/contract';

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

/**
 * Pairs each entry's gateway with its data (400 `validation_failed` in `payments` otherwise):
 * the schema checks an entry as one object, the payment service reads the paired entries.
 */
export function toPayBody(body: Static<typeof ApiPayBody>): ApiPayBody {
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
