/**
 * Memberships in the storefront's terms (spec 03 §3–§5, ADR 0021): the member's memberships
 * with their level and members, gift code lookups, and the renewal window's arithmetic.
 */
import type { ApiMembershipGiftLookup, ApiMembershipRole, ApiMyMembership } from '../wire';
import { toMembership } from './mappers';
import type { Membership } from './types';

/** A membership level (the spec's "role"): one ticket group of the membership event. */
export interface MembershipLevel {
  id: string;
  name: string;
  rank: number;
  programId: string;
  ticketGroupId: string;
  autoRenewAvailable: boolean;
  memberEventPurchaseLimit: number | null;
  /** Allowances per event by ticket type name; '*' takes the overflow. Empty: none. */
  benefits: Record<string, number>;
}

/** A member: one ticket of the membership's order. */
export interface MemberDetail {
  ticketId: string;
  ticketTypeId: string;
  /** First and last name joined; null for an unnamed role. */
  admitName: string | null;
  admitEmail: string | null;
}

/** A membership of the signed-in member with its level, program and members (`GET my/membership`). */
export interface MyMembership extends Membership {
  level: MembershipLevel;
  program: { id: string; name: string; rank: number; eventId: string; renewalWindowDays: number };
  /** UTC ISO instant from which renewal is allowed (valid_to less the renewal window). */
  renewableFrom: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  members: MemberDetail[];
  /** Ticket type names by id, for "member names by type". */
  ticketTypeNames: Record<string, string>;
  order: { id: string; orderNumber: string } | null;
}

/** A gift of membership code as looked up (`GET code/{code}`). */
export interface GiftCodeLookup {
  code: string;
  validFrom: string;
  validTo: string;
  exhausted: boolean;
  level: MembershipLevel;
  eventId: string;
}

export function toMembershipLevel(r: ApiMembershipRole): MembershipLevel {
  return {
    id: r.id,
    name: r.name,
    rank: r._rank,
    programId: r.membership_program_id,
    ticketGroupId: r.ticket_group_id,
    autoRenewAvailable: r.auto_renew_available,
    memberEventPurchaseLimit: r.member_event_purchase_limit,
    benefits: r.benefits,
  };
}

export function toMyMembership(m: ApiMyMembership): MyMembership {
  const program = m.role.membership_program;
  return {
    ...toMembership(m),
    level: toMembershipLevel(m.role),
    program: {
      id: program.id,
      name: program.name,
      rank: program._rank,
      eventId: program.event_template_id,
      renewalWindowDays: program.renewal_window_days,
    },
    renewableFrom: m.renewable_from,
    email: m.identity.email,
    firstName: m.identity.first_name,
    lastName: m.identity.last_name,
    members: m.ticket.map((t) => ({
      ticketId: t.id,
      ticketTypeId: t.ticket_type_id,
      admitName: t.admit_name,
      admitEmail: t.admit_email,
    })),
    ticketTypeNames: Object.fromEntries(m.ticket_type.map((t) => [t.id, t.name])),
    order: m.ticket_order ? { id: m.ticket_order.id, orderNumber: m.ticket_order.order_number } : null,
  };
}

export function toGiftCodeLookup(g: ApiMembershipGiftLookup): GiftCodeLookup {
  return {
    code: g.code,
    validFrom: g.valid_from,
    validTo: g.valid_to,
    exhausted: g.exhausted,
    level: toMembershipLevel(g.role),
    eventId: g.event_template_id,
  };
}

/** Spec 03 §4 Renewal: allowed from `renewableFrom` on (also after the membership ended). */
export function isRenewable(membership: Pick<MyMembership, 'renewableFrom'>, now: Date): boolean {
  return now.getTime() >= Date.parse(membership.renewableFrom);
}

/** A gift code is usable when now is within its validity and it is not redeemed (spec 03 §5). */
export function giftCodeProblem(
  lookup: Pick<GiftCodeLookup, 'validFrom' | 'validTo' | 'exhausted'>,
  now: Date,
): 'expired' | 'exhausted' | null {
  if (now.getTime() < Date.parse(lookup.validFrom) || now.getTime() >= Date.parse(lookup.validTo)) return 'expired';
  if (lookup.exhausted) return 'exhausted';
  return null;
}
