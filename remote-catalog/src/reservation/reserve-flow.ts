/**
 * The submit glue of the reservation forms (date-first, quantity-first, single-event, add-one):
 * submit, the code modal's retry, the spec 01 §8 error handling and the dated forms' sold-out
 * recovery. The rules themselves live in `reserve-errors` and `upsells/reserve-in-chain`; each
 * form says only how it validates, reserves, reloads and clears.
 */
import { runInAction } from 'mobx';
import { isCodeProblem, type EventSession } from '@storefront/shared';
import { loadValidationRules, type ValidationRules } from './validation-rules';
import { anotherSessionHasRoom, reserveInChain, type ReserveInChainInput } from '../upsells/reserve-in-chain';
import { dateSoldOutMessage, reserveOutcome, sessionSoldOutMessage, type ReserveOutcome } from './reserve-errors';

/** The form's observable fields this glue writes. */
export interface ReservingForm {
  submitting: boolean;
  submitError: string | null;
  /** The code modal's message; null = closed. */
  codePrompt: string | null;
}

export type Failed<Focus> = { ok: false; focus: Focus | null };

export interface ReserveSteps<Ok, Focus> {
  form: ReservingForm;
  /** Checks every shown input with the shared rules; answers the first invalid one. */
  validate(rules: ValidationRules): Focus | null;
  /** Reserves with these codes applied first (through `reserveSubmitting`); throws the API error. */
  reserve(codesBefore: string[]): Promise<Ok>;
  /** Spec 01 §8 `event_session_sold_out` (the dated forms through `recoverFromSoldOut`); `error` is the API's answer. */
  soldOut(error: unknown): Promise<void>;
  /** 409 `seat_unavailable` (the seated forms): drop the seat taken meanwhile and refresh the map; its message is the form's error. */
  seatTaken?(seatId: string | null): Promise<void>;
  /** An outcome the form shows its own way (e.g. next to an input); undefined leaves it to the glue. Runs in an action. */
  ownOutcome?(outcome: ReserveOutcome): Focus | null | undefined;
}

/**
 * The form's submit: validate, then reserve; a failure is shown and answers what to focus.
 * The form counts as submitting while the rules load (the first submit before any
 * interaction), so a second click cannot reserve twice; rules that cannot load end in the
 * generic error, as any failure outside the API does.
 */
export async function submitReservation<Ok, Focus>(steps: ReserveSteps<Ok, Focus>): Promise<Ok | Failed<Focus>> {
  runInAction(() => {
    steps.form.submitError = null;
    steps.form.submitting = true;
  });
  try {
    const rules = await loadValidationRules().finally(() => runInAction(() => (steps.form.submitting = false)));
    const focus = steps.validate(rules);
    if (focus) return { ok: false, focus };
    return await steps.reserve([]);
  } catch (e) {
    return { ok: false, focus: await showReserveError(steps, e) };
  }
}

/** The code modal's submit: retries with the code; code errors reject so the modal shows them. */
export async function retryReservationWithCode<Ok, Focus>(steps: ReserveSteps<Ok, Focus>, code: string): Promise<Ok | Failed<Focus>> {
  try {
    const result = await steps.reserve([code]);
    runInAction(() => (steps.form.codePrompt = null));
    return result;
  } catch (e) {
    if (isCodeProblem(e)) throw e;
    runInAction(() => (steps.form.codePrompt = null));
    return { ok: false, focus: await showReserveError(steps, e) };
  }
}

/** Spec 01 §8: sold out recovers, a required code opens the modal, anything else is the form's error. */
async function showReserveError<Ok, Focus>(steps: ReserveSteps<Ok, Focus>, e: unknown): Promise<Focus | null> {
  // An unknown visit time setting (VisitTimeError) and any other non-API failure end in the generic message.
  const outcome = reserveOutcome(e);
  if (outcome.kind === 'session-sold-out') {
    await steps.soldOut(e);
    return null;
  }
  if (outcome.kind === 'seat-unavailable') await steps.seatTaken?.(outcome.seatId);
  return runInAction(() => {
    const own = steps.ownOutcome?.(outcome);
    if (own !== undefined) return own;
    if (outcome.kind === 'code-required') steps.form.codePrompt = outcome.message;
    else steps.form.submitError = outcome.message;
    return null;
  });
}

/** `reserveInChain` with the form marked as submitting meanwhile. */
export async function reserveSubmitting(form: ReservingForm, input: ReserveInChainInput): Promise<void> {
  runInAction(() => (form.submitting = true));
  try {
    await reserveInChain(input);
  } finally {
    runInAction(() => (form.submitting = false));
  }
}

export interface SoldOutRecovery {
  form: ReservingForm;
  /** The session that sold out and its venue date. */
  session: EventSession;
  date: string;
  ticketCount: number;
  timezone: string;
  reloadSessions(): Promise<unknown>;
  /** The sessions offered once reloaded. */
  sessions(): EventSession[];
  clearSession(): void;
  clearDate(): void;
  reloadDates(): Promise<void>;
}

/**
 * Spec 01 §8 `event_session_sold_out`: the sessions reload; if another can still take the
 * tickets the session is cleared, otherwise the dates reload and the date is cleared.
 */
export async function recoverFromSoldOut(r: SoldOutRecovery): Promise<void> {
  await r.reloadSessions();
  if (anotherSessionHasRoom(r.sessions(), r.session.id, r.ticketCount)) {
    runInAction(() => {
      r.clearSession();
      r.form.submitError = sessionSoldOutMessage(r.session.start, r.timezone);
    });
    return;
  }
  runInAction(() => {
    r.clearDate();
    r.form.submitError = dateSoldOutMessage(r.date, r.timezone);
  });
  await r.reloadDates();
}
