/**
 * A valid catalogue as the rows it stands for, table by table (ADR 0033). Ids are derived from
 * the file's keys (`stableUuid`), so the same file always names the same rows; relative days
 * are resolved against `today` in the seller's zone. Pure: no database.
 */
import { stableUuid } from '../lib/ids';
import { addDays, zonedDate, zonedInstant } from '../lib/zoned-time';
import { sanitizeLayoutBackground } from '../catalog/seat-layout-markup';
import { assertOutsideFees } from '../cart/fees';
import type { DayRef, EventFile, SeatLayoutFile, VenueCatalogue } from './catalogue-schema';
import { REFERENCE } from './catalogue-validation';

/** The kinds of rows an import manages, in the order they are written (parents first). */
export const KINDS = [
  'seller',
  'venue',
  'seat_layout',
  'seat',
  'event',
  'ticket_group',
  'ticket_type',
  'session',
  'message_rule',
  'membership_rule',
  'membership_program',
  'membership_level',
  'promo_code',
] as const;
export type Kind = (typeof KINDS)[number];

/** One row as the file wants it: its columns by their SQL names. */
export interface PlannedRow {
  id: string;
  /** How the report names it. */
  label: string;
  columns: Record<string, unknown>;
  /** Columns written when the row is created, never compared or updated (sales records such as a code's uses). */
  initialColumns?: Record<string, unknown>;
}

export type CataloguePlan = Record<Kind, PlannedRow[]>;

/** Ids derived from the file's keys; the demo's ids have always been these. */
export const catalogueIds = {
  seller: (slug: string) => stableUuid(`seller:${slug}`),
  venue: (slug: string, venue: string) => stableUuid(`venue:${slug}:${venue}`),
  seatLayout: (slug: string, layout: string) => stableUuid(`seat-layout:${slug}:${layout}`),
  event: (slug: string, event: string) => stableUuid(`event:${slug}:${event}`),
  ticketGroup: (slug: string, event: string, group: string) => stableUuid(`group:${slug}:${event}:${group}`),
  ticketType: (slug: string, event: string, type: string) => stableUuid(`type:${slug}:${event}:${type}`),
  session: (eventId: string, start: Date) => stableUuid(`session:${eventId}:${start.toISOString()}`),
  membershipProgram: (slug: string, event: string) => stableUuid(`membership-program:${slug}:${event}`),
  membershipLevel: (slug: string, event: string, group: string) => stableUuid(`membership-level:${slug}:${event}:${group}`),
  promoCode: (slug: string, code: string) => stableUuid(`code:${slug}:${code}`),
};

/** The venue date a day reference names. */
export function resolveDay(day: DayRef, today: string): string {
  return typeof day === 'string' ? day : addDays(today, day.days_from_today);
}

/** Settings with `{{event:KEY}}` / `{{ticket_group:EVENT/GROUP}}` replaced by ids. */
function withIds(value: unknown, slug: string): unknown {
  if (typeof value === 'string') {
    return value.replace(REFERENCE, (_, kind: string, key: string) => {
      const [event = '', group = ''] = key.split('/');
      return kind === 'event' ? catalogueIds.event(slug, event) : catalogueIds.ticketGroup(slug, event, group);
    });
  }
  if (Array.isArray(value)) return value.map((item) => withIds(item, slug));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIds(v, slug)]));
  return value;
}
const settings = (value: Record<string, unknown> | undefined, slug: string) => withIds(value ?? {}, slug) as Record<string, unknown>;

/** A layout's seats: each block's seats are neighbours in order; ranks follow the file's order. */
export function layoutSeats(layout: SeatLayoutFile) {
  let rank = 0;
  return layout.blocks.flatMap((block) => {
    const names = block.seats.map(([number]) => `${block.section} ${block.row}${number}`);
    return block.seats.map(([number, x, y, zone], index) => ({
      name: names[index] ?? '',
      section: block.section,
      row_label: block.row,
      seat_number: number,
      zone: zone ?? block.zone,
      x,
      y,
      r: block.r,
      previous_name: names[index - 1] ?? null,
      next_name: names[index + 1] ?? null,
      rank: rank++,
    }));
  });
}

/** A seated event's session capacity: its layout's seats in the zones its groups sell. */
function sellableSeats(event: EventFile, catalogue: VenueCatalogue): number {
  const layout = catalogue.venues.flatMap((v) => v.seat_layouts ?? []).find((l) => l.key === event.seat_layout);
  const zones = new Set(event.ticket_groups.flatMap((group) => group.seat_zones ?? []));
  return layout ? layoutSeats(layout).filter((seat) => zones.has(seat.zone)).length : 0;
}

