/**
 * Spec 01 §5 ticket quantity rules as pure functions: the per-type cap (default 1000, group
 * limit, type limit, member benefit, session seats) and the stepper steps.
 */
import type { EventSession, TicketGroup, TicketType } from '@storefront/shared';

/** Spec 01 §9: max tickets per type by default. */
export const MAX_TICKETS_PER_TYPE = 1000;
/** The member benefit allowance every type name may overflow into. */
export const MEMBER_WILDCARD = '*';

/** Ticket type id → count. */
export type Quantities = Record<string, number>;
/** Member ticket type name (or '*') → tickets allowed; empty = unlimited. */
export type MemberAllowances = Record<string, number>;
/** Per-type bounds (unnamed member steppers): min and max count; null max = none. */
export type TypeBounds = Record<string, { min: number; max: number | null }>;

const count = (q: Quantities, id: string) => q[id] ?? 0;

/** Max per order (when ≥ 0) combined with the group's capacity left; Infinity = unlimited. */
export function groupLimit(group: TicketGroup): number {
  const max = group.maxPerOrder !== null && group.maxPerOrder >= 0 ? group.maxPerOrder : Infinity;
  const left = group.capacityLeft ?? Infinity;
  return Math.min(max, left);
}

export function countInGroup(group: TicketGroup, q: Quantities): number {
  return group.ticketTypes.reduce((sum, t) => sum + count(q, t.id), 0);
}

/** Members-only groups and member ticket types draw on the member benefit. */
export function usesMemberBenefit(type: TicketType, group: TicketGroup): boolean {
  return type.isMemberType || group.memberLevels.length > 0;
}

/**
 * Tickets of `name` still allowed by the member benefit: its own allowance left plus what
 * is left of the '*' wildcard after every name's overflow. `used` is name → selected.
 */
export function memberRoom(allowances: MemberAllowances, used: Record<string, number>, name: string): number {
  if (Object.keys(allowances).length === 0) return Infinity;
  const wildcard = allowances[MEMBER_WILDCARD] ?? 0;
  let overflow = 0;
  for (const [n, u] of Object.entries(used)) overflow += Math.max(0, u - (n === MEMBER_WILDCARD ? 0 : (allowances[n] ?? 0)));
  const own = name === MEMBER_WILDCARD ? 0 : (allowances[name] ?? 0);
  return Math.max(0, own - (used[name] ?? 0)) + Math.max(0, wildcard - overflow);
}

export interface CapInput {
  type: TicketType;
  group: TicketGroup;
  groups: TicketGroup[];
  quantities: Quantities;
  session?: EventSession | null;
  allowances?: MemberAllowances;
  bounds?: TypeBounds;
  maxPerType?: number;
}

/** Member tickets selected per type name, over every group. */
export function memberUse(groups: TicketGroup[], q: Quantities): Record<string, number> {
  const used: Record<string, number> = {};
  for (const g of groups)
    for (const t of g.ticketTypes) if (usesMemberBenefit(t, g) && count(q, t.id) > 0) used[t.name] = (used[t.name] ?? 0) + count(q, t.id);
  return used;
}

/**
 * Spec 01 §5: the most tickets of `type` the selection can hold, the other types' counts
 * kept: min(1000, group room, type limit, member room, session seats).
 */
export function typeCap({ type, group, groups, quantities: q, session, allowances = {}, bounds = {}, maxPerType = MAX_TICKETS_PER_TYPE }: CapInput): number {
  if (!type.available || group.soldOut) return 0;
  const own = count(q, type.id);
  const groupRoom = groupLimit(group) - countInGroup(group, q) + own;
  const typeLimit = bounds[type.id]?.max ?? Infinity;
  const member = usesMemberBenefit(type, group) ? own + memberRoom(allowances, memberUse(groups, q), type.name) : Infinity;
  let sessionRoom = Infinity;
  if (!group.isFlexible && session && session.available !== null) {
    const sessionCount = groups.filter((g) => !g.isFlexible).reduce((sum, g) => sum + countInGroup(g, q), 0);
    sessionRoom = session.available - sessionCount + own;
  }
  return Math.max(0, Math.min(maxPerType, groupRoom, typeLimit, member, sessionRoom));
}

/** A single-type group starts at its minimum per order (at least 1). */
export function singleTypeMinimum(group: TicketGroup): number | null {
  return group.ticketTypes.length === 1 ? Math.max(1, group.minPerOrder) : null;
}

/** The count after '+': 0 → the single-type minimum, else one more. */
export function stepUp(value: number, group: TicketGroup): number {
  const min = singleTypeMinimum(group);
  return min !== null && value < min ? min : value + 1;
}

/** The count after '−': from the single-type minimum straight to 0, else one less. */
export function stepDown(value: number, group: TicketGroup): number {
  const min = singleTypeMinimum(group);
  return min !== null && value <= min ? 0 : Math.max(0, value - 1);
}

/** A group's min/max per order broken by a selection, as a message; null when fine. */
export function groupOrderError(group: TicketGroup, q: Quantities): string | null {
  const n = countInGroup(group, q);
  if (n === 0) return null;
  if (n < group.minPerOrder)
    return `Please select at least ${group.minPerOrder} tickets for ${group.name}.`;
  if (group.maxPerOrder !== null && group.maxPerOrder >= 0 && n > group.maxPerOrder)
    return `Please select no more than ${group.maxPerOrder} tickets for ${group.name}.`;
  return null;
}
