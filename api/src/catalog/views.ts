/** Row → wire mappers: the one place where database rows become wire shapes. */
import type {
  ApiEvent,
  ApiEventMeta,
  ApiMembership,
  ApiMembershipProgram,
  ApiMembershipRole,
  ApiMembershipRule,
  ApiMessageRule,
  ApiTicketGroupMeta,
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
  MembershipLevelRow,
  MembershipProgramRow,
  MembershipRow,
  MembershipRuleRow,
  MessageRuleRow,
  SellerRow,
  TicketGroupRow,
  TicketRow,
  TicketTypeRow,
  VenueRow,
} from '../infra/db/schema';
import type { SessionAvailability } from './availability-repository';
import type { GroupState } from './ticket-groups';
import { toWireAmount } from '../lib/money';

/**
 * `holdSeconds`: the hold time in force (the row's unless overridden at start-up); `providers`:
 * the payment and captcha providers as the API is configured (`payments/config.ts`).
 */
export function toApiSeller(
  row: SellerRow,
  holdSeconds: number,
  providers: ApiSellerConfig['providers'],
): ApiSellerConfig {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    timezone: row.timezone,
    default_currency_code: row.defaultCurrencyCode,
    cart_hold_seconds: holdSeconds,
    providers,
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

export function toApiTicketGroup(row: TicketGroupRow, state: GroupState): ApiTicketGroup {
  return {
    id: row.id,
    event_template_id: row.eventTemplateId,
    name: row.name,
    description: row.description,
    handler: row.handler as TicketGroupHandler,
    hidden_type: row.hiddenType as HiddenType,
    min_tickets_per_order: row.minTicketsPerOrder,
    max_tickets_per_order: row.maxTicketsPerOrder,
    sales_start: row.salesStart ? row.salesStart.toISOString() : null,
    sales_end: row.salesEnd ? row.salesEnd.toISOString() : null,
    start_policy: row.startPolicy ?? null,
    start_policy_date: row.startPolicyDate ?? null,
    duration_new: row.durationNew ?? null,
    capacity: row.capacity,
    oversell_capacity: row.oversellCapacity,
    used_capacity: state.used,
    available: state.available,
    sold_out: state.soldOut,
    exclude_from_event_capacity: row.excludeFromEventCapacity,
    additional_info_spec: row.additionalInfoSpec ?? null,
    _rank: row.rank,
    meta: row.meta as ApiTicketGroupMeta,
    color: row.color ?? null,
  };
}

export function toApiTicketType(row: TicketTypeRow, available?: boolean): ApiTicketType {
  return {
    id: row.id,
    ticket_group_id: row.ticketGroupId,
    name: row.name,
    description: row.description,
    summary: row.summary,
    currency_amount: toWireAmount(row.priceMinor),
    currency_amount_min: row.priceMinMinor === null ? null : toWireAmount(row.priceMinMinor),
    currency_amount_max: row.priceMaxMinor === null ? null : toWireAmount(row.priceMaxMinor),
    member_event_ticket_type: row.memberEventTicketType,
    outside_fees: row.outsideFees.map((fee) => ({ name: fee.name, fee: toWireAmount(fee.fee_minor) })),
    ...(available !== undefined ? { available } : {}),
    _rank: row.rank,
  };
}

export function toApiMessageRule(row: MessageRuleRow): ApiMessageRule {
  return {
    id: row.id,
    action: row.action as ApiMessageRule['action'],
    message: row.message,
    style: row.style as ApiMessageRule['style'],
    triggers: row.triggers as ApiMessageRule['triggers'],
    _rank: row.rank,
  };
}

export function toApiMembership(row: MembershipRow): ApiMembership {
  return {
    id: row.id,
    scan_code: row.scanCode,
    level_name: row.levelName,
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    auto_renew_state: row.autoRenewState,
    member_event_purchase_limit: row.memberEventPurchaseLimit,
    event_template_id: row.eventTemplateId,
    ticket_group_id: row.ticketGroupId,
    role_id: row.levelId,
    membership_program_id: row.programId,
    ticket_order_id: row.ticketOrderId,
  };
}

export function toApiMembershipProgram(row: MembershipProgramRow): ApiMembershipProgram {
  return {
    id: row.id,
    name: row.name,
    _rank: row.rank,
    event_template_id: row.eventTemplateId,
    renewal_window_days: row.renewalWindowDays,
  };
}

/** A level as the spec's "role", with its program when given. */
export function toApiMembershipRole(row: MembershipLevelRow, program?: MembershipProgramRow): ApiMembershipRole {
  return {
    id: row.id,
    name: row.name,
    _rank: row.rank,
    membership_program_id: row.programId,
    ticket_group_id: row.ticketGroupId,
    auto_renew_available: row.autoRenewAvailable,
    member_event_purchase_limit: row.memberEventPurchaseLimit,
    benefits: row.benefits,
    ...(program ? { membership_program: toApiMembershipProgram(program) } : {}),
  };
}

export function toApiMembershipRule(row: MembershipRuleRow, type?: TicketTypeRow, level?: MembershipLevelRow): ApiMembershipRule {
  return {
    id: row.id,
    ticket_type_id: row.ticketTypeId,
    ticket_group_id: row.ticketGroupId,
    party_role: row.partyRole,
    named: row.named,
    min: row.min,
    max: row.max,
    ...(type ? { ticket_type: toApiTicketType(type) } : {}),
    ...(level ? { role: toApiMembershipRole(level) } : {}),
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
  const validFrom = session?.start ?? row.validFrom;
  const validTo = session?.end ?? row.validTo;
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
    // A code opens the door only once the ticket is bought.
    scan_code: row.state === 'booked' || row.state === 'redeemed' ? row.scanCode : null,
    valid_from: validFrom ? validFrom.toISOString() : null,
    valid_to: validTo ? validTo.toISOString() : null,
    seat_template_id: row.seatTemplateId ?? null,
    seat_name: row.seatName ?? null,
  };
}
