import { useId, type ComponentProps, type ReactNode } from 'react';
import { Field } from './field';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** Error text; marks the input aria-invalid and links the text with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Announce the error as it appears (see `Field`). */
  announceError?: boolean;
}

/**
 * Labelled input. `ref` is a plain prop in React 19, so `{...register('email')}` from
 * react-hook-form works as is; with `shouldFocusError` (its default) react-hook-form
 * focuses the first invalid field on submit, which is the spec's "focus the first invalid
 * input" rule, so no separate helper is needed.
 */
export function TextField({ label, error, hint, announceError, id, className, type = 'text', ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `sf-field-${autoId}`;
  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      className={className}
      describedBy={rest['aria-describedby']}
      announceError={announceError}
    >
      {(control) => <input {...rest} {...control} type={type} className="sf-field__input" />}
    </Field>
  );
}
