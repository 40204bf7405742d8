import type { EventDetail, ReserveFlow, RootStore } from '@storefront/shared';

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

/** The panel context from the stores, as the event panel reads it (the server's cart is never restored: empty). */
export function panelContextOf({ cart, config, session }: Pick<RootStore, 'cart' | 'config' | 'session'>, event: EventDetail): PanelContext {
  return {
    anchorInCart: cart.hasAnchor,
    hasCurrentMembership: session.hasCurrentMembership,
    hasExpiredMembership: session.hasExpiredMembership,
    defaultReserveFlow: config.reserveFlow,
    isMembershipEvent: config.isMembershipEvent(event),
  };
}

/** The panel the event page shows with these stores: the event panel, and the server for its first request and chunks. */
export const panelFor = (stores: Pick<RootStore, 'cart' | 'config' | 'session'>, event: EventDetail): PanelKind =>
  choosePanel(event, panelContextOf(stores, event));

/**
 * The catalog chunk (`webpackChunkName` in event-panel.tsx) of each panel's code; null for
 * those the event page carries (or another team's, the membership form).
 */
export const PANEL_CHUNKS: Record<PanelKind, string | null> = {
  unavailable: null,
  'anchor-required': 'anchor-required',
  membership: null,
  'add-one': 'add-one-form',
  'expired-membership': 'members-only',
  'members-only': 'members-only',
  single: 'single-event-form',
  'quantity-first': 'quantity-first-form',
  'date-first': 'date-first-form',
};

/**
 * Where the flow goes after a reservation: the event's `nextRoute` setting; else, after
 * an anchor, the listing in upsell mode (unless `expresscheckout` skips upsells); else checkout.
 */
export function nextRouteFor(event: EventDetail, { skipUpsells }: { skipUpsells: boolean }): string {
  if (event.settings.nextRoute) return event.settings.nextRoute;
  return event.isAnchor && !skipUpsells ? '/events' : '/checkout';
}
