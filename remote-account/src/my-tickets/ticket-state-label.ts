import type { TicketState } from '@storefront/shared';

/** Unbooked (removed by an edit) reads as cancelled, as spec 02 §4 counts it. */
const LABELS: Record<TicketState, string> = {
  in_cart: 'In cart',
  held: 'Held',
  booked: 'Booked',
  redeemed: 'Redeemed',
  cancelled: 'Cancelled',
  unbooked: 'Cancelled',
};

/** A ticket's state as the member reads it. */
export function ticketStateLabel(state: TicketState): string {
  return LABELS[state];
}
