/**
 * The cart's SQL: carts and their tickets, cartmods and promo codes, the live-cart counts and
 * locks, seats asked for, the expiry sweep's statements, and the reads the cart view needs.
 * Services pass the handle they hold (the app's database or the reservation's transaction).
 */
import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../infra/db/client';
import {
  cartmods,
  carts,
  identities,
  membershipGiftCodes,
  membershipLevels,
  payments,
  promoCodes,
  seatTemplates,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  ticketTypes,
  type CartmodRow,
  type CartRow,
  type OutsideFee,
  type PromoCodeRow,
  type SeatTemplateRow,
  type SellerRow,
  type TicketGroupRow,
  type TicketRow,
  type TicketTypeRow,
} from '../infra/db/schema';
import { liveHold } from '../catalog/availability-repository';

/** Payment states that hold a cart as it is (`assertNoPayments`). */
export const HOLDING_PAYMENT_STATES = ['succeeded', 'processing', 'refunded'] as const;

const LIVE = ['in_cart', 'held'] as const;

/** The outside fees of the ticket types. */
export async function findTypeFees(executor: Executor, ids: string[]): Promise<{ id: string; outsideFees: OutsideFee[] }[]> {
  return executor
    .select({ id: ticketTypes.id, outsideFees: ticketTypes.outsideFees })
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, ids));
}

export async function findSeatTemplates(executor: Executor, ids: string[]): Promise<SeatTemplateRow[]> {
  return executor.select().from(seatTemplates).where(inArray(seatTemplates.id, ids));
}

/** The cart `id`, locked for update when `forUpdate`. */
export async function findCartRow(executor: Executor, id: string, forUpdate: boolean): Promise<CartRow | undefined> {
  const query = executor.select().from(carts).where(eq(carts.id, id));
  const [cart] = forUpdate ? await query.for('update') : await query;
  return cart;
}

/** One payment of the cart in a holding state, if any. */
export async function findHoldingPayment(executor: Executor, cartId: string): Promise<{ id: string } | undefined> {
  const [paid] = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.cartId, cartId), inArray(payments.status, [...HOLDING_PAYMENT_STATES])))
    .limit(1);
  return paid;
}

