/** Builds the `ApiCart` reply: the cart, its tickets and everything they refer to. */
import type { ApiCart } from '@storefront/shared/wire';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cartmods, ticketOrders, type CartRow } from '../db/schema';
import { sessionAvailabilityByIds } from './availability';
import { cartTickets } from './cart-access';
import { findTemplates, loadCatalog } from './catalog';
import { toWireAmount } from './money';
import { loadCartPayments } from './payments/amounts';
import { groupStates } from './ticket-groups';
import { toApiEvent, toApiSession, toApiTicket, toApiTicketGroup, toApiTicketType, toApiVenue } from './views';

export async function loadCartView(executor: Executor, cart: CartRow, now: Date): Promise<ApiCart> {
  const ticketRows = await cartTickets(executor, cart.id);
  const sessionIds = [...new Set(ticketRows.flatMap((t) => (t.eventSessionId ? [t.eventSessionId] : [])))];
  const sessions = await sessionAvailabilityByIds(executor, now, sessionIds);
  const templateIds = [...new Set(ticketRows.map((t) => t.eventTemplateId))];
  const catalog = await loadCatalog(executor, await findTemplates(executor, templateIds));
  const groupIds = new Set(ticketRows.map((t) => t.ticketGroupId));
  const typeIds = new Set(ticketRows.map((t) => t.ticketTypeId));
  // Orders are made in the transaction that completes the cart: a pending cart has none.
  const orders =
    cart.state === 'pending'
      ? []
      : await executor
          .select({ id: ticketOrders.id, order_number: ticketOrders.orderNumber })
          .from(ticketOrders)
          .where(eq(ticketOrders.cartId, cart.id))
          .orderBy(asc(ticketOrders.orderNumber));
  const mods = await executor
    .select()
    .from(cartmods)
    .where(eq(cartmods.cartId, cart.id))
    .orderBy(asc(cartmods.createdAt), asc(cartmods.id));

  const cartGroups = catalog.flatMap((e) => e.groups.filter((g) => groupIds.has(g.id)));
  const states = await groupStates(executor, now, cartGroups);
  // Spec 01 §9: the adjusted values plus every live ticket's outside fees (never discounted); less what was paid.
  const { payments, amounts } = await loadCartPayments(executor, cart, now);
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
    event_template: catalog.map((entry) => ({
      ...toApiEvent(entry.template),
      venue: toApiVenue(entry.venue),
    })),
    event_session: [...sessions.values()].map(toApiSession),
    ticket_group: cartGroups.flatMap((g) => {
      const state = states.get(g.id);
      return state ? [toApiTicketGroup(g, state)] : [];
    }),
    ticket_type: catalog.flatMap((e) => e.types.filter((t) => typeIds.has(t.id)).map((t) => toApiTicketType(t))),
  };
}
