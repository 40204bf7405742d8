import type { CartItem, EventDetail } from '@storefront/shared';
import { cartSessions, paddingFor, withoutConflicts, type Interval } from './session-conflict';
import { inVisitWindow, type VisitWindow } from './visit-window';

export interface OfferContext {
  event: Pick<EventDetail, 'id' | 'isAnchor' | 'padBeforeMinutes' | 'padAfterMinutes'>;
  /** The cart's items: other events' sessions in it block the sessions they overlap. */
  cartItems: Pick<CartItem, 'eventId' | 'sessionId' | 'start' | 'end'>[];
  /** The seller's default padding around a session (`SellerConfigStore.conflictPaddingMinutes`). */
  paddingMinutes: number;
  /** An anchor is in the cart (`CartStore.hasAnchor`). */
  anchorInCart: boolean;
  visitWindow: VisitWindow | null;
}

/**
 * The sessions a dated form offers (spec 01 §4 upsells): none that conflicts with another
 * event's session in the cart, and, for an upsell booked after an anchor, only those within
 * the anchor's visit window.
 */
export function offeredSessions<S extends Interval>(sessions: S[], ctx: OfferContext): S[] {
  const busy = cartSessions(ctx.cartItems, ctx.event.id);
  const free = withoutConflicts(sessions, busy, paddingFor(ctx.event, ctx.paddingMinutes));
  const window = ctx.visitWindow;
  if (ctx.event.isAnchor || !ctx.anchorInCart || !window) return free;
  return free.filter((s) => inVisitWindow(s, window));
}
