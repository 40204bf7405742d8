import { number, object, string } from 'yup';

/** Spec 01 §5 validation messages of the date-first form, word for word. */
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
