/**
 * The orders' SQL: reading orders and their tickets under an access rule (ADR 0022), manage-key
 * grants, cancellations, resends, and the edit carts' removals, locks and discards. Services
 * pass the handle they hold; conditions (`orderVisibleTo`, `boughtBy`) are built here too.
 */
import { and, asc, desc, eq, exists, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../infra/db/client';
import {
  cartTicketRemovals,
  carts,
  eventSessions,
  eventTemplates,
  identities,
  memberships,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  ticketTypes,
  venues,
  webSessionOrderGrants,
  type MembershipRow,
  type TicketOrderRow,
  type TicketRow,
} from '../infra/db/schema';
import { HOLDING_PAYMENT_STATES } from '../cart/cart-repository';
import { ownedIdentityIds, type Caller } from '../accounts/web-session';
import { sha256 } from '../lib/digest';

/**
 * The condition (over `ticket_orders` joined with its `carts`) that the caller may see the
 * order: its cart or its purchaser identity is the caller's, or a manage key granted it;
 * null when the caller may see none.
 */
export function orderVisibleTo(caller: Caller | null): SQL | null {
  if (!caller) return null;
  const granted = exists(
    sql`(SELECT 1 FROM ${webSessionOrderGrants} WHERE ${webSessionOrderGrants.sessionTokenHash} = ${sha256(caller.token)}
         AND ${webSessionOrderGrants.ticketOrderId} = ${ticketOrders.id})`,
  );
  const owned = ownedIdentityIds(caller);
  return or(inArray(carts.identityId, owned), inArray(ticketOrders.identityId, owned), granted) ?? null;
}

export interface OrderRead {
  order: TicketOrderRow;
  eventName: string;
  /** The event venue's IANA zone. */
  timezone: string;
  sellerName: string;
  /** For the links in order e-mails and the self-edit rule (`web.self_edit_categories`). */
  seller: { id: string; slug: string; isDefault: boolean; web: Record<string, unknown> };
  /** The order identity's, where the confirmation goes. */
  purchaserEmail: string | null;
  purchaserFirstName: string | null;
}

/** The orders among `orderIds` that also meet `condition` (an access rule), by order number. */
export async function readOrders(db: Executor, orderIds: string[], condition?: SQL): Promise<OrderRead[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      order: ticketOrders,
      eventName: eventTemplates.name,
      timezone: venues.timezone,
      sellerName: sellers.name,
      seller: { id: sellers.id, slug: sellers.slug, isDefault: sellers.isDefault, web: sellers.web },
      purchaserEmail: identities.email,
      purchaserFirstName: identities.firstName,
    })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .innerJoin(sellers, eq(sellers.id, carts.sellerId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, ticketOrders.eventTemplateId))
    .innerJoin(venues, eq(venues.id, eventTemplates.venueId))
    .innerJoin(identities, eq(identities.id, ticketOrders.identityId))
    .where(and(inArray(ticketOrders.id, orderIds), condition))
    .orderBy(asc(ticketOrders.orderNumber));
}

/** The orders' tickets (only `ticketIds` among them when given) with type, group, event and session, in session order. */
export async function findOrderTicketRows(db: Executor, orderIds: string[], ticketIds?: string[]) {
  return db
    .select({
      ticket: tickets,
      typeName: ticketTypes.name,
      outsideFees: ticketTypes.outsideFees,
      handler: ticketGroups.handler,
      eventCategory: eventTemplates.category,
      start: eventSessions.startDatetime,
      end: eventSessions.endDatetime,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.ticketGroupId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, tickets.eventTemplateId))
    .leftJoin(eventSessions, eq(eventSessions.id, tickets.eventSessionId))
    .where(
      and(
        inArray(tickets.ticketOrderId, orderIds),
        ticketIds ? inArray(tickets.id, ticketIds) : undefined,
      ),
    )
    .orderBy(asc(eventSessions.startDatetime), asc(tickets.createdAt), asc(tickets.id));
}

/** The storefront's seller: the request's slug, or the default seller without one (as sign-in mail links). */
export const storefrontSeller = (sellerSlug: string | undefined): SQL => (sellerSlug ? eq(sellers.slug, sellerSlug) : eq(sellers.isDefault, true));


/** Orders the member bought: their identity is the member's, or their cart was the member's. */
export function boughtBy(identityId: string): SQL {
  return or(eq(ticketOrders.identityId, identityId), eq(carts.identityId, identityId)) as SQL;
}


