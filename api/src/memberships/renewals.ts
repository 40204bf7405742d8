/**
 * Membership auto-renewal (spec 03 §2.7 auto-renew, §2.9; ADR 0036). A membership whose
 * `auto_renew_state` is `scheduled` is renewed the seller's `charge_days_before` days before it
 * ends (`web.membership_auto_renew`, default 7): the job buys the same level with the same
 * members for the member, as the member would (reserve, checkout, pay), paying off-session with
 * their newest saved card; booking extends the membership by one term (`completeMembershipOrders`).
 * Each period (membership and `valid_to`) is claimed once in `membership_renewals` and its charge
 * carries a key of its own, so it is never charged twice. The member is e-mailed either way:
 * renewed, or not renewed with the link to renew by hand.
 */
import type { ApiCart, ApiReservationItem } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import type { MembershipRow } from '../infra/db/schema';
import type { Caller } from '../accounts/web-session';
import type { CartService } from '../cart/cart';
import type { CheckoutService } from '../checkout/checkout';
import type { PayService } from '../checkout/payments/pay-service';
import { newestSavedCard } from '../checkout/payments/saved-cards';
import { ApiError } from '../lib/errors';
import { fromWireAmount } from '../lib/money';
import { addZonedDays } from '../lib/zoned-time';
import { renderRenewalMail, sendScheduledChargeMail, type MailRecipient, type RenewalMail } from '../mail/scheduled-charge-mails';
import { storefrontBase, orderSellerPrefix } from '../mail/storefront-links';
import type { MailTransport } from '../mail/transport';
import { findMemberTickets } from './memberships-repository';
import { claimRenewal, findMembershipValidTo, findRenewalContact, findScheduledRenewals, finishRenewal } from './renewals-repository';

export const DEFAULT_RENEW_DAYS_BEFORE = 7;

/** `web.membership_auto_renew.charge_days_before` (0..365), else the default. */
export function renewDaysBefore(web: Record<string, unknown>): number {
  const days = ((web.membership_auto_renew ?? {}) as Record<string, unknown>).charge_days_before;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 365 ? days : DEFAULT_RENEW_DAYS_BEFORE;
}

export interface RenewalRun {
  renewed: number;
  failed: number;
}

export interface RenewalLog {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface MembershipRenewerDeps {
  db: Db;
  now: () => Date;
  cartService: CartService;
  checkoutService: CheckoutService;
  payService: PayService;
  transport: MailTransport;
  fromAddress: string;
  storefrontUrl: string;
  log: RenewalLog;
}

type Due = { membership: MembershipRow } & NonNullable<Awaited<ReturnType<typeof findRenewalContact>>>;

/** Why a renewal could not go ahead, said to the member. */
class NotRenewable extends Error {}

export class MembershipRenewer {
  constructor(private readonly deps: MembershipRenewerDeps) {}

  async runOnce(): Promise<RenewalRun> {
    const { db, now, log } = this.deps;
    const run: RenewalRun = { renewed: 0, failed: 0 };
    const at = now();
    for (const membership of await findScheduledRenewals(db, at)) {
      const contact = await findRenewalContact(db, membership);
      if (!contact) continue;
      const due: Due = { membership, ...contact };
      const opens = addZonedDays(due.membership.validTo, -renewDaysBefore(due.web), due.timezone);
      if (opens.getTime() > at.getTime()) continue;
      if (!(await claimRenewal(db, due.membership.id, due.membership.validTo, at))) continue;
      try {
        await this.renew(due, run);
      } catch (error) {
        log.error({ err: error, membershipId: due.membership.id }, 'membership renewal failed');
      }
    }
    return run;
  }

  private async renew(due: Due, run: RenewalRun): Promise<void> {
    const { db, cartService, log } = this.deps;
    const caller: Caller = { token: '', publicIdentityId: due.user.identityId, userId: due.user.id, userIdentityId: due.user.identityId };
    let cart: ApiCart | null = null;
    try {
      const card = await newestSavedCard(db, due.user.identityId);
      if (!card) throw new NotRenewable('there is no saved card to charge.');
      cart = await cartService.modify(caller, null, { create: { channel: 'web' }, reserve: { tickets: await this.members(due) } });
      await this.deps.checkoutService.memberCheckout(caller, cart.id);
      const paid = await this.deps.payService.pay({ kind: 'scheduled' }, cart.id, {
        body: {
          payments: [{ gateway_id: 'stripe', amount: cart.cart_fees.grand_totals.total_due, gateway_data: { source: card.providerReference, source_type: 'saved_card' } }],
          auto_renew: true,
        },
        idempotencyKey: `renewal:${due.membership.id}:${due.membership.validTo.toISOString()}`,
        sendEmail: false,
        offSession: true,
      });
      const order = paid.ticket_order[0];
      if (paid.state !== 'completed' || !order) throw new NotRenewable('the payment is still being processed.');
      const renewed = await findMembershipValidTo(db, due.membership.id);
      await finishRenewal(db, due.membership.id, due.membership.validTo, { state: 'renewed', cartId: cart.id, reason: null });
      run.renewed += 1;
      log.info({ membershipId: due.membership.id, orderId: order.id }, 'membership renewed');
      await this.mailQuietly(due, {
        kind: 'renewed',
        validTo: renewed?.validTo ?? due.membership.validTo,
        orderNumber: order.order_number,
        amountMinor: fromWireAmount(paid.cart_fees.grand_totals.total_paid) ?? 0,
        currency: paid.cart_fees.currency_code,
      });
    } catch (error) {
      if (!(error instanceof ApiError) && !(error instanceof NotRenewable)) throw error;
      if (cart) await cartService.discard(caller, cart.id).catch(() => undefined);
      const reason = error instanceof ApiError ? error.code : 'no_card';
      await finishRenewal(db, due.membership.id, due.membership.validTo, { state: 'failed', cartId: cart?.id ?? null, reason });
      run.failed += 1;
      log.info({ membershipId: due.membership.id, reason }, 'membership not renewed');
      await this.mailQuietly(due, { kind: 'not_renewed', validTo: due.membership.validTo, reason: error.message, renewUrl: this.renewUrl(due) });
    }
  }

  /** The members of the order that last bought or renewed the membership: the same level and names again. */
  private async members(due: Due): Promise<ApiReservationItem[]> {
    const tickets = due.membership.ticketOrderId ? await findMemberTickets(this.deps.db, [due.membership.ticketOrderId]) : [];
    if (tickets.length === 0) throw new NotRenewable('we could not find the members of your last membership order.');
    return tickets.map((t) => ({ ticket_type_id: t.ticketTypeId, ...(t.admitName ? { admit_name: t.admitName } : {}) }));
  }

  /** Spec 03 §1 routes: `/membership/renew` opens the renewal form. */
  private renewUrl(due: Due): string {
    return `${storefrontBase(this.deps.storefrontUrl, orderSellerPrefix({ slug: due.sellerSlug, isDefault: due.sellerIsDefault }))}/membership/renew`;
  }

  private async mailQuietly(due: Due, mail: RenewalMail): Promise<void> {
    const to: MailRecipient = { email: due.user.email, firstName: due.firstName, sellerName: due.sellerName, timezone: due.timezone };
    try {
      await sendScheduledChargeMail(this.deps.transport, this.deps.fromAddress, to, renderRenewalMail(to, mail));
    } catch (error) {
      this.deps.log.error({ err: error, membershipId: due.membership.id, kind: mail.kind }, 'membership renewal e-mail failed');
    }
  }
}
