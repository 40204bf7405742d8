import type { ComponentProps, MouseEvent } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  busy?: boolean;
}

/**
 * A busy button stays focusable: it is `aria-disabled` and swallows clicks (and so a form's
 * submission) instead of being `disabled`, because a browser drops the focus of a button that
 * becomes disabled, and a keyboard user who pressed Pay would be sent back to the top of the
 * page (WCAG 2.4.3).
 */
export function Button({ variant = 'primary', busy = false, disabled, type = 'button', className, children, onClick, ...rest }: ButtonProps) {
  const blocked = busy && !disabled;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      onClick={click}
      className={cx('sf-button', `sf-button--${variant}`, busy && 'sf-button--busy', className)}
    >
      {busy && <span className="sf-spinner__wheel sf-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
