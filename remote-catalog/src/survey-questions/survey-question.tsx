import { Field, TextField } from '@storefront/shared';
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
  if (field.kind === 'checkbox') {
    return (
      <Field id={id} label={field.label} hint={field.description} error={error} className="cat-survey__check" inline>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={value === true}
            required={field.required}
            onChange={(e) => onChange(e.target.checked)}
          />
        )}
      </Field>
    );
  }
  if (field.kind === 'select') {
    return (
      <Field id={id} label={field.label} hint={field.description} error={error}>
        {(control) => (
          <select
            {...control}
            className="sf-field__input"
            value={typeof value === 'string' ? value : ''}
            required={field.required}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">Select…</option>
            {field.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        )}
      </Field>
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