/** The ids of the orders meeting `condition` at the storefront's seller, newest first. */
export async function findOrderIdsAtSeller(db: Db, condition: SQL, sellerSlug: string | undefined, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .innerJoin(sellers, eq(sellers.id, carts.sellerId))
    .where(and(condition, storefrontSeller(sellerSlug)))
    .orderBy(desc(ticketOrders.purchasedOn), desc(ticketOrders.orderNumber))
    .limit(limit);
}

export async function findVisibleOrderScanCode(db: Db, id: string, visible: SQL): Promise<{ scanCode: string } | undefined> {
  const [row] = await db
    .select({ scanCode: ticketOrders.scanCode })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .where(and(eq(ticketOrders.id, id), visible));
  return row;
}

export async function findVisibleOrderCart(db: Db, id: string, visible: SQL): Promise<{ id: string; cartId: string } | undefined> {
  const [order] = await db
    .select({ id: ticketOrders.id, cartId: ticketOrders.cartId })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .where(and(eq(ticketOrders.id, id), visible));
  return order;
}

/** Locks the order's tickets (id order) until the transaction ends; their ids. */
export async function lockOrderTickets(tx: Tx, orderId: string): Promise<{ id: string }[]> {
  return queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM tickets WHERE ticket_order_id = ${orderId}::uuid ORDER BY id FOR UPDATE`,
  );
}

export async function cancelOrderTickets(tx: Tx, orderId: string, ticketIds: string[]): Promise<void> {
  await tx
    .update(tickets)
    .set({ state: 'cancelled' })
    .where(and(eq(tickets.ticketOrderId, orderId), inArray(tickets.id, ticketIds)));
}

/** Orders whose purchaser identity has this e-mail (any case). */
export function purchaserEmailIs(email: string): SQL {
  return sql`lower(${identities.email}) = lower(${email.trim()})`;
}

export async function findIdentityEmail(db: Db, identityId: string): Promise<{ email: string | null } | undefined> {
  const [member] = await db.select({ email: identities.email }).from(identities).where(eq(identities.id, identityId));
  return member;
}

/** The ids of the orders meeting `condition` at the storefront's seller (with `membershipsOnly`, those that bought a membership), newest first. */
export async function findOrderIdsWhere(db: Db, condition: SQL, sellerSlug: string | undefined, membershipsOnly: boolean, limit: number): Promise<string[]> {
  const boughtMembership = exists(
    db
      .select({ one: sql`1` })
      .from(tickets)
      .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.ticketGroupId))
      .where(and(eq(tickets.ticketOrderId, ticketOrders.id), eq(ticketGroups.handler, 'membership'))),
  );
  const rows = await db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .innerJoin(sellers, eq(sellers.id, carts.sellerId))
    .innerJoin(identities, eq(identities.id, ticketOrders.identityId))
    .where(and(condition, storefrontSeller(sellerSlug), membershipsOnly ? boughtMembership : undefined))
    .orderBy(desc(ticketOrders.purchasedOn))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The pending edit carts of the orders owned by `owners` that expire after `now`. */
export async function findLiveEditCarts(db: Db, orderIds: string[], now: Date, owners: string[]): Promise<{ id: string; orderId: string | null }[]> {
  return db
    .select({ id: carts.id, orderId: carts.editsOrderId })
    .from(carts)
    .where(
      and(
        inArray(carts.editsOrderId, orderIds),
        eq(carts.state, 'pending'),
        gt(carts.expiresAt, now),
        inArray(carts.identityId, owners),
      ),
    );
}

/** The memberships these orders bought or renewed. */
export async function findMembershipsOfOrders(db: Db, orderIds: string[]): Promise<MembershipRow[]> {
  return db.select().from(memberships).where(inArray(memberships.ticketOrderId, orderIds));
}

/** The order an edit cart changes, as the cart needs it. */
export interface EditedOrder {
  id: string;
  /** Its cart's seller: the edit cart's. */
  sellerId: string;
  /** Who bought it: the edit cart's purchaser, so paying needs no identity form. */
  identityId: string;
  eventTemplateId: string;
}

export async function editedOrder(executor: Executor, orderId: string): Promise<EditedOrder | null> {
  const [order] = await executor
    .select({
      id: ticketOrders.id,
      sellerId: carts.sellerId,
      identityId: ticketOrders.identityId,
      eventTemplateId: ticketOrders.eventTemplateId,
    })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .where(eq(ticketOrders.id, orderId));
  return order ?? null;
}

/** A removed ticket with its session's times, as the cart shows it. */
export interface RemovedTicket {
  ticket: TicketRow;
  start: Date | null;
  end: Date | null;
}

/** The booked tickets the edit cart `cartId` removes, by ticket id. */
export async function removedTickets(executor: Executor, cartId: string): Promise<RemovedTicket[]> {
  return executor
    .select({ ticket: tickets, start: eventSessions.startDatetime, end: eventSessions.endDatetime })
    .from(cartTicketRemovals)
    .innerJoin(tickets, eq(tickets.id, cartTicketRemovals.ticketId))
    .leftJoin(eventSessions, eq(eventSessions.id, tickets.eventSessionId))
    .where(eq(cartTicketRemovals.cartId, cartId))
    .orderBy(asc(tickets.id));
}

/** Serialises opening and discarding the order's edits until the transaction ends. */
export async function lockOrderEdits(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order-edit:${orderId}`}, 0))`);
}

/** The order's pending edit carts. */
export async function findPendingEditCarts(tx: Tx, orderId: string): Promise<{ id: string }[]> {
  return tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.editsOrderId, orderId), eq(carts.state, 'pending')));
}

/** Whether any of the carts is still pending and being paid for (pending payment, or a holding payment). */
export async function anyCartBeingPaid(tx: Tx, ids: string[]): Promise<boolean> {
  const holding = sql.join(HOLDING_PAYMENT_STATES.map((state) => sql`${state}`), sql`, `);
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const [busy] = await queryRows<{ busy: boolean }>(
    tx,
    sql`SELECT EXISTS (
          SELECT 1 FROM carts c WHERE c.id IN (${idList}) AND c.state = 'pending'
            AND (c.payment_pending OR EXISTS (SELECT 1 FROM payments p WHERE p.cart_id = c.id AND p.status IN (${holding})))
        ) AS busy`,
  );
  return busy?.busy === true;
}

/** Cancels the carts still pending: their new tickets go back on sale, their removals are dropped. */
export async function discardPendingCarts(tx: Tx, ids: string[]): Promise<void> {
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  await tx.execute(
    sql`WITH live AS (SELECT id FROM carts WHERE id IN (${idList}) AND state = 'pending'),
        released AS (UPDATE tickets SET state = 'cancelled' WHERE cart_id IN (SELECT id FROM live) AND state IN ('in_cart', 'held')),
        dropped AS (DELETE FROM cart_ticket_removals WHERE cart_id IN (SELECT id FROM live))
        UPDATE carts SET state = 'cancelled', expires_at = NULL WHERE id IN (SELECT id FROM live)`,
  );
}

/** Which of `ticketIds` are live tickets (in the cart or held) of the cart. */
export async function findLiveCartTickets(tx: Tx, cartId: string, ticketIds: string[]): Promise<{ id: string }[]> {
  return tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.cartId, cartId), inArray(tickets.id, ticketIds), inArray(tickets.state, ['in_cart', 'held'])));
}

export async function insertTicketRemovals(tx: Tx, cartId: string, ticketIds: string[]): Promise<void> {
  await tx
    .insert(cartTicketRemovals)
    .values(ticketIds.map((ticketId) => ({ cartId, ticketId })))
    .onConflictDoNothing();
}

/** Locks the tickets (id order) until the transaction ends; their state and order. */
export async function lockTickets(tx: Tx, ids: string[]): Promise<{ id: string; state: string; ticket_order_id: string | null }[]> {
  return queryRows<{ id: string; state: string; ticket_order_id: string | null }>(
    tx,
    sql`SELECT id, state, ticket_order_id FROM tickets
          WHERE id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) ORDER BY id FOR UPDATE`,
  );
}

export async function unbookTickets(tx: Tx, ids: string[]): Promise<void> {
  await tx.update(tickets).set({ state: 'unbooked' }).where(inArray(tickets.id, ids));
}

export async function bookTicketsInto(tx: Tx, orderId: string, ids: string[]): Promise<void> {
  await tx.update(tickets).set({ state: 'booked', ticketOrderId: orderId }).where(inArray(tickets.id, ids));
}

/** Order `id` when `visible` lets the caller see it. */
export async function findVisibleOrder(db: Db, id: string, visible: SQL): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .where(and(eq(ticketOrders.id, id), visible));
  return row;
}

export async function findOrderManageKey(db: Db, id: string): Promise<{ manageKey: string } | undefined> {
  const [order] = await db.select({ manageKey: ticketOrders.manageKey }).from(ticketOrders).where(eq(ticketOrders.id, id));
  return order;
}

/** Grants the web session stored under `sessionTokenHash` the order (once). */
export async function insertOrderGrant(db: Db, sessionTokenHash: string, ticketOrderId: string): Promise<void> {
  await db
    .insert(webSessionOrderGrants)
    .values({ sessionTokenHash, ticketOrderId })
    .onConflictDoNothing();
}
