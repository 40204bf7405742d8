import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertKind = 'info' | 'warning' | 'error' | 'success';

export interface AlertProps {
  kind?: AlertKind;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message box. Errors interrupt (role="alert"); the others are polite (role="status"). */
export function Alert({ kind = 'info', title, children, className }: AlertProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={cx('sf-alert', `sf-alert--${kind}`, className)}>
      {title && <p className="sf-alert__title">{title}</p>}
      {children}
    </div>
  );
}
