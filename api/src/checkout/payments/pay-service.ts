/**
 * The pay sequence (ADR 0008, "Pay never outlives its hold"):
 * 1. under the cart lock: the cart must be pending, the caller's (or injected, for the `cart/…`
 *    paths), unexpired (410 before any charge), not blocked by a checkout rule, the amounts
 *    valid; the attempt is recorded `in_flight` under its idempotency key and the cart is marked
 *    `payment_pending` (it cannot expire, be swept, changed or discarded meanwhile);
 * 2. the gateways charge, outside any transaction, with the attempt's key;
 * 3. under the lock again the results are recorded with their audit entries (committed on
 *    their own), then, in a second transaction, the orders are booked once nothing is
 *    outstanding; if booking fails the charges are given back (see `book`); the confirmation
 *    e-mail goes after the commit. Reading the cart (`reconcile`) books a cart whose payments
 *    were recorded but whose booking did not run.
 * A repeated key answers the first attempt's result and charges nothing; a duplicate sent while
 * the first is in flight waits for it. Stripe's webhooks settle the same payments through the
 * same recording and booking (ADR 0032): a buyer returning with an intent the webhook already
 * recorded is answered the cart as it is, and an attempt the reconciler resolved after its
 * request died is not recorded twice.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ApiCart, ApiPayBody, ApiPaymentEntry } from '@storefront/shared/wire';
import type { Db, Tx } from '../../infra/db/client';
import type { CartRow, PaymentAttemptRow, PaymentRow } from '../../infra/db/schema';
import { assertOwner, cartTickets, findCart, isExpired, releasingExpired } from '../../cart/cart-access';
import { loadCartView } from '../../cart/cart-view';
import { ApiError, CartError, CheckoutError, PaymentError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { lockRows, retryOnLockTimeout } from '../../infra/db/locking';
import type { OrderEmails } from '../../mail/order-emails';
import { removedTickets } from '../../orders/order-edits';
import { toWireAmount } from '../../lib/money';
import type { Caller } from '../../accounts/web-session';
import { checkAmounts, fingerprintOf, parseEntries, type Entry } from './amount-rules';
import { loadCartAmounts } from './amounts';
import { assertNotBlocked } from './checkout-rules';
import { gatewayOf, type ChargeContext, type ChargeResult, type Gateways } from './gateway';
import { closeSettled, recordAudit, recordSettled } from './settlement';
import {
  failAttemptPayments,
  failOpenAttempts,
  findAttempt,
  findAttemptIdOfKey,
  findAttemptOfKey,
  findCartById,
  findCartEditsOrder,
  findIdentityKind,
  findOpenPayment,
  findPaymentOfAttemptKey,
  findProcessingPayments,
  insertAttempt,
  insertAttemptUnlessKnown,
  insertPaymentUnlessKnown,
  insertPayments,
  markAttemptFailed,
  markAttemptProcessing,
  markPaymentFailed,
  recordChargeResult,
  refundAttemptPayments,
  setPaymentPending,
  startPaying,
} from '../checkout-repository';

/**
 * Who pays: the owner through `my/cart/…`, anyone holding an injected cart's id through `cart/…`,
 * or the API's own scheduled charges (a balance or a renewal, with the purchaser's saved card).
 */
export type CartAccess = { kind: 'owner'; caller: Caller | null } | { kind: 'injected' } | { kind: 'scheduled' };

/**
 * Test-only seams, each switching off one protection so a test can show the failure it
 * prevents (like the reservation's race seam). Never set outside tests.
 */
export interface PaySeams {
  /** Refuse an expired cart before charging (default true). */
  checkExpiry?: boolean;
  /** Keep the cart from expiring while its payment is in flight (default true). */
  holdWhilePaying?: boolean;
  /** Answer a repeated key from its attempt and allow one payment at a time (default true). */
  idempotency?: boolean;
  /** Runs just before the gateways charge (step 2), to widen the in-flight window. */
  beforeCharge?: () => Promise<void>;
}

export interface PayLog {
  error(obj: unknown, msg: string): void;
}

