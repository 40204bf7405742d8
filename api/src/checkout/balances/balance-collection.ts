/**
 * Scheduled balances (spec 02 §4 scheduled payments; ADR 0036). For every pending cart whose
 * deposit was paid, each later part of its schedule (`loadCartAmounts`) goes through, once each:
 * 1. a reminder e-mail with the link to pay, the seller's `reminder_days_before` before it falls due;
 * 2. on its due date, an off-session charge of the purchaser's newest saved card through the pay
 *    sequence (so it is recorded, and the cart booked when nothing is left, exactly as a payment
 *    in the browser); then a receipt (the order confirmation when booked), or, when declined or
 *    with no saved card, an e-mail saying so with the link to pay;
 * 3. still unpaid `overdue_grace_days` after it was due, the seller's rule: `release` ends the
 *    hold (the tickets go back on sale), refunds what was paid and tells the buyer.
 * Each step is claimed in `balance_collections` first, so several API instances never repeat
 * one; the charge also carries an idempotency key per part.
 */
import type { ApiCart } from '@storefront/shared/wire';
import type { Db } from '../../infra/db/client';
import type { CartRow, PaymentRow } from '../../infra/db/schema';
import { lockRows } from '../../infra/db/locking';
import { releaseExpiredCarts } from '../../cart/cart-expiry';
import { ApiError } from '../../lib/errors';
import { toWireAmount } from '../../lib/money';
import { addZonedDays } from '../../lib/zoned-time';
import { orderSellerPrefix, storefrontBase } from '../../mail/storefront-links';
import {
  renderBalanceMail,
  sendScheduledChargeMail,
  type BalanceMail,
  type MailRecipient,
} from '../../mail/scheduled-charge-mails';
import type { MailTransport } from '../../mail/transport';
import { loadCartAmounts } from '../payments/amounts';
import { gatewayOf, type Gateways } from '../payments/gateway';
import type { PayService } from '../payments/pay-service';
import type { SchedulePart } from '../payments/schedule';
import { newestSavedCard } from '../payments/saved-cards';
import { recordAudit } from '../payments/settlement';
import { refundCartPayments } from '../checkout-repository';
import { balanceRulesOf } from './balance-rules';
import {
  claimStep,
  endCartHold,
  findBalanceContact,
  findCartsWithDeposit,
  recordChargeOutcome,
  releaseStep,
} from './balances-repository';

export interface BalanceRun {
  reminded: number;
  collected: number;
  failed: number;
  released: number;
}

export interface BalanceLog {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface BalanceCollectorDeps {
  db: Db;
  now: () => Date;
  payService: PayService;
  gateways: Gateways;
  transport: MailTransport;
  fromAddress: string;
  storefrontUrl: string;
  log: BalanceLog;
}

type Contact = NonNullable<Awaited<ReturnType<typeof findBalanceContact>>>;

interface CartContext {
  cart: CartRow;
  contact: Contact;
  recipient: MailRecipient | null;
  payUrl: string;
}

const DAY_MS = 86_400_000;

/** Refusals before any charge because the cart changed under the job (the buyer paying at the same time). */
const CART_CHANGED = new Set(['payment_in_progress', 'payment_amount_mismatch', 'incorrect_cart_state', 'cart_expired', 'cart_empty']);

/** The storefront page where a scheduled payment is paid by hand (spec 02 §2: `/checkout/{cartId}`). */
export function balancePayUrl(storefrontUrl: string, seller: { slug: string; isDefault: boolean }, cartId: string): string {
  return `${storefrontBase(storefrontUrl, orderSellerPrefix(seller))}/checkout/${encodeURIComponent(cartId)}`;
}

export class BalanceCollector {
  constructor(private readonly deps: BalanceCollectorDeps) {}

  /** One pass over every cart with a deposit; a cart that fails is logged and the others go on. */
  async runOnce(): Promise<BalanceRun> {
    const run: BalanceRun = { reminded: 0, collected: 0, failed: 0, released: 0 };
    for (const cart of await findCartsWithDeposit(this.deps.db)) {
      try {
        await this.collect(cart, run);
      } catch (error) {
        this.deps.log.error({ err: error, cartId: cart.id }, 'scheduled balance failed');
      }
    }
    return run;
  }

  private async collect(cart: CartRow, run: BalanceRun): Promise<void> {
    const { db, now } = this.deps;
    const at = now();
    const amounts = await loadCartAmounts(db, cart, at);
    // The first part is the deposit, paid at booking; the later ones are the balances.
    const balances = amounts.schedule.slice(1).filter((part) => part.status !== 'paid');
    if (balances.length === 0 || amounts.outstandingMinor === 0) return;
    const contact = await findBalanceContact(db, cart);
    if (!contact) return;
    const context: CartContext = {
      cart,
      contact,
      recipient: contact.email
        ? { email: contact.email, firstName: contact.firstName, sellerName: contact.sellerName, timezone: contact.timezone }
        : null,
      payUrl: balancePayUrl(this.deps.storefrontUrl, { slug: contact.sellerSlug, isDefault: contact.sellerIsDefault }, cart.id),
    };
    const rules = balanceRulesOf(contact.web);
    for (const part of balances) {
      const due = part.dueDate.getTime();
      if (due <= at.getTime()) {
        if (await claimStep(db, cart.id, part.dueDate, 'chargeAttemptedAt', at)) await this.charge(context, part, amounts.dueMinor, run);
        const graceEnds = due + rules.overdueGraceDays * DAY_MS;
        if (rules.overdueAction === 'release' && graceEnds <= at.getTime() && (await claimStep(db, cart.id, part.dueDate, 'overdueAppliedAt', at))) {
          await this.release(context, part, run);
          return;
        }
      } else if (addZonedDays(part.dueDate, -rules.reminderDaysBefore, contact.timezone).getTime() <= at.getTime()) {
        if (await claimStep(db, cart.id, part.dueDate, 'reminderSentAt', at)) await this.remind(context, part, run);
      }
    }
  }

