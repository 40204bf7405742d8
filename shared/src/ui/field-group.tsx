import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';

export interface FieldGroupProps extends ComponentProps<'fieldset'> {
  legend: ReactNode;
  /** Error text; marks the group aria-invalid and links the text with aria-describedby. */
  error?: string | null;
}

/**
 * A labelled group of choices (date buttons, session radios, quantity steppers). It can
 * take focus (`tabIndex -1`) so a form can focus the first invalid group on submit, as it
 * does an input (spec 01 §5).
 */
export function FieldGroup({ legend, error, className, children, ...rest }: FieldGroupProps) {
  const autoId = useId();
  const errorId = error ? `sf-group-${autoId}-error` : undefined;
  return (
    <fieldset
      {...rest}
      className={cx('sf-group', error && 'sf-group--invalid', className)}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={cx(rest['aria-describedby'], errorId) || undefined}
    >
      <legend className="sf-group__legend">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="sf-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
