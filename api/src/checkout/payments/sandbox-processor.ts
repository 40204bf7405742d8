/**
 * The Stripe sandbox (no STRIPE_SECRET_KEY): PaymentIntents kept in the database, outcomes
 * following Stripe's documented test payment methods, so the browser and the tests meet the
 * same answers as with Stripe's test mode:
 * - `pm_card_visa`, `pm_card_mastercard`: succeed;
 * - `pm_card_chargeDeclined`: card_declined / generic_decline;
 * - `pm_card_chargeDeclinedInsufficientFunds`: card_declined / insufficient_funds;
 * - `pm_card_authenticationRequired`: requires_action until confirmed through
 *   `POST /api/sandbox/stripe/payment_intents/{id}/confirm`;
 * - `pm_sandbox_processing` (sandbox only): processing, succeeded when retrieved
 *   `processingSeconds` later.
 * Off-session (a saved card charged by a job, the customer away), a card that would need
 * authentication declines with `authentication_required`, as Stripe's does.
 * A create repeated with the same idempotency key answers the same intent, as Stripe does.
 * Each change of an intent is told to the listener (`onEvent`) as the Stripe event it is, which
 * the webhooks domain signs and delivers to the API's own webhook endpoint (ADR 0032).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import type { SandboxPaymentIntentRow } from '../../infra/db/schema';
import { NotFoundError } from '../../lib/errors';
import type { CardError, CardIntent, CardIntentStatus, CardProcessor, CreateIntentRequest } from './card-processor';
import {
  cancelSandboxIntent,
  findSandboxIntent,
  findSandboxIntentByKey,
  insertSandboxIntent,
  updateSandboxIntent,
} from '../checkout-repository';

interface TestMethod {
  card: { brand: string; last4: string };
  status: CardIntentStatus;
  error?: CardError;
}

const DECLINED = 'Your card was declined.';

export const SANDBOX_PAYMENT_METHODS: Record<string, TestMethod> = {
  pm_card_visa: { card: { brand: 'visa', last4: '4242' }, status: 'succeeded' },
  pm_card_mastercard: { card: { brand: 'mastercard', last4: '4444' }, status: 'succeeded' },
  pm_card_chargeDeclined: {
    card: { brand: 'visa', last4: '0002' },
    status: 'requires_payment_method',
    error: { code: 'card_declined', declineCode: 'generic_decline', message: DECLINED },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    card: { brand: 'visa', last4: '9995' },
    status: 'requires_payment_method',
    error: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_authenticationRequired: { card: { brand: 'visa', last4: '3184' }, status: 'requires_action' },
  pm_sandbox_processing: { card: { brand: 'visa', last4: '0077' }, status: 'processing' },
};

/** Stripe's message when the customer fails the authentication. */
const AUTHENTICATION_FAILED: CardError = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Stripe's answer when an off-session charge would need the customer to authenticate. */
const AUTHENTICATION_REQUIRED: CardError = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** The outcome of a test method charged without the customer present: no authentication can happen. */
function offSession(method: TestMethod): TestMethod {
  return method.status === 'requires_action' ? { ...method, status: 'requires_payment_method', error: AUTHENTICATION_REQUIRED } : method;
}

export const DEFAULT_SANDBOX_PROCESSING_SECONDS = 5;

/** The PaymentIntent JSON fields the sandbox endpoints answer (Stripe's shape). */
export interface SandboxIntentJson {
  id: string;
  object: 'payment_intent';
  status: string;
  client_secret: string;
  amount: number;
  currency: string;
  payment_method: string;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** A Stripe event the sandbox raises: its type and its `data.object` (a PaymentIntent or a Charge). */
export interface SandboxEvent {
  type: string;
  object: Record<string, unknown>;
}

export type SandboxEventListener = (event: SandboxEvent) => Promise<void>;

/** The event Stripe sends when an intent reaches `status`. */
const EVENT_OF_STATUS: Record<string, string> = {
  succeeded: 'payment_intent.succeeded',
  processing: 'payment_intent.processing',
  requires_action: 'payment_intent.requires_action',
  requires_payment_method: 'payment_intent.payment_failed',
  canceled: 'payment_intent.canceled',
};

export class SandboxCardProcessor implements CardProcessor {
  private listener: SandboxEventListener | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly processingSeconds = DEFAULT_SANDBOX_PROCESSING_SECONDS,
  ) {}

  async createIntent(request: CreateIntentRequest): Promise<CardIntent> {
    const existing = await findSandboxIntentByKey(this.db, request.idempotencyKey);
    if (existing) return toIntent(existing);
    const known = SANDBOX_PAYMENT_METHODS[request.paymentMethod];
    const method = known && request.offSession ? offSession(known) : known;
    const id = `pi_sandbox_${token(12)}`;
    const row = await insertSandboxIntent(this.db, {
      id,
      clientSecret: `${id}_secret_${token(12)}`,
      idempotencyKey: request.idempotencyKey,
      amountMinor: request.amountMinor,
      currency: request.currency,
      status: method?.status ?? 'requires_payment_method',
      paymentMethod: request.paymentMethod,
      customer: request.customer,
      saveCard: request.saveCard,
      cartId: request.cartId,
      description: request.description,
      lastPaymentError: method
        ? (method.error ? wireError(method.error) : null)
        : { code: 'resource_missing', message: `No such PaymentMethod: '${request.paymentMethod}'` },
      processingUntil: method?.status === 'processing' ? new Date(this.now().getTime() + this.processingSeconds * 1000) : null,
    });
    if (!row) throw new Error('sandbox intent insert returned nothing');
    await this.changed(row);
    return toIntent(row);
  }

