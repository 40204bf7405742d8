/** Wire → domain mappers: pure functions, the only place that reads wire shapes. */
import type {
  ApiCalendarDate,
  ApiCart,
  ApiCartMod,
  ApiCodeLookup,
  ApiEvent,
  ApiEventWebConfig,
  ApiEventListing,
  ApiMembership,
  ApiMembershipRule,
  ApiMessageRule,
  ApiOrderTicket,
  ApiPricedSession,
  ApiSeat,
  ApiSeatMap,
  ApiSeatMapGeometry,
  ApiSeatState,
  ApiSession,
  ApiSessionDetail,
  ApiTicketGroup,
  ApiTicketOrder,
  ApiTicketType,
  ApiUser,
} from '../wire';
import { toMinor, type Money } from './money';
import { isCancelledState } from './order-rules';
import { bySeatName } from './seats';
import { GATEWAY_AUDIT_LABELS } from './types';
import type {
  CalendarDate,
  Cart,
  CartItem,
  CartItemType,
  CartMod,
  EventSettings,
  CodeLookup,
  EventDetail,
  EventListing,
  EventSession,
  EventSummary,
  Membership,
  MembershipRule,
  MessageRule,
  Order,
  OrderTicket,
  PricedSession,
  SeatMap,
  SeatStates,
  SessionDetail,
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
  const cheapest = fixed.reduce<ApiTicketType | null>(
    (min, t) => (min === null || toMinor(t.currency_amount) < toMinor(min.currency_amount) ? t : min),
    null,
  );
  return {
    id: e.id,
    name: e.name,
    subtitle: e.subtitle,
    summary: e.summary,
    venueName: e.venue?.name ?? null,
    ...eventImage(e),
    category: e.category,
    fromPriceMinor: cheapest ? toMinor(cheapest.currency_amount) : null,
    fromFeesMinor: cheapest ? sumFees(cheapest.outside_fees) : 0,
    hiddenType: e.hidden_type,
    isAnchor: e.meta.is_anchor === true,
    requiresAnchor: e.meta.requires_anchor === true,
    filters: e.meta.filters ?? {},
  };
}

export function toEventListing(l: ApiEventListing): EventListing {
  return { events: l.data.map(toEventSummary), categories: l.facets.categories, metadata: l.facets.metadata };
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
    summary: t.summary,
    discountedMinor: t.discounted_amount == null ? null : toMinor(t.discounted_amount),
    feesMinor: sumFees(t.outside_fees),
    isMemberType: t.member_event_ticket_type === true,
    available: t.available !== false,
  };
}

/** `eventMeta` gives the admit rules a group does not set itself. */
export function toTicketGroup(g: ApiTicketGroup, types: ApiTicketType[], eventMeta: ApiEvent['meta'] = {}): TicketGroup {
  const capacity = unlimited(g.capacity);
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
    isFlexible: g.start_policy !== null,
    capacityLeft: capacity === null ? null : Math.max(0, capacity + g.oversell_capacity - g.used_capacity),
    available: g.available,
    soldOut: g.sold_out,
    survey: g.additional_info_spec,
    admitNames: g.meta.admit_names ?? eventMeta.admit_names ?? 'disabled',
    admitEmails: g.meta.admit_emails ?? eventMeta.admit_emails ?? 'no',
    memberLevels: g.meta.member_levels ?? [],
    color: g.color ?? null,
  };
}

/** The states of `seats` that are not available (spec 01 §4 Seats), by seat id. */
export function toSeatStates(seats: { seat_template_id: string; state: ApiSeatState }[]): SeatStates {
  const states = new Map<string, Exclude<ApiSeatState, 'available'>>();
  for (const s of seats) if (s.state !== 'available') states.set(s.seat_template_id, s.state);
  return states;
}

