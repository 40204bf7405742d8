import { THEME_SEAT_COLOR } from '../seat-picker-store';
import type { SeatState } from './seat-map-view-props';
import { SEAT_PAINT } from './seat-painter';

export interface SeatLegendGroup {
  id: string;
  name: string;
  /** The group's seat colour (null: the theme's). */
  color: string | null;
}

/** A 16 px seat drawn as the canvas draws one in that state (seat-painter.ts). */
function SeatSwatch({ state, color }: { state: SeatState; color: string }) {
  return (
    <svg className="cat-seat-legend__swatch" width="18" height="18" viewBox="-9 -9 18 18" aria-hidden="true" focusable="false">
      {state === 'unavailable' && <circle r="5.6" fill="none" stroke={SEAT_PAINT.unavailable} strokeWidth="2.1" />}
      {state === 'booked' && (
        <>
          <circle r="7" fill={SEAT_PAINT.booked} />
          <path d="M-3.2 -3.2 L3.2 3.2 M3.2 -3.2 L-3.2 3.2" stroke={SEAT_PAINT.mark} strokeWidth="1.6" strokeLinecap="round" />
        </>
      )}
      {state === 'available' && <circle r="7" fill={color} />}
      {state === 'selected' && (
        <>
          <circle r="6" fill={color} stroke={SEAT_PAINT.ring} strokeWidth="2.5" />
          <path d="M-2.9 0 L-0.6 2.3 L3.2 -2.3" fill="none" stroke={SEAT_PAINT.mark} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
    </svg>
  );
}

const STATES: { state: SeatState; text: string }[] = [
  { state: 'available', text: 'Available' },
  { state: 'booked', text: 'Sold out' },
  { state: 'unavailable', text: 'Unavailable' },
  { state: 'selected', text: 'Selected' },
];

/** Spec 01 §2 legend: Available, Sold out, Unavailable, Selected, then each group's colour. */
export function SeatLegend({ groups }: { groups: readonly SeatLegendGroup[] }) {
  return (
    <ul className="cat-seat-legend" aria-label="Legend">
      {STATES.map(({ state, text }) => (
        <li key={state}>
          <SeatSwatch state={state} color={THEME_SEAT_COLOR} /> {text}
        </li>
      ))}
      {groups.map((group) => (
        <li key={group.id}>
          <SeatSwatch state="available" color={group.color ?? THEME_SEAT_COLOR} /> {group.name}
        </li>
      ))}
    </ul>
  );
}
