import { cx } from './cx';

export interface QuantityStepperProps {
  /** What is counted, e.g. 'Adult'; used in the buttons' labels. */
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

export function QuantityStepper({ label, value, min = 0, max = Infinity, onChange, disabled, className }: QuantityStepperProps) {
  const canDecrement = !disabled && value > min;
  const canIncrement = !disabled && value < max;
  return (
    <div role="group" aria-label={label} className={cx('sf-stepper', className)}>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={`Remove one ${label}`}
        disabled={!canDecrement}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className="sf-stepper__value" aria-live="polite" aria-label={`${label}: ${value}`}>
        {formatCount(value)}
      </output>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={`Add one ${label}`}
        disabled={!canIncrement}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
