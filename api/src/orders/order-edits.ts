/**
 * Edit carts (spec 02 §4 Edit order; ADR 0022): a pending cart with `edits_order_id` that
 * removes booked tickets of one order (`cart_ticket_removals`; they stay booked and counted
 * until the edit is confirmed) and holds new tickets of the same event like any cart. The
 * confirm, in the booking transaction, unbooks the removed tickets and books the new ones into
 * the same order, so at no instant is either place free for someone else.
 */
import { isEditableTicket, isPastTicket } from '@storefront/shared/domain/order-rules';
import type { Db, Executor, Tx } from '../infra/db/client';
import type { CartRow } from '../infra/db/schema';
import { CartError, OrderError } from '../lib/errors';
import { lockRows } from '../infra/db/locking';
import { canSeeOrder, orderNotFound } from './order-access';
import { orderContent, orderRowFacts, readOrders, readOrderTickets, selfEditCategories } from './order-rows';
import type { PlannedTicket, ReservationPlan } from '../cart/reservation';
import type { Caller } from '../accounts/web-session';
import {
  anyCartBeingPaid,
  bookTicketsInto,
  discardPendingCarts,
  editedOrder,
  type EditedOrder,
  findLiveCartTickets,
  findPendingEditCarts,
  insertTicketRemovals,
  lockOrderEdits,
  lockTickets,
  removedTickets,
  unbookTickets,
} from './orders-repository';

export type { EditedOrder } from './orders-repository';

/**
 * `create.edit_order_id`: the caller may see the order (else 404 'We could not find that
 * order.') and is signed out (guests edit, members look: 403 `edit_requires_logout`).
 */
export async function orderToEdit(db: Db, caller: Caller, orderId: string): Promise<EditedOrder> {
  if (!(await canSeeOrder(db, caller, orderId))) throw orderNotFound();
  if (caller.userId) throw new OrderError('edit_requires_logout', { context: 'cart' });
  const order = await editedOrder(db, orderId);
  if (!order) throw orderNotFound();
  return order;
}

export { editedOrder } from './orders-repository';

/**
 * Discards the order's pending edit carts inside `tx` (their new tickets go back on sale, their
 * removals are dropped): opening an edit keeps one live edit cart per order, and a cancellation
 * replaces any edit under way. Both take an advisory lock on the order first, so two concurrent
 * opens (or an open and a cancel) run one after the other and never both leave an edit live.
 * An edit being paid for cannot be discarded (409 `order_edit_in_progress`).
 */
export async function discardEditCarts(tx: Tx, orderId: string): Promise<void> {
  await lockOrderEdits(tx, orderId);
  const pending = await findPendingEditCarts(tx, orderId);
  if (pending.length === 0) return;
  const ids = pending.map((c) => c.id);
  await lockRows(tx, 'carts', ids);
  // Read again under the lock: a confirm may have completed one meanwhile.
  if (await anyCartBeingPaid(tx, ids)) throw new OrderError('order_edit_in_progress');
  await discardPendingCarts(tx, ids);
}

const removing = (description?: string) => ({ context: 'cart_remove_tickets', ...(description ? { description } : {}) });

/**
 * `remove.ticket_ids` in an edit cart: the edited order's tickets among them are recorded as
 * removals (each booked, to come, and editable by the seller's self-edit categories; one
 * already removed is a no-op); answers the others, for the cart's own removal. An id that is
 * neither the order's nor a live ticket of this cart is 404 `ticket_not_found`.
 */
