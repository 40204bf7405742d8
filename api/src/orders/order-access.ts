/**
 * Who may see an order (ADR 0022): the owner of the cart that bought it (the buying browser,
 * or the signed-in member), or a web session that presented the order's manage key from an
 * order e-mail. Unknown, wrong key and not-yours answer alike.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { carts, ticketOrders, webSessionOrderGrants } from '../infra/db/schema';
import { NotFoundError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { ownedIdentityIds, type Caller } from '../accounts/web-session';

/** Unknown and not-yours answer the same, so an order id reveals nothing about other people. */
export const orderNotFound = () =>
  new NotFoundError('not_found', { context: 'ticket_order', description: 'We could not find that order.' });

/**
 * The condition (over `ticket_orders` joined with its `carts`) that the caller may see the
 * order: its cart or its purchaser identity is the caller's, or a manage key granted it;
 * null when the caller may see none.
 */
export function orderVisibleTo(caller: Caller | null): SQL | null {
  if (!caller) return null;
  const granted = exists(
    sql`(SELECT 1 FROM ${webSessionOrderGrants} WHERE ${webSessionOrderGrants.sessionToken} = ${caller.token}
         AND ${webSessionOrderGrants.ticketOrderId} = ${ticketOrders.id})`,
  );
  const owned = ownedIdentityIds(caller);
  return or(inArray(carts.identityId, owned), inArray(ticketOrders.identityId, owned), granted) ?? null;
}

/** Whether the caller may see order `id` (for paths that read the order their own way). */
export async function canSeeOrder(db: Db, caller: Caller | null, id: string): Promise<boolean> {
  const visible = orderVisibleTo(caller);
  if (!visible || !isUuid(id)) return false;
  const [row] = await db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .where(and(eq(ticketOrders.id, id), visible));
  return row !== undefined;
}

const sameSecret = (a: string, b: string) => {
  // Hash first: equal lengths for timingSafeEqual, and no early exit on a length difference.
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
};

/** `POST ticket_order/{id}/access`: the manage link's key grants this session the order. */
export async function grantOrderAccess(db: Db, caller: Caller, id: string, key: string): Promise<void> {
  if (!isUuid(id)) throw orderNotFound();
  const [order] = await db.select({ manageKey: ticketOrders.manageKey }).from(ticketOrders).where(eq(ticketOrders.id, id));
  if (!order || !sameSecret(order.manageKey, key)) throw orderNotFound();
  await db
    .insert(webSessionOrderGrants)
    .values({ sessionToken: caller.token, ticketOrderId: id })
    .onConflictDoNothing();
}
