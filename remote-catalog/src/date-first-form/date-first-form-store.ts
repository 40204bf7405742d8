import { makeAutoObservable, runInAction } from 'mobx';
import {
  dayRangeInZone,
  errorMessage,
  type Api,
  type CalendarDate,
  type CartStore,
  type EventDetail,
  type EventSession,
  type TicketType,
  reservationSchema,
  validateAll,
} from '@storefront/shared';

/** Spec 01 §9: at most 8 date buttons. */
export const MAX_DATE_BUTTONS = 8;
/** Spec 01 §5: default per-type cap. */
export const MAX_TICKETS_PER_TYPE = 1000;

export type FormField = 'date' | 'session' | 'quantities';
/** The order the fields appear in, so the first invalid one can be focused. */
const FIELD_ORDER: FormField[] = ['date', 'session', 'quantities'];
export type FormState = 'loading' | 'ready' | 'no-dates' | 'error';

/**
 * The date-first reservation form (spec 01 §4 "Reserve flow (date-first)"): load dates,
 * choose a date (loads its sessions), choose a session (resets quantities), set
 * quantities, submit into the cart.
 */
export class DateFirstFormStore {
  state: FormState = 'loading';
  dates: CalendarDate[] = [];
  selectedDate: string | null = null;
  sessions: EventSession[] = [];
  sessionsLoading = false;
  selectedSessionId: string | null = null;
  quantities: Record<string, number> = {};
  fieldErrors: Partial<Record<FormField, string>> = {};
  submitError: string | null = null;
  submitting = false;
  loadError: string | null = null;

  constructor(
    private readonly api: Api,
    private readonly cart: CartStore,
    readonly event: EventDetail,
  ) {
    makeAutoObservable<DateFirstFormStore, 'api' | 'cart'>(this, { api: false, cart: false, event: false }, { autoBind: true });
  }

  get ticketTypes(): TicketType[] {
    return this.event.ticketGroups.flatMap((group) => group.ticketTypes);
  }
  get dateButtons(): CalendarDate[] {
    return this.dates.slice(0, MAX_DATE_BUTTONS);
  }
  get selectedSession(): EventSession | null {
    return this.sessions.find((s) => s.id === this.selectedSessionId) ?? null;
  }
  get ticketCount(): number {
    return Object.values(this.quantities).reduce((sum, n) => sum + n, 0);
  }
  get totalMinor(): number {
    return this.ticketTypes.reduce((sum, type) => sum + type.priceMinor * (this.quantities[type.id] ?? 0), 0);
  }

  /** Per-type cap: the default limit, the group's max per order and the session's seats left (spec 01 §5). */
  maxFor(type: TicketType): number {
    const group = this.event.ticketGroups.find((g) => g.id === type.groupId);
    const inGroup = group ? group.ticketTypes.reduce((sum, t) => sum + (this.quantities[t.id] ?? 0), 0) : 0;
    const own = this.quantities[type.id] ?? 0;
    const groupRoom = group?.maxPerOrder != null ? group.maxPerOrder - inGroup + own : Infinity;
    const seatsLeft = this.selectedSession?.available;
    const sessionRoom = seatsLeft == null ? Infinity : seatsLeft - this.ticketCount + own;
    return Math.max(0, Math.min(MAX_TICKETS_PER_TYPE, groupRoom, sessionRoom));
  }

  async load(): Promise<void> {
    try {
      const dates = await this.api.events.getCalendar(this.event.id, {
        ticketGroupIds: this.event.ticketGroups.map((g) => g.id),
      });
      runInAction(() => {
        this.dates = dates;
        const open = dates.filter((d) => d.status === 'available');
        this.state = open.length === 0 ? 'no-dates' : 'ready';
        // Spec 01 §4: a single available date is preselected.
        if (open.length === 1) void this.selectDate(open[0]!.date);
      });
    } catch (e) {
      runInAction(() => {
        this.state = 'error';
        this.loadError = errorMessage(e);
      });
    }
  }

  async selectDate(date: string): Promise<void> {
    this.selectedDate = date;
    this.selectedSessionId = null;
    this.sessions = [];
    this.quantities = {};
    this.sessionsLoading = true;
    delete this.fieldErrors.date;
    const { from, to } = dayRangeInZone(date, this.event.timezone);
    try {
      const sessions = await this.api.events.getSessions(this.event.id, {
        from,
        to,
        ticketGroupIds: this.event.ticketGroups.map((g) => g.id),
      });
      runInAction(() => {
        if (this.selectedDate !== date) return;
        this.sessions = sessions;
        this.sessionsLoading = false;
      });
    } catch (e) {
      runInAction(() => {
        this.sessionsLoading = false;
        this.submitError = errorMessage(e);
      });
    }
  }

  clearDate(): void {
    this.selectedDate = null;
    this.selectedSessionId = null;
    this.sessions = [];
    this.quantities = {};
  }

  selectSession(sessionId: string): void {
    this.selectedSessionId = sessionId;
    this.quantities = {};
    delete this.fieldErrors.session;
  }

  setQuantity(ticketTypeId: string, count: number): void {
    this.quantities = { ...this.quantities, [ticketTypeId]: count };
    delete this.fieldErrors.quantities;
  }

  /** Validates, then reserves. Returns the first invalid field so the form can focus it. */
  async submit(): Promise<{ ok: true } | { ok: false; firstInvalid: FormField | null }> {
    this.submitError = null;
    const errors = validateAll(reservationSchema, {
      date: this.selectedDate,
      session: this.selectedSessionId,
      quantities: this.ticketCount,
    });
    this.fieldErrors = errors;
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) return { ok: false, firstInvalid };

    this.submitting = true;
    const sessionId = this.selectedSessionId!;
    const items = this.ticketTypes.flatMap((type) =>
      Array.from({ length: this.quantities[type.id] ?? 0 }, () => ({ ticketTypeId: type.id, sessionId })),
    );
    try {
      await this.cart.reserve({ items });
      runInAction(() => {
        this.submitting = false;
      });
      return { ok: true };
    } catch (e) {
      runInAction(() => {
        this.submitting = false;
        this.submitError = errorMessage(e);
      });
      return { ok: false, firstInvalid: null };
    }
  }
}