export async function removeBookedTickets(tx: Tx, cart: CartRow, ticketIds: string[], now: Date): Promise<string[]> {
  const orderId = cart.editsOrderId;
  if (!orderId || ticketIds.length === 0) return ticketIds;
  const wanted = [...new Set(ticketIds)];
  const own = new Set(
    (
      await findLiveCartTickets(tx, cart.id, wanted)
    ).map((t) => t.id),
  );
  const booked = wanted.filter((id) => !own.has(id));
  if (booked.length === 0) return wanted;
  const orders = await readOrders(tx, [orderId]);
  const rows = new Map(orderContent(orderId, await readOrderTickets(tx, orders)).all.map((row) => [row.ticket.id, row]));
  const categories = selfEditCategories(orders[0]?.seller.web ?? {});
  const instant = now.getTime();
  for (const id of booked) {
    const row = rows.get(id);
    if (!row) {
      throw new CartError('ticket_not_found', {
        ...removing('This ticket is not on your order.'),
        status: 404,
        extra: { ticket_id: id },
      });
    }
    const facts = orderRowFacts(row);
    if (facts.state !== 'booked') throw new CartError('ticket_state_incorrect', { ...removing(), extra: { ticket_id: id, state: facts.state } });
    if (isPastTicket(facts, instant)) throw new CartError('tickets_too_old', { ...removing(), extra: { ticket_id: id } });
    if (!isEditableTicket(facts, categories, instant)) throw new CartError('ticket_not_editable', { ...removing(), extra: { ticket_id: id } });
  }
  await insertTicketRemovals(tx, cart.id, booked);
  return wanted.filter((id) => own.has(id));
}

/**
 * An edit cart reserves only the edited order's event, plain admissions for a session still to
 * come (else 409 `ticket_not_editable`); capacity and the other rules are the reservation's.
 */
export function checkEditReserve(order: EditedOrder, plan: ReservationPlan, now: Date): void {
  const editable = (t: PlannedTicket) => {
    const session = t.sessionId ? plan.sessions.get(t.sessionId) : undefined;
    return (
      t.item.template.id === order.eventTemplateId &&
      t.item.group.handler === 'tickets' &&
      session !== undefined &&
      session.startDatetime.getTime() > now.getTime()
    );
  };
  const refused = plan.tickets.find((t) => !editable(t));
  if (refused) {
    throw new CartError('ticket_not_editable', { context: 'reserve', extra: { ticket_type_id: refused.item.type.id, event_session_id: refused.sessionId } });
  }
}


export { removedTickets, type RemovedTicket } from './orders-repository';

/** What the removed tickets are worth against the new ones: their adjusted values (ADR 0022). */
export function editCreditMinor(removed: readonly { adjustedValueMinor: number }[]): number {
  return removed.reduce((sum, t) => sum + t.adjustedValueMinor, 0);
}

/** The credit of the edit cart `cart` (0 for any other cart). */
export async function loadEditCreditMinor(executor: Executor, cart: CartRow): Promise<number> {
  if (!cart.editsOrderId) return 0;
  return editCreditMinor((await removedTickets(executor, cart.id)).map((r) => r.ticket));
}

/**
 * Nothing is refunded online: removing a paid ticket needs a new ticket in the cart (409
 * `ticket_not_editable`, 'Please contact us to reschedule your tickets.').
 */
export function assertReplaced(removed: readonly { id: string; adjustedValueMinor: number }[], heldCount: number): void {
  const paid = removed.find((t) => t.adjustedValueMinor > 0);
  if (paid && heldCount === 0) {
    throw new CartError('ticket_not_editable', { context: 'cart_remove_tickets', extra: { ticket_id: paid.id } });
  }
}

/**
 * The confirm's part of the booking transaction (the cart, its groups and the sessions of its
 * new and removed tickets already locked): locks the removed tickets (id order), checks they
 * are still booked in the order (else 409 `ticket_state_incorrect`, nothing changes) and
 * unbooks them; then books `heldIds` into the edited order.
 */
export async function applyEdit(tx: Tx, cart: CartRow, removed: readonly { id: string }[], heldIds: string[]): Promise<string> {
  const orderId = cart.editsOrderId;
  if (!orderId) throw new Error('not an edit cart');
  if (removed.length > 0) {
    const ids = removed.map((t) => t.id);
    const locked = await lockTickets(tx, ids);
    const gone = ids.find((id) => {
      const row = locked.find((l) => l.id === id);
      return row?.state !== 'booked' || row.ticket_order_id !== orderId;
    });
    if (gone) throw new CartError('ticket_state_incorrect', { context: 'cart_remove_tickets', extra: { ticket_id: gone } });
    await unbookTickets(tx, ids);
  }
  if (heldIds.length > 0) await bookTicketsInto(tx, orderId, heldIds);
  return orderId;
}
