import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertKind = 'info' | 'warning' | 'error' | 'success';

export interface AlertProps {
  kind?: AlertKind;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** False when the box goes into a live region the caller keeps on the page before any message. */
  live?: boolean;
}

/** A message box. Errors interrupt (role="alert"); the others are polite (role="status"). */
export function Alert({ kind = 'info', title, children, className, live = true }: AlertProps) {
  const role = kind === 'error' ? 'alert' : 'status';
  return (
    <div role={live ? role : undefined} className={cx('sf-alert', `sf-alert--${kind}`, className)}>
      {title && <p className="sf-alert__title">{title}</p>}
      {children}
    </div>
  );
}