export async function cartTickets(executor: Executor, cartId: string): Promise<TicketRow[]> {
  return executor
    .select()
    .from(tickets)
    .where(eq(tickets.cartId, cartId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

/**
 * Common table expressions that release the held tickets of expired pending carts matching
 * `only` (a condition on ticket `t` and cart `c`, starting with AND): `released` (the tickets,
 * now cancelled, by id) and the CityPASS vouchers they no longer hold. Also run by a seat
 * reservation (cart.ts) on the seats it asks for.
 */
export function releaseExpiredHolds(now: Date, only: SQL): SQL {
  return sql`released AS (
      UPDATE tickets t SET state = 'cancelled'
      FROM carts c
      WHERE t.cart_id = c.id AND c.state = 'pending' AND c.expires_at <= ${now.toISOString()}::timestamptz
        AND NOT c.payment_pending
        AND t.state IN ('in_cart', 'held') ${only}
      RETURNING t.id
    ),
    released_vouchers AS (DELETE FROM citypass_redemptions WHERE ticket_id IN (SELECT id FROM released))`;
}

/** Whether this instance takes the sweep's turn (a transaction-scoped advisory lock, per schema). */
export async function trySweepTurn(tx: Tx): Promise<boolean> {
  const [turn] = await queryRows<{ mine: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(current_schema() || '.cart_sweep', 0)) AS mine`,
  );
  return turn?.mine === true;
}

/** Releases the held tickets of expired pending carts (only `cartIds` when given); their ids. */
export async function releaseExpiredTickets(tx: Tx, now: Date, cartIds?: string[]): Promise<{ id: string }[]> {
  const only = cartIds ? sql`AND c.id IN (${sql.join(cartIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  return queryRows<{ id: string }>(tx, sql`WITH ${releaseExpiredHolds(now, only)} SELECT id FROM released`);
}

/** Frees the CityPASS vouchers of cancelled and unbooked tickets. */
export async function freeVouchersOfReleasedTickets(tx: Tx): Promise<void> {
  await tx.execute(
    sql`DELETE FROM citypass_redemptions r USING tickets t
            WHERE r.ticket_id = t.id AND t.state IN ('cancelled', 'unbooked')`,
  );
}

/** The cart's cartmods, in the order applied. */
export async function findCartmods(executor: Executor, cartId: string): Promise<CartmodRow[]> {
  return executor
    .select()
    .from(cartmods)
    .where(eq(cartmods.cartId, cartId))
    .orderBy(asc(cartmods.createdAt), asc(cartmods.id));
}

/**
 * The orders a completed cart made, by order number; an edit cart's is the order it changed
 * (the browser goes back to it).
 */
export async function ordersOfCart(executor: Executor, cart: CartRow): Promise<{ id: string; order_number: string }[]> {
  return executor
    .select({ id: ticketOrders.id, order_number: ticketOrders.orderNumber })
    .from(ticketOrders)
    .where(cart.editsOrderId ? eq(ticketOrders.id, cart.editsOrderId) : eq(ticketOrders.cartId, cart.id))
    .orderBy(asc(ticketOrders.orderNumber));
}

/** The identity's names and e-mail. */
export async function findIdentityName(executor: Executor, identityId: string): Promise<{ firstName: string | null; lastName: string | null; email: string | null } | undefined> {
  const [row] = await executor
    .select({ firstName: identities.firstName, lastName: identities.lastName, email: identities.email })
    .from(identities)
    .where(eq(identities.id, identityId));
  return row;
}

/** The seller's codes among `normalised` (already normalised), whatever their validity. */
export async function selectCodes(executor: Executor, sellerId: string, normalised: string[]): Promise<PromoCodeRow[]> {
  if (normalised.length === 0) return [];
  return executor
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.sellerId, sellerId), inArray(promoCodes.code, normalised)));
}

/** The cart's live tickets (in the cart or held) with their face and adjusted values, in order. */
export async function findLivePricedTickets(tx: Tx, cartId: string) {
  return tx
    .select({
      id: tickets.id,
      ticketTypeId: tickets.ticketTypeId,
      ticketGroupId: tickets.ticketGroupId,
      face: tickets.faceValueMinor,
      adjusted: tickets.adjustedValueMinor,
    })
    .from(tickets)
    .where(and(eq(tickets.cartId, cartId), inArray(tickets.state, [...LIVE])))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

/** The cart's cartmods in the order applied, with their promo code or (a gift code's) level group. */
export async function findCartmodsWithCodes(tx: Tx, cartId: string) {
  return tx
    .select({ mod: cartmods, code: promoCodes, giftLevelGroupId: membershipLevels.ticketGroupId })
    .from(cartmods)
    .leftJoin(promoCodes, eq(promoCodes.id, cartmods.promoCodeId))
    // A gift code's cartmod names the code (no promo code row): the level's group it pays for.
    .leftJoin(membershipGiftCodes, and(isNull(cartmods.promoCodeId), eq(membershipGiftCodes.code, cartmods.code)))
    .leftJoin(membershipLevels, eq(membershipLevels.id, membershipGiftCodes.levelId))
    .where(eq(cartmods.cartId, cartId))
    .orderBy(asc(cartmods.createdAt), asc(cartmods.id));
}

export async function setCartmodDiscount(tx: Tx, cartmodId: string, discountMinor: number): Promise<void> {
  await tx.update(cartmods).set({ discountMinor }).where(eq(cartmods.id, cartmodId));
}

export async function setAdjustedValue(tx: Tx, ticketId: string, adjustedValueMinor: number): Promise<void> {
  await tx.update(tickets).set({ adjustedValueMinor }).where(eq(tickets.id, ticketId));
}

export async function findCartmodOfCode(tx: Tx, cartId: string, code: string): Promise<{ id: string } | undefined> {
  const [already] = await tx
    .select({ id: cartmods.id })
    .from(cartmods)
    .where(and(eq(cartmods.cartId, cartId), eq(cartmods.code, code)));
  return already;
}

/** The cart's live tickets with their adjusted values, in order. */
export async function findLiveTicketValues(tx: Tx, cartId: string): Promise<{ id: string; ticketTypeId: string; value: number }[]> {
  return tx
    .select({ id: tickets.id, ticketTypeId: tickets.ticketTypeId, value: tickets.adjustedValueMinor })
    .from(tickets)
    .where(and(eq(tickets.cartId, cartId), inArray(tickets.state, [...LIVE])))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

/** Counts one use of the code unless it is used up; the code, or none. */
export async function countCodeUse(tx: Tx, codeId: string): Promise<{ id: string }[]> {
  return tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.id, codeId), sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.uses} < ${promoCodes.maxUses})`))
    .returning({ id: promoCodes.id });
}

export async function insertCartmod(tx: Tx, values: typeof cartmods.$inferInsert): Promise<void> {
  await tx.insert(cartmods).values(values);
}

export async function findTicketType(executor: Executor, id: string): Promise<TicketTypeRow | undefined> {
  const [type] = await executor.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return type;
}

/**
 * In one statement: cancels the expired holds of the seats asked for (vouchers included), then
 * answers one of them that a live ticket holds or that is sold.
 */
export async function releaseAndFindTakenSeat(tx: Tx, seated: { sessionId: string; seatTemplateId: string }[], now: Date): Promise<{ seat_template_id: string }[]> {
  const seats = sql.join(
    seated.map((t) => sql`(${t.sessionId}::uuid, ${t.seatTemplateId}::uuid)`),
    sql`, `,
  );
  const asked = sql`(t.event_session_id, t.seat_template_id) IN (${seats})`;
  // The SELECT reads the statement's snapshot, before `released`: it leaves expired holds out itself.
  return queryRows<{ seat_template_id: string }>(
    tx,
    sql`WITH ${releaseExpiredHolds(now, sql`AND ${asked}`)}
        SELECT t.seat_template_id FROM tickets t JOIN carts c ON c.id = t.cart_id
        WHERE ${asked} AND (t.state IN ('booked', 'redeemed') OR (${liveHold(now)}))
        LIMIT 1`,
  );
}

export async function extendCartHold(tx: Tx, cartId: string, expiresAt: Date, now: Date): Promise<void> {
  await tx.update(carts).set({ expiresAt, extendedAt: now }).where(eq(carts.id, cartId));
}

/** Unless a payment holds the cart, cancels its tickets, its removals and the cart; whether one held it. */
export async function cancelCartUnlessPaid(tx: Tx, cartId: string): Promise<{ paid: boolean } | undefined> {
  const holding = sql.join(HOLDING_PAYMENT_STATES.map((state) => sql`${state}`), sql`, `);
  const [result] = await queryRows<{ paid: boolean }>(
    tx,
    sql`WITH paid AS (
              SELECT EXISTS (SELECT 1 FROM payments WHERE cart_id = ${cartId}::uuid AND status IN (${holding})) AS paid
            ),
            released AS (UPDATE tickets SET state = 'cancelled' WHERE cart_id = ${cartId}::uuid AND NOT (SELECT paid FROM paid)),
            -- An edit cart's removals go with it: the order's booked tickets never changed.
            dropped AS (DELETE FROM cart_ticket_removals WHERE cart_id = ${cartId}::uuid AND NOT (SELECT paid FROM paid)),
            cancelled AS (
              UPDATE carts SET state = 'cancelled', expires_at = NULL WHERE id = ${cartId}::uuid AND NOT (SELECT paid FROM paid)
            )
            SELECT paid FROM paid`,
  );
  return result;
}

export async function insertCart(tx: Tx, values: typeof carts.$inferInsert): Promise<CartRow | undefined> {
  const [cart] = await tx.insert(carts).values(values).returning();
  return cart;
}

export async function findTicketGroups(tx: Tx, ids: string[]): Promise<TicketGroupRow[]> {
  return tx.select().from(ticketGroups).where(inArray(ticketGroups.id, ids));
}

/** The insert of new tickets, not yet run: the availability check runs it in its own statement. */
export function ticketInsert(tx: Tx, values: (typeof tickets.$inferInsert)[]) {
  return tx.insert(tickets).values(values).returning();
}

export async function setCartExpiry(tx: Tx, cartId: string, expiresAt: Date): Promise<CartRow | undefined> {
  const [updated] = await tx.update(carts).set({ expiresAt }).where(eq(carts.id, cartId)).returning();
  return updated;
}

/** Serialises the identity's cart creations until the transaction ends. */
export async function lockLiveCarts(tx: Tx, identityId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`live-carts:${identityId}`}, 0))`);
}

/** The live carts of the identity and of the client address. */
export async function countLiveCarts(tx: Tx, identityId: string, clientAddress: string | null, now: Date): Promise<{ by_identity: number; by_address: number } | undefined> {
  const live = sql`state = 'pending' AND (expires_at > ${now.toISOString()}::timestamptz OR payment_pending)`;
  const [counts] = await queryRows<{ by_identity: number; by_address: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM carts WHERE identity_id = ${identityId}::uuid AND ${live}) AS by_identity,
            (SELECT count(*)::int FROM carts WHERE client_address = ${clientAddress} AND ${live}) AS by_address`,
  );
  return counts;
}

/** The owner's live tickets of the groups in their other live carts, counted per group. */
export async function countHeldElsewhere(tx: Tx, cart: CartRow, limited: string[], now: Date): Promise<{ id: string; count: number }[]> {
  return queryRows<{ id: string; count: number }>(
    tx,
    sql`SELECT t.ticket_group_id AS id, count(*)::int AS count
          FROM carts c JOIN tickets t ON t.cart_id = c.id
          WHERE c.identity_id = ${cart.identityId}::uuid AND c.id <> ${cart.id}::uuid AND c.state = 'pending'
            AND (c.expires_at > ${now.toISOString()}::timestamptz OR c.payment_pending)
            AND t.state IN ('in_cart', 'held')
            AND t.ticket_group_id IN (${sql.join(limited.map((id) => sql`${id}::uuid`), sql`, `)})
          GROUP BY t.ticket_group_id`,
  );
}

/** Makes the cart a gift cart, or not (dropping its giftee). */
export async function setCartGift(tx: Tx, cartId: string, gift: boolean): Promise<CartRow | undefined> {
  const [updated] = await tx
    .update(carts)
    .set({ isGift: gift, ...(gift ? {} : { gifteeIdentityId: null }) })
    .where(eq(carts.id, cartId))
    .returning();
  return updated;
}

/** Serialises the member's allowance checks until the transaction ends. */
export async function lockMemberBenefits(tx: Tx, member: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`member-benefits:${member}`}, 0))`);
}