export interface PayRequest {
  body: ApiPayBody;
  idempotencyKey: string | undefined;
  /** False: no confirmation e-mail (injected carts' `send_email: false`). */
  sendEmail: boolean;
  /** Charged by a job with the buyer away (the gateways' `offSession`). */
  offSession?: boolean;
}

type Begun =
  | { kind: 'replay'; attempt: PaymentAttemptRow }
  | { kind: 'settled' }
  | { kind: 'charge'; attempt: PaymentAttemptRow; entries: Entry[]; rows: PaymentRow[]; context: ChargeContext };

/** Charge order: free, then gift cards, then the card, so a declined card leaves only balances to restore. */
const CHARGE_ORDER: Record<ApiPaymentEntry['gateway_id'], number> = { free: 0, ledger: 1, stripe: 2 };
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 20_000;

/** Refusals after which the cart can no longer be paid: money already given for it goes back. */
const CART_UNPAYABLE = new Set(['cart_expired', 'incorrect_cart_state', 'cart_empty']);

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

export class PayService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly gateways: Gateways,
    private readonly emails: OrderEmails,
    private readonly log: PayLog,
    private readonly seams: PaySeams = {},
  ) {}

  async pay(access: CartAccess, cartId: string, request: PayRequest): Promise<ApiCart> {
    if (request.body.payments.length === 0) throw new PaymentError('validation_failed');
    const key = request.idempotencyKey?.trim();
    if (!key || !IDEMPOTENCY_KEY.test(key)) throw new PaymentError('idempotency_key_required', { context: 'request' });
    return releasingExpired(this.db, cartId, this.now, async () => {
      assertAccess(await findCart(this.db, cartId), access);
      await this.reconcile(cartId);
      let begun: Begun;
      try {
        begun = await retryOnLockTimeout(() => this.db.transaction((tx) => this.begin(tx, access, cartId, key, request)));
      } catch (error) {
        await this.giveBackRefused(cartId, key, request.body, error);
        throw error;
      }
      if (begun.kind === 'replay') return this.replay(begun.attempt, cartId);
      if (begun.kind === 'settled') return this.view(cartId);
      const results = await this.charge(begun);
      return this.finish(begun, results, request.sendEmail);
    });
  }

  /**
   * `reconcile` for a reader: only when the caller may read the cart (its owner, or anyone for an
   * injected cart through `cart/…`); otherwise nothing runs and the read answers its own error.
   */
  async reconcileFor(access: CartAccess, cartId: string): Promise<void> {
    if (!isUuid(cartId)) return;
    try {
      assertAccess(await findCart(this.db, cartId), access);
    } catch (error) {
      if (error instanceof ApiError) return;
      throw error;
    }
    await this.reconcile(cartId);
  }

  /** Settles the cart's processing payments (the pending page polls the cart); books the orders when paid. */
  async reconcile(cartId: string): Promise<void> {
    if (!isUuid(cartId)) return;
    const processing = await findProcessingPayments(this.db, cartId);
    if (processing.length === 0) return this.closeStuck(cartId);
    const states = new Map<string, 'succeeded' | 'processing' | 'failed'>();
    for (const payment of processing) {
      try {
        states.set(payment.id, await gatewayOf(this.gateways, payment.gatewayId).settle(payment.gatewayReference ?? ''));
      } catch (error) {
        // The provider cannot say now: the payment stays processing and is asked again later.
        this.log.error({ err: error, paymentId: payment.id }, 'processing payment could not be settled');
        states.set(payment.id, 'processing');
      }
    }
    if ([...states.values()].every((s) => s === 'processing')) return;
    const outcome = await retryOnLockTimeout(() =>
      this.db.transaction(async (tx) => {
        await lockRows(tx, 'carts', [cartId]);
        const now = this.now();
        const still = await findProcessingPayments(tx, cartId);
        const toReverse: PaymentRow[] = [];
        for (const payment of still) {
          const state = states.get(payment.id);
          if (state === 'succeeded') await recordSettled(tx, payment, now);
          if (state === 'failed') {
            await markPaymentFailed(tx, payment.id);
            const failed = new PaymentError('payment_failed');
            await markAttemptFailed(tx, payment.attemptId, { status: failed.statusCode, entry: failed.toEntry() }, now);
            // What the attempt's other entries took goes back.
            const taken = await refundAttemptPayments(tx, payment.attemptId);
            for (const refunded of taken) await recordAudit(tx, refunded, 'refund', now);
            toReverse.push(...taken);
          }
        }
        return toReverse;
      }),
    );
    await this.reverseRows(outcome);
    await this.bookOnRead(cartId);
  }

  /**
   * A pending cart still marked `payment_pending` with no payment in flight or processing: its
   * payments were recorded but its booking did not run (it failed, or the process stopped between
   * the two transactions). It is booked now (or its payments are given back, see `book`).
   */
  private async closeStuck(cartId: string): Promise<void> {
    const cart = await findCartById(this.db, cartId);
    if (!cart || cart.state !== 'pending' || !cart.paymentPending) return;
    const open = await findOpenPayment(this.db, cartId);
    if (open) return;
    await this.bookOnRead(cartId);
  }

  /**
   * Booking on a read: a refused booking (its payments given back by `book`) is logged and the
   * read answers the cart as it now is.
   */
  private async bookOnRead(cartId: string): Promise<void> {
    let orderIds: string[];
    try {
      orderIds = await this.book(cartId);
    } catch (error) {
      if (error instanceof ApiError) return;
      throw error;
    }
    if (orderIds.length === 0) return;
    const cart = await findCartEditsOrder(this.db, cartId);
    if (cart) await this.announce(cart, orderIds);
  }

  /** After a booking's commit: an edit's order gets the update e-mail (ADR 0022), a purchase its confirmation. */
  async announce(cart: Pick<CartRow, 'editsOrderId'>, orderIds: string[]): Promise<void> {
    if (orderIds.length === 0) return;
    if (cart.editsOrderId) await this.emails.sendOrderUpdate(cart.editsOrderId);
    else await this.emails.sendConfirmation(orderIds);
  }

  /**
   * Books the cart once nothing is in flight or processing (`closeSettled`), in its own
   * transaction after the payments were recorded. When booking fails the money taken by the
   * cart's open attempts goes back (refunded through the gateways, audit 'refund'), the attempts
   * are failed with the booking's error, the cart is no longer payment_pending, and the error
   * is thrown on.
   */
  private async book(cartId: string): Promise<string[]> {
    try {
      return await retryOnLockTimeout(() =>
        this.db.transaction(async (tx) => {
          await lockRows(tx, 'carts', [cartId]);
          return closeSettled(tx, cartId, this.now());
        }),
      );
    } catch (error) {
      this.log.error({ err: error, cartId }, 'booking after payment failed; the payments are given back');
      const taken = await retryOnLockTimeout(() =>
        this.db.transaction(async (tx) => {
          await lockRows(tx, 'carts', [cartId]);
          const cart = await findCartById(tx, cartId);
          if (!cart || cart.state !== 'pending') return [];
          const now = this.now();
          const open = await failOpenAttempts(tx, cartId, failureOf(error), now);
          const refunded: PaymentRow[] = [];
          for (const attempt of open) {
            const rows = await refundAttemptPayments(tx, attempt.id);
            for (const row of rows) await recordAudit(tx, row, 'refund', now);
            refunded.push(...rows);
          }
          await setPaymentPending(tx, cartId, false);
          return refunded;
        }),
      );
      await this.reverseRows(taken);
      throw error;
    }
  }

  /**
   * A pay refused because the cart can no longer be paid (expired, not pending, empty) may carry
   * money the customer already gave: a PaymentIntent confirmed in the browser (3-D Secure) after
   * the hold lapsed. It is given back (refunded, or cancelled when not captured); a succeeded one
   * is recorded as a refunded payment of a failed attempt under this key (audit 'capture' then
   * 'refund'), so the same key answers the same error.
   */
  private async giveBackRefused(cartId: string, key: string, body: ApiPayBody, refusal: unknown): Promise<void> {
    if (!(refusal instanceof ApiError) || !CART_UNPAYABLE.has(refusal.code) || !isUuid(cartId)) return;
    for (const [position, entry] of body.payments.entries()) {
      const gateway = gatewayOf(this.gateways, entry.gateway_id);
      if (!gateway.giveBackRefused) continue;
      try {
        const given = await gateway.giveBackRefused(entry, cartId);
        if (!given?.succeeded) continue;
        await this.db.transaction(async (tx) => {
          await lockRows(tx, 'carts', [cartId]);
          const cart = await findCart(tx, cartId);
          const now = this.now();
          const attempt = await insertAttemptUnlessKnown(tx, { cartId, idempotencyKey: key, fingerprint: fingerprintOf(body), state: 'failed', error: failureOf(refusal), createdAt: now, finishedAt: now });
          const row = await insertPaymentUnlessKnown(tx, {
            cartId,
            attemptId: attempt?.id ?? (await priorAttemptId(tx, cartId, key)),
            position,
            idempotencyKey: key,
            gatewayId: entry.gateway_id,
            amountMinor: given.amountMinor,
            currencyCode: cart.currencyCode,
            status: 'refunded',
            gatewayReference: given.reference,
            label: given.label,
            createdAt: now,
            settledAt: now,
          });
          if (row) {
            await recordAudit(tx, row, 'capture', now);
            await recordAudit(tx, row, 'refund', now);
          }
        });
      } catch (error) {
        this.log.error({ err: error, cartId, position }, 'a refused payment could not be given back');
      }
    }
  }

  /** Step 1, under the cart lock. */
  private async begin(tx: Tx, access: CartAccess, cartId: string, key: string, { body, offSession }: PayRequest): Promise<Begun> {
    await lockRows(tx, 'carts', [cartId]);
    const cart = await findCart(tx, cartId);
    assertAccess(cart, access);
    const fingerprint = fingerprintOf(body);
    const checked = this.seams.idempotency !== false;
    if (checked) {
      const prior = await findAttemptOfKey(tx, cartId, key);
      if (prior) {
        if (prior.fingerprint !== fingerprint) throw new PaymentError('idempotency_key_reused');
        return { kind: 'replay', attempt: prior };
      }
    }
    if (await this.paidByProvider(tx, cartId, body)) return { kind: 'settled' };
    const now = this.now();
    if (cart.state !== 'pending') throw new CartError('incorrect_cart_state', { extra: { state: cart.state } });
    if (this.seams.checkExpiry !== false && isExpired(cart, now)) throw new CartError('cart_expired');
    if (checked && cart.paymentPending) throw new PaymentError('payment_in_progress');
    await assertNotBlocked(tx, cartId);
    const purchaser = cart.purchaserIdentityId ?? (access.kind === 'injected' ? cart.identityId : null);
    if (!purchaser) throw new PaymentError('purchaser_required');
    if (cart.isGift && !cart.gifteeIdentityId) throw new CheckoutError('giftee_required');
    const held = (await cartTickets(tx, cartId)).filter((t) => t.state === 'in_cart' || t.state === 'held');
    // An edit cart may only remove tickets (ADR 0022).
    const removals = cart.editsOrderId ? await removedTickets(tx, cartId) : [];
    if (held.length === 0 && removals.length === 0) throw new CheckoutError('cart_empty');

    const entries = parseEntries(body.payments);
    checkAmounts(entries, await loadCartAmounts(tx, cart, now));
    const identity = await findIdentityKind(tx, purchaser);
    const context: ChargeContext = {
      cart,
      purchaserIdentityId: purchaser,
      member: identity?.kind === 'member',
      idempotencyKey: key,
      now,
      ...(offSession ? { offSession } : {}),
    };
    for (const e of entries) await gatewayOf(this.gateways, e.entry.gateway_id).check(tx, e.entry, e.amountMinor, context);

    const storedKey = checked ? key : randomUUID();
    const attempt = await insertAttempt(tx, { cartId, idempotencyKey: storedKey, fingerprint, state: 'in_flight', createdAt: now });
    if (!attempt) throw new Error('attempt insert returned nothing');
    const rows = await insertPayments(
      tx,
      entries.map((e) => ({
        cartId,
        attemptId: attempt.id,
        position: e.position,
        idempotencyKey: storedKey,
        gatewayId: e.entry.gateway_id,
        amountMinor: e.amountMinor,
        currencyCode: cart.currencyCode,
        status: 'in_flight' as const,
        // A confirmed intent is named at once: its webhook then knows this attempt records it.
        gatewayReference: intentSource(e.entry),
        createdAt: now,
      })),
    );
    await startPaying(tx, cartId, this.seams.holdWhilePaying !== false, body.auto_renew ?? cart.autoRenew);
    return { kind: 'charge', attempt, entries, rows, context: { ...context, idempotencyKey: storedKey } };
  }

  /** The buyer's return with an intent whose webhook already paid the cart with it (ADR 0032). */
  private async paidByProvider(tx: Tx, cartId: string, body: ApiPayBody): Promise<boolean> {
    const intents = body.payments.map(intentSource);
    const [intent] = intents;
    if (intents.length !== 1 || !intent) return false;
    const paid = await findPaymentOfAttemptKey(tx, cartId, providerAttemptKey(intent));
    return paid?.gatewayReference === intent && (paid.status === 'succeeded' || paid.status === 'processing');
  }

  /** Step 2: outside any transaction; a failure gives back what the earlier entries took and is recorded. */
  private async charge(begun: Extract<Begun, { kind: 'charge' }>): Promise<Map<number, ChargeResult>> {
    await this.seams.beforeCharge?.();
    const results = new Map<number, ChargeResult>();
    const ordered = [...begun.entries].sort((a, b) => CHARGE_ORDER[a.entry.gateway_id] - CHARGE_ORDER[b.entry.gateway_id]);
    try {
      for (const e of ordered) {
        const context = { ...begun.context, idempotencyKey: processorKey(begun.context.cart.id, begun.context.idempotencyKey, e.position) };
        results.set(e.position, await gatewayOf(this.gateways, e.entry.gateway_id).charge(e.entry, e.amountMinor, context));
      }
      return results;
    } catch (error) {
      for (const e of ordered) {
        const result = results.get(e.position);
        if (result) await this.reverse(e.entry.gateway_id, result, e.amountMinor);
      }
      await this.recordFailure(begun, error);
      throw error;
    }
  }

  /** Step 3: records the results; books the orders once nothing is outstanding. */
  private async finish(begun: Extract<Begun, { kind: 'charge' }>, results: Map<number, ChargeResult>, sendEmail: boolean): Promise<ApiCart> {
    const cartId = begun.context.cart.id;
    const processing = await retryOnLockTimeout(() =>
      this.db.transaction(async (tx) => {
        await lockRows(tx, 'carts', [cartId]);
        const current = await findAttemptOfKey(tx, cartId, begun.attempt.idempotencyKey);
        // This request outlived its timeouts and the reconciler resolved the attempt meanwhile.
        if (current?.state !== 'in_flight') return current?.state === 'failed' ? 'taken_back' : 'resolved';
        const now = this.now();
        for (const row of begun.rows) {
          const result = results.get(row.position);
          if (!result) continue;
          const updated = await recordChargeResult(tx, row.id, result);
          if (updated && result.status === 'succeeded') await recordSettled(tx, updated, now);
        }
        const processing = [...results.values()].some((r) => r.status === 'processing');
        if (processing) {
          await markAttemptProcessing(tx, begun.attempt.id);
        }
        return processing;
      }),
    );
    if (processing === 'taken_back') {
      for (const e of begun.entries) {
        const result = results.get(e.position);
        if (result) await this.reverse(e.entry.gateway_id, result, e.amountMinor);
      }
      return this.replay(begun.attempt, cartId);
    }
    if (processing === 'resolved') return this.replay(begun.attempt, cartId);
    if (processing) throw new PaymentError('intent_processing', { extra: { cart_id: cartId } });
    const orderIds = await this.book(cartId);
    if (sendEmail) await this.announce(begun.context.cart, orderIds);
    return this.view(cartId);
  }

  private async recordFailure(begun: Extract<Begun, { kind: 'charge' }>, error: unknown): Promise<void> {
    const failure = failureOf(error);
    await retryOnLockTimeout(() =>
      this.db.transaction(async (tx) => {
        await lockRows(tx, 'carts', [begun.context.cart.id]);
        await failAttemptPayments(tx, begun.attempt.id);
        await markAttemptFailed(tx, begun.attempt.id, failure, this.now());
        await setPaymentPending(tx, begun.context.cart.id, false);
      }),
    );
  }

  /** A repeated key: waits while its attempt is in flight, then answers what it answered. */
  private async replay(attempt: PaymentAttemptRow, cartId: string): Promise<ApiCart> {
    let current = attempt;
    for (let waited = 0; current.state === 'in_flight' && waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      const row = await findAttempt(this.db, attempt.id);
      current = row ?? current;
    }
    if (current.state === 'in_flight') throw new PaymentError('payment_in_progress');
    if (current.state === 'failed' && current.error) {
      const { status, entry } = current.error;
      throw new ApiError(status, entry._code, entry._context, entry._description, entry._extra);
    }
    if (current.state === 'processing') throw new PaymentError('intent_processing', { extra: { cart_id: cartId } });
    return this.view(cartId);
  }

  private async reverse(gatewayId: ApiPaymentEntry['gateway_id'], result: ChargeResult, amountMinor: number): Promise<void> {
    try {
      await gatewayOf(this.gateways, gatewayId).reverse(result, amountMinor);
    } catch (error) {
      this.log.error({ err: error, gatewayId, reference: result.reference, amount: toWireAmount(amountMinor) }, 'payment reversal failed');
    }
  }

  private async reverseRows(rows: PaymentRow[]): Promise<void> {
    for (const row of rows) {
      await this.reverse(row.gatewayId, { status: 'succeeded', reference: row.gatewayReference, label: row.label }, row.amountMinor);
    }
  }

  private async view(cartId: string): Promise<ApiCart> {
    return loadCartView(this.db, await findCart(this.db, cartId), this.now());
  }
}

