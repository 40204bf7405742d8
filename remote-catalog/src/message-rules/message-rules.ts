/**
 * Spec 01 §3/§5 message rules: annotations and messages on dates, sessions and quantities.
 * Triggers: date interval start inclusive, end exclusive (venue dates); weekdays (0 =
 * Sunday); time of day start inclusive, end exclusive (venue time); quantity min and max
 * inclusive over the matching tickets.
 */
import { toVenueDate, venueTimeOfDay, type EventSession, type MessageRule, type MessageRuleAction, type TicketGroup, type TicketType } from '@storefront/shared';

export interface RuleMessage {
  id: string;
  message: string;
  style: MessageRule['style'];
}

type DateTrigger = NonNullable<MessageRule['dateOrSession']>;

/** 0 = Sunday for a 'YYYY-MM-DD' calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

const normTime = (t: string) => t.slice(0, 5).padStart(5, '0');

function dateMatches(t: DateTrigger, date: string): boolean {
  if (t.startDate && date < t.startDate) return false;
  if (t.endDate && date >= t.endDate) return false;
  if (t.weekdays && t.weekdays.length > 0 && !t.weekdays.includes(weekdayOf(date))) return false;
  return true;
}

function timeMatches(t: DateTrigger, time: string): boolean {
  const start = t.startTime ? normTime(t.startTime) : null;
  const end = t.endTime ? normTime(t.endTime) : null;
  if (start && end && start > end) return time >= start || time < end; // over midnight
  if (start && time < start) return false;
  if (end && time >= end) return false;
  return true;
}

const hasDatePart = (t: DateTrigger) => Boolean(t.startDate || t.endDate || (t.weekdays && t.weekdays.length > 0));
const hasTimePart = (t: DateTrigger) => Boolean(t.startTime || t.endTime);

/** A date matches the rule's date trigger; a rule with only a time-of-day trigger matches no date. */
export function ruleMatchesDate(rule: MessageRule, date: string): boolean {
  const t = rule.dateOrSession;
  if (!t) return true;
  if (hasTimePart(t) && !hasDatePart(t)) return false;
  return dateMatches(t, date);
}

/** A session matches by its venue-local start date and start time. */
export function ruleMatchesSession(rule: MessageRule, session: Pick<EventSession, 'start'>, timezone: string): boolean {
  const t = rule.dateOrSession;
  if (!t) return true;
  return dateMatches(t, toVenueDate(session.start, timezone)) && timeMatches(t, venueTimeOfDay(session.start, timezone));
}

const toMessage = ({ id, message, style }: MessageRule): RuleMessage => ({ id, message, style });
const byRank = (a: MessageRule, b: MessageRule) => a.rank - b.rank;
const ofAction = (rules: MessageRule[], action: MessageRuleAction) => rules.filter((r) => r.action === action).sort(byRank);

export const dateAnnotations = (rules: MessageRule[], date: string): RuleMessage[] =>
  ofAction(rules, 'date_annotation').filter((r) => ruleMatchesDate(r, date)).map(toMessage);

export const dateMessages = (rules: MessageRule[], date: string): RuleMessage[] =>
  ofAction(rules, 'date_message').filter((r) => ruleMatchesDate(r, date)).map(toMessage);

export const sessionAnnotations = (rules: MessageRule[], session: Pick<EventSession, 'start'>, timezone: string): RuleMessage[] =>
  ofAction(rules, 'session_annotation').filter((r) => ruleMatchesSession(r, session, timezone)).map(toMessage);

export const sessionMessages = (rules: MessageRule[], session: Pick<EventSession, 'start'>, timezone: string): RuleMessage[] =>
  ofAction(rules, 'session_message').filter((r) => ruleMatchesSession(r, session, timezone)).map(toMessage);

/** Tickets selected that the rule's quantity filter covers (no filter = all tickets). */
export function matchingTicketCount(
  rule: MessageRule,
  quantities: Record<string, number>,
  ticketTypes: TicketType[],
  groups: TicketGroup[],
): number {
  const q = rule.quantity;
  const filtered = q && (q.groupIds.length || q.groupNames.length || q.typeIds.length || q.typeNames.length);
  const groupName = (id: string) => groups.find((g) => g.id === id)?.name;
  return ticketTypes
    .filter(
      (t) =>
        !filtered ||
        q.typeIds.includes(t.id) ||
        q.typeNames.includes(t.name) ||
        q.groupIds.includes(t.groupId) ||
        q.groupNames.includes(groupName(t.groupId) ?? '\u0000'),
    )
    .reduce((sum, t) => sum + (quantities[t.id] ?? 0), 0);
}

/** Optional place in time: a quantity rule that also has a date/session trigger must match it. */
export interface QuantityRuleContext {
  session?: Pick<EventSession, 'start'> | null;
  date?: string | null;
  timezone: string;
}

/**
 * Quantity messages: min and max inclusive over the matching tickets. A rule without a
 * min needs at least one matching ticket (no message for an empty selection).
 */
export function quantityMessages(
  rules: MessageRule[],
  quantities: Record<string, number>,
  ticketTypes: TicketType[],
  groups: TicketGroup[],
  context?: QuantityRuleContext,
): RuleMessage[] {
  return ofAction(rules, 'quantity_message')
    .filter((r) => {
      const n = matchingTicketCount(r, quantities, ticketTypes, groups);
      const min = r.quantity?.min ?? 1;
      const max = r.quantity?.max ?? Infinity;
      if (n < min || n > max) return false;
      if (!context || !r.dateOrSession) return true;
      if (context.session) return ruleMatchesSession(r, context.session, context.timezone);
      if (context.date) return ruleMatchesDate(r, context.date);
      return true;
    })
    .map(toMessage);
}
