import { useEffect } from 'react';
import { useStores, type Cart, type EventDetail, type Membership } from '@storefront/shared';
import type { QuantitySelection } from './quantity-selection';
import { MEMBER_WILDCARD, usesMemberBenefit, type MemberAllowances } from './quantity-rules';

/**
 * Spec 01 §5 "remaining member benefit": what the visitor's current memberships still allow
 * for this event, less the member tickets of this event already in the cart.
 * - With level benefits (allowances per ticket type name, `*` taking the overflow; summed over
 *   the current memberships): those, the cart's tickets taken from their own name first.
 * - Otherwise the largest member-ticket limit per event, as a wildcard allowance.
 * `{}` (no cap) with neither. The platform also counts tickets already booked and answers
 * `member_limit_exceeded` with the allowance in words.
 */
export function memberAllowancesFor(
  memberships: Membership[],
  cart: Cart | null,
  event: EventDetail,
  benefits: Record<string, number>[] = [],
): MemberAllowances {
  if (memberships.length === 0) return {};
  const held = heldMemberTickets(cart, event);
  const allowed = sumBenefits(benefits);
  if (Object.keys(allowed).length > 0) return benefitsLeft(allowed, held);
  const limits = memberships.map((m) => m.memberEventPurchaseLimit);
  if (limits.some((l) => l === null)) return {};
  const memberTypeNames = new Set(event.ticketGroups.flatMap((g) => g.ticketTypes).filter((t) => t.isMemberType).map((t) => t.name));
  const heldMemberTypes = [...held].filter(([name]) => memberTypeNames.has(name)).reduce((sum, [, n]) => sum + n, 0);
  return { [MEMBER_WILDCARD]: Math.max(0, Math.max(...(limits as number[])) - heldMemberTypes) };
}

/** The cart's tickets of this event that draw on the member benefit, by ticket type name. */
function heldMemberTickets(cart: Cart | null, event: EventDetail): Map<string, number> {
  const drawing = new Map(
    event.ticketGroups.flatMap((g) => g.ticketTypes.filter((t) => usesMemberBenefit(t, g)).map((t) => [t.id, t.name] as const)),
  );
  const held = new Map<string, number>();
  for (const item of cart?.items ?? []) {
    if (item.eventId !== event.id) continue;
    for (const t of item.types) {
      const name = drawing.get(t.ticketTypeId);
      if (name) held.set(name, (held.get(name) ?? 0) + t.ticketCount);
    }
  }
  return held;
}

function sumBenefits(benefits: Record<string, number>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const b of benefits) for (const [name, n] of Object.entries(b)) sum[name] = (sum[name] ?? 0) + n;
  return sum;
}

/** Allowances after `held`: each name's own first, the rest from the wildcard. */
function benefitsLeft(allowed: Record<string, number>, held: Map<string, number>): MemberAllowances {
  const left = { ...allowed };
  for (const [name, n] of held) {
    const own = Math.min(n, left[name] ?? 0);
    if (own > 0) left[name] = (left[name] ?? 0) - own;
    if (n > own) left[MEMBER_WILDCARD] = Math.max(0, (left[MEMBER_WILDCARD] ?? 0) - (n - own));
  }
  return left;
}

/** Keeps `selection`'s member allowances in step with the memberships and the cart (call from an observer). */
export function useMemberAllowances(selection: QuantitySelection, event: EventDetail): void {
  const { session, cart, membership } = useStores();
  // The level benefits come with the member's memberships (GET my/membership), read once.
  useEffect(() => {
    if (session.isSignedIn) void membership.ensureLoaded();
  }, [session.isSignedIn, membership]);
  const current = session.currentMemberships();
  const benefits = membership.memberships.filter((m) => current.some((c) => c.id === m.id)).map((m) => m.level.benefits);
  const key = JSON.stringify(memberAllowancesFor(current, cart.cart, event, benefits));
  useEffect(() => selection.setMemberAllowances(JSON.parse(key) as MemberAllowances), [selection, key]);
}