/** Which of the ticket types are member event types. */
export async function findMemberTypes(tx: Tx, typeIds: string[]): Promise<{ id: string }[]> {
  return tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(inArray(ticketTypes.id, typeIds), eq(ticketTypes.memberEventTicketType, true)));
}

/** Which of `ticketIds` are live tickets of the cart. */
export async function findLiveTicketsOfCart(tx: Tx, cartId: string, ticketIds: string[]): Promise<{ id: string }[]> {
  return tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.cartId, cartId), inArray(tickets.id, ticketIds), inArray(tickets.state, ['in_cart', 'held'])));
}

export async function deleteTickets(tx: Tx, ids: string[]): Promise<void> {
  await tx.delete(tickets).where(inArray(tickets.id, ids));
}

/** The seller `id`; null: the default seller. */
export async function findSellerOrDefault(executor: Executor, id: string | null): Promise<SellerRow | undefined> {
  const [seller] = await executor
    .select()
    .from(sellers)
    .where(id === null ? eq(sellers.isDefault, true) : eq(sellers.id, id));
  return seller;
}

const ticketColumns = Object.entries(getTableColumns(tickets));

/** A ticket row from its JSON object (`row_to_json`), mapped as drizzle maps the driver's values. */
export function ticketFromJson(json: Record<string, unknown>): TicketRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of ticketColumns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TicketRow;
}
