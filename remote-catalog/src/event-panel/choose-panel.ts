import type { EventDetail, ReserveFlow } from '@storefront/shared';

export type PanelKind =
  | 'unavailable'
  | 'anchor-required'
  | 'membership'
  | 'add-one'
  | 'expired-membership'
  | 'members-only'
  | 'single'
  | 'quantity-first'
  | 'date-first';

export interface PanelContext {
  /** Some cart item is an anchor (admission). */
  anchorInCart: boolean;
  hasCurrentMembership: boolean;
  hasExpiredMembership: boolean;
  /** The tenant default reserve flow (`SellerConfigStore.reserveFlow`). */
  defaultReserveFlow: ReserveFlow;
  /**
   * `SellerConfigStore.isMembershipEvent(event)`: the event type or the seller's configured
   * membership event.
   */
  isMembershipEvent: boolean;
}

/** Spec 01 §2 "Panel shown, in order of precedence", rules 1–8 exactly. */
export function choosePanel(event: EventDetail, ctx: PanelContext): PanelKind {
  if (event.ticketGroups.length === 0) return 'unavailable';
  if (event.requiresAnchor && !ctx.anchorInCart) return 'anchor-required';
  if (ctx.isMembershipEvent) return 'membership';
  if (event.oneTicketOnly || event.eventType === 'gift_card' || event.eventType === 'donation') return 'add-one';
  if (event.hiddenType === 'public_member_only' && !ctx.hasCurrentMembership) {
    return ctx.hasExpiredMembership ? 'expired-membership' : 'members-only';
  }
  if (event.eventType === 'single') return 'single';
  if ((event.reserveFlow ?? ctx.defaultReserveFlow) === 'quantity_first') return 'quantity-first';
  return 'date-first';
}

/**
 * Where the flow goes after a reservation: the event's `web.ecommerce.next_route`; else, after
 * an anchor, the listing in upsell mode (unless `expresscheckout` skips upsells); else checkout.
 */
export function nextRouteFor(event: EventDetail, { skipUpsells }: { skipUpsells: boolean }): string {
  if (event.web.ecommerce?.next_route) return event.web.ecommerce.next_route;
  return event.isAnchor && !skipUpsells ? '/events' : '/checkout';
}
