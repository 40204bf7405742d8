import type { KeyboardEvent, Ref } from 'react';
import type { Seat } from '@storefront/shared';
import type { SeatMove } from './seat-navigation';
import type { Point } from './viewport';

const KEY_MOVES: Record<string, SeatMove> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

/** At least the 24 × 24 px target of WCAG 2.5.8, or the seat with room for the focus ring. */
const MIN_SIZE = 24;

export interface SeatFocusButtonProps {
  seat: Seat;
  label: string;
  selected: boolean;
  /** The seat's centre and radius on screen (CSS px). */
  centre: Point;
  radius: number;
  buttonRef: Ref<HTMLButtonElement>;
  onMove(move: SeatMove): void;
  onActivate(seat: Seat): void;
  onFocus(seat: Seat): void;
}

/**
 * The one focusable seat (roving focus, ADR 0023): a real button over the keyboard-focused
 * seat, named as the seat, pressed when selected. Pointers go through it to the canvas (the
 * map's hit-testing answers them); Enter and Space click it.
 */
export function SeatFocusButton({ seat, label, selected, centre, radius, buttonRef, onMove, onActivate, onFocus }: SeatFocusButtonProps) {
  const size = Math.max(MIN_SIZE, 2 * radius + 6);
  const keyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    onMove(move);
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      className="cat-seatmap__seat"
      aria-label={label}
      aria-pressed={selected}
      data-seat-id={seat.id}
      style={{ left: centre.x - size / 2, top: centre.y - size / 2, width: size, height: size }}
      onKeyDown={keyDown}
      onClick={() => onActivate(seat)}
      onFocus={() => onFocus(seat)}
    />
  );
}
