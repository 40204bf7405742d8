import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  dayRangeInZone,
  errorMessage,
  toApiError,
  type Api,
  type CalendarDate,
  type CartStore,
  type EventDetail,
  type PricedSession,
  type Quantities,
  type TicketType,
} from '@storefront/shared';
import { validateQuantityFirst, type QuantityFirstField } from './quantity-first-schema';

/** Spec 01 §9: at most 8 date buttons. */
export const MAX_DATE_BUTTONS = 8;
/** Spec 01 §8 `validation_failed (event_calendar)`. */
export const TOO_MANY_TYPES_MESSAGE = 'You can only select up to 10 different types of tickets.';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type SubmitResult = { ok: true } | { ok: false; firstInvalid: QuantityFirstField | null };

export interface QuantityFirstFormOptions {
  /** Prices shown on dates and sessions: the calendar asks `_format=price`, else `extended`. */
  showPrices?: boolean;
}

/**
 * The quantity-first reservation form (spec 01 §4 "Quantity-first flow"): quantities
 * open → 'Find available tickets' closes them and loads the calendar priced for them →
 * a date (loads its priced sessions) → a session → survey, admit details and submit.
 */
export class QuantityFirstFormStore {
  event: EventDetail;
  quantities: Quantities = {};
  quantitiesOpen = true;
  calendarStatus: LoadStatus = 'idle';
  dates: CalendarDate[] = [];
  /** A calendar failure, shown in an error box by the reopened quantities. */
  calendarError: string | null = null;
  selectedDate: string | null = null;
  sessionsStatus: LoadStatus = 'idle';
  sessions: PricedSession[] = [];
  selectedSessionId: string | null = null;
  fieldErrors: Partial<Record<QuantityFirstField, string>> = {};
  submitting = false;
  submitError: string | null = null;

  readonly #api: Api;
  readonly #cart: CartStore;
  readonly #showPrices: boolean;
  /** Bumped by every reset, so answers to superseded requests are dropped. */
  #calendarRequest = 0;
  #sessionsRequest = 0;

  constructor(api: Api, cart: CartStore, event: EventDetail, { showPrices = true }: QuantityFirstFormOptions = {}) {
    this.#api = api;
    this.#cart = cart;
    this.#showPrices = showPrices;
    this.event = event;
    makeAutoObservable(this, { event: observableRef, dates: observableRef, sessions: observableRef }, { autoBind: true });
  }

  get ticketTypes(): TicketType[] {
    return this.event.ticketGroups.flatMap((group) => group.ticketTypes);
  }
  get ticketCount(): number {
    return Object.values(this.quantities).reduce((sum, n) => sum + n, 0);
  }
  /** Quantities closed by 'Find available tickets' (and not reopened). */
  get found(): boolean {
    return !this.quantitiesOpen;
  }
  get dateButtons(): CalendarDate[] {
    return this.dates.slice(0, MAX_DATE_BUTTONS);
  }
  get selectedSession(): PricedSession | null {
    return this.sessions.find((s) => s.id === this.selectedSessionId) ?? null;
  }
  /** The price of a type: the chosen session's price for these quantities, else the base price. */
  priceOf(type: TicketType): number {
    return this.selectedSession?.prices[type.id] ?? type.priceMinor;
  }
  get totalMinor(): number {
    return this.ticketTypes.reduce((sum, type) => sum + this.priceOf(type) * (this.quantities[type.id] ?? 0), 0);
  }
  /** A shown date or session costs more than the base prices: the legend says so. */
  get priceIncrease(): boolean {
    return this.dates.some((d) => d.priceIncrease) || this.sessions.some((s) => s.priceIncrease);
  }
  /** Spec 01 §4: disabled while submitting, while the calendar or the chosen date's sessions are not loaded. */
  get submitDisabled(): boolean {
    return (
      this.submitting ||
      (this.found && this.calendarStatus !== 'ready') ||
      (this.selectedDate !== null && this.sessionsStatus !== 'ready')
    );
  }

  /** A new event: everything chosen so far goes. */
  setEvent(event: EventDetail): void {
    if (event === this.event) return;
    this.event = event;
    this.quantities = {};
    this.quantitiesOpen = true;
    this.calendarError = null;
    this.#resetDates();
  }

  setQuantity(ticketTypeId: string, count: number): void {
    if (!this.quantitiesOpen) return;
    this.quantities = { ...this.quantities, [ticketTypeId]: count };
    delete this.fieldErrors.quantities;
    delete this.fieldErrors.find;
    this.#resetDates();
  }