/** The attempt a webhook records an intent under (one per intent). */
export function providerAttemptKey(intentId: string): string {
  return `webhook:${intentId}`;
}

function intentSource(entry: ApiPaymentEntry): string | null {
  return entry.gateway_id === 'stripe' && entry.gateway_data.source_type === 'payment_intent' ? entry.gateway_data.source : null;
}

async function priorAttemptId(tx: Tx, cartId: string, key: string): Promise<string> {
  const prior = await findAttemptIdOfKey(tx, cartId, key);
  if (!prior) throw new Error('attempt missing');
  return prior.id;
}

/** What an attempt that failed with `error` answers when its key is sent again. */
function failureOf(error: unknown): { status: number; entry: ReturnType<ApiError['toEntry']> } {
  return error instanceof ApiError
    ? { status: error.statusCode, entry: error.toEntry() }
    : { status: 500, entry: new PaymentError('payment_failed').toEntry() };
}

/**
 * The key the gateways pass to their provider: scoped to the cart, so another cart sending the
 * same Idempotency-Key is never answered this cart's charge. Stripe takes at most 255
 * characters; a longer key is hashed.
 */
export function processorKey(cartId: string, key: string, position: number): string {
  const plain = `${cartId}:${key}:${position}`;
  return plain.length <= 255 ? plain : `${cartId}:${createHash('sha256').update(key).digest('hex')}:${position}`;
}

function assertAccess(cart: CartRow, access: CartAccess): void {
  if (access.kind === 'scheduled') return;
  if (access.kind === 'injected') {
    if (cart.channel !== 'injected') throw new CartError('cart_access_denied');
    return;
  }
  assertOwner(cart, access.caller);
}
