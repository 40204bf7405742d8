/** Wire → domain mappers: pure functions, the only place that reads wire shapes. */
import type {
  ApiCalendarDate,
  ApiCart,
  ApiEvent,
  ApiSession,
  ApiTicketGroup,
  ApiTicketOrder,
  ApiTicketType,
  ApiUser,
} from '../wire';
import { toMinor } from './money';
import type {
  CalendarDate,
  Cart,
  CartItem,
  EventDetail,
  EventSession,
  EventSummary,
  Order,
  TicketGroup,
  TicketType,
  User,
} from './types';

const byRank = <T extends { _rank: number }>(a: T, b: T) => a._rank - b._rank;
const unlimited = (n: number) => (n < 0 ? null : n);

function eventImage(e: ApiEvent): { imageUrl: string | null; imageAlt: string } {
  const { meta } = e;
  if (meta.image_profile) return { imageUrl: meta.image_profile, imageAlt: meta.image_profile_alt ?? e.name };
  if (meta.image_cover) return { imageUrl: meta.image_cover, imageAlt: meta.image_cover_alt ?? e.name };
  return { imageUrl: null, imageAlt: e.name };
}

export function toEventSummary(e: ApiEvent): EventSummary {
  const fixed = (e.ticket_type ?? []).filter((t) => t.currency_amount_min === null);
  return {
    id: e.id,
    name: e.name,
    subtitle: e.subtitle,
    summary: e.summary,
    venueName: e.venue?.name ?? null,
    ...eventImage(e),
    category: e.category,
    fromPriceMinor: fixed.length ? Math.min(...fixed.map((t) => toMinor(t.currency_amount))) : null,
  };
}

export function toTicketType(t: ApiTicketType): TicketType {
  return {
    id: t.id,
    groupId: t.ticket_group_id,
    name: t.name,
    description: t.description,
    priceMinor: toMinor(t.currency_amount),
    minPriceMinor: t.currency_amount_min === null ? null : toMinor(t.currency_amount_min),
    maxPriceMinor: t.currency_amount_max === null ? null : toMinor(t.currency_amount_max),
  };
}

export function toTicketGroup(g: ApiTicketGroup, types: ApiTicketType[]): TicketGroup {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    handler: g.handler,
    hiddenType: g.hidden_type,
    minPerOrder: g.min_tickets_per_order,
    maxPerOrder: unlimited(g.max_tickets_per_order),
    ticketTypes: types
      .filter((t) => t.ticket_group_id === g.id)
      .sort(byRank)
      .map(toTicketType),
  };
}

/** `fallbackTimezone` is used only when the venue was not embedded. */
export function toEventDetail(e: ApiEvent, fallbackTimezone = 'UTC'): EventDetail {
  const types = e.ticket_type ?? [];
  return {
    ...toEventSummary(e),
    description: e.description,
    eventType: e.event_type,
    reserveFlow: e.meta.reserve_flow ?? null,
    timezone: e.venue?.timezone ?? fallbackTimezone,
    ticketGroups: [...(e.ticket_group ?? [])].sort(byRank).map((g) => toTicketGroup(g, types)),
  };
}

/** Spec 01 §3: availableCapacity = capacity (or infinity) + oversell − used. */
export function toSession(s: ApiSession): EventSession {
  const capacity = unlimited(s.capacity);
  const available =
    capacity === null ? null : Math.max(0, capacity + s.oversell_capacity - s.used_capacity);
  return {
    id: s.id,
    eventId: s.event_template_id,
    start: s.start_datetime,
    end: s.end_datetime,
    capacity,
    available,
    soldOut: s.sold_out || available === 0,
  };
}

export function toCalendarDate(d: ApiCalendarDate): CalendarDate {
  return {
    date: d.date,
    status: d.status,
    minPriceMinor: d.min_price === null ? null : toMinor(d.min_price),
    capacity: unlimited(d.availability.capacity),
    used: d.availability.used_capacity,
  };
}

export interface ToCartOptions {
  /** Epoch ms when the response arrived (for `expiresAt`). */
  receivedAt: number;
  /** Used for items whose event came without a venue. */
  fallbackTimezone?: string;
}

export function toCart(c: ApiCart, { receivedAt, fallbackTimezone = 'UTC' }: ToCartOptions): Cart {
  const events = new Map(c.event_template.map((e) => [e.id, e]));
  const sessions = new Map(c.event_session.map((s) => [s.id, s]));
  const typeNames = new Map(c.ticket_type.map((t) => [t.id, t.name]));
  const items = new Map<string, CartItem>();

  for (const t of c.tickets) {
    const id = `${t.event_template_id}:${t.event_session_id ?? ''}`;
    let item = items.get(id);
    if (!item) {
      const event = events.get(t.event_template_id);
      const image = event ? eventImage(event) : { imageUrl: null, imageAlt: '' };
      item = {
        id,
        eventId: t.event_template_id,
        sessionId: t.event_session_id,
        name: event?.name ?? '',
        start: (t.event_session_id && sessions.get(t.event_session_id)?.start_datetime) || null,
        timezone: event?.venue?.timezone ?? fallbackTimezone,
        ...image,
        types: [],
        ticketIds: [],
      };
      items.set(id, item);
    }
    item.ticketIds.push(t.id);
    let type = item.types.find((x) => x.ticketTypeId === t.ticket_type_id);
    if (!type) {
      type = { ticketTypeId: t.ticket_type_id, name: typeNames.get(t.ticket_type_id) ?? '', ticketCount: 0, totalMinor: 0 };
      item.types.push(type);
    }
    type.ticketCount += 1;
    // Spec 01 §9: order value totals use the adjusted value.
    type.totalMinor += toMinor(t.adjusted_value);
  }

  return {
    id: c.id,
    number: c.cart_number,
    state: c.state,
    identityId: c.identity_id,
    currency: c.currency_code,
    expiresAt: c.expires_in === null ? null : receivedAt + c.expires_in * 1000,
    expiresIn: c.expires_in,
    items: [...items.values()],
    ticketIds: c.tickets.map((t) => t.id),
    totalMinor: toMinor(c.cart_fees.grand_totals.total),
    outstandingMinor: toMinor(c.cart_fees.grand_totals.total_outstanding),
    orderIds: c.ticket_order.map((o) => o.id),
  };
}

export function toOrder(o: ApiTicketOrder): Order {
  return {
    id: o.id,
    orderNumber: o.order_number,
    eventName: o.event_name,
    purchasedOn: o.purchased_on,
    totalMinor: toMinor(o.total),
    currency: o.currency_code,
    ticketCount: o.tickets.filter((t) => t.state !== 'cancelled').length,
  };
}

export function toUser(u: ApiUser): User {
  return {
    id: u.id,
    identityId: u.identity_id,
    firstName: u.identity.first_name,
    lastName: u.identity.last_name,
    email: u.email || u.identity.email,
  };
}
