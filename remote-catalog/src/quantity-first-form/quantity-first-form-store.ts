import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  errorMessage,
  toApiError,
  type Api,
  type CartStore,
  type EventDetail,
  type EventSession,
  type PricedSession,
  type Quantities,
  type SellerConfigStore,
} from '@storefront/shared';
import { AdmitDetails } from '../admit-details/admit-details';
import { buildReserveRequest } from '../reservation/build-reserve-request';
import { attemptReservation, retryWithCode, soldOutRecovery, type ReservationOutcome } from '../reservation/reserve-flow';
import { SubmitState } from '../reservation/submit-state';
import { reserveInChain } from '../upsells/reserve-in-chain';
import { SurveyAnswers } from '../survey-questions/survey-answers';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { findSessionById } from '../reserve-query/find-session';
import { offeredSessions } from '../upsells/offered-sessions';
import { visitWindowOf } from '../upsells/upsell-chain';
import { DateSearch } from './date-search';
import { loadValidationRules, type ValidationRules } from '../reservation/validation-rules';
import { validateQuantityFirst, type QuantityFirstField } from './quantity-first-schema';

/** Spec 01 §8 `validation_failed (event_calendar)`: the calendar takes at most 10 ticket types. */
export const TOO_MANY_TYPES_MESSAGE = 'You can only select up to 10 different types of tickets.';

/** What the form focuses after a failed submit: one of its groups, or a survey or admit input by DOM id. */
export type FocusTarget = 'quantities' | QuantityFirstField | { domId: string };
export type SubmitResult = { ok: true; groupIds: string[] } | { ok: false; focus: FocusTarget | null };

export interface QuantityFirstFormOptions {
  /** Prices shown on dates and sessions: the calendar asks `_format=price`, else `extended`. */
  showPrices?: boolean;
}

const sameQuantities = (a: Quantities, b: Quantities) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, n]) => b[id] === n);

/**
 * The quantity-first reservation form (spec 01 §4 "Quantity-first flow"): quantities open →
 * 'Find available tickets' closes them and loads the calendar priced for them → a date (its
 * priced sessions load) → a session → survey, admit details and submit.
 */
export class QuantityFirstFormStore {
  readonly selection: QuantitySelection;
  readonly survey: SurveyAnswers;
  readonly admit: AdmitDetails;
  quantitiesOpen = true;
  /** The last search; it holds only while the quantities are those it was made for (see `current`). */
  search: DateSearch | null = null;
  /** A calendar failure, shown in an error box by the reopened quantities. */
  calendarError: string | null = null;
  fieldErrors: Partial<Record<QuantityFirstField, string>> = {};
  /** Submitting, the form's error and the code-required modal. */
  readonly submitState = new SubmitState();
  /** Promo codes from the `code` query parameter, applied after reserving. */
  codesAfter: string[] = [];
  /** A query-parameter problem shown as a warning (`reserve=warn`). */
  queryWarning: string | null = null;
  /** `reserve=strict` with a query problem: the form gives way to an unavailable message. */
  queryBlocked = false;

  readonly #api: Api;
  readonly #cart: CartStore;
  readonly #config: SellerConfigStore;
  readonly #showPrices: boolean;

  constructor(api: Api, cart: CartStore, config: SellerConfigStore, readonly event: EventDetail, { showPrices = true }: QuantityFirstFormOptions = {}) {
    this.#api = api;
    this.#cart = cart;
    this.#config = config;
    this.#showPrices = showPrices;
    this.selection = new QuantitySelection({ groups: event.ticketGroups });
    this.survey = new SurveyAnswers(this.selection);
    this.admit = new AdmitDetails(this.selection);
    makeAutoObservable(
      this,
      { event: false, search: observableRef, selection: false, survey: false, admit: false, submitState: false },
      { autoBind: true },
    );
  }

