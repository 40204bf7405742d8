import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  dayRangeInZone,
  errorMessage,
  type Api,
  type CalendarDate,
  type PricedSession,
  type Quantities,
} from '@storefront/shared';

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * The dates and sessions found for one set of quantities (spec 01 §4 "Quantity-first
 * flow"): the calendar priced for them, a chosen date, its priced sessions, a chosen session.
 * New quantities mean a new search, so "changing quantities resets dates and sessions" holds
 * by construction.
 */
export class DateSearch {
  calendarStatus: LoadStatus = 'loading';
  dates: CalendarDate[] = [];
  selectedDate: string | null = null;
  sessionsStatus: LoadStatus | null = null;
  sessions: PricedSession[] = [];
  selectedSessionId: string | null = null;
  /** A failure loading the sessions of the chosen date. */
  sessionsError: string | null = null;
  /** Bumped by every date change, so an answer for an earlier choice is dropped. */
  #sessionsRequest = 0;

  constructor(
    private readonly api: Api,
    readonly eventId: string,
    readonly timezone: string,
    /** Non-zero counts only. */
    readonly quantities: Quantities,
    private readonly format: 'price' | 'extended',
  ) {
    makeAutoObservable<DateSearch, 'api' | 'format'>(
      this,
      { api: false, format: false, eventId: false, timezone: false, quantities: false, dates: observableRef, sessions: observableRef },
      { autoBind: true },
    );
  }

  get selectedSession(): PricedSession | null {
    return this.sessions.find((s) => s.id === this.selectedSessionId) ?? null;
  }
  /** The calendar is loaded, and the chosen date's sessions too. */
  get ready(): boolean {
    return this.calendarStatus === 'ready' && (this.selectedDate === null || this.sessionsStatus === 'ready');
  }

  /** `POST events/{id}/calendar` for the quantities; rejects with the API error. */
  async loadCalendar(): Promise<CalendarDate[]> {
    this.calendarStatus = 'loading';
    try {
      const dates = await this.api.events.getPricedCalendar(this.eventId, this.quantities, { format: this.format });
      runInAction(() => {
        this.dates = dates;
        this.calendarStatus = 'ready';
      });
      return dates;
    } catch (e) {
      runInAction(() => (this.calendarStatus = 'error'));
      throw e;
    }
  }

  async selectDate(date: string): Promise<PricedSession[]> {
    this.clearDate();
    this.selectedDate = date;
    return this.loadSessions();
  }

  /** `POST events/{id}/sessions` for the chosen venue-local day, priced for the quantities. */
  async loadSessions(): Promise<PricedSession[]> {
    const date = this.selectedDate;
    if (date === null) return [];
    const request = ++this.#sessionsRequest;
    this.sessionsStatus = 'loading';
    this.sessionsError = null;
    const { from, to } = dayRangeInZone(date, this.timezone);
    try {
      const sessions = await this.api.events.getPricedSessions(this.eventId, this.quantities, { from, to });
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
          this.sessionsError = errorMessage(e);
        });
      }
      return [];
    }
  }

  /** 'Change date': back to the dates; the sessions go. */
  clearDate(): void {
    this.#sessionsRequest++;
    this.selectedDate = null;
    this.sessionsStatus = null;
    this.sessions = [];
    this.selectedSessionId = null;
    this.sessionsError = null;
  }

  selectSession(sessionId: string | null): void {
    this.selectedSessionId = sessionId;
  }
}