/** `GET …/seat_map?_withgeometry` (spec 01 §3 Seat, seat map). */
export function toSeatMap(m: ApiSeatMap & { map_geometry: ApiSeatMapGeometry }): SeatMap {
  const seats = m.seats as ApiSeat[];
  return {
    sessionId: m.event_session_id,
    layoutId: m.seat_layout_id,
    layoutVersion: m.layout_version,
    width: m.map_geometry.width,
    height: m.map_geometry.height,
    background: m.map_geometry.background,
    seats: seats.map((s) => ({
      id: s.seat_template_id,
      name: s.name,
      section: s.section,
      row: s.row,
      number: s.number,
      x: s.x,
      y: s.y,
      r: s.r,
      groupIds: s.ticket_groups ? s.ticket_groups.split(',') : [],
      previous: s.previous,
      next: s.next,
    })),
    states: toSeatStates(seats),
  };
}

export function toMessageRule(r: ApiMessageRule): MessageRule {
  const d = r.triggers.dateOrSession;
  const q = r.triggers.quantity;
  return {
    id: r.id,
    action: r.action,
    message: r.message,
    style: r.style,
    rank: r._rank,
    dateOrSession: d
      ? {
          startDate: d.dateInterval?.start ?? null,
          endDate: d.dateInterval?.end ?? null,
          weekdays: d.weekdays ?? null,
          startTime: d.time_of_day?.start ?? null,
          endTime: d.time_of_day?.end ?? null,
        }
      : null,
    quantity: q
      ? {
          groupIds: q.ticket_group_ids ?? [],
          groupNames: q.ticket_group_names ?? [],
          typeIds: q.ticket_type_ids ?? [],
          typeNames: q.ticket_type_names ?? [],
          min: q.min ?? null,
          max: q.max ?? null,
        }
      : null,
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
    ticketGroups: [...(e.ticket_group ?? [])].sort(byRank).map((g) => toTicketGroup(g, types, e.meta)),
    coverImageUrl: e.meta.image_cover ?? null,
    coverImageAlt: e.meta.image_cover_alt ?? e.name,
    hideEventDetails: e.meta.hide_event_details === true,
    oneTicketOnly: e.meta.one_ticket_only === true,
    ticketDateTime: e.meta.ticket_date_time ?? null,
    padBeforeMinutes: e.meta.pad_pre_start ?? null,
    padAfterMinutes: e.meta.pad_post_end ?? null,
    settings: toEventSettings(e.config.web ?? {}),
    messageRules: [...(e.message_rule ?? [])].sort(byRank).map(toMessageRule),
  };
}