  get submitting(): boolean {
    return this.submitState.submitting;
  }
  get submitError(): string | null {
    return this.submitState.error;
  }
  /** The code-required rule's message while its modal is open; null when closed. */
  get codePrompt(): string | null {
    return this.submitState.codePrompt;
  }
  /** The search for the quantities as they are: changing them resets dates and sessions. */
  get current(): DateSearch | null {
    return this.search && sameQuantities(this.search.quantities, this.selection.byType) ? this.search : null;
  }
  /** 'Find available tickets' has closed the quantities. */
  get found(): boolean {
    return !this.quantitiesOpen && this.current !== null;
  }
  get anchorInCart(): boolean {
    return this.#cart.hasAnchor;
  }
  /** The chosen date's sessions offered: no conflict with other events' sessions in the cart, within an anchor's visit window. */
  get visibleSessions(): PricedSession[] {
    return offeredSessions(this.current?.sessions ?? [], {
      event: this.event,
      cartItems: this.#cart.cart?.items ?? [],
      paddingMinutes: this.#config.conflictPaddingMinutes,
      anchorInCart: this.anchorInCart,
      visitWindow: visitWindowOf(this.#cart),
    });
  }
  /** The seller advertises prices including outside fees (spec 01 §9). */
  get includeFees(): boolean {
    return this.#config.advertisePriceIncludingFees;
  }
  /** The total at the chosen session's prices (list prices before one is chosen), fees in when advertised. */
  get totalMinor(): number {
    return this.selection.totalMinor(this.current?.selectedSession?.prices, this.includeFees);
  }
  /** Spec 01 §4: disabled while submitting, while the calendar or the chosen date's sessions are not loaded. */
  get submitDisabled(): boolean {
    return this.submitting || (this.found && !this.current!.ready);
  }

  /** Preset counts (query parameters `quantity` and `select`) while the quantities are open. */
  presetQuantities(quantities: Quantities): void {
    if (!this.quantitiesOpen) return;
    for (const [typeId, n] of Object.entries(quantities)) this.selection.set(typeId, n);
  }

  /** A session by id (query parameter `session`); null when the platform does not know it (404), other failures throw. */
  findSession(sessionId: string): Promise<EventSession | null> {
    return findSessionById(this.#api, this.event.id, sessionId);
  }

  /** The 'Change' button on the closed quantities. */
  reopenQuantities(): void {
    this.quantitiesOpen = true;
  }

  /** 'Find available tickets': closes the quantities and loads the calendar priced for them. */
  async findTickets(): Promise<boolean> {
    this.submitState.clearError();
    this.calendarError = null;
    this.fieldErrors = {};
    if (!this.selection.validate()) return false;
    const search = new DateSearch(
      this.#api,
      this.event.id,
      this.event.timezone,
      { ...this.selection.byType },
      this.#showPrices ? 'price' : 'extended',
    );
    this.search = search;
    this.quantitiesOpen = false;
    try {
      await search.loadCalendar();
      return this.current === search;
    } catch (e) {
      if (this.search === search) runInAction(() => this.#calendarFailed(e));
      return false;
    }
  }

  /** Spec 01 §8: a calendar failure shows its message and reopens the quantities. */
  #calendarFailed(e: unknown): void {
    const err = toApiError(e);
    this.calendarError = err.is('validation_failed', 'event_calendar') ? TOO_MANY_TYPES_MESSAGE : errorMessage(err);
    this.search = null;
    this.quantitiesOpen = true;
  }

  async selectDate(date: string): Promise<void> {
    delete this.fieldErrors.date;
    await this.current?.selectDate(date);
  }
  /** 'Change date': the sessions go. */
  clearDate(): void {
    this.current?.clearDate();
  }
  selectSession(sessionId: string): void {
    delete this.fieldErrors.session;
    this.current?.selectSession(sessionId);
  }

  /** Spec 01 §5: checks every shown input with the shared rules; answers the first invalid one. */
  validate(rules: ValidationRules): FocusTarget | null {
    this.fieldErrors = {};
    if (this.selection.ticketCount === 0) {
      this.selection.validate();
      return 'quantities';
    }
    this.fieldErrors = validateQuantityFirst({
      found: this.found,
      date: this.current?.selectedDate ?? null,
      session: this.current?.selectedSessionId ?? null,
    }, rules);
    const field = (['find', 'date', 'session'] as const).find((f) => this.fieldErrors[f]);
    if (field) return field;
    if (!this.selection.validate()) return 'quantities';
    const surveyFirst = this.survey.validate(rules);
    const admitFirst = this.admit.validate(rules);
    const domId = surveyFirst ?? admitFirst;
    return domId ? { domId } : null;
  }

  async submit(): Promise<SubmitResult> {
    if (this.submitDisabled) return { ok: false, focus: null };
    const rules = this.submitState.start(loadValidationRules());
    return this.#apply(await attemptReservation(rules, this.validate, () => this.#reserve([])));
  }

  /** The code modal's submit: retries with the code; code errors reject so the modal shows them. */
  async retryWithCode(code: string): Promise<SubmitResult> {
    const outcome = await retryWithCode((codesBefore) => this.#reserve(codesBefore), code);
    this.submitState.closeCodePrompt();
    return this.#apply(outcome);
  }

  closeCodePrompt(): void {
    this.submitState.closeCodePrompt();
  }
  setCodesAfter(codes: string[]): void {
    this.codesAfter = codes;
  }
  setQueryProblem(mode: 'warn' | 'strict', message: string): void {
    if (mode === 'warn') this.queryWarning = message;
    else this.queryBlocked = true;
  }

  async #apply(outcome: ReservationOutcome<SubmitResult, FocusTarget>): Promise<SubmitResult> {
    if (outcome.kind === 'reserved') return outcome.result;
    if (outcome.kind === 'invalid') return { ok: false, focus: outcome.focus };
    if (outcome.refusal.kind === 'session-sold-out') await this.#soldOut();
    else this.submitState.show(outcome.refusal);
    return { ok: false, focus: null };
  }

  async #reserve(codesBefore: string[]): Promise<SubmitResult> {
    const session = this.current?.selectedSession;
    if (!session) return { ok: false, focus: 'session' };
    const groupIds = this.selection.groupsWithTickets.map((g) => g.id);
    const request = buildReserveRequest({
      quantities: this.selection,
      sessionId: session.id,
      admit: this.admit,
      survey: this.survey,
      codesBefore,
    });
    if (this.codesAfter.length) request.codesAfter = this.codesAfter;
    const input = { cart: this.#cart, config: this.#config, event: this.event, session, request, anchorInCart: this.anchorInCart };
    await this.submitState.busyWhile(reserveInChain(input));
    return { ok: true, groupIds };
  }

  /** Spec 01 §8 `event_session_sold_out`: the sessions reload, then the session or the date is cleared. */
  async #soldOut(): Promise<void> {
    const search = this.current;
    const session = search?.selectedSession;
    if (!search || !session) return;
    const date = search.selectedDate!;
    await search.loadSessions();
    const recovery = soldOutRecovery({ session, date, ticketCount: this.selection.ticketCount, timezone: this.event.timezone, sessions: this.visibleSessions });
    runInAction(() => {
      if (recovery.clear === 'session') search.selectSession(null);
      else search.clearDate();
      this.submitState.fail(recovery.message);
    });
    if (recovery.clear === 'date') await this.#reloadCalendar(search);
  }

  async #reloadCalendar(search: DateSearch): Promise<void> {
    try {
      await search.loadCalendar();
    } catch (err) {
      if (this.search === search) runInAction(() => this.#calendarFailed(err));
    }
  }
}
