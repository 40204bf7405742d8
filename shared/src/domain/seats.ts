/** Seat map rules shared by the catalog's seat selection and the cart (spec 01 §4 Seats). */
import type { SeatAvailability, SeatStates } from './types';

/** Seat names in reading order: 'Stalls C2' before 'Stalls C10' (the 'Selected Seats' list, the cart). */
export function bySeatName(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** A seat's state from the API's states (absent = available). */
export function seatStateOf(states: SeatStates, seatId: string): SeatAvailability {
  return states.get(seatId) ?? 'available';
}
