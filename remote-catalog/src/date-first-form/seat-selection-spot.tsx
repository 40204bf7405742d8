import type { TicketGroup } from '@storefront/shared';

/**
 * Where seated groups get their 'Find seats' button (spec 01 §2 "Seat selection"). Seat
 * maps come with a later issue: until then this renders nothing, and the form's submit
 * does not ask for seats.
 */
export function SeatSelectionSpot({ seatedGroups }: { seatedGroups: TicketGroup[]; sessionId: string | null }) {
  if (seatedGroups.length === 0) return null;
  return null;
}
