/**
 * Who may see an order (ADR 0022): the owner of the cart that bought it (the buying browser,
 * or the signed-in member), or a web session that presented the order's manage key from an
 * order e-mail. Unknown, wrong key and not-yours answer alike.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../infra/db/client';
import { NotFoundError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { sha256 } from '../lib/digest';
import type { Caller } from '../accounts/web-session';
import { findOrderManageKey, findVisibleOrder, insertOrderGrant, orderVisibleTo } from './orders-repository';

export { orderVisibleTo } from './orders-repository';

/** Unknown and not-yours answer the same, so an order id reveals nothing about other people. */
export const orderNotFound = () =>
  new NotFoundError('not_found', { context: 'ticket_order', description: 'We could not find that order.' });


/** Whether the caller may see order `id` (for paths that read the order their own way). */
export async function canSeeOrder(db: Db, caller: Caller | null, id: string): Promise<boolean> {
  const visible = orderVisibleTo(caller);
  if (!visible || !isUuid(id)) return false;
  const row = await findVisibleOrder(db, id, visible);
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
  const order = await findOrderManageKey(db, id);
  if (!order || !sameSecret(order.manageKey, key)) throw orderNotFound();
  await insertOrderGrant(db, sha256(caller.token), id);
}
