/**
 * Ticket groups: their sales state (sales window, group capacity with live holds) and who
 * may see them (spec 01 §5 Visibility: members-only groups for allowed members, link-only
 * groups only when linked).
 */
import type { Executor } from '../infra/db/client';
import type { TicketGroupRow } from '../infra/db/schema';
import { groupLeft, groupUsage, type GroupUsage } from './availability-repository';

export interface GroupState {
  used: number;
  /** Tickets the group can still sell; null when unlimited. */
  left: number | null;
  onSale: boolean;
  soldOut: boolean;
  /** On sale and not sold out. */
  available: boolean;
}

export function isOnSale(group: TicketGroupRow, now: Date): boolean {
  if (group.salesStart && group.salesStart.getTime() > now.getTime()) return false;
  if (group.salesEnd && group.salesEnd.getTime() <= now.getTime()) return false;
  return true;
}

export function groupState(group: TicketGroupRow, usage: GroupUsage | undefined, now: Date): GroupState {
  const left = groupLeft(group, usage);
  const soldOut = left !== null && left <= 0;
  const onSale = isOnSale(group, now);
  return { used: usage?.used ?? 0, left, onSale, soldOut, available: onSale && !soldOut };
}

/**
 * The state of each group, from one usage query. `countUnlimited: false` (the reservation
 * check) leaves unlimited groups uncounted: their `used` is then 0.
 */
export async function groupStates(
  executor: Executor,
  now: Date,
  groups: TicketGroupRow[],
  options: { countUnlimited?: boolean } = {},
): Promise<Map<string, GroupState>> {
  const counted = options.countUnlimited === false ? groups.filter((g) => g.capacity !== -1) : groups;
  const usage = await groupUsage(executor, now, counted.map((g) => g.id));
  return new Map(groups.map((g) => [g.id, groupState(g, usage.get(g.id), now)]));
}

/** A session-less (flexible, any-date) group. */
export function isFlexible(group: TicketGroupRow): boolean {
  return group.startPolicy !== null && group.startPolicy !== undefined;
}

/** Membership levels allowed to see and buy a members-only group ('*' = any). */
export function memberLevelsOf(group: TicketGroupRow): string[] {
  const levels = group.meta.member_levels;
  return Array.isArray(levels) ? levels.filter((l): l is string => typeof l === 'string') : ['*'];
}

/** Whether a holder of current memberships at `levels` may use the members-only group. */
export function memberMayUse(group: TicketGroupRow, levels: string[]): boolean {
  if (levels.length === 0) return false;
  const allowed = memberLevelsOf(group);
  return allowed.includes('*') || levels.some((level) => allowed.includes(level));
}

export interface GroupVisibility {
  /** `ticket_group_id._in`: restricts the groups, and is the only way to see link-only ones. */
  requested?: string[] | undefined;
  /** Level names of the caller's current memberships. */
  levels: string[];
}

export function isVisible(group: TicketGroupRow, visibility: GroupVisibility): boolean {
  const requested = visibility.requested;
  if (requested && !requested.includes(group.id)) return false;
  if (group.hiddenType === 'public_link_only') return requested?.includes(group.id) ?? false;
  if (group.hiddenType === 'public_member_only') return memberMayUse(group, visibility.levels);
  return true;
}
