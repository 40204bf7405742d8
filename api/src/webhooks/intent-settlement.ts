/**
 * Payment truth from the provider (issue 30 item 4, ADR 0032): what a Stripe PaymentIntent's
 * state means for its cart, settled through the pay sequence's own recording and booking
 * (`recordSettled`, `closeSettled`, `PayService.reconcile`) under the cart lock, so an order is
 * booked exactly once whichever comes first, the webhook or the buyer's return.
 * - An intent recorded on a payment (processing, or succeeded but not booked): the pay
 *   sequence's `reconcile` settles and books it.
 * - An intent in the hands of a pay attempt still in flight: that attempt records it (or the
 *   reconciler, if it never finishes).
 * - A succeeded intent nobody recorded (the buyer authenticated, then closed the tab): it pays
 *   the cart as the buyer's return would have; a cart past its hold is held again if its
 *   places are still free. A cart that cannot be booked has the payment refunded and the
 *   buyer is told by e-mail: money is never kept without an order.
 */
import type { ApiPayBody } from '@storefront/shared/wire';
import type { Db, Tx } from '../infra/db/client';
import type { CartRow } from '../infra/db/schema';
import { lockRows, retryOnLockTimeout } from '../infra/db/locking';
import { ApiError, PaymentError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { toWireAmount } from '../lib/money';
import type { MailTransport } from '../mail/transport';
import { checkAmounts, fingerprintOf, parseEntries } from '../checkout/payments/amount-rules';
import { loadCartAmounts } from '../checkout/payments/amounts';
import { cardLabel, type CardIntent, type CardProcessor } from '../checkout/payments/card-processor';
import { processorKey, providerAttemptKey, type PayService } from '../checkout/payments/pay-service';
import { keepIntentCard } from '../checkout/payments/saved-cards';
import { closeSettled, recordAudit, recordSettled } from '../checkout/payments/settlement';
import {
  findCartById,
  findIdentityKind,
  findPaymentOfIntent,
  insertAttemptUnlessKnown,
  insertPaymentUnlessKnown,
  recordChargeResult,
} from '../checkout/checkout-repository';
import { sendRefundMail } from './refund-mail';
import { findCartPayments, findPaymentsOfIntent, findRefundRecipient, markPaymentRefunded, reholdCart } from './webhooks-repository';

/** The provider does not know the intent (Stripe's `resource_missing`, the sandbox's 404). */
function isMissing(error: unknown): boolean {
  return (error instanceof ApiError && error.statusCode === 404) || (error as { code?: unknown }).code === 'resource_missing';
}

/** The one payment of a `webhook:<intent>` attempt: in flight until recorded, or already refunded. */
function insertIntentPayment(
  tx: Tx,
  { cart, attemptId, intent, status, now }: { cart: CartRow; attemptId: string; intent: CardIntent; status: 'in_flight' | 'refunded'; now: Date },
) {
  return insertPaymentUnlessKnown(tx, {
    cartId: cart.id,
    attemptId,
    position: 0,
    idempotencyKey: providerAttemptKey(intent.id),
    gatewayId: 'stripe',
    amountMinor: intent.amountMinor,
    currencyCode: cart.currencyCode,
    status,
    ...(status === 'refunded' ? { gatewayReference: intent.id, label: cardLabel(intent.card), settledAt: now } : {}),
    createdAt: now,
  });
}

/** How long a late-paid cart is held again: it is booked in the same transaction, so only a scheduled cart keeps it. */
const LATE_HOLD_SECONDS = 60;

/** What became of an intent: settled (or nothing to do), or left to an attempt in flight that is not its own. */
export type IntentOutcome = 'settled' | 'deferred';

export interface SettlementLog {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface IntentSettlementDeps {
  db: Db;
  now: () => Date;
  processor: CardProcessor;
  payService: PayService;
  transport: MailTransport;
  fromAddress: string;
  log: SettlementLog;
}

type Adoption =
  | { kind: 'done' }
  | { kind: 'deferred' }
  | { kind: 'booked'; cart: CartRow; orderIds: string[] }
  | { kind: 'refund'; reason: string };

const PAID = new Set<CardIntent['status']>(['succeeded', 'requires_capture']);

export class IntentSettlement {
  constructor(private readonly deps: IntentSettlementDeps) {}

  /** Settles what the intent's current state (asked of the provider, not read from the event) means for its cart. */
  async settleIntent(intentId: string): Promise<IntentOutcome> {
    const intent = await this.deps.processor.retrieveIntent(intentId).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    const cartId = intent?.cartId;
    // Not one of this shop's intents (the Stripe account may serve other systems too): never touched.
    if (!intent || !cartId || !isUuid(cartId) || !(await findCartById(this.deps.db, cartId))) return 'settled';
    const recorded = await findPaymentOfIntent(this.deps.db, intent.id);
    if (recorded) {
      await this.deps.payService.reconcile(cartId);
      return 'settled';
    }
    if (!PAID.has(intent.status)) return 'settled';
    return this.adopt(intent, cartId);
  }

  /** charge.refunded: the intent's succeeded payment is recorded as refunded, with its 'refund' audit entry. */
  async recordRefund(intentId: string): Promise<void> {
    const rows = (await findPaymentsOfIntent(this.deps.db, intentId)).filter((row) => row.status === 'succeeded');
    for (const row of rows) {
      await retryOnLockTimeout(() =>
        this.deps.db.transaction(async (tx) => {
          await lockRows(tx, 'carts', [row.cartId]);
          if (await markPaymentRefunded(tx, row.id)) await recordAudit(tx, row, 'refund', this.deps.now());
        }),
      );
    }
  }

  private async adopt(intent: CardIntent, cartId: string): Promise<IntentOutcome> {
    let adoption: Adoption;
    try {
      adoption = await retryOnLockTimeout(() => this.deps.db.transaction((tx) => this.adoptUnderLock(tx, intent, cartId)));
    } catch (error) {
      // The booking refused it (the cart emptied, say): the transaction rolled back, the money goes back.
      if (!(error instanceof ApiError)) throw error;
      adoption = { kind: 'refund', reason: error.code };
    }
    if (adoption.kind === 'deferred') return 'deferred';
    if (adoption.kind === 'booked') {
      await this.keepCard(intent, adoption.cart);
      this.deps.log.info({ cartId, intentId: intent.id, orderIds: adoption.orderIds }, 'payment booked from the provider');
      await this.deps.payService.announce(adoption.cart, adoption.orderIds);
    }
    if (adoption.kind === 'refund') await this.refund(intent, cartId, adoption.reason);
    return 'settled';
  }

  /** The card of an adopted intent made to save it (3-D Secure confirmed, then the tab closed or the webhook first). */
  private async keepCard(intent: CardIntent, cart: CartRow): Promise<void> {
    const purchaser = cart.purchaserIdentityId ?? cart.identityId;
    const identity = await findIdentityKind(this.deps.db, purchaser);
    await keepIntentCard(this.deps.db, intent, { identityId: purchaser, member: identity?.kind === 'member' });
  }

  private async adoptUnderLock(tx: Tx, intent: CardIntent, cartId: string): Promise<Adoption> {
    await lockRows(tx, 'carts', [cartId]);
    if (await findPaymentOfIntent(tx, intent.id)) return { kind: 'done' };
    const cart = await findCartById(tx, cartId);
    if (!cart) return { kind: 'done' };
    const entries = (await findCartPayments(tx, cartId)).filter(
      ({ payment }) => payment.gatewayReference === intent.id || processorKey(cartId, payment.idempotencyKey, payment.position) === intent.payKey,
    );
    // A pay attempt in flight with this intent records it (or the reconciler does, if it dies).
    if (entries.some(({ payment }) => payment.status === 'in_flight')) return { kind: 'done' };
    // An attempt that failed for good (not one waiting for the buyer's authentication): what it took goes back.
    const refused = entries.find(({ attempt }) => attempt.state === 'failed' && attempt.error?.entry._code !== 'intent_requires_action');
    if (refused) return { kind: 'refund', reason: refused.attempt.error?.entry._code ?? 'attempt_failed' };
    if (cart.paymentPending) return { kind: 'deferred' };
    if (cart.state !== 'pending') return { kind: 'refund', reason: `cart_${cart.state}` };
    const now = this.deps.now();
    const body: ApiPayBody = {
      payments: [{ gateway_id: 'stripe', amount: toWireAmount(intent.amountMinor), gateway_data: { source_type: 'payment_intent', source: intent.id } }],
    };
    if (intent.currency !== cart.currencyCode.toLowerCase()) return { kind: 'refund', reason: 'currency_mismatch' };
    const expired = cart.expiresAt !== null && cart.expiresAt.getTime() <= now.getTime();
    if (expired && !(await reholdCart(tx, cartId, new Date(now.getTime() + LATE_HOLD_SECONDS * 1000), now))) {
      return { kind: 'refund', reason: 'places_taken' };
    }
    checkAmounts(parseEntries(body.payments), await loadCartAmounts(tx, cart, now));
    const key = providerAttemptKey(intent.id);
    const attempt = await insertAttemptUnlessKnown(tx, { cartId, idempotencyKey: key, fingerprint: fingerprintOf(body), state: 'in_flight', createdAt: now });
    if (!attempt) return { kind: 'done' };
    const row = await insertIntentPayment(tx, { cart, attemptId: attempt.id, intent, status: 'in_flight', now });
    if (!row) return { kind: 'done' };
    const recordedRow = await recordChargeResult(tx, row.id, { status: 'succeeded', reference: intent.id, label: cardLabel(intent.card) });
    if (recordedRow) await recordSettled(tx, recordedRow, now);
    const orderIds = await closeSettled(tx, cartId, now);
    return { kind: 'booked', cart, orderIds };
  }

  /**
   * Gives a succeeded intent that cannot be booked back (refunded at the provider first, so a
   * failed refund is retried with the event), then records it as a refunded payment of a
   * failed attempt (audit 'capture' then 'refund') and tells the buyer.
   */
  private async refund(intent: CardIntent, cartId: string, reason: string): Promise<void> {
    await this.deps.processor.refund(intent.id);
    this.deps.log.info({ cartId, intentId: intent.id, reason }, 'late payment refunded: its cart could not be booked');
    const recorded = await retryOnLockTimeout(() =>
      this.deps.db.transaction(async (tx) => {
        await lockRows(tx, 'carts', [cartId]);
        const cart = await findCartById(tx, cartId);
        if (!cart || (await findPaymentOfIntent(tx, intent.id))) return false;
        const now = this.deps.now();
        const key = providerAttemptKey(intent.id);
        const failure = new PaymentError('payment_failed', { description: 'The payment arrived after the cart could no longer be booked; it was refunded.', extra: { reason } });
        const attempt = await insertAttemptUnlessKnown(tx, {
          cartId,
          idempotencyKey: key,
          fingerprint: key,
          state: 'failed',
          error: { status: failure.statusCode, entry: failure.toEntry() },
          createdAt: now,
          finishedAt: now,
        });
        if (!attempt) return false;
        const row = await insertIntentPayment(tx, { cart, attemptId: attempt.id, intent, status: 'refunded', now });
        if (!row) return false;
        await recordAudit(tx, row, 'capture', now);
        await recordAudit(tx, row, 'refund', now);
        return true;
      }),
    );
    if (recorded) await this.tellBuyer(intent, cartId);
  }

  private async tellBuyer(intent: CardIntent, cartId: string): Promise<void> {
    try {
      const recipient = await findRefundRecipient(this.deps.db, cartId);
      if (!recipient?.email) return;
      await sendRefundMail(this.deps.transport, this.deps.fromAddress, {
        email: recipient.email,
        firstName: recipient.firstName,
        sellerName: recipient.sellerName,
        amount: `${toWireAmount(intent.amountMinor)} ${intent.currency.toUpperCase()}`,
        label: cardLabel(intent.card),
      });
    } catch (error) {
      this.deps.log.error({ err: error, cartId, intentId: intent.id }, 'refund e-mail could not be sent');
    }
  }
}
