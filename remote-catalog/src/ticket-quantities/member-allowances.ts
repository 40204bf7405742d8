import { useEffect } from 'react';
import { useStores, type Cart, type EventDetail, type Membership } from '@storefront/shared';
import type { QuantitySelection } from './quantity-selection';
import { MEMBER_WILDCARD, type MemberAllowances } from './quantity-rules';

/**
 * Spec 01 §5 "remaining member benefit": what the visitor's current memberships still allow
 * for this event — the largest member-ticket limit per event, less the member tickets of
 * this event already in the cart — as a wildcard allowance. `{}` (no cap) without a limit.
 * The platform also counts member tickets already booked and answers `member_limit_exceeded`.
 */
export function memberAllowancesFor(memberships: Membership[], cart: Cart | null, event: EventDetail): MemberAllowances {
  if (memberships.length === 0) return {};
  const limits = memberships.map((m) => m.memberEventPurchaseLimit);
  if (limits.some((l) => l === null)) return {};
  const memberTypes = new Set(event.ticketGroups.flatMap((g) => g.ticketTypes).filter((t) => t.isMemberType).map((t) => t.id));
  const held = (cart?.items ?? [])
    .filter((i) => i.eventId === event.id)
    .flatMap((i) => i.types)
    .filter((t) => memberTypes.has(t.ticketTypeId))
    .reduce((sum, t) => sum + t.ticketCount, 0);
  return { [MEMBER_WILDCARD]: Math.max(0, Math.max(...(limits as number[])) - held) };
}

/** Keeps `selection`'s member allowances in step with the session and the cart (call from an observer). */
export function useMemberAllowances(selection: QuantitySelection, event: EventDetail): void {
  const { session, cart } = useStores();
  const key = JSON.stringify(memberAllowancesFor(session.currentMemberships(), cart.cart, event));
  useEffect(() => selection.setMemberAllowances(JSON.parse(key) as MemberAllowances), [selection, key]);
}
