import { reservationSchema, validateAll } from '@storefront/shared';

export type QuantityFirstField = 'quantities' | 'find' | 'date' | 'session';

/** Spec 01 §5 "Quantity-first", word for word. */
export const FIND_TICKETS_MESSAGE = "Please click the 'Find available tickets' button to continue.";

export interface QuantityFirstValues {
  /** Tickets chosen in total. */
  quantities: number;
  /** 'Find available tickets' has closed the quantities. */
  found: boolean;
  date: string | null;
  session: string | null;
}

/** The shared schema's 'at least one ticket' wording, so every form says it the same way. */
const atLeastOneTicket = (): string =>
  validateAll(reservationSchema, { date: '-', session: '-', quantities: 0 }).quantities ?? '';

/**
 * Spec 01 §5: quantities come first here. None chosen: the 'at least one ticket' rule;
 * some chosen but not found: the find rule; once found: the shared date and session rules.
 */
export function validateQuantityFirst(values: QuantityFirstValues): Partial<Record<QuantityFirstField, string>> {
  if (values.quantities <= 0) return { quantities: atLeastOneTicket() };
  if (!values.found) return { find: FIND_TICKETS_MESSAGE };
  const { date, session } = validateAll(reservationSchema, values);
  return { ...(date ? { date } : {}), ...(session ? { session } : {}) };
}
