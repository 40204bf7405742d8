import type { EventDetail } from '@storefront/shared';

/** The membership event: its event type, or the seller's configured membership event. */
export function isMembershipEvent(event: EventDetail, membershipEventId: string | null): boolean {
  return event.eventType === 'membership' || (membershipEventId !== null && event.id === membershipEventId);
}

/**
 * Spec 01 §2: the page title is one of anchor, gift card, donation, membership gift,
 * membership renew, membership, otherwise the event name. `action` is the route's
 * `/events/{id}/{action}` segment (gift or renew).
 */
export function pageTitleFor(event: EventDetail, action: string | undefined, membershipEventId: string | null): string {
  if (event.isAnchor) return 'Admission';
  if (event.eventType === 'gift_card') return 'Gift Cards';
  if (event.eventType === 'donation') return 'Donate';
  if (isMembershipEvent(event, membershipEventId)) {
    if (action === 'gift') return 'Gift a Membership';
    if (action === 'renew') return 'Renew Membership';
    return 'Membership';
  }
  return event.name;
}
