import { hasReserveQuery, type ReserveQuery } from './reserve-query';

/** A reservation form the query parameters apply to. */
export interface QueryForm<Result> {
  submit(): Promise<Result>;
  setQueryProblem(mode: 'warn' | 'strict', message: string): void;
}

const applied = new WeakSet<object>();

/**
 * Applies the query once per form (`apply` answers its first problem, null when none). A
 * problem shows as a warning (`reserve=warn`), replaces the form (`strict`) or is ignored;
 * without one, `reserve` submits the reservation.
 */
export async function runQueryOnce<Result>(form: QueryForm<Result>, q: ReserveQuery, apply: () => Promise<string | null>): Promise<Result | null> {
  if (applied.has(form) || !hasReserveQuery(q)) return null;
  applied.add(form);
  const problem = await apply();
  if (problem) {
    if (q.reserve === 'warn' || q.reserve === 'strict') form.setQueryProblem(q.reserve, problem);
    return null;
  }
  return q.reserve ? form.submit() : null;
}
