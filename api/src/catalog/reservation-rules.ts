/**
 * The reservation rules beyond per-order limits and session capacity (spec 01 §5, §8): the
 * ticket group's sales window and capacity, members-only events and groups, the member
 * ticket limit per event, code-required groups, and the survey answers of each group.
 */
import type { Executor } from '../infra/db/client';
import { countBookedMemberTickets, countMembersOnlyTickets, findLevelBenefits } from './catalog-repository';
import type { EventSessionRow, MembershipRow, PromoCodeRow, SurveySpec, TicketGroupRow, TicketRow } from '../infra/db/schema';
import { ReservationError } from '../lib/errors';
import type { PlannedTicket } from '../cart/reservation';
import { memberMayUse, type GroupState } from './ticket-groups';
import { isEmailAddress } from '../accounts/identity-schemas';

function countByGroup(planned: PlannedTicket[]): Map<string, { group: TicketGroupRow; count: number }> {
  const counts = new Map<string, { group: TicketGroupRow; count: number }>();
  for (const t of planned) {
    const entry = counts.get(t.item.group.id) ?? { group: t.item.group, count: 0 };
    entry.count += 1;
    counts.set(t.item.group.id, entry);
  }
  return counts;
}

/** Sales window and group capacity (booked plus live holds), checked under the group locks. */
export function checkGroupSales(planned: PlannedTicket[], states: Map<string, GroupState>): void {
  const counts = [...countByGroup(planned).values()].sort((a, b) => a.group.id.localeCompare(b.group.id));
  for (const { group, count } of counts) {
    const state = states.get(group.id);
    if (!state) continue;
    const extra = { ticket_group_id: group.id };
    if (!state.onSale) {
      throw new ReservationError('ticket_group_not_on_sale', {
        description: `${group.name} tickets are not on sale at the moment.`,
        extra: { ...extra, sales_start: group.salesStart?.toISOString() ?? null, sales_end: group.salesEnd?.toISOString() ?? null },
      });
    }
    if (state.left === null) continue;
    if (state.left <= 0) {
      throw new ReservationError('ticket_group_sold_out', { description: `${group.name} tickets have sold out.`, extra });
    }
    if (state.left < count) {
      throw new ReservationError('ticket_group_capacity_exceeded', {
        description: `Only ${state.left} ${group.name} tickets are left.`,
        extra: { ...extra, available: state.left, requested: count },
      });
    }
  }
}

/** Members-only events and groups, and member ticket types, need a current membership. */
export function checkMembersOnly(planned: PlannedTicket[], levels: string[]): void {
  for (const t of planned) {
    const { template, group, type } = t.item;
    if (template.hiddenType === 'public_member_only' && levels.length === 0) {
      throw new ReservationError('membership_required', { extra: { event_template_id: template.id } });
    }
    if (group.hiddenType === 'public_member_only' && !memberMayUse(group, levels)) {
      throw new ReservationError('membership_required', {
        description: `${group.name} tickets are only available to members.`,
        extra: { ticket_group_id: group.id },
      });
    }
    if (type.memberEventTicketType && levels.length === 0) {
      throw new ReservationError('membership_required', {
        description: `${type.name} tickets are only available to members.`,
        extra: { ticket_type_id: type.id },
      });
    }
  }
}

