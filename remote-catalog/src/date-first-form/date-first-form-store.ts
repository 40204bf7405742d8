import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  errorMessage,
  toVenueDate,
  type Api,
  type CalendarDate,
  type CartStore,
  type EventDetail,
  type EventSession,
  type Money,
  type SellerConfigStore,
  type TicketGroup,
} from '@storefront/shared';
import { AdmitDetails } from '../admit-details/admit-details';
import { CitypassCodes } from '../citypass/citypass-codes';
import { buildReserveRequest } from '../reservation/build-reserve-request';
import { attemptReservation, retryWithCode, soldOutRecovery, type ReservationOutcome } from '../reservation/reserve-flow';
import { reserveInChain } from '../upsells/reserve-in-chain';
import { SubmitState } from '../reservation/submit-state';
import type { PickerSession } from '../session-picker/session-option';
import { SurveyAnswers } from '../survey-questions/survey-answers';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { findSessionById } from '../reserve-query/find-session';
import { FormSeats } from '../seat-selection/form-seats';
import { offeredSessions } from '../upsells/offered-sessions';
import { visitWindowOf } from '../upsells/upsell-chain';
import { datedGroupsOf, fetchCalendarWindow, fetchSessionsOfDate, onlyOpenDate, type DateFirstFirstScreen } from './date-first-data';
import { loadValidationRules, type ValidationRules } from '../reservation/validation-rules';
import { validateDateFirst, type Admission, type DateFirstField } from './date-first-fields';

export type FormState = 'loading' | 'ready' | 'no-dates' | 'error';
/** What the form focuses after a failed submit: one of its groups, or a survey or admit input by DOM id. */
export type FocusTarget = DateFirstField | 'quantities' | 'seats' | { domId: string };
export type SubmitResult = { ok: true; groups: TicketGroup[] } | { ok: false; focus: FocusTarget | null };

export interface DateFirstFormOptions {
  /** Epoch ms now (tests pin it). */
  now?: () => number;
  /** What the storefront server fetched for the first screen: the form starts ready with it, without asking again. */
  firstScreen?: DateFirstFirstScreen;
}

/**
 * The date-first reservation form (spec 01 §4 "Reserve flow (date-first)"): loading → no
 * dates | error | ready; a date loads its sessions; a session loads its groups and resets
 * the quantities; flexible tickets skip date and session. Submit validates, reserves, sets
 * the anchor's visit window and answers the chosen groups.
 */
export class DateFirstFormStore {
  state: FormState = 'loading';
  loadError: string | null = null;
  dates: CalendarDate[] = [];
  /** The visitor's choice between single date admission and flexible tickets (when both exist). */
  admissionChoice: Admission | null = null;
  selectedDate: string | null = null;
  sessions: PickerSession[] = [];
  sessionsLoading = false;
  selectedSessionId: string | null = null;
  readonly selection: QuantitySelection;
  readonly survey: SurveyAnswers;
  readonly admit: AdmitDetails;
  /** The chosen session's seat picker and the seated groups' validation. */
  readonly seats: FormSeats;
  /** One CityPASS voucher per ticket when the event takes them (the event's `citypass` setting); else null. */
  readonly citypass: CitypassCodes | null;
  /** Flexible prices preset by the `price` query parameter: type id → minor units. */
  faceValues: Record<string, Money> = {};
  /** Promo codes applied after reserving (the `code` query parameter). */
  codesAfter: string[] = [];
  fieldErrors: Partial<Record<DateFirstField, string>> = {};
  /** Submitting, the form's error and the code-required modal. */
  readonly submitState = new SubmitState();
  /** A query-parameter problem shown as a warning (`reserve=warn`). */
  queryWarning: string | null = null;
  /** `reserve=strict` with a problem: the form gives way to a generic unavailable error. */
  queryBlocked = false;
  /** When the server asked for the dates it rendered (`DateFirstFirstScreen.askedAt`); null when the browser loaded them. */
  readonly datesAskedAt: number | null;

  readonly #api: Api;
  readonly #cart: CartStore;
  readonly #config: SellerConfigStore;
  readonly #now: () => number;

