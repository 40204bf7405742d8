/**
 * Applies the event detail query parameters to the date-first form (spec 01 §2, §5):
 * selecting a session selects its date, then the quantities; with reserve true, warn or
 * strict the reservation is submitted automatically, once.
 */
import { toVenueDate, type EventSession } from '@storefront/shared';
import type { DateFirstFormStore, SubmitResult } from '../date-first-form/date-first-form-store';
import { isFlexiblePrice } from '../flexible-amount/flexible-amount-field';
import { isSessionOpen } from '../session-picker/session-option';
import { QUERY_MESSAGES, type QueryInput } from './query-input';
import { findTicketType, parseReserveQuery, resolveQuantities, type ReserveQuery } from './reserve-query';
import { runQueryOnce } from './run-query-once';

/** The session `session` names: an id, 'today' (first available today) or 'next' (first available). */
async function findQuerySession(form: DateFirstFormStore, session: string): Promise<EventSession | string> {
  if (session === 'next') return (await form.findNextSession()) ?? QUERY_MESSAGES.sessionUnavailable;
  if (session === 'today') {
    if (!form.openDates.some((d) => d.date === form.today)) return QUERY_MESSAGES.sessionUnavailable;
    await form.selectDate(form.today);
    return form.visibleSessions.find(isSessionOpen) ?? QUERY_MESSAGES.sessionUnavailable;
  }
  return (await form.findSession(session)) ?? QUERY_MESSAGES.sessionNotFound;
}

async function selectQuerySession(form: DateFirstFormStore, name: string): Promise<string | null> {
  const found = await findQuerySession(form, name);
  if (typeof found === 'string') return found;
  const date = toVenueDate(found.start, form.event.timezone);
  if (!form.openDates.some((d) => d.date === date)) return QUERY_MESSAGES.sessionUnavailable;
  if (form.offersChoice) form.chooseAdmission('single');
  if (form.selectedDate !== date) await form.selectDate(date);
  const offered = form.visibleSessions.find((s) => s.id === found.id);
  if (!offered || !isSessionOpen(offered)) return QUERY_MESSAGES.sessionUnavailable;
  form.selectSession(found.id);
  return null;
}

/** Applies the query; answers its first problem (null when none). */
export async function applyReserveQuery(form: DateFirstFormStore, q: ReserveQuery): Promise<string | null> {
  if (q.session && q.date) return QUERY_MESSAGES.sessionAndDate;
  const types = form.event.ticketGroups.flatMap((g) => g.ticketTypes);
  const { counts, missing } = resolveQuantities(types, q);
  let problem: string | null = missing.length ? QUERY_MESSAGES.typesNotFound(missing) : null;
  if (q.codes.length) form.setCodesAfter(q.codes);

  const flexibleIds = new Set(form.flexibleGroups.flatMap((g) => g.ticketTypes.map((t) => t.id)));
  const counted = Object.keys(counts);
  if (counted.length > 0 && counted.every((id) => flexibleIds.has(id))) {
    form.chooseAdmission('flexible');
  } else if (q.date) {
    if (!form.openDates.some((d) => d.date === q.date)) problem ??= QUERY_MESSAGES.dateUnavailable;
    else {
      if (form.offersChoice) form.chooseAdmission('single');
      await form.selectDate(q.date);
    }
  } else if (q.session) {
    const sessionProblem = await selectQuerySession(form, q.session);
    problem ??= sessionProblem;
  }

  for (const [typeId, n] of Object.entries(counts)) form.selection.set(typeId, n);
  if (q.price !== null) {
    const priced = (q.select ? findTicketType(types, q.select) : undefined) ?? types.find((t) => counts[t.id] && isFlexiblePrice(t));
    if (priced && isFlexiblePrice(priced)) form.setFaceValue(priced.id, q.price);
  }
  return problem;
}

/** Applies the query once per form (`runQueryOnce`); `reserve` submits. */
export function runReserveQuery(form: DateFirstFormStore, q: ReserveQuery): Promise<SubmitResult | null> {
  return runQueryOnce(form, q, () => applyReserveQuery(form, q));
}

/** `runReserveQuery` with the page's query parameters, for the form that loads this module only when it has them. */
export const runQueryParameters = (form: DateFirstFormStore, query: QueryInput) => runReserveQuery(form, parseReserveQuery(query));
