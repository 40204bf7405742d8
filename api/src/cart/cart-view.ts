/**
 * Builds the `ApiCart` reply: the cart, its tickets and everything they refer to. A handful of
 * statements at most (issue 10): the tickets, their catalogue entries (one join), the sessions'
 * and groups' availability (one statement), the cartmods, and the payments with their audit
 * (one statement); a caller that already holds some of them (a cart made in this request)
 * passes them in `known` and they are not read again.
 */
import type { ApiCart, ApiCartGiftee } from '@storefront/shared/wire';
import type { Executor } from '../infra/db/client';
import type { CartmodRow, CartRow, EventTemplateRow, TicketRow, VenueRow } from '../infra/db/schema';
import { findCartmods, findIdentityName, ordersOfCart } from './cart-repository';
import { availabilityByIds, type GroupUsage, type SessionAvailability } from '../catalog/availability-repository';
import { cartTickets } from './cart-repository';
import { findCatalogItems, type CatalogItem } from '../catalog/catalog-repository';
import { feeByTypeOf } from './fees';
import { toWireAmount } from '../lib/money';
import { cartAmountsOf, cartPaymentsOf, eventSharesOf, isCounted, loadPaymentRecords, type AuditEntry, type DonePayment } from '../checkout/payments/amounts';
import { editCreditMinor, removedTickets } from '../orders/order-edits';
import { groupState } from '../catalog/ticket-groups';
import { toApiEvent, toApiSession, toApiTicket, toApiTicketGroup, toApiTicketType, toApiVenue } from '../catalog/views';

/** What the caller already holds of the cart, so the view does not read it again. */
export interface KnownCart {
  /** All the cart's tickets, in the cart's order (created, then id). */
  tickets?: TicketRow[];
  /** Catalogue entries covering the tickets' types (any order; used when their order is unambiguous). */
  items?: CatalogItem[];
  /** All the cart's cartmods, in order (created, then id). */
  cartmods?: CartmodRow[];
  /** The cart was made in this request and is pending: it has no payments, audit or orders yet. */
  isNew?: boolean;
  /**
   * Usage of every session and group of the cart's tickets, as the transaction counted it
   * under its locks plus its own new tickets (a new cart's reserve of limited ones only).
   */
  availability?: { sessions: Map<string, SessionAvailability>; groups: Map<string, GroupUsage> };
}

/**
 * Catalogue entries in catalogue order (groups by rank then name, types by rank then name),
 * from `known` when every ticket type is there and ranks alone order them (names are compared
 * by the database's collation, so ties are left to it); else from the database.
 */
async function catalogItems(executor: Executor, typeIds: string[], known: CatalogItem[] | undefined): Promise<CatalogItem[]> {
  if (typeIds.length === 0) return [];
  if (known) {
    const byType = new Map(known.map((item) => [item.type.id, item]));
    const items = typeIds.map((id) => byType.get(id));
    if (items.every((item): item is CatalogItem => item !== undefined)) {
      const groups = [...new Map(items.map((i) => [i.group.id, i.group])).values()];
      const groupRanksDistinct = groups.every(
        (g) => !groups.some((o) => o.id !== g.id && o.eventTemplateId === g.eventTemplateId && o.rank === g.rank),
      );
      const typeRanksDistinct = items.every(
        (i) => !items.some((o) => o.type.id !== i.type.id && o.group.id === i.group.id && o.type.rank === i.type.rank),
      );
      if (groupRanksDistinct && typeRanksDistinct) {
        return [...items].sort((a, b) => a.group.rank - b.group.rank || a.type.rank - b.type.rank);
      }
    }
  }
  return findCatalogItems(executor, typeIds);
}

