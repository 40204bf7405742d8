import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** Error text; marks the input aria-invalid and links the text with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
}

/**
 * Labelled input. `ref` is a plain prop in React 19, so `{...register('email')}` from
 * react-hook-form works as is; with `shouldFocusError` (its default) react-hook-form
 * focuses the first invalid field on submit, which is the spec's "focus the first invalid
 * input" rule, so no separate helper is needed.
 */
export function TextField({ label, error, hint, id, className, type = 'text', ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `sf-field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(rest['aria-describedby'], hintId, errorId) || undefined;
  return (
    <div className={cx('sf-field', error && 'sf-field--invalid', className)}>
      <label className="sf-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={inputId}
        type={type}
        className="sf-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="sf-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
