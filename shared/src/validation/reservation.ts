import { number, object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** Spec 01 §5 validation messages of the reservation forms, word for word. */
export const reservationSchema = object({
  date: string().nullable().required('Please select a date to continue.'),
  session: string()
    .nullable()
    .when('date', {
      is: (date: string | null) => Boolean(date),
      then: (s) => s.required('Please select a session to continue.'),
    }),
  quantities: number().when('session', {
    is: (session: string | null) => Boolean(session),
    then: (s) => s.min(1, 'Please select at least one ticket to continue.'),
  }),
});

/**
 * Validates every field (spec 01 §5: "checks all inputs") of a form that is not a
 * react-hook-form form, and answers the first message per field; `{}` when valid.
 */
export function validateAll<T extends AnyObject>(schema: ObjectSchema<T>, values: unknown): Partial<Record<keyof T, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Partial<Record<keyof T, string>> = {};
    for (const inner of e.inner) errors[inner.path as keyof T] ??= inner.message;
    return errors;
  }
}
