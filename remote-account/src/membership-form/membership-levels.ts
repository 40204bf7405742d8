/**
 * The levels the membership form offers (spec 03 §3 Membership rules, ADR 0021): each level
 * is a ticket group of the membership event with handler `membership`, and its party roles are
 * the group's ticket types as `GET membership_rules` describes them.
 */
import type { EventDetail, MembershipRule, MemberDetail, Money, TicketGroup, TicketType } from '@storefront/shared';

/** Spec 03 §3: a role with no upper limit (max below 0) counts up to 10. */
export const UNBOUNDED_ROLE_MAX = 10;

export interface MemberRole {
  ticketType: TicketType;
  /** Named roles get a detail form per member; unnamed ones a counter. */
  named: boolean;
  min: number;
  max: number;
}

export interface LevelOption {
  group: TicketGroup;
  roles: MemberRole[];
  /** What the level costs with its required members (the radio's price). */
  priceMinor: Money;
  /** The level offers auto-renew (its rules' embedded role says so). */
  autoRenewAvailable: boolean;
}

/** The event's membership groups in the event's order (the API ranks them), each with the roles its rules give. */
export function membershipLevels(event: EventDetail, rules: MembershipRule[], price: (type: TicketType) => Money): LevelOption[] {
  return event.ticketGroups
    .filter((group) => group.handler === 'membership')
    .map((group) => {
      const roles = group.ticketTypes.flatMap((ticketType): MemberRole[] => {
        const rule = rules.find((r) => r.groupId === group.id && r.ticketTypeId === ticketType.id);
        if (!rule) return [];
        const max = rule.max ?? UNBOUNDED_ROLE_MAX;
        return [{ ticketType, named: rule.named !== 'no', min: Math.min(rule.min, max), max }];
      });
      const priceMinor = roles.reduce((sum, role) => sum + role.min * price(role.ticketType), 0);
      const autoRenewAvailable = rules.some((r) => r.groupId === group.id && r.autoRenewAvailable);
      return { group, roles, priceMinor, autoRenewAvailable };
    });
}

/** Spec 03 §3: named members beyond the required ones; one shows a yes/no choice, more a 0..n select. */
export const optionalCount = (role: MemberRole): number => role.max - role.min;

/** Spec 03 §3: an admit name is first and last name joined; read back, the first word is the first name. */
export function splitAdmitName(admitName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = admitName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The members of a previous membership per ticket type, for the renewal's preselection. */
export function membersByType(members: MemberDetail[]): Map<string, MemberDetail[]> {
  const byType = new Map<string, MemberDetail[]>();
  for (const m of members) byType.set(m.ticketTypeId, [...(byType.get(m.ticketTypeId) ?? []), m]);
  return byType;
}
