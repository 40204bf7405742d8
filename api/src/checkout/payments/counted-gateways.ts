/**
 * Payments as the metrics count them (ADR 0035): each gateway's charge by how it ends, at the
 * gateway's boundary so the pay sequence itself is unchanged. `succeeded` and `processing` are
 * the charge's result; a 402 `intent_requires_action` (3-D Secure) is `requires_action`; any other
 * error (a decline, the provider unreachable) is `failed`.
 */
import type { Metrics, PaymentOutcome } from '../../infra/metrics/metrics';
import { ApiError } from '../../lib/errors';
import type { Gateway, Gateways } from './gateway';

export function paymentOutcomeOfError(error: unknown): PaymentOutcome {
  return error instanceof ApiError && error.code === 'intent_requires_action' ? 'requires_action' : 'failed';
}

function counted<G extends Gateway>(gateway: G, metrics: Metrics): G {
  const charge: Gateway['charge'] = async (entry, amountMinor, context) => {
    try {
      const result = await gateway.charge(entry, amountMinor, context);
      metrics.countPayment(gateway.id, result.status);
      return result;
    } catch (error) {
      metrics.countPayment(gateway.id, paymentOutcomeOfError(error));
      throw error;
    }
  };
  // Everything else is the gateway's own, through the prototype chain.
  return Object.create(gateway, { charge: { value: charge } }) as G;
}

/** The same gateways, each charge counted by gateway and outcome. */
export function countedGateways(gateways: Gateways, metrics: Metrics): Gateways {
  return {
    free: counted(gateways.free, metrics),
    ledger: counted(gateways.ledger, metrics),
    stripe: counted(gateways.stripe, metrics),
  };
}
