import type { ValidationRules } from '../reservation/validation-rules';

/** The quantity-first form's own fields (quantities, survey and admit errors live in their parts). */
export type QuantityFirstField = 'find' | 'date' | 'session';

/** Spec 01 §5 "Quantity-first", word for word. */
export const FIND_TICKETS_MESSAGE = "Please click the 'Find available tickets' button to continue.";

export interface QuantityFirstValues {
  /** 'Find available tickets' has closed the quantities (with tickets chosen). */
  found: boolean;
  date: string | null;
  session: string | null;
}

/**
 * Spec 01 §5, once tickets are chosen: not found yet, the find rule; found, the shared date
 * and session rules of every reservation form.
 */
export function validateQuantityFirst(
  { found, date, session }: QuantityFirstValues,
  { reservationSchema, validateAll }: ValidationRules,
): Partial<Record<QuantityFirstField, string>> {
  if (!found) return { find: FIND_TICKETS_MESSAGE };
  const errors = validateAll(reservationSchema, { date, session, quantities: 1 });
  return { ...(errors.date ? { date: errors.date } : {}), ...(errors.session ? { session: errors.session } : {}) };
}
