import type { Seat, SeatAvailability, SeatMap } from '@storefront/shared';

/** A seat's state as drawn (spec 01 §4 Seats): the API's, or the visitor's own selection. */
export type SeatState = SeatAvailability | 'selected';

/**
 * The seat map drawing's contract (ADR 0023): the picker (`seat-picker.tsx`, its store) owns
 * the selection and its rules; the view paints, zooms, pans and turns pointer and keyboard
 * input into `onActivate(seat)`. It repaints when `revision` changes.
 */
export interface SeatMapViewProps {
  map: SeatMap;
  /** The seat's state now, `selected` included. */
  stateOf(seat: Seat): SeatState;
  /** The fill of an available or selected seat: its group's colour (the theme's when none). */
  colorOf(seat: Seat): string;
  /** Drawn faded and skipped by the keyboard: filtered out by 'Select:' or no longer needed (narrowing). */
  isDimmed(seat: Seat): boolean;
  /** The seat's accessible name: section, row, seat, price zone, state ('Stalls, row C, seat 12, Premium, available'). */
  labelOf(seat: Seat): string;
  /** Changes whenever a state, the selection or the dimming changes. */
  revision: number;
  /** Click, tap, Enter or Space on a seat (whatever its state: the picker answers errors). */
  onActivate(seat: Seat): void;
  /** The seat keyboard focus starts on (the first selected seat, else the first available). */
  initialFocusSeatId?: string | null;
}
