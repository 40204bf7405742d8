import { cx } from './cx';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  className?: string;
}

/** Inline busy indicator: role="status" with visually hidden text. */
export function Spinner({ label = 'Loading…', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('sf-spinner', className)}>
      <span className="sf-spinner__wheel" aria-hidden="true" />
      <span className="sf-visually-hidden">{label}</span>
    </span>
  );
}

/** Block-level loading placeholder for a region or page. */
export function Loading({ label = 'Loading…', className }: SpinnerProps) {
  return (
    <div className={cx('sf-loading', className)}>
      <Spinner label={label} />
    </div>
  );
}
