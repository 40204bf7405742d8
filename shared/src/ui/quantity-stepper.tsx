import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from './cx';

export interface QuantityStepperProps {
  /** What is counted, e.g. 'Adult'; the spin button's name and part of the buttons' names. */
  label: string;
  value: number;
  min?: number;
  /** Omit for no upper limit. */
  max?: number;
  onChange(next: number): void;
  disabled?: boolean;
  className?: string;
}

/** Counts over 99 show as 99+ (spec 01 §5). */
export const formatCount = (n: number): string => (n > 99 ? '99+' : String(n));

type Pressed = 'remove' | 'add' | null;

/**
 * A count with − and + buttons around an ARIA spin button (arrows step by one, Home and End
 * jump to the limits). Who announces a change: on the spin button the screen reader reads
 * its new value itself, so it is not a live region; a button keeps focus and says nothing of
 * the count, so a press is announced through the status region beside it. A button that
 * disables itself at a limit hands focus to the spin button (which the reader then reads)
 * instead of dropping it to the page, and that press is not announced a second time.
 */
export function QuantityStepper({ label, value, min = 0, max = Infinity, onChange, disabled, className }: QuantityStepperProps) {
  const canDecrement = !disabled && value > min;
  const canIncrement = !disabled && value < max;
  const valueRef = useRef<HTMLSpanElement>(null);
  // The last press of a focused button (state, for what the status says; cleared when the button
  // loses focus, so a later reset of the form is not read out) and whether its render is still to come (ref, for focus).
  const [pressed, setPressed] = useState<Pressed>(null);
  const pressPending = useRef<Pressed>(null);
  const pressedIntoLimit = pressed === 'add' ? !canIncrement : pressed === 'remove' ? !canDecrement : false;

  useEffect(() => {
    const justPressed = pressPending.current;
    pressPending.current = null;
    if ((justPressed === 'add' && !canIncrement) || (justPressed === 'remove' && !canDecrement)) valueRef.current?.focus();
  });

  const change = (next: number, by: Pressed) => {
    setPressed(by);
    pressPending.current = by;
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowUp: canIncrement ? value + 1 : value,
      ArrowDown: canDecrement ? value - 1 : value,
      Home: canDecrement ? min : value,
      End: canIncrement && Number.isFinite(max) ? max : value,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    change(next, null);
  };

  return (
    <div role="group" aria-label={label} className={cx('sf-stepper', className)}>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={`Remove one ${label}`}
        disabled={!canDecrement}
        onClick={() => change(Math.max(min, value - 1), 'remove')}
        onBlur={() => setPressed(null)}
      >
        −
      </button>
      <span
        ref={valueRef}
        role="spinbutton"
        tabIndex={0}
        className="sf-stepper__value"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        {/* The reader reads aria-valuenow (the real count), so 99+ needs no aria-valuetext. */}
        {formatCount(value)}
      </span>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={`Add one ${label}`}
        disabled={!canIncrement}
        onClick={() => change(Math.min(max, value + 1), 'add')}
        onBlur={() => setPressed(null)}
      >
        +
      </button>
      <span role="status" className="sf-visually-hidden">
        {pressed && !pressedIntoLimit ? `${label}: ${value}` : ''}
      </span>
    </div>
  );
}
