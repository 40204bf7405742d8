/**
 * A stand-in for the canvas drawing in jsdom (imported by tests only, through `jest.mock`):
 * one button per seat named by `labelOf`, so tests click seats as the real focus seat does.
 */
import type { SeatMapViewProps } from './seat-map-view/seat-map-view-props';

export function SeatMapView({ map, labelOf, isDimmed, onActivate }: SeatMapViewProps) {
  return (
    <div data-testid="seat-map">
      {map.seats.map((seat) => (
        <button key={seat.id} type="button" aria-label={labelOf(seat)} data-dimmed={isDimmed(seat) || undefined} onClick={() => onActivate(seat)}>
          {seat.name}
        </button>
      ))}
    </div>
  );
}
