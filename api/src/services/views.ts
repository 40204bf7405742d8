/** Row → wire mappers: the one place where database rows become wire shapes. */
import type {
  ApiEvent,
  ApiEventMeta,
  ApiSellerConfig,
  ApiSession,
  ApiTicket,
  ApiTicketGroup,
  ApiTicketType,
  ApiVenue,
  EventType,
  HiddenType,
  TicketGroupHandler,
} from '@storefront/shared/wire';
import type {
  EventTemplateRow,
  SellerRow,
  TicketGroupRow,
  TicketRow,
  TicketTypeRow,
  VenueRow,
} from '../db/schema';
import type { SessionAvailability } from './availability';
import { toWireAmount } from './money';

export function toApiSeller(row: SellerRow): ApiSellerConfig {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    timezone: row.timezone,
    default_currency_code: row.defaultCurrencyCode,
    cart_hold_seconds: row.cartHoldSeconds,
    web: row.web,
  };
}

export function toApiVenue(row: VenueRow): ApiVenue {
  return { id: row.id, name: row.name, timezone: row.timezone };
}

export function toApiEvent(row: EventTemplateRow): ApiEvent {
  return {
    id: row.id,
    seller_id: row.sellerId,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    summary: row.summary,
    category: row.category,
    event_type: row.eventType as EventType,
    hidden_type: row.hiddenType as HiddenType,
    meta: row.meta as ApiEventMeta,
    config: row.config,
  };
}

export function toApiTicketGroup(row: TicketGroupRow): ApiTicketGroup {
  return {
    id: row.id,
    event_template_id: row.eventTemplateId,
    name: row.name,
    description: row.description,
    handler: row.handler as TicketGroupHandler,
    hidden_type: row.hiddenType as HiddenType,
    min_tickets_per_order: row.minTicketsPerOrder,
    max_tickets_per_order: row.maxTicketsPerOrder,
    _rank: row.rank,
    meta: row.meta,
  };
}

export function toApiTicketType(row: TicketTypeRow): ApiTicketType {
  return {
    id: row.id,
    ticket_group_id: row.ticketGroupId,
    name: row.name,
    description: row.description,
    summary: row.summary,
    currency_amount: toWireAmount(row.priceMinor),
    currency_amount_min: row.priceMinMinor === null ? null : toWireAmount(row.priceMinMinor),
    currency_amount_max: row.priceMaxMinor === null ? null : toWireAmount(row.priceMaxMinor),
    _rank: row.rank,
  };
}

export function toApiSession(availability: SessionAvailability): ApiSession {
  return {
    id: availability.id,
    event_template_id: availability.eventTemplateId,
    start_datetime: availability.startDatetime.toISOString(),
    end_datetime: availability.endDatetime.toISOString(),
    capacity: availability.capacity,
    oversell_capacity: availability.oversellCapacity,
    used_capacity: availability.used,
    sold_out: availability.left !== null && availability.left <= 0,
  };
}

export function toApiTicket(row: TicketRow, session?: { start: Date; end: Date }): ApiTicket {
  return {
    id: row.id,
    state: row.state,
    event_template_id: row.eventTemplateId,
    event_session_id: row.eventSessionId,
    ticket_group_id: row.ticketGroupId,
    ticket_type_id: row.ticketTypeId,
    ticket_order_id: row.ticketOrderId,
    face_value: toWireAmount(row.faceValueMinor),
    adjusted_value: toWireAmount(row.adjustedValueMinor),
    admit_name: row.admitName,
    admit_email: row.admitEmail,
    valid_from: session ? session.start.toISOString() : null,
    valid_to: session ? session.end.toISOString() : null,
  };
}