  constructor(api: Api, cart: CartStore, config: SellerConfigStore, readonly event: EventDetail, { now = Date.now, firstScreen }: DateFirstFormOptions = {}) {
    this.#api = api;
    this.#cart = cart;
    this.#config = config;
    this.#now = now;
    this.datesAskedAt = firstScreen?.askedAt ?? null;
    this.selection = new QuantitySelection({ groups: [] });
    this.survey = new SurveyAnswers(this.selection);
    this.admit = new AdmitDetails(this.selection);
    this.seats = new FormSeats(api, event.id, this.selection);
    this.citypass = event.settings.citypass ? new CitypassCodes(this.selection, config.settings.citypassCodeGroups) : null;
    makeAutoObservable(
      this,
      { event: false, selection: false, survey: false, admit: false, seats: false, citypass: false, submitState: false, datesAskedAt: false, dates: observableRef, sessions: observableRef },
      { autoBind: true },
    );
    if (firstScreen) runInAction(() => this.#start(firstScreen));
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
  get today(): string {
    return toVenueDate(this.#now(), this.event.timezone);
  }
  get flexibleGroups(): TicketGroup[] {
    return this.event.ticketGroups.filter((g) => g.isFlexible && g.available);
  }
  get datedGroups(): TicketGroup[] {
    return datedGroupsOf(this.event);
  }
  get openDates(): CalendarDate[] {
    return this.dates.filter((d) => d.status === 'available');
  }
  /** Flexible tickets exist beside dates: the visitor chooses first. */
  get offersChoice(): boolean {
    return this.flexibleGroups.length > 0 && this.openDates.length > 0;
  }
  /** The admission in effect: the visitor's choice, or the only kind there is. */
  get admission(): Admission | null {
    if (this.offersChoice) return this.admissionChoice;
    return this.openDates.length > 0 ? 'single' : this.flexibleGroups.length > 0 ? 'flexible' : null;
  }
  get anchorInCart(): boolean {
    return this.#cart.hasAnchor;
  }
  /** The sessions offered: no conflict with other events' sessions in the cart, and within an anchor's visit window. */
  get visibleSessions(): PickerSession[] {
    return offeredSessions(this.sessions, {
      event: this.event,
      cartItems: this.#cart.cart?.items ?? [],
      paddingMinutes: this.#config.conflictPaddingMinutes,
      anchorInCart: this.anchorInCart,
      visitWindow: visitWindowOf(this.#cart),
    });
  }
  get selectedSession(): PickerSession | null {
    return this.sessions.find((s) => s.id === this.selectedSessionId) ?? null;
  }
  /** Prices at the chosen session, when the sessions came priced. */
  get sessionPrices(): Record<string, Money> | undefined {
    const s = this.selectedSession;
    return s && 'prices' in s ? s.prices : undefined;
  }
  /** The seller advertises prices including outside fees (spec 01 §9). */
  get includeFees(): boolean {
    return this.#config.advertisePriceIncludingFees;
  }
  /** Σ quantity × shown price (face values for flexible types, fees when advertised). */
  get totalMinor(): Money {
    const prices = { ...this.sessionPrices, ...this.faceValues };
    return this.selection.totalMinor(prices, this.includeFees);
  }
  /** The CityPASS codes the visitor enters: the event takes them and the admission is not flexible (flexible tickets have no visit time to send them with). */
  get activeCitypass(): CitypassCodes | null {
    return this.admission === 'flexible' ? null : this.citypass;
  }
  /** The dates (unless the server sent them), then the date to preselect. */
  async load(): Promise<void> {
    try {
      if (this.state === 'loading') {
        const dates = await fetchCalendarWindow(this.#api, this.event, this.#now());
        runInAction(() => this.#showDates(dates));
      }
      const preset = this.#presetDate();
      if (preset && preset !== this.selectedDate) await this.selectDate(preset);
    } catch (e) {
      runInAction(() => {
        this.state = 'error';
        this.loadError = errorMessage(e);
      });
    }
  }

  /**
   * The cart's anchor date, once the cart is known: a server-rendered page restores the cart
   * only after hydrating (ADR 0017), after `load` may have run. Only while no date is chosen.
   */
  async presetAnchorDate(): Promise<void> {
    if (this.state !== 'ready' || this.selectedDate !== null || this.offersChoice) return;
    const anchorDate = this.#anchorDate();
    if (anchorDate) await this.selectDate(anchorDate);
  }

  /** Spec 01 §4: an anchor item in the cart preselects its date if available; else a single available date. */
  #presetDate(): string | null {
    if (this.admission !== 'single' || this.offersChoice) return null;
    return this.#anchorDate() ?? onlyOpenDate(this.event, this.dates);
  }

  /** The open date of the cart's anchor item, if any. */
  #anchorDate(): string | null {
    const anchor = this.#cart.cart?.items.find((i) => i.isAnchor && i.start);
    const anchorDate = anchor?.start ? toVenueDate(anchor.start, this.event.timezone) : null;
    return anchorDate && this.openDates.some((d) => d.date === anchorDate) ? anchorDate : null;
  }

  /** The server's first screen: its dates, and the date it chose by itself with that date's sessions. */
  #start({ dates, presetSessions }: DateFirstFirstScreen): void {
    this.#showDates(dates);
    const preset = onlyOpenDate(this.event, dates);
    if (preset && presetSessions) {
      this.selectedDate = preset;
      this.sessions = presetSessions;
    }
  }

  #showDates(dates: CalendarDate[]): void {
    this.dates = dates;
    this.state = this.openDates.length === 0 && this.flexibleGroups.length === 0 ? 'no-dates' : 'ready';
    if (this.admission === 'flexible') this.#showFlexible();
  }

  chooseAdmission(admission: Admission): void {
    this.admissionChoice = admission;
    delete this.fieldErrors.admission;
    this.#clearDate();
    if (admission === 'flexible') this.#showFlexible();
  }
  /** The 'Change' button: back to the admission choice. */
  changeAdmission(): void {
    this.admissionChoice = null;
    this.#clearDate();
  }

  async selectDate(date: string): Promise<void> {
    this.#clearDate();
    this.selectedDate = date;
    delete this.fieldErrors.date;
    await this.loadSessions();
  }
  clearDate(): void {
    this.#clearDate();
  }

  /** The sessions of the chosen date, priced per ticket type. */
  async loadSessions(): Promise<PickerSession[]> {
    const date = this.selectedDate;
    if (!date) return [];
    this.sessionsLoading = true;
    try {
      const sessions = await fetchSessionsOfDate(this.#api, this.event, date);
      runInAction(() => {
        if (this.selectedDate !== date) return;
        this.sessions = sessions;
        this.sessionsLoading = false;
      });
      return sessions;
    } catch (e) {
      runInAction(() => {
        this.sessionsLoading = false;
        this.submitState.fail(errorMessage(e));
      });
      return [];
    }
  }

  /** Spec 01 §4: a session brings its groups (the event's dated groups that are available) and resets the quantities. */
  selectSession(sessionId: string | null): void {
    this.selectedSessionId = sessionId;
    delete this.fieldErrors.session;
    const session = this.selectedSession;
    this.selection.setGroups(session ? this.datedGroups.filter((g) => g.available) : []);
    this.selection.setSession(session);
    this.selection.reset();
    this.seats.setSession(session?.id ?? null);
  }

  setFaceValue(typeId: string, minor: Money): void {
    this.faceValues = { ...this.faceValues, [typeId]: minor };
  }
  setCodesAfter(codes: string[]): void {
    this.codesAfter = codes;
  }
  setQueryProblem(mode: 'warn' | 'strict', message: string): void {
    if (mode === 'warn') this.queryWarning = message;
    else this.queryBlocked = true;
  }

  /** `session=next`: the first session still on sale. */
  async findNextSession(): Promise<EventSession | null> {
    const [next] = await this.#api.events.getSessions(this.event.id, {
      from: new Date(this.#now()).toISOString(),
      ticketGroupIds: this.datedGroups.map((g) => g.id),
      limit: 1,
      soldOut: false,
    });
    return next ?? null;
  }
  /** `session={id}`: the session, or null when the platform does not know it. */
  findSession(sessionId: string): Promise<EventSession | null> {
    return findSessionById(this.#api, this.event.id, sessionId);
  }

  /** Spec 01 §5: checks every shown input with the shared rules; answers the first invalid one. */
  validate(rules: ValidationRules): FocusTarget | null {
    this.fieldErrors = validateDateFirst({ admission: this.admission, date: this.selectedDate, session: this.selectedSessionId }, rules);
    const field = (['admission', 'date', 'session'] as const).find((f) => this.fieldErrors[f]);
    if (field) return field;
    if (!this.selection.validate()) return 'quantities';
    // Every shown input is checked (spec 01 §5); the first invalid one gets the focus.
    const seatsValid = this.seats.validate();
    const citypassFirst = this.activeCitypass?.validate() ?? null;
    const surveyFirst = this.survey.validate(rules);
    const admitFirst = this.admit.validate(rules);
    if (!seatsValid) return 'seats';
    const domId = citypassFirst ?? surveyFirst ?? admitFirst;
    return domId ? { domId } : null;
  }

  async submit(): Promise<SubmitResult> {
    if (this.submitting) return { ok: false, focus: null };
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

  async #apply(outcome: ReservationOutcome<SubmitResult & { ok: true }, FocusTarget>): Promise<SubmitResult> {
    if (outcome.kind === 'reserved') return outcome.result;
    if (outcome.kind === 'invalid') return { ok: false, focus: outcome.focus };
    const { refusal } = outcome;
    if (refusal.kind === 'session-sold-out') {
      await this.#soldOut();
      return { ok: false, focus: null };
    }
    if (refusal.kind === 'seat-unavailable') await this.seats.seatTaken(refusal.seatId);
    return runInAction(() => {
      const citypass = this.activeCitypass;
      if (refusal.kind === 'citypass' && citypass) {
        const domId = citypass.showServerError(refusal.code, refusal.message);
        return { ok: false, focus: domId ? { domId } : null };
      }
      this.submitState.show(refusal);
      return { ok: false, focus: null };
    });
  }

  async #reserve(codesBefore: string[]): Promise<SubmitResult & { ok: true }> {
    const flexible = this.admission === 'flexible';
    const session = flexible ? null : this.selectedSession;
    const groups = this.selection.groupsWithTickets;
    const request = buildReserveRequest({
      quantities: this.selection,
      sessionId: session?.id ?? null,
      admit: this.admit,
      survey: this.survey,
      faceValues: this.faceValues,
      codesBefore,
      seats: this.seats.confirmedSeats,
    });
    if (this.codesAfter.length) request.codesAfter = this.codesAfter;
    // CityPASS vouchers travel in apply_code_before and win over an unlock code (they are not combined).
    const citypass = this.activeCitypass;
    if (citypass && session) request.citypass = { codes: citypass.codes, visitDatetime: session.start };
    const input = { cart: this.#cart, config: this.#config, event: this.event, session, request, anchorInCart: this.anchorInCart };
    await this.submitState.busyWhile(reserveInChain(input));
    this.seats.clear();
    return { ok: true, groups };
  }

  /** Spec 01 §8 `event_session_sold_out`: the sessions reload, then the session or the date is cleared. */
  async #soldOut(): Promise<void> {
    const session = this.selectedSession;
    const date = this.selectedDate;
    if (!session || !date) return;
    await this.loadSessions();
    const recovery = soldOutRecovery({ session, date, ticketCount: this.selection.ticketCount, timezone: this.event.timezone, sessions: this.visibleSessions });
    runInAction(() => {
      if (recovery.clear === 'session') this.selectSession(null);
      else this.#clearDate();
      this.submitState.fail(recovery.message);
    });
    if (recovery.clear === 'date') await this.#reloadDates();
  }

  async #reloadDates(): Promise<void> {
    try {
      const dates = await fetchCalendarWindow(this.#api, this.event, this.#now());
      runInAction(() => (this.dates = dates));
    } catch {
      // The old dates stay; the sold-out message already tells the visitor what happened.
    }
  }

  #showFlexible(): void {
    this.selection.setGroups(this.flexibleGroups);
    this.selection.setSession(null);
    this.selection.reset();
    this.seats.setSession(null);
  }

  #clearDate(): void {
    this.selectedDate = null;
    this.sessions = [];
    this.sessionsLoading = false;
    this.selectedSessionId = null;
    if (this.admission !== 'flexible') {
      this.selection.setGroups([]);
      this.selection.setSession(null);
      this.seats.setSession(null);
    }
    this.selection.reset();
  }
}
