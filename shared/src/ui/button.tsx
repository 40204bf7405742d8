import type { ComponentProps } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx('sf-button', `sf-button--${variant}`, busy && 'sf-button--busy', className)}
    >
      {busy && <span className="sf-spinner__wheel sf-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
