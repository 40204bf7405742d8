/**
 * Spec 01 §5 "Survey": a yup schema for one ticket group's questions. The field list is
 * built from the group's `ApiSurveySpec` by the catalog's survey module; values are the raw
 * form values (strings, or booleans for checkboxes).
 */
import { boolean, object, string, type AnySchema } from 'yup';

export type SurveyInputKind = 'select' | 'email' | 'date' | 'number' | 'text' | 'checkbox';

export interface SurveyField {
  /** The property name in the spec: the answer's key. */
  id: string;
  label: string;
  description: string | null;
  kind: SurveyInputKind;
  /** Choices of a 'select'. */
  options: string[];
  required: boolean;
  /** From minimum/maximum (numbers). */
  min: number | null;
  max: number | null;
  /** The spec's type was 'integer'. */
  integer: boolean;
}

export type SurveyValue = string | boolean;

export const SURVEY_MESSAGES = {
  required: 'Please answer this question.',
  mustCheck: 'Please tick this box to continue.',
  email: 'Please enter a valid email address.',
  date: 'Please enter a valid date.',
  number: 'Please enter a number.',
  integer: 'Please enter a whole number.',
  min: (min: number) => `Please enter a number no less than ${min}.`,
  max: (max: number) => `Please enter a number no greater than ${max}.`,
  option: 'Please choose one of the options.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function fieldSchema(f: SurveyField): AnySchema {
  if (f.kind === 'checkbox') {
    const s = boolean();
    return f.required ? s.oneOf([true], SURVEY_MESSAGES.mustCheck).required(SURVEY_MESSAGES.mustCheck) : s.optional();
  }
  let s = string().trim();
  s = f.required ? s.required(SURVEY_MESSAGES.required) : s.optional();
  switch (f.kind) {
    case 'email':
      return s.email(SURVEY_MESSAGES.email);
    case 'date':
      return s.test('date', SURVEY_MESSAGES.date, (v) => isBlank(v) || (ISO_DATE.test(v!) && !Number.isNaN(Date.parse(v!))));
    case 'select':
      return s.test('option', SURVEY_MESSAGES.option, (v) => isBlank(v) || f.options.includes(v!));
    case 'number':
      return s
        .test('number', SURVEY_MESSAGES.number, (v) => isBlank(v) || Number.isFinite(Number(v)))
        .test('integer', SURVEY_MESSAGES.integer, (v) => isBlank(v) || !f.integer || Number.isInteger(Number(v)))
        .test('min', SURVEY_MESSAGES.min(f.min ?? 0), (v) => isBlank(v) || f.min === null || !(Number(v) < f.min))
        .test('max', SURVEY_MESSAGES.max(f.max ?? 0), (v) => isBlank(v) || f.max === null || !(Number(v) > f.max));
    default:
      return s;
  }
}

/** One group's answers schema: `{ [fieldId]: schema }`. */
export function surveySchema(fields: SurveyField[]) {
  return object(Object.fromEntries(fields.map((f) => [f.id, fieldSchema(f)])));
}

/** Every field's first message, `{}` when valid. */
export function surveyErrors(fields: SurveyField[], values: Record<string, SurveyValue | undefined>): Record<string, string> {
  const errors: Record<string, string> = {};
  const schema = surveySchema(fields);
  for (const f of fields) {
    try {
      schema.validateSyncAt(f.id, values);
    } catch (e) {
      errors[f.id] = (e as Error).message;
    }
  }
  return errors;
}

