/**
 * The event detail query parameters as the forms first see them (spec 01 §2): whether the
 * address has any, and the messages of their problems. Parsing and applying them
 * (`reserve-query`, `apply-reserve-query`) loads only for an address that has them.
 */

/** Spec 01 §5 query messages, word for word where the spec quotes them. */
export const QUERY_MESSAGES = {
  sessionAndDate: 'The session and date query parameters can not be used together.',
  typesNotFound: (names: string[]) => `Ticket types not found: ${names.join(', ')}.`,
  dateUnavailable: 'Tickets are unavailable on the visit date.',
  sessionNotFound: 'Session not found.',
  sessionUnavailable: 'Session unavailable.',
  /** `reserve=strict`: the form gives way to this. */
  strictUnavailable: 'These tickets are unavailable.',
} as const;

export type QueryInput = URLSearchParams | Record<string, string | undefined>;

/** A parameter's trimmed value; null when absent or blank. */
export const readQuery = (q: QueryInput, key: string): string | null => {
  const v = q instanceof URLSearchParams ? q.get(key) : q[key];
  return v === undefined || v === null || v.trim() === '' ? null : v.trim();
};

/** The parameters that ask for something (`reserve` alone asks for nothing). */
const RESERVE_QUERY_PARAMETERS = ['select', 'price', 'code', 'session', 'date', 'quantity'];

/** Whether the address has any parameter that asks for something (parsed, it may still ask for nothing: `price=abc`). */
export const mentionsReserveQuery = (q: QueryInput) => RESERVE_QUERY_PARAMETERS.some((key) => readQuery(q, key) !== null);