/** The sessions an event's rules make, on venue dates from `today` on. */
export function plannedSessions(event: EventFile, catalogue: VenueCatalogue, eventId: string, today: string) {
  const zone = catalogue.seller.time_zone;
  return (event.session_rules ?? []).flatMap((rule) => {
    const from = resolveDay(rule.from, today);
    const to = resolveDay(rule.to, today);
    const capacity = rule.capacity === 'seats' ? sellableSeats(event, catalogue) : rule.capacity;
    const sessions = [];
    for (let date = from; date <= to; date = addDays(date, rule.every_days ?? 1)) {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (rule.weekdays && !rule.weekdays.includes(weekday)) continue;
      for (const time of rule.times) {
        const start = zonedInstant(date, time, zone);
        sessions.push({
          id: catalogueIds.session(eventId, start),
          start,
          label: `${event.key} ${date} ${time}`,
          columns: {
            id: catalogueIds.session(eventId, start),
            event_template_id: eventId,
            start_datetime: start,
            end_datetime: new Date(start.getTime() + rule.duration_minutes * 60_000),
            capacity,
            oversell_capacity: 0,
            surcharge_minor: rule.surcharge_minor ?? 0,
          },
        });
      }
    }
    return sessions;
  });
}

/** Every row the catalogue stands for, `now` fixing what its relative days mean. */
export function planCatalogue(catalogue: VenueCatalogue, sellerId: string, now: Date): CataloguePlan {
  const { seller } = catalogue;
  const slug = seller.slug;
  const today = zonedDate(now, seller.time_zone);
  const plan = Object.fromEntries(KINDS.map((kind) => [kind, [] as PlannedRow[]])) as CataloguePlan;
  const add = (kind: Kind, label: string, columns: Record<string, unknown> & { id: string }, initialColumns?: Record<string, unknown>) =>
    plan[kind].push({ id: columns.id, label, columns, ...(initialColumns ? { initialColumns } : {}) });

  add('seller', slug, {
    id: sellerId,
    slug,
    name: seller.name,
    timezone: seller.time_zone,
    default_currency_code: seller.currency,
    cart_hold_seconds: seller.cart_hold_seconds,
    web: { advertise_price_including_fees: false, reserve_flow: 'date_first', logo_url: seller.logo_url, ...settings(seller.web, slug) },
    is_default: seller.is_default ?? false,
  });
  for (const venue of catalogue.venues) {
    const venueId = catalogueIds.venue(slug, venue.key);
    add('venue', venue.key, { id: venueId, seller_id: sellerId, name: venue.name, timezone: seller.time_zone });
    for (const layout of venue.seat_layouts ?? []) {
      const layoutId = catalogueIds.seatLayout(slug, layout.key);
      add('seat_layout', layout.key, {
        id: layoutId,
        venue_id: venueId,
        name: layout.name,
        width: layout.width,
        height: layout.height,
        background: sanitizeLayoutBackground(layout.background),
      });
      for (const seat of layoutSeats(layout)) {
        add('seat', `${layout.key} ${seat.name}`, { id: stableUuid(`seat:${layoutId}:${seat.name}`), seat_layout_id: layoutId, ...seat });
      }
    }
  }
  for (const event of catalogue.events) planEvent(plan, add, catalogue, event, sellerId, today);
  for (const code of catalogue.promo_codes ?? []) {
    add(
      'promo_code',
      code.code,
      {
        id: catalogueIds.promoCode(slug, code.code),
        seller_id: sellerId,
        code: code.code,
        kind: code.kind,
        ticket_group_id: null,
        name: code.name,
        description: code.description ?? null,
        percent_off: code.percent_off ?? null,
        amount_off_minor: code.amount_off_minor ?? null,
        ticket_type_id: code.ticket_type ? catalogueIds.ticketType(slug, code.ticket_type.event, code.ticket_type.ticket_type) : null,
        code_group: code.code_group ?? null,
        max_uses: code.max_uses ?? null,
        valid_from: code.valid_from ? zonedInstant(resolveDay(code.valid_from, today), '00:00', seller.time_zone) : null,
        valid_to: code.valid_to ? zonedInstant(resolveDay(code.valid_to, today), '00:00', seller.time_zone) : null,
      },
      { uses: code.uses ?? 0 },
    );
  }
  return plan;
}

