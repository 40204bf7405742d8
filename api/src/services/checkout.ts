/**
 * Guest checkout: turns a pending, owned, unexpired cart into ticket orders (one per event
 * template), books its tickets and completes the cart, in one transaction.
 */
import type { ApiCart, ApiGuestCheckoutBody } from '@storefront/shared/wire';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { carts, eventTemplates, identities, ticketGroups, ticketOrders, tickets } from '../db/schema';
import { assertModifiable, cartTickets, findCart, releasingExpired } from './cart-access';
import { loadCartView } from './cart-view';
import { CheckoutError } from './errors';
import { loadFeeByType, ticketsTotal } from './fees';
import { isUuid } from './ids';
import { DEFAULT_LOCK_TIMEOUT_MS, lockRows, retryOnLockTimeout } from './locking';
import { fromWireAmount } from './money';
import type { Caller } from './web-session';

export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async guestCheckout(caller: Caller, cartId: string, body: ApiGuestCheckoutBody): Promise<ApiCart> {
    return releasingExpired(this.db, cartId, () => this.now(), async () => {
      // Access first: a stranger learns nothing about the cart or the identity.
      assertModifiable(await findCart(this.db, cartId), caller, this.now());
      await this.assertIdentity(body.guest_identity_id);
      await retryOnLockTimeout(() => this.db.transaction((tx) => this.complete(tx, caller, cartId, body)));
      return loadCartView(this.db, await findCart(this.db, cartId), this.now());
    });
  }

  private async complete(tx: Tx, caller: Caller, cartId: string, body: ApiGuestCheckoutBody): Promise<void> {
    await lockRows(tx, 'carts', [cartId]);
    const held = (await cartTickets(tx, cartId)).filter((t) => t.state === 'in_cart' || t.state === 'held');
    // Lock the limited groups and the sessions too (in the reservation's order), so no
    // reservation can count these holds as expired meanwhile.
    const groupIds = [...new Set(held.map((t) => t.ticketGroupId))];
    const limited =
      groupIds.length === 0
        ? []
        : await tx
            .select({ id: ticketGroups.id })
            .from(ticketGroups)
            .where(and(inArray(ticketGroups.id, groupIds), ne(ticketGroups.capacity, -1)));
    await lockRows(tx, 'ticket_groups', limited.map((g) => g.id), DEFAULT_LOCK_TIMEOUT_MS);
    await lockRows(
      tx,
      'event_sessions',
      held.flatMap((t) => (t.eventSessionId ? [t.eventSessionId] : [])),
      DEFAULT_LOCK_TIMEOUT_MS,
    );
    const now = this.now();
    const cart = await findCart(tx, cartId);
    assertModifiable(cart, caller, now);
    if (held.length === 0) throw new CheckoutError('cart_empty');
    // Outside fees are owed too: free tickets that carry a fee still need a payment.
    const { total } = ticketsTotal(held, await loadFeeByType(tx, held.map((t) => t.ticketTypeId)));
    this.checkPayments(body.payments, total);

    const templateIds = [...new Set(held.map((t) => t.eventTemplateId))];
    const templates = await tx
      .select({ id: eventTemplates.id, name: eventTemplates.name })
      .from(eventTemplates)
      .where(inArray(eventTemplates.id, templateIds));
    templates.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    for (const template of templates) {
      const [order] = await tx
        .insert(ticketOrders)
        .values({
          cartId,
          identityId: body.guest_identity_id,
          eventTemplateId: template.id,
          currencyCode: cart.currencyCode,
          purchasedOn: now,
        })
        .returning({ id: ticketOrders.id });
      if (!order) throw new Error('order insert returned nothing');
      const ids = held.filter((t) => t.eventTemplateId === template.id).map((t) => t.id);
      await tx.update(tickets).set({ state: 'booked', ticketOrderId: order.id }).where(inArray(tickets.id, ids));
    }
    await tx
      .update(carts)
      .set({ state: 'completed', expiresAt: null, completedAt: now })
      .where(and(eq(carts.id, cartId), eq(carts.state, 'pending')));
  }

  /** Only the free gateway exists in the reference platform; it settles a zero total. */
  private checkPayments(payments: ApiGuestCheckoutBody['payments'], outstanding: number): void {
    for (const payment of payments) {
      if (payment.gateway_id !== 'free') {
        throw new CheckoutError('not_configured', {
          context: `${payment.gateway_id}_gateway`,
          description: `The ${payment.gateway_id} payment gateway is not configured.`,
        });
      }
      if (fromWireAmount(payment.amount) !== 0) {
        throw new CheckoutError('payment_amount_mismatch', { extra: { amount: payment.amount } });
      }
    }
    if (outstanding > 0) throw new CheckoutError('payment_required', { extra: { total_outstanding: outstanding / 100 } });
  }

  private async assertIdentity(id: string): Promise<void> {
    const found = isUuid(id)
      ? await this.db.select({ id: identities.id }).from(identities).where(eq(identities.id, id))
      : [];
    if (found.length === 0) throw new CheckoutError('identity_not_found', { extra: { guest_identity_id: id } });
  }
}
