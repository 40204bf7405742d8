import { TextField } from '@storefront/shared';
import type { SurveyField, SurveyValue } from './survey-fields';

const INPUT_TYPE = { email: 'email', date: 'date', number: 'number', text: 'text' } as const;

/** One question: a select, a checkbox or a typed input, with its description and error. */
export function SurveyQuestion({
  field,
  id,
  value,
  error,
  onChange,
}: {
  field: SurveyField;
  id: string;
  value: SurveyValue | undefined;
  error: string | undefined;
  onChange(value: SurveyValue): void;
}) {
  const hintId = field.description ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const hint = field.description && (
    <p id={hintId} className="sf-field__hint">
      {field.description}
    </p>
  );
  const errorText = error && (
    <p id={errorId} className="sf-field__error">
      {error}
    </p>
  );

  if (field.kind === 'checkbox') {
    return (
      <div className={`sf-field cat-survey__check${error ? ' sf-field--invalid' : ''}`}>
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.checked)}
          />{' '}
          {field.label}
        </label>
        {hint}
        {errorText}
      </div>
    );
  }
  if (field.kind === 'select') {
    return (
      <div className={`sf-field${error ? ' sf-field--invalid' : ''}`}>
        <label className="sf-field__label" htmlFor={id}>
          {field.label}
        </label>
        {hint}
        <select
          id={id}
          className="sf-field__input"
          value={typeof value === 'string' ? value : ''}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Select…</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        {errorText}
      </div>
    );
  }
  return (
    <TextField
      id={id}
      label={field.label}
      hint={field.description}
      error={error}
      type={INPUT_TYPE[field.kind]}
      value={typeof value === 'string' ? value : ''}
      required={field.required}
      min={field.min ?? undefined}
      max={field.max ?? undefined}
      step={field.kind === 'number' ? (field.integer ? 1 : 'any') : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