function toEventSettings(web: ApiEventWebConfig): EventSettings {
  return {
    citypass: web.ecommerce?.citypass === true,
    hideSoldOutSessions: web.ecommerce?.hide_sold_out_sessions === true,
    nextRoute: web.ecommerce?.next_route || null,
    pricePrefix: web.price_display?.primary_prefix || null,
    taxMessage: web.price_display?.message || null,
    sessionPickerTabs: web.session_picker_tabs ?? [],
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

export function toPricedSession(s: ApiPricedSession): PricedSession {
  return {
    ...toSession(s),
    prices: Object.fromEntries(s.price_schedule.map((p) => [p.ticket_type_id, toMinor(p.currency_amount)])),
    totalMinor: toMinor(s.total),
    priceIncrease: s.price_increase,
  };
}

export function toSessionDetail(s: ApiSessionDetail): SessionDetail {
  return {
    session: toSession(s),
    timezone: s.venue.timezone,
    ticketGroups: [...s.ticket_group].sort(byRank).map((g) => toTicketGroup(g, s.ticket_type)),
  };
}

export function toMembershipRule(r: ApiMembershipRule): MembershipRule {
  return {
    id: r.id,
    ticketTypeId: r.ticket_type_id,
    groupId: r.ticket_group_id,
    partyRole: r.party_role,
    named: r.named,
    min: r.min,
    max: r.max < 0 ? null : r.max,
    autoRenewAvailable: r.role?.auto_renew_available ?? false,
  };
}

export function toMembership(m: ApiMembership): Membership {
  return {
    id: m.id,
    scanCode: m.scan_code,
    levelName: m.level_name,
    validFrom: m.valid_from,
    validTo: m.valid_to,
    autoRenew: m.auto_renew_state === 'scheduled',
    memberEventPurchaseLimit: m.member_event_purchase_limit,
    autoRenewState: m.auto_renew_state,
    levelId: m.role_id ?? null,
    programId: m.membership_program_id ?? null,
    eventId: m.event_template_id,
    ticketGroupId: m.ticket_group_id,
    orderId: m.ticket_order_id ?? null,
  };
}

export function toCalendarDate(d: ApiCalendarDate): CalendarDate {
  return {
    date: d.date,
    status: d.status,
    minPriceMinor: d.min_price === null ? null : toMinor(d.min_price),
    feesMinor: d.min_price_fees ? toMinor(d.min_price_fees.outside) : 0,
    priceIncrease: d.price_increase === true,
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
  const types = new Map(c.ticket_type.map((t) => [t.id, t]));
  const items = new Map<string, CartItem>();
  const fees = new Map<string, Money>();

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
        end: (t.event_session_id && sessions.get(t.event_session_id)?.end_datetime) || null,
        timezone: event?.venue?.timezone ?? fallbackTimezone,
        ...image,
        types: [],
        ticketIds: [],
        seatNames: [],
        isAnchor: event?.meta.is_anchor === true,
        // Upsells depend on the anchor: removing it takes the whole cart (spec 01 §4).
        isDependency: event?.meta.is_anchor === true,
        isMembershipEvent: event?.event_type === 'membership',
      };
      items.set(id, item);
    }
    item.ticketIds.push(t.id);
    if (t.seat_name) item.seatNames = [...item.seatNames, t.seat_name].sort(bySeatName);
    let type = item.types.find((x) => x.ticketTypeId === t.ticket_type_id);
    const wireType = types.get(t.ticket_type_id);
    if (!type) {
      type = {
        ticketTypeId: t.ticket_type_id,
        name: wireType?.name ?? '',
        ticketCount: 0,
        totalMinor: 0,
        feesMinor: sumFees(wireType?.outside_fees),
      };
      item.types.push(type);
    }
    for (const f of wireType?.outside_fees ?? []) fees.set(f.name, (fees.get(f.name) ?? 0) + toMinor(f.fee));
    type.ticketCount += 1;
    // Spec 01 §9: order value totals use the adjusted value.
    type.totalMinor += toMinor(t.adjusted_value);
  }

  const cartmods = (c.cartmods ?? []).map(toCartMod);
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
    fees: [...fees].map(([name, amountMinor]) => ({ name, amountMinor })),
    orderIds: c.ticket_order.map((o) => o.id),
    cartmods,
    blocked: cartmods.some((m) => m.blockingCheckout),
    ...toCartPayments(c),
    heldTicketIds: c.tickets.filter((t) => t.state === 'in_cart' || t.state === 'held').map((t) => t.id),
    isGift: c.is_gift ?? false,
    giftee: c.giftee ?? null,
    giftCode: c.gift_code ?? null,
    orderEdit: c.order_edit
      ? {
          orderId: c.order_edit.order_id,
          removedTicketIds: c.order_edit.removed_tickets.map((t) => t.id),
          creditMinor: toMinor(c.order_edit.credit),
        }
      : null,
  };
}

/** What a cart carries about paying it (ADR 0008). */
function toCartPayments(c: ApiCart): Pick<
  Cart,
  'paymentsMade' | 'purchaserIdentityId' | 'dueMinor' | 'paidMinor' | 'scheduledPayments' | 'completedPayments' | 'gatewayAudit'
> {
  const totals = c.cart_fees.grand_totals;
  const completedPayments = c.completed_payments.map((p) => ({
    id: p.id,
    occurredDate: p.occurred_date,
    amountMinor: toMinor(p.amount),
    gatewayId: p.gateway_id,
    status: p.status,
    label: p.label,
  }));
  const paidMinor = toMinor(totals.total_paid);
  return {
    paymentsMade: completedPayments.length > 0 || paidMinor > 0,
    purchaserIdentityId: c.purchaser_identity_id,
    dueMinor: toMinor(totals.total_due),
    paidMinor,
    scheduledPayments: c.scheduled_payments.map((p) => ({
      id: p.id,
      dueDate: p.due_date,
      amountMinor: toMinor(p.amount),
      status: p.status,
    })),
    completedPayments,
    gatewayAudit: c.gateway_audit.map((a) => ({
      id: a.id,
      action: a.action,
      label: GATEWAY_AUDIT_LABELS[a.action],
      amountMinor: toMinor(a.amount),
      occurredAt: a.occurred_at,
      gatewayId: a.gateway_id,
    })),
  };
}

