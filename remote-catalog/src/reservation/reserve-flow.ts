/**
 * The reservation sequence of the reservation forms (date-first, quantity-first, single-event,
 * add-one): validate with the shared rules, then reserve; and the code modal's retry. Each
 * answers an outcome that the form applies to its own `SubmitState` and choices (spec 01 §8:
 * sold out recovers, a seat taken is dropped, a required code opens the modal, anything else is
 * the form's error). The rules themselves live in `reserve-errors` and `upsells/reserve-in-chain`.
 */
import { isCodeProblem, type EventSession } from '@storefront/shared';
import type { ValidationRules } from './validation-rules';
import { anotherSessionHasRoom } from '../upsells/reserve-in-chain';
import { dateSoldOutMessage, reserveOutcome, sessionSoldOutMessage, type ReserveOutcome } from './reserve-errors';

export type ReservationOutcome<Ok, Focus> =
  /** Reserved: what the form's reserve answered. */
  | { kind: 'reserved'; result: Ok }
  /** An input is invalid (its error is shown by the input); nothing was reserved. */
  | { kind: 'invalid'; focus: Focus }
  /** The reservation failed: the spec 01 §8 refusal and the error it was read from. */
  | Refused;

type Refused = { kind: 'refused'; refusal: ReserveOutcome; error: unknown };
/** The code modal's retry validates nothing: reserved or refused. */
export type RetryOutcome<Ok> = { kind: 'reserved'; result: Ok } | Refused;

/**
 * The form's submit: once `rules` loaded (a failure to load is refused with the generic
 * message, as any failure outside the API is), `validate` answers the first invalid input, if
 * any; otherwise `reserve` reserves, throwing the API's error.
 */
export async function attemptReservation<Ok, Focus>(
  rules: Promise<ValidationRules>,
  validate: (rules: ValidationRules) => Focus | null,
  reserve: () => Promise<Ok>,
): Promise<ReservationOutcome<Ok, Focus>> {
  try {
    const focus = validate(await rules);
    if (focus) return { kind: 'invalid', focus };
    return { kind: 'reserved', result: await reserve() };
  } catch (error) {
    return refused(error);
  }
}

/** The code modal's submit: `reserve` with the code applied first; code errors reject so the modal shows them. */
export async function retryWithCode<Ok>(reserve: (codesBefore: string[]) => Promise<Ok>, code: string): Promise<RetryOutcome<Ok>> {
  try {
    return { kind: 'reserved', result: await reserve([code]) };
  } catch (error) {
    if (isCodeProblem(error)) throw error;
    return refused(error);
  }
}

// An unknown visit time setting (VisitTimeError) and any other non-API failure end in the generic message.
const refused = (error: unknown): Refused => ({ kind: 'refused', refusal: reserveOutcome(error), error });

/** What a dated form clears after `event_session_sold_out`, and the message it shows. */
export type SoldOutRecovery = { clear: 'session'; message: string } | { clear: 'date'; message: string };

export interface SoldOutSituation {
  /** The session that sold out and its venue date. */
  session: EventSession;
  date: string;
  ticketCount: number;
  timezone: string;
  /** The sessions offered once reloaded. */
  sessions: EventSession[];
}

/**
 * Spec 01 §8 `event_session_sold_out`, once the sessions reloaded: if another session can
 * still take the tickets the session is cleared, otherwise the date is cleared (and the
 * dates reload).
 */
export function soldOutRecovery({ session, date, ticketCount, timezone, sessions }: SoldOutSituation): SoldOutRecovery {
  if (anotherSessionHasRoom(sessions, session.id, ticketCount)) {
    return { clear: 'session', message: sessionSoldOutMessage(session.start, timezone) };
  }
  return { clear: 'date', message: dateSoldOutMessage(date, timezone) };
}
