/**
 * Nothing stranded (issue 30 item 7, ADR 0032). A pay request that died (a crash, a lost
 * connection) leaves its attempt `in_flight` and its cart `payment_pending`; one that died
 * between recording and booking leaves the cart paid but unbooked. Every run:
 * 1. each attempt in flight for longer than `inFlightStaleSeconds` (well past the gateway's
 *    own timeouts, so its request is gone): the provider is asked what its entries did (by the
 *    intent, or by the idempotency key the charge used), the outcome is recorded, and what was
 *    taken is given back if any entry failed;
 * 2. each cart still payment_pending with no fresh attempt in flight: the pay sequence's
 *    `reconcile` settles its processing payments and books it (or gives the money back);
 * 3. a cart still payment_pending past its hold plus `pendingGraceSeconds` is given up:
 *    its processing payments are cancelled or refunded and it may expire.
 * Runs on a `PeriodicJob`; each cart is settled under its lock, so two instances running it
 * at once settle each cart once.
 */
import type { Db } from '../infra/db/client';
import type { PaymentAttemptRow, PaymentRow } from '../infra/db/schema';
import { lockRows, retryOnLockTimeout } from '../infra/db/locking';
import { PeriodicJob, type JobLog } from '../infra/periodic-job';
import { PaymentError } from '../lib/errors';
import type { CardIntent, CardProcessor } from '../checkout/payments/card-processor';
import { processorKey, type PayService } from '../checkout/payments/pay-service';
import { recordAudit, recordSettled } from '../checkout/payments/settlement';
import {
  failOpenAttempts,
  markAttemptFailed,
  markAttemptProcessing,
  recordChargeResult,
  refundAttemptPayments,
  setPaymentPending,
} from '../checkout/checkout-repository';
import { cardLabel } from '../checkout/payments/card-processor';
import {
  failUnfinishedPayments,
  findAttemptPayments,
  findAttemptRow,
  findStaleInFlightAttempts,
  findStrandedCarts,
  findUnsettledCarts,
} from './webhooks-repository';

/** The reconciler's timings (ADR 0032). */
export const RECONCILE_TIMINGS = {
  /** An attempt in flight this long has outlived its request: the card call's 20 s timeout, twice retried. */
  inFlightStaleSeconds: 90,
  /** A cart payment_pending this long past its hold is given up (the invariant checks it). */
  pendingGraceSeconds: 300,
  /** How often it runs by default (`PAYMENT_RECONCILE_INTERVAL_MS`). */
  intervalMs: 15_000,
} as const;

/** What one run found: stale attempts resolved, unsettled carts reconciled, carts given up. */
export interface ReconcileCounts {
  /** Attempts in flight past `inFlightStaleSeconds`. */
  attempts: number;
  /** Carts payment_pending with no fresh attempt in flight. */
  carts: number;
  /** Carts payment_pending past their hold plus the grace. */
  givenUp: number;
}

type EntryOutcome = { status: 'succeeded' | 'processing'; reference: string | null; label: string } | { status: 'failed'; reference: string | null };

export interface ReconcilerLog extends JobLog {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface ReconcilerDeps {
  db: Db;
  now: () => Date;
  processor: CardProcessor;
  payService: PayService;
  log: ReconcilerLog;
}

export class PaymentReconciler extends PeriodicJob<ReconcileCounts> {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly processor: CardProcessor;
  private readonly payService: PayService;
  private readonly reconcilerLog: ReconcilerLog;

  constructor(deps: ReconcilerDeps) {
    super('payment reconciliation', () => this.reconcileAll(), deps.log, (counts) => {
      if (counts.attempts + counts.carts + counts.givenUp > 0) deps.log.info(counts, 'stranded payments reconciled');
    });
    ({ db: this.db, now: this.now, processor: this.processor, payService: this.payService, log: this.reconcilerLog } = deps);
  }

  private async reconcileAll(): Promise<ReconcileCounts> {
    const now = this.now();
    const staleBefore = new Date(now.getTime() - RECONCILE_TIMINGS.inFlightStaleSeconds * 1000);
    const attempts = await findStaleInFlightAttempts(this.db, staleBefore);
    for (const attempt of attempts) await this.isolated(attempt.cartId, () => this.resolveInFlight(attempt));
    const carts = await findUnsettledCarts(this.db, staleBefore);
    for (const cart of carts) await this.isolated(cart.id, () => this.payService.reconcile(cart.id));
    const stranded = await findStrandedCarts(this.db, new Date(this.now().getTime() - RECONCILE_TIMINGS.pendingGraceSeconds * 1000));
    for (const cart of stranded) await this.isolated(cart.id, () => this.giveUp(cart.id));
    return { attempts: attempts.length, carts: carts.length, givenUp: stranded.length };
  }