/** The outside fees of one ticket of a type. */
function sumFees(fees: ApiTicketType['outside_fees']): Money {
  return (fees ?? []).reduce((sum, f) => sum + toMinor(f.fee), 0);
}

export function toCartMod(m: ApiCartMod): CartMod {
  return {
    id: m.id,
    code: m.code ?? null,
    name: m.name,
    description: m.description,
    // The wire may carry a discount as a negative adjustment: the domain keeps its size.
    discountMinor: Math.abs(toMinor(m.discount)),
    blockingCheckout: m.blocking_checkout,
    activatingCodeGroups: m.activating_code_groups ?? [],
  };
}

export function toCodeLookup(l: ApiCodeLookup): CodeLookup {
  return {
    code: l.code,
    validFrom: l.valid_from,
    validTo: l.valid_to,
    exhausted: l.exhausted,
    discountedPriceMinor: l.discounted_amount === null ? null : toMinor(l.discounted_amount),
    cartmod: {
      name: l.cartmod.name,
      description: l.cartmod.description,
      blockingCheckout: l.cartmod.blocking_checkout,
      activatingCodeGroups: l.cartmod.activating_code_groups ?? [],
    },
    ticketType: l.ticket_type ? toTicketType(l.ticket_type) : null,
  };
}

/** Spec 01 §9: the price shown for a cart line's type is the average per ticket (adjusted values). */
export function averageTicketPriceMinor(type: CartItemType): Money {
  return type.ticketCount > 0 ? Math.round(type.totalMinor / type.ticketCount) : 0;
}

export function toOrderTicket(t: ApiOrderTicket): OrderTicket {
  return {
    id: t.id,
    state: t.state,
    ticketTypeId: t.ticket_type_id,
    ticketGroupId: t.ticket_group_id,
    faceValueMinor: toMinor(t.face_value),
    adjustedValueMinor: toMinor(t.adjusted_value),
    cancellable: t.cancellable,
    editable: t.editable,
    typeName: t.ticket_type_name,
    sessionId: t.event_session_id,
    validFrom: t.valid_from,
    validTo: t.valid_to,
    admitName: t.admit_name,
    scanCode: t.scan_code,
    seatName: t.seat_name ?? null,
  };
}

export function toOrder(o: ApiTicketOrder): Order {
  const allTickets = o.tickets.map(toOrderTicket);
  const tickets = allTickets.filter((t) => !isCancelledState(t.state));
  return {
    id: o.id,
    orderNumber: o.order_number,
    cartId: o.cart_id,
    eventId: o.event_template_id,
    eventName: o.event_name,
    purchaserEmail: o.purchaser_email,
    timezone: o.timezone,
    purchasedOn: o.purchased_on,
    totalMinor: toMinor(o.total),
    currency: o.currency_code,
    ticketCount: tickets.length,
    kind: o.kind,
    scanCode: o.scan_code,
    membership: o.membership ? toMembership(o.membership) : null,
    tickets,
    allTickets,
    cancellable: o.cancellable,
    editCartId: o.edit_cart_id,
  };
}

export function toUser(u: ApiUser): User {
  return {
    id: u.id,
    identityId: u.identity_id,
    firstName: u.identity.first_name,
    lastName: u.identity.last_name,
    email: u.email || u.identity.email,
    state: u.identity.state,
    zipCode: u.identity.zip_code,
    country: u.identity.country,
    hasPassword: u.identity.meta.has_password,
    needsEmailAddress: u.identity.meta.email_is_placeholder,
    memberships: (u.memberships ?? []).map(toMembership),
  };
}
