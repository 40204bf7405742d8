import type { ValidationRules } from '../reservation/validation-rules';

/** The form's own fields, in the order they appear (quantities, survey and admit errors live in their parts). */
export type DateFirstField = 'admission' | 'date' | 'session';
export type Admission = 'single' | 'flexible';

/** Spec 01 §5, word for word. */
export const ADMISSION_REQUIRED = 'Please select an admission type to continue.';

/** Spec 01 §5: the admission choice (when flexible tickets exist), then the date and session of a single-date admission. */
export function validateDateFirst(
  values: { admission: Admission | null; date: string | null; session: string | null },
  { reservationSchema, validateAll }: ValidationRules,
): Partial<Record<DateFirstField, string>> {
  if (values.admission === null) return { admission: ADMISSION_REQUIRED };
  if (values.admission === 'flexible') return {};
  const errors = validateAll(reservationSchema, { date: values.date, session: values.session, quantities: 1 });
  return { ...(errors.date ? { date: errors.date } : {}), ...(errors.session ? { session: errors.session } : {}) };
}

