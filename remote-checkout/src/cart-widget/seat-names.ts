import { bySeatName } from '@storefront/shared';

/** How the checkout names seats (a cart line, an order's tickets): 'Seat: Stalls C12', 'Seats: Stalls C12, Stalls C13'. */
export function seatsText(names: readonly string[]): string {
  return `${names.length === 1 ? 'Seat' : 'Seats'}: ${names.join(', ')}`;
}

/** The seated tickets' seat names in reading order ('Stalls C2' before 'Stalls C10'); empty when none is seated. */
export function seatNamesOf(tickets: readonly { seatName: string | null }[]): string[] {
  return tickets.flatMap((t) => (t.seatName ? [t.seatName] : [])).sort(bySeatName);
}
