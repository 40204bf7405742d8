/**
 * The cart: create, reserve, remove, read, discard. `modify` gathers the requested changes
 * first, then in ONE transaction locks the cart and the sessions (sorted), re-checks
 * availability and writes (after pretix's `CartManager`).
 */
import type { ApiCart, ApiCartModifyBody } from '@storefront/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { carts, sellers, ticketGroups, tickets, type CartRow, type SellerRow } from '../db/schema';
import { sessionAvailabilityByIds } from './availability';
import { assertModifiable, assertOwner, cartTickets, findCart, holdUntil, isExpired } from './cart-access';
import { loadCartView } from './cart-view';
import { CartError, ReservationError } from './errors';
import { isUuid } from './ids';
import { DEFAULT_LOCK_TIMEOUT_MS, lockRows, retryOnLockTimeout } from './locking';
import { checkCapacity, checkGroupLimits, countBySession, planReservation, type ReservationPlan } from './reservation';
import { cartOwnerIdentityId, type Caller } from './web-session';

export interface ReservationOptions {
  /** Take the session locks (default true). Disabled only by the race test. */
  lock?: boolean;
  /** Test-only seam: runs between the capacity check and the write, to widen the race window. */
  betweenCheckAndWrite?: () => Promise<void>;
  lockTimeoutMs?: number;
  /** Attempts in all when a lock times out, before answering busy. */
  lockAttempts?: number;
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly options: ReservationOptions = {},
  ) {}

  async get(caller: Caller | null, cartId: string): Promise<ApiCart> {
    const cart = await findCart(this.db, cartId);
    const now = this.now();
    assertOwner(cart, caller);
    if (isExpired(cart, now)) throw new CartError('cart_expired');
    return loadCartView(this.db, cart, now);
  }

  /** Discards a cart: its holds are released at once. Completed carts cannot be discarded. */
  async discard(caller: Caller | null, cartId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, cartId, { forUpdate: true });
      assertOwner(cart, caller);
      if (cart.state === 'cancelled') return;
      if (cart.state !== 'pending') throw new CartError('incorrect_cart_state', { extra: { state: cart.state } });
      await tx.update(tickets).set({ state: 'cancelled' }).where(eq(tickets.cartId, cart.id));
      await tx.update(carts).set({ state: 'cancelled', expiresAt: null }).where(eq(carts.id, cart.id));
    });
  }

  /** `POST my/cart/modify` (cartId null: create) and `POST my/cart/{id}/modify`. */
  async modify(caller: Caller, cartId: string | null, body: ApiCartModifyBody): Promise<ApiCart> {
    if (cartId !== null) {
      // Access and state are answered before anything else is looked at.
      const cart = await findCart(this.db, cartId);
      assertModifiable(cart, caller, this.now());
    }
    const plan = await planReservation(this.db, body.reserve?.tickets ?? [], this.now());
    const codes = [...(body.apply_code_before?.codes ?? []), ...(body.apply_code?.codes ?? [])];
    if (codes.length > 0) {
      // The reference platform has no promo codes: every code is unknown.
      throw new CartError('code_not_found', { context: 'apply_code', extra: { code: codes[0] } });
    }
    const id = await retryOnLockTimeout(
      () => this.db.transaction((tx) => this.apply(tx, caller, cartId, body, plan)),
      this.options.lockAttempts ?? 3,
    );
    const cart = await findCart(this.db, id);
    return loadCartView(this.db, cart, this.now());
  }

  private async apply(
    tx: Tx,
    caller: Caller,
    cartId: string | null,
    body: ApiCartModifyBody,
    plan: ReservationPlan,
  ): Promise<string> {
    const now = this.now();
    const cart = cartId === null ? await this.createCart(tx, caller, plan, now) : await this.lockCart(tx, cartId, caller);
    if (plan.sellerId !== null && plan.sellerId !== cart.sellerId) {
      throw new ReservationError('seller_mismatch', { extra: { seller_id: plan.sellerId } });
    }
    await this.removeTickets(tx, cart, body.remove?.ticket_ids ?? []);
    const existing = await cartTickets(tx, cart.id);
    const live = existing.filter((t) => t.state === 'in_cart' || t.state === 'held');
    const groupIds = [...new Set([...live.map((t) => t.ticketGroupId), ...plan.tickets.map((t) => t.item.group.id)])];
    const groups = groupIds.length > 0 ? await tx.select().from(ticketGroups).where(inArray(ticketGroups.id, groupIds)) : [];
    checkGroupLimits(live, plan.tickets, groups);

    const requested = countBySession(plan.tickets);
    if (requested.size > 0) {
      if (this.options.lock !== false) {
        await lockRows(tx, 'event_sessions', requested.keys(), this.options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS);
      }
      checkCapacity(requested, await sessionAvailabilityByIds(tx, now, [...requested.keys()]));
      await this.options.betweenCheckAndWrite?.();
    }
    if (plan.tickets.length > 0) {
      await tx.insert(tickets).values(
        plan.tickets.map((t) => ({
          cartId: cart.id,
          state: 'in_cart' as const,
          eventSessionId: t.sessionId,
          eventTemplateId: t.item.template.id,
          ticketGroupId: t.item.group.id,
          ticketTypeId: t.item.type.id,
          faceValueMinor: t.faceValueMinor,
          adjustedValueMinor: t.faceValueMinor,
          admitName: t.admitName,
          admitEmail: t.admitEmail,
        })),
      );
    }
    const seller = await this.seller(tx, cart.sellerId);
    await tx.update(carts).set({ expiresAt: holdUntil(now, seller.cartHoldSeconds) }).where(eq(carts.id, cart.id));
    return cart.id;
  }

  private async createCart(tx: Tx, caller: Caller, plan: ReservationPlan, now: Date): Promise<CartRow> {
    const seller = plan.sellerId ? await this.seller(tx, plan.sellerId) : await this.defaultSeller(tx);
    const [cart] = await tx
      .insert(carts)
      .values({
        sellerId: seller.id,
        identityId: cartOwnerIdentityId(caller),
        state: 'pending',
        currencyCode: seller.defaultCurrencyCode,
        channel: 'web',
        campaign: {},
        expiresAt: holdUntil(now, seller.cartHoldSeconds),
      })
      .returning();
    if (!cart) throw new Error('cart insert returned nothing');
    return cart;
  }

  /** Locks the cart row, then re-checks access and state under the lock. */
  private async lockCart(tx: Tx, cartId: string, caller: Caller): Promise<CartRow> {
    if (this.options.lock !== false) {
      await lockRows(tx, 'carts', [cartId], this.options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS);
    }
    const cart = await findCart(tx, cartId);
    assertModifiable(cart, caller, this.now());
    return cart;
  }

  private async removeTickets(tx: Tx, cart: CartRow, ticketIds: string[]): Promise<void> {
    if (ticketIds.length === 0) return;
    const unique = [...new Set(ticketIds)];
    const bad = unique.find((id) => !isUuid(id));
    const found = bad
      ? []
      : await tx
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(eq(tickets.cartId, cart.id), inArray(tickets.id, unique), inArray(tickets.state, ['in_cart', 'held'])));
    if (bad || found.length !== unique.length) {
      const missing = bad ?? unique.find((id) => !found.some((f) => f.id === id));
      throw new CartError('ticket_not_found', { context: 'cart_remove_tickets', extra: { ticket_id: missing } });
    }
    await tx.delete(tickets).where(inArray(tickets.id, unique));
  }

  private async seller(tx: Tx, id: string): Promise<SellerRow> {
    const [seller] = await tx.select().from(sellers).where(eq(sellers.id, id));
    if (!seller) throw new Error(`Seller ${id} is missing`);
    return seller;
  }

  private async defaultSeller(tx: Tx): Promise<SellerRow> {
    const [seller] = await tx.select().from(sellers).where(eq(sellers.isDefault, true));
    if (!seller) throw new Error('No default seller is configured');
    return seller;
  }
}