  private async remind(context: CartContext, part: SchedulePart, run: BalanceRun): Promise<void> {
    const amountMinor = part.amountMinor - part.paidMinor;
    try {
      await this.mail(context, amountMinor, { kind: 'reminder', dueDate: part.dueDate });
      run.reminded += 1;
    } catch (error) {
      // Not sent: the claim is given back and the next run tries again.
      await releaseStep(this.deps.db, context.cart.id, part.dueDate, 'reminderSentAt');
      throw error;
    }
  }

  /** The off-session charge of what is due now with the purchaser's saved card, through the pay sequence. */
  private async charge(context: CartContext, part: SchedulePart, dueMinor: number, run: BalanceRun): Promise<void> {
    const { db, payService, log } = this.deps;
    const { cart } = context;
    const purchaser = cart.purchaserIdentityId ?? cart.identityId;
    const card = await newestSavedCard(db, purchaser);
    if (!card) {
      await recordChargeOutcome(db, cart.id, part.dueDate, 'no_card');
      run.failed += 1;
      await this.mailQuietly(context, dueMinor, { kind: 'charge_failed', reason: null, dueDate: part.dueDate });
      return;
    }
    let paid: ApiCart;
    try {
      paid = await payService.pay({ kind: 'scheduled' }, cart.id, {
        body: {
          payments: [
            { gateway_id: 'stripe', amount: toWireAmount(dueMinor), gateway_data: { source: card.providerReference, source_type: 'saved_card' } },
          ],
        },
        idempotencyKey: `balance:${cart.id}:${part.dueDate.toISOString()}`,
        sendEmail: true,
        offSession: true,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A processing charge is settled when the cart is read or reconciled, like any other.
      if (error.code === 'intent_processing') return;
      if (CART_CHANGED.has(error.code)) {
        // The buyer paid or is paying meanwhile: nothing was charged; the next run looks again.
        await releaseStep(db, cart.id, part.dueDate, 'chargeAttemptedAt');
        return;
      }
      await recordChargeOutcome(db, cart.id, part.dueDate, 'declined');
      run.failed += 1;
      log.info({ cartId: cart.id, code: error.code }, 'scheduled balance declined');
      await this.mailQuietly(context, dueMinor, { kind: 'charge_failed', reason: error.message, dueDate: part.dueDate });
      return;
    }
    await recordChargeOutcome(db, cart.id, part.dueDate, 'succeeded');
    run.collected += 1;
    log.info({ cartId: cart.id, amount: toWireAmount(dueMinor), state: paid.state }, 'scheduled balance collected');
    // A booked cart got its order confirmation from the pay sequence; otherwise a receipt.
    if (paid.state !== 'completed') {
      const label = paid.completed_payments.at(-1)?.label ?? 'saved card';
      await this.mailQuietly(context, dueMinor, { kind: 'collected', cardLabel: label });
    }
  }

  /**
   * The seller's `release` rule: the hold ends now (the tickets go back on sale), the payments
   * are refunded (audit 'refund', given back through their gateways) and the buyer is told.
   */
  private async release(context: CartContext, part: SchedulePart, run: BalanceRun): Promise<void> {
    const { db, now, log } = this.deps;
    const { cart } = context;
    const at = now();
    const refunded = await db.transaction(async (tx) => {
      await lockRows(tx, 'carts', [cart.id]);
      if (!(await endCartHold(tx, cart.id, at))) return null;
      const rows = await refundCartPayments(tx, cart.id);
      for (const row of rows) await recordAudit(tx, row, 'refund', at);
      return rows;
    });
    if (!refunded) {
      // A payment is under way (or the cart was booked): the next run looks again.
      await releaseStep(db, cart.id, part.dueDate, 'overdueAppliedAt');
      return;
    }
    await releaseExpiredCarts(db, at, [cart.id]);
    for (const row of refunded) await this.giveBack(row);
    run.released += 1;
    log.info({ cartId: cart.id }, 'overdue balance: booking released');
    const refundedMinor = refunded.reduce((sum, row) => sum + row.amountMinor, 0);
    await this.mailQuietly(context, refundedMinor, { kind: 'released', refundedMinor });
  }

  private async giveBack(row: PaymentRow): Promise<void> {
    try {
      await gatewayOf(this.deps.gateways, row.gatewayId).reverse(
        { status: 'succeeded', reference: row.gatewayReference, label: row.label },
        row.amountMinor,
      );
    } catch (error) {
      this.deps.log.error({ err: error, paymentId: row.id }, 'refund of a released booking failed');
    }
  }

  private async mail(context: CartContext, amountMinor: number, mail: BalanceMail): Promise<void> {
    if (!context.recipient) return;
    const data = { cartNumber: context.cart.cartNumber, amountMinor, currency: context.cart.currencyCode, payUrl: context.payUrl };
    await sendScheduledChargeMail(this.deps.transport, this.deps.fromAddress, context.recipient, renderBalanceMail(context.recipient, data, mail));
  }

  /** After a charge or release has happened: a lost e-mail is logged, the outcome stays recorded. */
  private async mailQuietly(context: CartContext, amountMinor: number, mail: BalanceMail): Promise<void> {
    try {
      await this.mail(context, amountMinor, mail);
    } catch (error) {
      this.deps.log.error({ err: error, cartId: context.cart.id, kind: mail.kind }, 'scheduled balance e-mail failed');
    }
  }
}
