/**
 * `POST /api/webhooks/stripe` (ADR 0032): the event is believed only when its `Stripe-Signature`
 * checks against the endpoint's secret over the exact bytes received (the `stripe` library's
 * `constructEvent`, which also refuses a timestamp older than five minutes); each event id is
 * handled once (claimed in `stripe_webhook_events`; a replay is acknowledged and changes
 * nothing). A handling that fails gives the claim back and answers 503, so the provider retries.
 */
import Stripe from 'stripe';
import type { Db } from '../infra/db/client';
import { ApiError, BusyError } from '../lib/errors';
import type { IntentSettlement, SettlementLog } from './intent-settlement';
import { claimEvent, releaseEvent } from './webhooks-repository';

/** The events that settle a payment; any other event is acknowledged and ignored. */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

export class WebhookError extends ApiError {
  constructor(code: 'signature_missing' | 'signature_invalid', description: string) {
    super(400, code, 'webhook', description);
  }
}

export interface WebhookAck {
  received: true;
  duplicate: boolean;
}

export interface StripeWebhooksDeps {
  db: Db;
  now: () => Date;
  /** The endpoint's signing secret. */
  secret: string;
  settlement: IntentSettlement;
  log: SettlementLog;
}

export class StripeWebhooks {
  private readonly db: Db;
  private readonly log: SettlementLog;

  constructor(private readonly deps: StripeWebhooksDeps) {
    this.db = deps.db;
    this.log = deps.log;
  }

  async receive(payload: Buffer, signature: string | undefined): Promise<WebhookAck> {
    const event = this.verify(payload, signature);
    const intentId = intentOf(event);
    if (!(await claimEvent(this.db, { id: event.id, type: event.type, paymentIntent: intentId, receivedAt: this.deps.now() }))) {
      return { received: true, duplicate: true };
    }
    try {
      const outcome = await this.handle(event.type, intentId);
      if (outcome === 'deferred') throw new Error('another payment of the cart is in flight');
    } catch (error) {
      await releaseEvent(this.db, event.id);
      this.log.error({ err: error, eventId: event.id, type: event.type, intentId }, 'stripe webhook not handled; the provider retries it');
      throw new BusyError();
    }
    return { received: true, duplicate: false };
  }

  private verify(payload: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new WebhookError('signature_missing', 'The Stripe-Signature header is missing.');
    try {
      return Stripe.webhooks.constructEvent(payload, signature, this.deps.secret);
    } catch {
      throw new WebhookError('signature_invalid', 'The Stripe-Signature header does not match the payload.');
    }
  }

  private async handle(type: string, intentId: string | null): Promise<'settled' | 'deferred'> {
    if (!intentId) return 'settled';
    if (INTENT_EVENTS.has(type)) return this.deps.settlement.settleIntent(intentId);
    if (type === 'charge.refunded') await this.deps.settlement.recordRefund(intentId);
    return 'settled';
  }
}

/** The PaymentIntent an event is about: the object itself, or a charge's `payment_intent`. */
function intentOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (object.object === 'payment_intent') return object.id ?? null;
  const intent = object.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}
