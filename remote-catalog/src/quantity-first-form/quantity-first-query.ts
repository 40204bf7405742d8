/**
 * The event detail query parameters on the quantity-first form (spec 01 §2, §5): `quantity`
 * and `select` preset the counts; with `date` or `session` the tickets are found and the
 * date (and session) chosen; `code` is applied after reserving; `reserve` submits once.
 */
import { toVenueDate } from '@storefront/shared';
import { QUERY_MESSAGES } from '../reserve-query/query-input';
import { resolveQuantities, type ReserveQuery } from '../reserve-query/reserve-query';
import { runQueryOnce } from '../reserve-query/run-query-once';
import { isSessionOpen } from '../session-picker/session-option';
import type { QuantityFirstFormStore, SubmitResult } from './quantity-first-form-store';

const openDates = (form: QuantityFirstFormStore) =>
  (form.current?.dates ?? []).filter((d) => d.status === 'available').map((d) => d.date);

/** `session`: an id, 'today' (first open session today) or 'next' (first open session); answers a problem or null. */
async function selectQuerySession(form: QuantityFirstFormStore, name: string, now: number): Promise<string | null> {
  const dates = openDates(form);
  const tz = form.event.timezone;
  let date: string | undefined;
  let sessionId: string | null = null;
  if (name === 'next') date = dates[0];
  else if (name === 'today') date = dates.find((d) => d === toVenueDate(now, tz));
  else {
    const session = await form.findSession(name);
    if (!session) return QUERY_MESSAGES.sessionNotFound;
    date = dates.find((d) => d === toVenueDate(session.start, tz));
    sessionId = session.id;
  }
  if (!date) return QUERY_MESSAGES.sessionUnavailable;
  await form.selectDate(date);
  const offered = form.visibleSessions.filter(isSessionOpen);
  const session = sessionId === null ? offered[0] : offered.find((s) => s.id === sessionId);
  if (!session) return QUERY_MESSAGES.sessionUnavailable;
  form.selectSession(session.id);
  return null;
}

/** Applies the query; answers its first problem (null when none). */
export async function applyQuantityFirstQuery(form: QuantityFirstFormStore, q: ReserveQuery, now = Date.now()): Promise<string | null> {
  if (q.session && q.date) return QUERY_MESSAGES.sessionAndDate;
  const { counts, missing } = resolveQuantities(form.selection.ticketTypes, q);
  const problem = missing.length ? QUERY_MESSAGES.typesNotFound(missing) : null;
  if (q.codes.length) form.setCodesAfter(q.codes);
  form.presetQuantities(counts);
  // A date, a session or an automatic reservation needs the tickets found first.
  if ((!q.date && !q.session && !q.reserve) || form.selection.ticketCount === 0) return problem;
  if (!(await form.findTickets())) return problem ?? form.calendarError;
  if (!q.date && !q.session) return problem;
  if (q.date) {
    if (!openDates(form).includes(q.date)) return problem ?? QUERY_MESSAGES.dateUnavailable;
    await form.selectDate(q.date);
    return problem;
  }
  return problem ?? (await selectQuerySession(form, q.session!, now));
}

/** Applies the query once per form (`runQueryOnce`); `reserve` submits. */
export function runQuantityFirstQuery(form: QuantityFirstFormStore, q: ReserveQuery, now = Date.now()): Promise<SubmitResult | null> {
  return runQueryOnce(form, q, () => applyQuantityFirstQuery(form, q, now));
}