/** Member tickets the user has booked, per event. */
export async function bookedMemberTickets(
  executor: Executor,
  identityId: string | null,
  eventTemplateIds: string[],
): Promise<Map<string, number>> {
  if (!identityId || eventTemplateIds.length === 0) return new Map();
  const rows = await countBookedMemberTickets(executor, identityId, eventTemplateIds);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/**
 * Member tickets of one event (booked before, in the cart, and asked for now) may not
 * exceed the membership's `member_event_purchase_limit` (null = no limit).
 */
export function checkMemberLimit(
  planned: PlannedTicket[],
  inCart: { eventTemplateId: string; member: boolean }[],
  booked: Map<string, number>,
  limit: number | null,
): void {
  if (limit === null) return;
  const requested = new Map<string, number>();
  for (const t of planned) {
    if (t.item.type.memberEventTicketType) requested.set(t.item.template.id, (requested.get(t.item.template.id) ?? 0) + 1);
  }
  for (const [eventId, count] of [...requested].sort(([a], [b]) => a.localeCompare(b))) {
    const held = inCart.filter((t) => t.member && t.eventTemplateId === eventId).length;
    const total = count + held + (booked.get(eventId) ?? 0);
    if (total > limit) {
      throw new ReservationError('member_limit_exceeded', {
        description: `Your membership includes ${limit} member tickets per event.`,
        extra: { event_template_id: eventId, member_event_purchase_limit: limit, requested: total },
      });
    }
  }
}

/** A ticket of a members-only group or event: it draws on the member's benefit allowances. */
export function isMembersOnly(t: PlannedTicket): boolean {
  return t.item.group.hiddenType === 'public_member_only' || t.item.template.hiddenType === 'public_member_only';
}

/** A ticket only a member may reserve: members-only, or of a member ticket type. */
export function isMemberTicket(t: PlannedTicket): boolean {
  return isMembersOnly(t) || t.item.type.memberEventTicketType;
}

/**
 * The member's tickets of members-only groups and events, per event and ticket type name:
 * booked or redeemed ones, and those held in the member's live carts (this one included), so
 * a second cart cannot take the allowance twice.
 */
export async function membersOnlyTicketsOf(
  executor: Executor,
  identityId: string | null,
  eventTemplateIds: string[],
  now: Date,
): Promise<Map<string, Map<string, number>>> {
  const counts = new Map<string, Map<string, number>>();
  if (!identityId || eventTemplateIds.length === 0) return counts;
  const rows = await countMembersOnlyTickets(executor, identityId, eventTemplateIds, now);
  for (const row of rows) {
    const byName = counts.get(row.event_id) ?? new Map<string, number>();
    byName.set(row.type_name, row.count);
    counts.set(row.event_id, byName);
  }
  return counts;
}

/**
 * The allowances of the current memberships' levels, summed; null (no allowance limit) when
 * one of them has none (empty benefits, or no level).
 */
export async function memberBenefits(executor: Executor, current: MembershipRow[]): Promise<Record<string, number> | null> {
  const levelIds = current.flatMap((m) => (m.levelId ? [m.levelId] : []));
  if (levelIds.length === 0 || levelIds.length < current.length) return null;
  const levels = await findLevelBenefits(executor, levelIds);
  const sum: Record<string, number> = {};
  for (const levelId of levelIds) {
    const benefits = levels.find((l) => l.id === levelId)?.benefits ?? {};
    if (Object.keys(benefits).length === 0) return null;
    for (const [name, allowance] of Object.entries(benefits)) sum[name] = (sum[name] ?? 0) + allowance;
  }
  return sum;
}

/** The wildcard allowance: tickets beyond a type's own allowance draw on it (spec 01 §5). */
export const WILDCARD_BENEFIT = '*';

const tickets = (n: number, name: string) => `${n} ${name} ticket${n === 1 ? '' : 's'}`;

/**
 * Member benefit allowances per event (spec 01 §5 "Member groups use member benefit
 * allowances with overflow taken from the * wildcard"; spec 03 §3): of each ticket type name,
 * `benefits[name]` tickets, and beyond them a shared `benefits['*']` pool. `counted` is what the
 * member holds or booked already (see `membersOnlyTicketsOf`); `benefits` null: no allowance.
 */
export function checkMemberAllowances(
  planned: PlannedTicket[],
  counted: Map<string, Map<string, number>>,
  benefits: Record<string, number> | null,
): void {
  if (benefits === null) return;
  const wildcard = benefits[WILDCARD_BENEFIT] ?? 0;
  const eventIds = [...new Set(planned.filter(isMembersOnly).map((t) => t.item.template.id))].sort();
  for (const eventId of eventIds) {
    const byName = new Map(counted.get(eventId));
    for (const t of planned) {
      if (isMembersOnly(t) && t.item.template.id === eventId) byName.set(t.item.type.name, (byName.get(t.item.type.name) ?? 0) + 1);
    }
    const ownOf = (name: string) => (name === WILDCARD_BENEFIT ? 0 : benefits[name] ?? 0);
    const overflow = [...byName].reduce((sum, [name, count]) => sum + Math.max(0, count - ownOf(name)), 0);
    if (overflow <= wildcard) continue;
    // The first type asked for now that goes beyond its own allowance (none: the new tickets
    // take nothing from the wildcard, and what was held before stays allowed).
    const plannedNames = new Set(planned.filter((t) => isMembersOnly(t) && t.item.template.id === eventId).map((t) => t.item.type.name));
    const name = [...plannedNames].sort().find((n) => (byName.get(n) ?? 0) > ownOf(n));
    if (name === undefined) continue;
    const own = ownOf(name);
    const more = tickets(wildcard, 'more member');
    const includes =
      own === 0 && wildcard === 0
        ? `Your membership does not include ${name} tickets.`
        : own === 0
          ? `Your membership includes ${more} per event.`
          : wildcard === 0
            ? `Your membership includes ${tickets(own, name)} per event.`
            : `Your membership includes ${tickets(own, name)} and ${more} per event.`;
    throw new ReservationError('member_limit_exceeded', {
      description: includes,
      extra: { event_template_id: eventId, ticket_type_name: name, allowance: own, wildcard_allowance: wildcard, requested: byName.get(name) },
    });
  }
}

/** Seller setting `member_reserve_session_beyond_term` (spec 01 §3): 'other' (default) refuses. */
export type BeyondTermSetting = 'always' | 'if_autorenew' | 'other';

export function beyondTermSetting(web: Record<string, unknown>): BeyondTermSetting {
  const value = web.member_reserve_session_beyond_term;
  return value === 'always' || value === 'if_autorenew' ? value : 'other';
}

/**
 * Member tickets for a session that starts when the membership has ended are refused, unless
 * the seller allows it always, or while the membership's auto-renew is scheduled.
 */
export function checkSessionsWithinTerm(
  planned: PlannedTicket[],
  sessions: Map<string, EventSessionRow>,
  current: MembershipRow[],
  setting: BeyondTermSetting,
): void {
  if (setting === 'always' || current.length === 0) return;
  const covers = (m: MembershipRow, start: Date) =>
    start.getTime() < m.validTo.getTime() || (setting === 'if_autorenew' && m.autoRenewState === 'scheduled');
  for (const t of planned) {
    const session = t.sessionId ? sessions.get(t.sessionId) : undefined;
    if (!session || !isMemberTicket(t)) continue;
    if (current.some((m) => covers(m, session.startDatetime))) continue;
    const validTo = new Date(Math.max(...current.map((m) => m.validTo.getTime())));
    throw new ReservationError('membership_expires_before_session', {
      extra: { event_session_id: session.id, membership_valid_to: validTo.toISOString() },
    });
  }
}

/** Whether the group needs an unlock code (`meta.required_code`). */
export function requiresCode(group: TicketGroupRow): boolean {
  return Boolean(group.meta.required_code);
}

/**
 * Code-required groups reserve only with one of their unlock codes in `apply_code_before`,
 * or when the cart already holds tickets of the group (unlocked earlier).
 */
export function checkCodeRules(planned: PlannedTicket[], live: TicketRow[], unlocked: PromoCodeRow[]): void {
  const open = new Set([...live.map((t) => t.ticketGroupId), ...unlocked.flatMap((c) => (c.ticketGroupId ? [c.ticketGroupId] : []))]);
  for (const { group } of countByGroup(planned).values()) {
    if (!requiresCode(group) || open.has(group.id)) continue;
    throw new ReservationError('rule_blocks_reserve', {
      context: 'checkout_rules',
      description: `A code is required to book ${group.name}. Please enter your code to continue.`,
      extra: { block_reason: 'code_required', ticket_group_id: group.id, ticket_group_name: group.name },
    });
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Drops empty answers: nothing, or only commas and whitespace. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.replace(/[\s,]/g, '') === '');
}

/** One answer against its question; returns the cleaned value or an error message. */
function checkAnswer(property: SurveySpec['properties'][string], value: unknown): { value: unknown } | { error: string } {
  if (property.enum) {
    return typeof value === 'string' && property.enum.includes(value) ? { value } : { error: `must be one of ${property.enum.join(', ')}` };
  }
  if (property.format === 'email') {
    return typeof value === 'string' && isEmailAddress(value.trim()) ? { value: value.trim() } : { error: 'must be an e-mail address' };
  }
  if (property.format === 'date') {
    return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))
      ? { value }
      : { error: 'must be a date (YYYY-MM-DD)' };
  }
  if (property.type === 'integer' || property.type === 'number') {
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    if (!Number.isFinite(number)) return { error: 'must be a number' };
    if (property.type === 'integer' && !Number.isInteger(number)) return { error: 'must be a whole number' };
    if (property.minimum !== undefined && number < property.minimum) return { error: `must be at least ${property.minimum}` };
    if (property.maximum !== undefined && number > property.maximum) return { error: `must be at most ${property.maximum}` };
    return { value: number };
  }
  if (property.type === 'boolean') {
    if (typeof value === 'boolean') return { value };
    if (value === 'true' || value === 'false') return { value: value === 'true' };
    return { error: 'must be yes or no' };
  }
  if (typeof value !== 'string' && typeof value !== 'number') return { error: 'must be text' };
  const text = String(value).trim();
  return text.length > 2000 ? { error: 'is too long' } : { value: text };
}