function planEvent(
  plan: CataloguePlan,
  add: (kind: Kind, label: string, columns: Record<string, unknown> & { id: string }, initial?: Record<string, unknown>) => void,
  catalogue: VenueCatalogue,
  event: EventFile,
  sellerId: string,
  today: string,
): void {
  const slug = catalogue.seller.slug;
  const eventId = catalogueIds.event(slug, event.key);
  add('event', event.key, {
    id: eventId,
    seller_id: sellerId,
    venue_id: catalogueIds.venue(slug, event.venue),
    seat_layout_id: event.seat_layout ? catalogueIds.seatLayout(slug, event.seat_layout) : null,
    name: event.name,
    subtitle: event.subtitle,
    description: event.description,
    summary: event.summary,
    category: event.category,
    event_type: event.event_type,
    hidden_type: event.hidden_type ?? 'public_browsable',
    meta: {
      ...(event.reserve_flow ? { reserve_flow: event.reserve_flow } : {}),
      image_cover: event.image,
      image_cover_alt: event.image_alt,
      image_profile: event.image,
      image_profile_alt: event.image_alt,
      admit_names: 'disabled',
      admit_emails: 'no',
      ...settings(event.meta, slug),
    },
    config: { web: { ecommerce: { hide_sold_out_sessions: event.hide_sold_out_sessions ?? false }, ...settings(event.web, slug) } },
  });
  event.ticket_groups.forEach((group, rank) => {
    const groupId = catalogueIds.ticketGroup(slug, event.key, group.key);
    add('ticket_group', `${event.key}/${group.key}`, {
      id: groupId,
      event_template_id: eventId,
      name: group.name,
      description: group.description,
      handler: group.handler ?? 'tickets',
      hidden_type: group.hidden_type ?? 'public_browsable',
      min_tickets_per_order: group.min_per_order ?? 0,
      max_tickets_per_order: group.max_per_order,
      rank,
      meta: settings(group.meta, slug),
      // A group the file lists is on sale, also one an earlier import took off sale (`sales_end`).
      sales_end: null,
      start_policy: group.start_policy ?? null,
      duration_new: group.duration ?? null,
      capacity: group.capacity ?? -1,
      additional_info_spec: group.survey ?? null,
      color: group.color ?? null,
      seat_zones: group.seat_zones ?? [],
    });
    group.ticket_types.forEach((type, typeRank) => {
      const fees = type.outside_fees ?? [];
      assertOutsideFees(fees);
      add('ticket_type', `${event.key}/${group.key}/${type.key}`, {
        id: catalogueIds.ticketType(slug, event.key, type.key),
        ticket_group_id: groupId,
        name: type.name,
        description: type.description ?? null,
        summary: null,
        price_minor: type.price_minor,
        price_min_minor: type.min_price_minor ?? null,
        price_max_minor: type.max_price_minor ?? null,
        rank: typeRank,
        member_event_ticket_type: type.member ?? false,
        outside_fees: fees,
      });
    });
    if (group.unlock_code) {
      add('promo_code', group.unlock_code, {
        id: catalogueIds.promoCode(slug, group.unlock_code),
        seller_id: sellerId,
        code: group.unlock_code,
        kind: 'unlock',
        ticket_group_id: groupId,
        name: null,
        description: null,
        percent_off: null,
        amount_off_minor: null,
        ticket_type_id: null,
        code_group: null,
        max_uses: null,
        valid_from: null,
        valid_to: null,
      }, { uses: 0 });
    }
  });
  for (const session of plannedSessions(event, catalogue, eventId, today)) plan.session.push({ id: session.id, label: session.label, columns: session.columns });
  (event.message_rules ?? []).forEach((rule, rank) => {
    const id = stableUuid(`rule:${eventId}:${rank}`);
    add('message_rule', `${event.key} #${rank + 1}`, { id, event_template_id: eventId, action: rule.action, message: rule.message, style: rule.style, triggers: rule.triggers, rank });
  });
  (event.membership_rules ?? []).forEach((rule, rank) => {
    add('membership_rule', `${event.key} #${rank + 1}`, {
      id: stableUuid(`membership-rule:${eventId}:${rank}`),
      seller_id: sellerId,
      ticket_type_id: catalogueIds.ticketType(slug, event.key, rule.ticket_type),
      ticket_group_id: catalogueIds.ticketGroup(slug, event.key, rule.ticket_group),
      party_role: rule.party_role,
      named: rule.named,
      min: rule.min,
      max: rule.max,
      rank,
    });
  });
  const program = event.membership_program;
  if (!program) return;
  const programId = catalogueIds.membershipProgram(slug, event.key);
  add('membership_program', program.name, {
    id: programId,
    seller_id: sellerId,
    event_template_id: eventId,
    name: program.name,
    rank: 0,
    renewal_window_days: program.renewal_window_days,
    gift_code_valid_days: program.gift_code_valid_days ?? 365,
  });
  program.levels.forEach((level, rank) => {
    const name = event.ticket_groups.find((g) => g.key === level.ticket_group)?.name ?? level.ticket_group;
    add('membership_level', `${program.name}/${name}`, {
      id: catalogueIds.membershipLevel(slug, event.key, level.ticket_group),
      program_id: programId,
      ticket_group_id: catalogueIds.ticketGroup(slug, event.key, level.ticket_group),
      name,
      rank,
      auto_renew_available: level.auto_renew_available ?? false,
      member_event_purchase_limit: level.member_event_purchase_limit,
      benefits: level.benefits,
    });
  });
}
