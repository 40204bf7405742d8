import type { ReactNode } from 'react';
import { cx } from './cx';

/** What a field's control carries: its id and the links to the field's hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and links the text with aria-describedby. */
  error?: string | null;
  className?: string;
  /** Ids the control is described by besides the hint and the error. */
  describedBy?: string;
  /** The label wraps the control, its text after it (a checkbox); otherwise the label comes first and the control after the hint. */
  inline?: boolean;
  /** Announce the error as it appears (role=alert): for a field whose error comes from a server answer while focus may be elsewhere. */
  announceError?: boolean;
  /** Renders the control with the props that link it to the label, hint and error. */
  children(control: FieldControlProps): ReactNode;
}

/** The field wrapper: label, hint, control and error, with the ARIA links between them. */
export function Field({ id, label, hint, error, className, describedBy, inline = false, announceError = false, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': cx(describedBy, hintId, errorId) || undefined,
  });
  return (
    <div className={cx('sf-field', error && 'sf-field--invalid', className)}>
      {inline ? (
        <label htmlFor={id}>
          {control} {label}
        </label>
      ) : (
        <label className="sf-field__label" htmlFor={id}>
          {label}
        </label>
      )}
      {hint && (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      )}
      {!inline && control}
      {error && (
        <p id={errorId} className="sf-field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