/**
 * Survey answers (`reserve.additional_info`, keyed by ticket group id, then by question)
 * against each reserved group's `additional_info_spec`; returns the cleaned answers per group.
 */
export function validateSurveys(
  planned: PlannedTicket[],
  additionalInfo: Record<string, unknown> | undefined,
): Map<string, Record<string, unknown>> {
  const cleaned = new Map<string, Record<string, unknown>>();
  for (const { group } of countByGroup(planned).values()) {
    const spec = group.additionalInfoSpec;
    if (!spec) continue;
    const raw = additionalInfo?.[group.id];
    const answers = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const required = new Set(spec.required ?? []);
    const errors: { field: string; message: string }[] = [];
    const clean: Record<string, unknown> = {};
    for (const [field, property] of Object.entries(spec.properties)) {
      const value = answers[field];
      if (isEmpty(value)) {
        if (required.has(field)) errors.push({ field, message: `${property.title} is required` });
        continue;
      }
      const result = checkAnswer(property, value);
      if ('error' in result) errors.push({ field, message: `${property.title} ${result.error}` });
      else clean[field] = result.value;
    }
    if (errors.length > 0) {
      throw new ReservationError('additional_info_validation_failed', {
        context: 'additional_info',
        description: errors.map((e) => e.message).join('; '),
        extra: { ticket_group_id: group.id, errors },
      });
    }
    cleaned.set(group.id, clean);
  }
  return cleaned;
}