  /** One cart's trouble never stops the others'. */
  private async isolated(cartId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.reconcilerLog.error({ err: error, cartId }, 'a stranded payment could not be reconciled; tried again next run');
    }
  }

  /** Step 1: what the attempt's entries did, asked of the provider, recorded under the cart lock. */
  private async resolveInFlight(attempt: PaymentAttemptRow): Promise<void> {
    const rows = (await findAttemptPayments(this.db, attempt.id)).filter((row) => row.status === 'in_flight');
    const outcomes = new Map<string, EntryOutcome>();
    for (const row of rows) outcomes.set(row.id, await this.outcomeOf(attempt, row));
    const failed = [...outcomes.values()].some((o) => o.status === 'failed');
    const toReverse = await retryOnLockTimeout(() =>
      this.db.transaction(async (tx) => {
        await lockRows(tx, 'carts', [attempt.cartId]);
        const current = await findAttemptRow(tx, attempt.id);
        // The pay request finished after all: it recorded its own outcome.
        if (current?.state !== 'in_flight') return [];
        const now = this.now();
        for (const row of rows) {
          const outcome = outcomes.get(row.id);
          if (!outcome || outcome.status === 'failed') continue;
          const updated = await recordChargeResult(tx, row.id, outcome);
          if (updated && outcome.status === 'succeeded') await recordSettled(tx, updated, now);
        }
        if (!failed) {
          if ([...outcomes.values()].some((o) => o.status === 'processing')) await markAttemptProcessing(tx, attempt.id);
          return [];
        }
        // One entry failed: the attempt failed, and what the others took goes back.
        const failure = new PaymentError('payment_failed', { description: 'The payment could not be completed. Nothing was charged.' });
        await markAttemptFailed(tx, attempt.id, { status: failure.statusCode, entry: failure.toEntry() }, now);
        const refunded = await refundAttemptPayments(tx, attempt.id);
        for (const row of refunded) await recordAudit(tx, row, 'refund', now);
        const processing = await failUnfinishedPayments(tx, attempt.id);
        await setPaymentPending(tx, attempt.cartId, false);
        return [...refunded, ...processing];
      }),
    );
    for (const row of toReverse) await this.giveBack(row);
    if (!failed) await this.payService.reconcile(attempt.cartId);
  }

  /**
   * One entry's outcome: a card entry is asked of the provider (the intent it names, or the one
   * its charge created under the entry's idempotency key); a free entry took nothing. A gift
   * card entry counts as not charged: its debit commits with nothing to find it by (see ADR 0032).
   */
  private async outcomeOf(attempt: PaymentAttemptRow, row: PaymentRow): Promise<EntryOutcome> {
    if (row.gatewayId === 'free') return { status: 'succeeded', reference: null, label: row.label };
    if (row.gatewayId !== 'stripe') return { status: 'failed', reference: null };
    const intent = row.gatewayReference
      ? await this.processor.retrieveIntent(row.gatewayReference)
      : await this.processor.findIntentByKey(processorKey(attempt.cartId, row.idempotencyKey, row.position));
    return intentOutcome(intent);
  }

  /** Step 3: the cart's processing payments are cancelled or refunded, its attempts failed, and it may expire. */
  private async giveUp(cartId: string): Promise<void> {
    const given = await retryOnLockTimeout(() =>
      this.db.transaction(async (tx) => {
        await lockRows(tx, 'carts', [cartId]);
        const failure = new PaymentError('payment_failed', { description: 'The payment did not complete in time and was cancelled.' });
        const now = this.now();
        const open = await failOpenAttempts(tx, cartId, { status: failure.statusCode, entry: failure.toEntry() }, now);
        const refunded: PaymentRow[] = [];
        for (const attempt of open) {
          const rows = await refundAttemptPayments(tx, attempt.id);
          for (const row of rows) await recordAudit(tx, row, 'refund', now);
          refunded.push(...rows, ...(await failUnfinishedPayments(tx, attempt.id)));
        }
        await setPaymentPending(tx, cartId, false);
        return refunded;
      }),
    );
    this.reconcilerLog.info({ cartId, given: given.length }, 'payment given up past its hold and grace');
    for (const row of given) await this.giveBack(row);
  }

  private async giveBack(row: PaymentRow): Promise<void> {
    if (row.gatewayId !== 'stripe' || !row.gatewayReference) return;
    try {
      await this.processor.refund(row.gatewayReference);
    } catch (error) {
      this.reconcilerLog.error({ err: error, paymentId: row.id }, 'a stranded payment could not be given back');
    }
  }
}

function intentOutcome(intent: CardIntent | null): EntryOutcome {
  if (!intent) return { status: 'failed', reference: null };
  const label = cardLabel(intent.card);
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') return { status: 'succeeded', reference: intent.id, label };
  if (intent.status === 'processing') return { status: 'processing', reference: intent.id, label };
  return { status: 'failed', reference: intent.id };
}