  /** The 'Change' button on the closed quantities. */
  reopenQuantities(): void {
    this.quantitiesOpen = true;
  }

  /** 'Find available tickets': closes the quantities and loads the calendar priced for them. */
  async findTickets(): Promise<boolean> {
    this.submitError = null;
    this.calendarError = null;
    const errors = validateQuantityFirst({ quantities: this.ticketCount, found: true, date: null, session: null });
    this.fieldErrors = errors.quantities ? { quantities: errors.quantities } : {};
    if (errors.quantities) return false;

    this.#resetDates();
    this.quantitiesOpen = false;
    this.calendarStatus = 'loading';
    const request = ++this.#calendarRequest;
    const quantities = this.#chosenQuantities();
    try {
      const dates = await this.#api.events.getPricedCalendar(this.event.id, quantities, {
        format: this.#showPrices ? 'price' : 'extended',
      });
      if (request !== this.#calendarRequest) return false;
      runInAction(() => {
        this.dates = dates;
        this.calendarStatus = 'ready';
      });
      return true;
    } catch (e) {
      if (request !== this.#calendarRequest) return false;
      const err = toApiError(e);
      runInAction(() => {
        // Spec 01 §8: a calendar failure shows its message and reopens the quantities.
        this.calendarStatus = 'error';
        this.calendarError = err.is('validation_failed', 'event_calendar') ? TOO_MANY_TYPES_MESSAGE : errorMessage(err);
        this.quantitiesOpen = true;
      });
      return false;
    }
  }

  async selectDate(date: string): Promise<void> {
    this.#resetSessions();
    this.selectedDate = date;
    delete this.fieldErrors.date;
    await this.loadSessions();
  }

  /** The chosen date's sessions, priced for the quantities. */
  async loadSessions(): Promise<PricedSession[]> {
    const date = this.selectedDate;
    if (date === null) return [];
    this.sessionsStatus = 'loading';
    const request = ++this.#sessionsRequest;
    const { from, to } = dayRangeInZone(date, this.event.timezone);
    try {
      const sessions = await this.#api.events.getPricedSessions(this.event.id, this.#chosenQuantities(), { from, to });
      if (request !== this.#sessionsRequest) return [];
      runInAction(() => {
        this.sessions = sessions;
        this.sessionsStatus = 'ready';
      });
      return sessions;
    } catch (e) {
      if (request === this.#sessionsRequest) {
        runInAction(() => {
          this.sessionsStatus = 'error';
          this.submitError = errorMessage(e);
        });
      }
      return [];
    }
  }

  /** 'Change date': back to the date choices; the sessions go. */
  clearDate(): void {
    this.#resetSessions();
    this.selectedDate = null;
  }

  selectSession(sessionId: string): void {
    this.selectedSessionId = sessionId;
    delete this.fieldErrors.session;
  }

  /** Spec 01 §5: checks every shown input; answers the first invalid one so the form can focus it. */
  validate(): QuantityFirstField | null {
    this.fieldErrors = validateQuantityFirst({
      quantities: this.ticketCount,
      found: this.found,
      date: this.selectedDate,
      session: this.selectedSessionId,
    });
    return FIELD_ORDER.find((field) => this.fieldErrors[field]) ?? null;
  }

  async submit(): Promise<SubmitResult> {
    this.submitError = null;
    if (this.submitDisabled) return { ok: false, firstInvalid: null };
    const firstInvalid = this.validate();
    if (firstInvalid) return { ok: false, firstInvalid };
    this.submitting = true;
    const sessionId = this.selectedSessionId!;
    const items = this.ticketTypes.flatMap((type) =>
      Array.from({ length: this.quantities[type.id] ?? 0 }, () => ({ ticketTypeId: type.id, sessionId })),
    );
    try {
      await this.#cart.reserve({ items });
      runInAction(() => (this.submitting = false));
      return { ok: true };
    } catch (e) {
      runInAction(() => {
        this.submitting = false;
        this.submitError = errorMessage(e);
      });
      return { ok: false, firstInvalid: null };
    }
  }

  #chosenQuantities(): Quantities {
    return Object.fromEntries(Object.entries(this.quantities).filter(([, n]) => n > 0));
  }

  #resetSessions(): void {
    this.#sessionsRequest++;
    this.sessions = [];
    this.sessionsStatus = 'idle';
    this.selectedSessionId = null;
  }

  #resetDates(): void {
    this.#calendarRequest++;
    this.#resetSessions();
    this.dates = [];
    this.calendarStatus = 'idle';
    this.selectedDate = null;
  }
}

const FIELD_ORDER: QuantityFirstField[] = ['quantities', 'find', 'date', 'session'];
