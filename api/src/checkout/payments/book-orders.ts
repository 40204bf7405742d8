/**
 * Turns a fully paid cart into ticket orders: one per event template, its held tickets booked,
 * the cart completed. Runs in the pay sequence's final transaction, under the cart lock; the
 * limited groups and the sessions are locked too (in the reservation's order), so no
 * reservation counts these holds as expired meanwhile. An edit cart (ADR 0022) books its new
 * tickets into the order it edits and unbooks the tickets it removes, in the same transaction.
 */
import type { Tx } from '../../infra/db/client';
import type { CartRow } from '../../infra/db/schema';
import { cartTickets } from '../../cart/cart-access';
import { CheckoutError } from '../../lib/errors';
import { DEFAULT_LOCK_TIMEOUT_MS, lockRows } from '../../infra/db/locking';
import { completeMembershipOrders } from '../../memberships/membership-purchase';
import { applyEdit, assertReplaced, removedTickets } from '../../orders/order-edits';
import {
  findLimitedGroups,
  findTemplateNames,
  insertOrder,
  markCartCompleted,
} from '../checkout-repository';
import { bookTicketsInto } from '../../orders/orders-repository';

/**
 * Books the cart's held tickets for `purchaserIdentityId`; answers the new orders' ids (an edit
 * cart's: the edited order's).
 */
export async function bookOrders(tx: Tx, cart: CartRow, purchaserIdentityId: string, now: Date): Promise<string[]> {
  const held = (await cartTickets(tx, cart.id)).filter((t) => t.state === 'in_cart' || t.state === 'held');
  const removed = cart.editsOrderId ? (await removedTickets(tx, cart.id)).map((r) => r.ticket) : [];
  if (held.length === 0 && removed.length === 0) throw new CheckoutError('cart_empty');
  assertReplaced(removed, held.length);
  // The removed tickets' groups and sessions too: unbooking them changes their counters.
  const touched = [...held, ...removed];
  const groupIds = [...new Set(touched.map((t) => t.ticketGroupId))];
  const limited = await findLimitedGroups(tx, groupIds);
  await lockRows(tx, 'ticket_groups', limited.map((g) => g.id), DEFAULT_LOCK_TIMEOUT_MS);
  await lockRows(
    tx,
    'event_sessions',
    touched.flatMap((t) => (t.eventSessionId ? [t.eventSessionId] : [])),
    DEFAULT_LOCK_TIMEOUT_MS,
  );
  if (cart.editsOrderId) {
    const orderId = await applyEdit(tx, cart, removed, held.map((t) => t.id));
    await completeCart(tx, cart, now);
    return [orderId];
  }
  const templates = await findTemplateNames(tx, [...new Set(held.map((t) => t.eventTemplateId))]);
  templates.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const orderIds: string[] = [];
  for (const template of templates) {
    const order = await insertOrder(tx, {
      cartId: cart.id,
      identityId: purchaserIdentityId,
      eventTemplateId: template.id,
      currencyCode: cart.currencyCode,
      purchasedOn: now,
    });
    if (!order) throw new Error('order insert returned nothing');
    const ids = held.filter((t) => t.eventTemplateId === template.id).map((t) => t.id);
    await bookTicketsInto(tx, order.id, ids);
    orderIds.push(order.id);
  }
  await completeCart(tx, cart, now);
  await completeMembershipOrders(tx, cart, purchaserIdentityId, orderIds, now);
  return orderIds;
}

async function completeCart(tx: Tx, cart: CartRow, now: Date): Promise<void> {
  await markCartCompleted(tx, cart.id, now);
}
