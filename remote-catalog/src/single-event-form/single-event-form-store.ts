import { makeAutoObservable, runInAction } from 'mobx';
import {
  errorMessage,
  type Api,
  type CartStore,
  type EventDetail,
  type EventSession,
  type SellerConfigStore,
} from '@storefront/shared';
import { AdmitDetails } from '../admit-details/admit-details';
import { buildReserveRequest } from '../reservation/build-reserve-request';
import { sessionSoldOutMessage } from '../reservation/reserve-errors';
import { attemptReservation, retryWithCode, type ReservationOutcome } from '../reservation/reserve-flow';
import { SubmitState } from '../reservation/submit-state';
import { loadValidationRules, type ValidationRules } from '../reservation/validation-rules';
import { reserveInChain } from '../upsells/reserve-in-chain';
import { SurveyAnswers } from '../survey-questions/survey-answers';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { lowCapacityWarning } from '../session-picker/low-capacity';
import { FormSeats } from '../seat-selection/form-seats';
import { fetchSingleEventTickets, type SingleEventTickets } from './single-event-data';

/** `firstInvalid` value naming the quantities fieldset (the form focuses it through its ref). */
export const SINGLE_QUANTITIES_ID = 'cat-single-quantities';
/** `firstInvalid` value naming the 'Find seats' button (the form focuses it through its ref). */
export const SINGLE_SEATS_ID = 'cat-single-seats';

export type SingleEventState = 'loading' | 'ready' | 'unavailable' | 'error';
/** `firstInvalid`: the DOM id of the first invalid input, to scroll to and focus. */
export type SubmitResult = { ok: true } | { ok: false; firstInvalid: string | null };

/**
 * Spec 01 §4 "Single-event flow": load the event's one session and its ticket groups (or,
 * when every group is a discount-code purchase, the event's groups without a session),
 * then quantities, survey and admit details, then reserve (an anchor sets the visit window,
 * an upsell after an anchor joins the chain, as in the dated forms).
 */
export class SingleEventFormStore {
  state: SingleEventState = 'loading';
  session: EventSession | null = null;
  loadError: string | null = null;
  /** Submitting, the form's error and the code-required modal. */
  readonly submitState = new SubmitState();
  readonly quantities = new QuantitySelection({ groups: [] });
  readonly survey = new SurveyAnswers(this.quantities);
  readonly admit = new AdmitDetails(this.quantities);
  readonly seats: FormSeats;

  constructor(
    private readonly api: Api,
    private readonly cart: CartStore,
    private readonly config: SellerConfigStore,
    readonly event: EventDetail,
    /** What the storefront server fetched for the first screen: the form starts ready with it, without asking again. */
    firstScreen?: SingleEventTickets,
  ) {
    this.seats = new FormSeats(api, event.id, this.quantities);
    makeAutoObservable<SingleEventFormStore, 'api' | 'cart' | 'config'>(
      this,
      { api: false, cart: false, config: false, event: false, quantities: false, survey: false, admit: false, seats: false, submitState: false },
      { autoBind: true },
    );
    if (firstScreen) this.#ready(firstScreen);
  }

  get submitting(): boolean {
    return this.submitState.submitting;
  }
  get submitError(): string | null {
    return this.submitState.error;
  }
  /** The code-required modal's rule message; null = closed (spec 01 §8 `code_required`). */
  get codePrompt(): string | null {
    return this.submitState.codePrompt;
  }
  /** An anchor was in the cart before this reservation. */
  get anchorInCart(): boolean {
    return this.cart.hasAnchor;
  }
  get capacityWarning(): string | null {
    return this.session ? lowCapacityWarning(this.session.available, this.config.settings.remainingCapacityThreshold) : null;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      this.#ready(await fetchSingleEventTickets(this.api, this.event));
    } catch (e) {
      runInAction(() => {
        this.state = 'error';
        this.loadError = errorMessage(e);
      });
    }
  }

  /** Checks quantities, then survey and admit details with the shared rules; answers the first invalid input's id. */
  validate(rules: ValidationRules): string | null {
    if (!this.quantities.validate()) return SINGLE_QUANTITIES_ID;
    // All are checked, so every invalid input shows its error.
    const seatsValid = this.seats.validate();
    const firstSurvey = this.survey.validate(rules);
    const firstAdmit = this.admit.validate(rules);
    return seatsValid ? (firstSurvey ?? firstAdmit) : SINGLE_SEATS_ID;
  }

  /** Validates quantities, survey and admit details, then reserves. */
  async submit(): Promise<SubmitResult> {
    const rules = this.submitState.start(loadValidationRules());
    return this.#apply(await attemptReservation(rules, this.validate, () => this.#reserve([])));
  }

  /** Retries the reservation with the code from the code modal; code errors reject so the modal shows them. */
  async retryWithCode(code: string): Promise<SubmitResult> {
    const outcome = await retryWithCode((codesBefore) => this.#reserve(codesBefore), code);
    this.submitState.closeCodePrompt();
    return this.#apply(outcome);
  }

  closeCodePrompt(): void {
    this.submitState.closeCodePrompt();
  }

  async #apply(outcome: ReservationOutcome<{ ok: true }, string>): Promise<SubmitResult> {
    if (outcome.kind === 'reserved') return outcome.result;
    if (outcome.kind === 'invalid') return { ok: false, firstInvalid: outcome.focus };
    const { refusal } = outcome;
    if (refusal.kind === 'session-sold-out') await this.#soldOut();
    else {
      if (refusal.kind === 'seat-unavailable') await this.seats.seatTaken(refusal.seatId);
      this.submitState.show(refusal);
    }
    return { ok: false, firstInvalid: null };
  }

  async #reserve(codesBefore: string[]): Promise<{ ok: true }> {
    const request = buildReserveRequest({
      quantities: this.quantities,
      sessionId: this.session?.id ?? null,
      admit: this.admit,
      survey: this.survey,
      codesBefore,
      seats: this.seats.confirmedSeats,
    });
    const input = { cart: this.cart, config: this.config, event: this.event, session: this.session, request, anchorInCart: this.anchorInCart };
    await this.submitState.busyWhile(reserveInChain(input));
    this.seats.clear();
    return { ok: true };
  }

  /** Spec 01 §8: the session reloads and the message names the session's time. */
  async #soldOut(): Promise<void> {
    const message = this.session ? sessionSoldOutMessage(this.session.start, this.event.timezone) : null;
    await this.load();
    this.submitState.fail(message);
  }

  #ready({ session, ticketGroups }: SingleEventTickets): void {
    runInAction(() => {
      const open = ticketGroups.filter((g) => g.available && !g.soldOut && g.ticketTypes.length > 0);
      this.session = session;
      this.quantities.setGroups(open);
      this.quantities.setSession(session);
      this.quantities.reset();
      this.seats.setSession(session?.id ?? null);
      this.survey.reset();
      this.admit.reset();
      this.state = open.length === 0 ? 'unavailable' : 'ready';
    });
  }
}
