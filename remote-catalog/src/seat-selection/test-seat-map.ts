/** A small seat map for the seat selection tests (imported by tests only). */
import type { Seat, SeatMap, SeatStates, TicketGroup } from '@storefront/shared';
import { ticketGroup, ticketType } from '@storefront/shared/testing';

export const premium: TicketGroup = ticketGroup({
  id: 'g-premium',
  name: 'Premium',
  handler: 'seated',
  color: '#9f1239',
  maxPerOrder: 10,
  ticketTypes: [
    ticketType({ id: 'p-adult', name: 'Adult', groupId: 'g-premium', priceMinor: 8000 }),
    ticketType({ id: 'p-child', name: 'Child', groupId: 'g-premium', priceMinor: 4000 }),
  ],
});
export const standard: TicketGroup = ticketGroup({
  id: 'g-standard',
  name: 'Standard',
  handler: 'seated',
  color: '#1d4ed8',
  maxPerOrder: 10,
  ticketTypes: [ticketType({ id: 's-adult', name: 'Adult', groupId: 'g-standard', priceMinor: 5500 })],
});

/**
 * One row 'Stalls C1'…'Stalls C{count}', each seat beside the next (an aisle after
 * `aisleAfter` breaks the chain); seats up to `premiumUpTo` are premium, the rest standard.
 */
export function rowOfSeats({ count = 10, premiumUpTo, aisleAfter = null }: { count?: number; premiumUpTo?: number; aisleAfter?: number | null } = {}): Seat[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: `st-c${n}`,
      name: `Stalls C${n}`,
      section: 'Stalls',
      row: 'C',
      number: String(n),
      x: 20 * n,
      y: 40,
      r: 8,
      groupIds: [n <= (premiumUpTo ?? count) ? premium.id : standard.id],
      previous: n > 1 && n - 1 !== aisleAfter ? `Stalls C${n - 1}` : null,
      next: n < count && n !== aisleAfter ? `Stalls C${n + 1}` : null,
    };
  });
}

export function seatMap(seats: Seat[] = rowOfSeats(), states: SeatStates = new Map()): SeatMap {
  return { sessionId: 'se-1', layoutId: 'lay-1', layoutVersion: 1, width: 400, height: 100, background: '', seats, states };
}

export const seatNamed = (map: SeatMap, name: string): Seat => map.seats.find((s) => s.name === name)!;