  /** Where the intents' changes go (the webhook sender); null: nowhere. */
  onEvent(listener: SandboxEventListener | null): void {
    this.listener = listener;
  }

  async findIntentByKey(idempotencyKey: string): Promise<CardIntent | null> {
    const row = await findSandboxIntentByKey(this.db, idempotencyKey);
    return row ? toIntent(await this.advanced(row)) : null;
  }

  async retrieveIntent(id: string): Promise<CardIntent> {
    const row = await this.advanced(await this.find(id));
    return toIntent(row);
  }

  async refund(id: string): Promise<void> {
    const before = await findSandboxIntent(this.db, id);
    await cancelSandboxIntent(this.db, id);
    if (!before || before.status === 'canceled') return;
    if (before.status === 'succeeded') {
      await this.emit('charge.refunded', {
        id: `ch_${before.id.slice('pi_'.length)}`,
        object: 'charge',
        payment_intent: before.id,
        amount: before.amountMinor,
        amount_refunded: before.amountMinor,
        currency: before.currency,
        refunded: true,
        metadata: metadataOf(before),
      });
    } else {
      await this.changed({ ...before, status: 'canceled' });
    }
  }

  async createCustomer(): Promise<string> {
    return `cus_sandbox_${token(8)}`;
  }

  /** `GET sandbox/stripe/payment_intents/{id}?client_secret=` (Stripe.js `retrievePaymentIntent`). */
  async intentJson(id: string, clientSecret: string): Promise<SandboxIntentJson> {
    return toJson(await this.advanced(await this.findWithSecret(id, clientSecret)));
  }

  /**
   * `POST sandbox/stripe/payment_intents/{id}/confirm`: the customer completes or fails the
   * authentication of a requires_action intent; any other intent is answered as it is.
   */
  async confirm(id: string, clientSecret: string, action: 'complete' | 'fail'): Promise<SandboxIntentJson> {
    const row = await this.findWithSecret(id, clientSecret);
    if (row.status !== 'requires_action') return toJson(row);
    const updated = await updateSandboxIntent(
      this.db,
      id,
      action === 'complete'
        ? { status: 'succeeded', lastPaymentError: null }
        : { status: 'requires_payment_method', lastPaymentError: wireError(AUTHENTICATION_FAILED) },
    );
    if (updated) await this.changed(updated);
    return toJson(updated ?? row);
  }

  private async find(id: string): Promise<SandboxPaymentIntentRow> {
    const row = await findSandboxIntent(this.db, id);
    if (!row) throw new NotFoundError('not_found', { context: 'payment_intent', description: `No such payment_intent: '${id}'` });
    return row;
  }

  private async findWithSecret(id: string, clientSecret: string): Promise<SandboxPaymentIntentRow> {
    const row = await this.find(id);
    if (row.clientSecret !== clientSecret) {
      throw new NotFoundError('not_found', { context: 'payment_intent', description: `No such payment_intent: '${id}'` });
    }
    return row;
  }

  /** A processing intent succeeds once its processing time has passed. */
  private async advanced(row: SandboxPaymentIntentRow): Promise<SandboxPaymentIntentRow> {
    if (row.status !== 'processing' || !row.processingUntil || row.processingUntil.getTime() > this.now().getTime()) return row;
    const updated = await updateSandboxIntent(this.db, row.id, { status: 'succeeded' });
    if (updated) await this.changed(updated);
    return updated ?? row;
  }

  private async changed(row: SandboxPaymentIntentRow): Promise<void> {
    const type = EVENT_OF_STATUS[row.status];
    if (type) await this.emit(type, { ...toJson(row), metadata: metadataOf(row) });
  }

  private async emit(type: string, object: Record<string, unknown>): Promise<void> {
    await this.listener?.({ type, object });
  }
}

function metadataOf(row: SandboxPaymentIntentRow): Record<string, string> {
  return { cart_id: row.cartId, ...(row.idempotencyKey ? { pay_key: row.idempotencyKey } : {}) };
}

function wireError(error: CardError): { code: string; decline_code?: string; message: string } {
  return { code: error.code, ...(error.declineCode ? { decline_code: error.declineCode } : {}), message: error.message };
}

function toIntent(row: SandboxPaymentIntentRow): CardIntent {
  const error = row.lastPaymentError;
  return {
    id: row.id,
    status: row.status as CardIntentStatus,
    clientSecret: row.clientSecret,
    amountMinor: row.amountMinor,
    currency: row.currency,
    paymentMethodId: row.paymentMethod,
    card: SANDBOX_PAYMENT_METHODS[row.paymentMethod]?.card ?? null,
    cartId: row.cartId,
    customer: row.customer,
    savesCard: row.saveCard,
    payKey: row.idempotencyKey,
    error: error ? { code: error.code, ...(error.decline_code ? { declineCode: error.decline_code } : {}), message: error.message } : null,
  };
}

function toJson(row: SandboxPaymentIntentRow): SandboxIntentJson {
  return {
    id: row.id,
    object: 'payment_intent',
    status: row.status,
    client_secret: row.clientSecret,
    amount: row.amountMinor,
    currency: row.currency,
    payment_method: row.paymentMethod,
    last_payment_error: row.lastPaymentError ?? null,
  };
}
