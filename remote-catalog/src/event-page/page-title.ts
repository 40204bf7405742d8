import type { EventDetail } from '@storefront/shared';

/**
 * Spec 01 §2: the page title is one of anchor, gift card, donation, membership gift,
 * membership renew, membership, otherwise the event name. `action` is the route's
 * `/events/{id}/{action}` segment (gift or renew); `isMembership` is `SellerConfigStore.isMembershipEvent`.
 */
export function pageTitleFor(event: EventDetail, action: string | undefined, isMembership: boolean): string {
  if (event.isAnchor) return 'Admission';
  if (event.eventType === 'gift_card') return 'Gift Cards';
  if (event.eventType === 'donation') return 'Donate';
  if (isMembership) {
    if (action === 'gift') return 'Gift a Membership';
    if (action === 'renew') return 'Renew Membership';
    return 'Membership';
  }
  return event.name;
}