export async function loadCartView(executor: Executor, cart: CartRow, now: Date, known: KnownCart = {}): Promise<ApiCart> {
  const ticketRows = known.tickets ?? (await cartTickets(executor, cart.id));
  const sessionIds = [...new Set(ticketRows.flatMap((t) => (t.eventSessionId ? [t.eventSessionId] : [])))];
  const templateIds = [...new Set(ticketRows.map((t) => t.eventTemplateId))];
  const groupIds = new Set(ticketRows.map((t) => t.ticketGroupId));
  const typeIds = [...new Set(ticketRows.map((t) => t.ticketTypeId))];
  // The tickets' own events and groups only (as the catalogue of their events, filtered).
  const items = (await catalogItems(executor, typeIds, known.items)).filter(
    (i) => templateIds.includes(i.template.id) && groupIds.has(i.group.id) && i.group.eventTemplateId === i.template.id,
  );
  // Events in the order the cart first holds them; groups and types in catalogue order within each.
  const entries = templateIds.flatMap((id) => {
    const own = items.filter((i) => i.template.id === id);
    const first = own[0];
    if (!first) return [];
    const groups = [...new Map(own.map((i) => [i.group.id, i.group])).values()];
    const groupOrder = new Map(groups.map((g, index) => [g.id, index]));
    const types = own
      .map((i) => i.type)
      .sort((a, b) => (groupOrder.get(a.ticketGroupId) ?? 0) - (groupOrder.get(b.ticketGroupId) ?? 0));
    return [{ template: first.template as EventTemplateRow, venue: first.venue as VenueRow, groups, types }];
  });
  const cartGroups = entries.flatMap((e) => e.groups);
  const covered =
    known.availability &&
    sessionIds.every((id) => known.availability?.sessions.has(id)) &&
    cartGroups.every((g) => known.availability?.groups.has(g.id));
  const availability =
    covered && known.availability
      ? known.availability
      : await availabilityByIds(
          executor,
          now,
          sessionIds,
          cartGroups.map((g) => g.id),
        );
  const sessions = new Map(sessionIds.flatMap((id) => {
    const session = availability.sessions.get(id);
    return session ? [[id, session] as const] : [];
  }));
  // Orders are made in the transaction that completes the cart: a pending cart has none.
  const orders = cart.state === 'pending' || known.isNew ? [] : await ordersOfCart(executor, cart);
  const removed = cart.editsOrderId ? await removedTickets(executor, cart.id) : [];
  const creditMinor = editCreditMinor(removed.map((r) => r.ticket));
  const mods =
    known.cartmods ??
    (await findCartmods(executor, cart.id));

  // Spec 01 §9: the adjusted values plus every live ticket's outside fees (never discounted); less what was paid.
  const { done, audit }: { done: DonePayment[]; audit: AuditEntry[] } = known.isNew
    ? { done: [], audit: [] }
    : await loadPaymentRecords(executor, cart.id);
  const live = ticketRows.filter((t) => isCounted(t.state));
  const feeByType = feeByTypeOf(entries.flatMap((e) => e.types));
  const settled = done.filter((p) => p.status === 'succeeded').map((p) => ({ amount: p.amountMinor, settledAt: p.settledAt }));
  const liveTemplateIds = new Set(live.map((t) => t.eventTemplateId));
  // An edit cart is paid in full: no payment plan (ADR 0022).
  const shares =
    cart.state === 'pending' && !cart.editsOrderId
      ? eventSharesOf(
          live,
          feeByType,
          entries
            .filter((e) => liveTemplateIds.has(e.template.id))
            .map((e) => ({ id: e.template.id, config: e.template.config, timezone: e.venue.timezone })),
          new Map([...sessions.values()].map((s) => [s.id, s.startDatetime])),
        )
      : [];
  const amounts = cartAmountsOf(cart, live, feeByType, settled, shares, now, creditMinor);
  const payments = cartPaymentsOf(cart, amounts, done, audit);
  const giftee = cart.gifteeIdentityId ? await gifteeOf(executor, cart.gifteeIdentityId) : null;
  const expiresIn =
    cart.state === 'pending' && cart.expiresAt
      ? Math.max(0, Math.floor((cart.expiresAt.getTime() - now.getTime()) / 1000))
      : null;

  return {
    ...payments,
    id: cart.id,
    cart_number: cart.cartNumber,
    seller_id: cart.sellerId,
    state: cart.state,
    identity_id: cart.identityId,
    expires_at: cart.state === 'pending' && cart.expiresAt ? cart.expiresAt.toISOString() : null,
    expires_in: expiresIn,
    currency_code: cart.currencyCode,
    is_gift: cart.isGift,
    giftee,
    gift_code: cart.giftCode,
    order_edit: cart.editsOrderId
      ? {
          order_id: cart.editsOrderId,
          removed_tickets: removed.map((r) => toApiTicket(r.ticket, r.start && r.end ? { start: r.start, end: r.end } : undefined)),
          credit: toWireAmount(creditMinor),
        }
      : null,
    tickets: ticketRows.map((t) => {
      const session = t.eventSessionId ? sessions.get(t.eventSessionId) : undefined;
      return toApiTicket(t, session ? { start: session.startDatetime, end: session.endDatetime } : undefined);
    }),
    cartmods: mods.map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      description: m.description,
      blocking_checkout: m.blockingCheckout,
      discount: toWireAmount(m.discountMinor),
      activating_code_groups: m.activatingCodeGroups,
    })),
    cart_fees: {
      currency_code: cart.currencyCode,
      grand_totals: {
        total: toWireAmount(amounts.totalMinor),
        total_outstanding: toWireAmount(amounts.outstandingMinor),
        total_due: toWireAmount(amounts.dueMinor),
        total_paid: toWireAmount(amounts.paidMinor),
        outside_fees: toWireAmount(amounts.feesMinor),
      },
    },
    ticket_order: orders,
    event_template: entries.map((entry) => ({
      ...toApiEvent(entry.template),
      venue: toApiVenue(entry.venue),
    })),
    event_session: [...sessions.values()].map(toApiSession),
    ticket_group: cartGroups.map((g) => toApiTicketGroup(g, groupState(g, availability.groups.get(g.id), now))),
    ticket_type: entries.flatMap((e) => e.types.map((t) => toApiTicketType(t))),
  };
}

export { ordersOfCart } from './cart-repository';

/** The cart's giftee as the storefront shows it ('Pay for your Gift to {name}'). */
async function gifteeOf(executor: Executor, identityId: string): Promise<ApiCartGiftee | null> {
  const row = await findIdentityName(executor, identityId);
  if (!row) return null;
  return { id: identityId, name: [row.firstName, row.lastName].filter(Boolean).join(' '), email: row.email ?? '' };
}
