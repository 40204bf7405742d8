import { makeAutoObservable, runInAction } from 'mobx';
import {
  ApiError,
  errorMessage,
  formatTime,
  type Api,
  type CartStore,
  type EventDetail,
  type EventSession,
  type TicketGroup,
  type TicketType,
} from '@storefront/shared';
import { lowCapacityWarning } from './low-capacity';

/** Spec 01 §5: default per-type cap. */
export const MAX_TICKETS_PER_TYPE = 1000;
export const NO_TICKETS_MESSAGE = 'Please select at least one ticket to continue.';
export const SESSION_UNAVAILABLE_MESSAGE = 'Tickets are currently unavailable for this event.';

export type SingleEventState = 'loading' | 'ready' | 'unavailable' | 'error';
export type SubmitResult = { ok: true } | { ok: false; codeRequired?: boolean };

/** A discount-code purchase group: the flow skips the session (spec 01 §4). */
const isCodeGroup = (g: TicketGroup) => g.handler === 'codes';

/**
 * Spec 01 §4 "Single-event flow": load the event's one session and its ticket groups (or,
 * when every group is a discount-code purchase, the event's groups without a session),
 * then quantities, then reserve.
 */
export class SingleEventFormStore {
  state: SingleEventState = 'loading';
  session: EventSession | null = null;
  ticketGroups: TicketGroup[] = [];
  quantities: Record<string, number> = {};
  quantityError: string | null = null;
  submitError: string | null = null;
  submitting = false;
  loadError: string | null = null;
  /** The code-required modal is open (spec 01 §8 `rule_blocks_reserve` / `code_required`). */
  codeRequired = false;
  codeError: string | null = null;

  constructor(
    private readonly api: Api,
    private readonly cart: CartStore,
    readonly event: EventDetail,
    /** Seller web `remaining_capacity_threshold`. */
    readonly capacityThreshold: number | undefined,
  ) {
    makeAutoObservable<SingleEventFormStore, 'api' | 'cart'>(
      this,
      { api: false, cart: false, event: false, capacityThreshold: false },
      { autoBind: true },
    );
  }

  get codesOnly(): boolean {
    return this.event.ticketGroups.length > 0 && this.event.ticketGroups.every(isCodeGroup);
  }
  get ticketTypes(): TicketType[] {
    return this.ticketGroups.flatMap((g) => g.ticketTypes);
  }
  get ticketCount(): number {
    return Object.values(this.quantities).reduce((sum, n) => sum + n, 0);
  }
  get totalMinor(): number {
    return this.ticketTypes.reduce((sum, t) => sum + t.priceMinor * (this.quantities[t.id] ?? 0), 0);
  }
  get capacityWarning(): string | null {
    return this.session ? lowCapacityWarning(this.session.available, this.capacityThreshold) : null;
  }
  /** The 'Find seats' hook point: some group is seated. */
  get seated(): boolean {
    return this.ticketGroups.some((g) => g.handler === 'seated');
  }

  /** Per-type cap: the default limit, the group's max per order and the session's seats left (spec 01 §5). */
  maxFor(type: TicketType): number {
    const group = this.ticketGroups.find((g) => g.id === type.groupId);
    const own = this.quantities[type.id] ?? 0;
    const inGroup = group ? group.ticketTypes.reduce((sum, t) => sum + (this.quantities[t.id] ?? 0), 0) : 0;
    const groupRoom = group?.maxPerOrder != null ? group.maxPerOrder - inGroup + own : Infinity;
    const groupLeft = group?.capacityLeft != null ? group.capacityLeft - inGroup + own : Infinity;
    const seats = this.session?.available;
    const sessionRoom = seats == null ? Infinity : seats - this.ticketCount + own;
    return Math.max(0, Math.min(MAX_TICKETS_PER_TYPE, groupRoom, groupLeft, sessionRoom));
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      if (this.codesOnly) {
        runInAction(() => this.#ready(null, this.event.ticketGroups));
        return;
      }
      const [first] = await this.api.events.getSessions(this.event.id, { limit: 1, soldOut: false });
      if (!first) {
        runInAction(() => this.#ready(null, []));
        return;
      }
      const detail = await this.api.events.getSessionDetail(this.event.id, first.id);
      runInAction(() => this.#ready(detail.session, detail.ticketGroups));
    } catch (e) {
      runInAction(() => {
        this.state = 'error';
        this.loadError = errorMessage(e);
      });
    }
  }

  setQuantity(ticketTypeId: string, count: number): void {
    this.quantities = { ...this.quantities, [ticketTypeId]: count };
    this.quantityError = null;
  }

  closeCodeModal(): void {
    this.codeRequired = false;
    this.codeError = null;
  }

  /** Validates and reserves; `codesBefore` retries a code-required reservation with the entered code. */
  async submit(codesBefore?: string[]): Promise<SubmitResult> {
    this.submitError = null;
    if (this.ticketCount < 1) {
      this.quantityError = NO_TICKETS_MESSAGE;
      return { ok: false };
    }
    this.submitting = true;
    const sessionId = this.session?.id;
    const items = this.ticketTypes.flatMap((type) =>
      Array.from({ length: this.quantities[type.id] ?? 0 }, () => ({ ticketTypeId: type.id, sessionId })),
    );
    try {
      await this.cart.reserve({ items, codesBefore });
      runInAction(() => {
        this.submitting = false;
        this.closeCodeModal();
      });
      return { ok: true };
    } catch (e) {
      return runInAction(() => this.#failed(e, codesBefore !== undefined));
    }
  }

  #ready(session: EventSession | null, groups: TicketGroup[]): void {
    this.session = session;
    this.ticketGroups = groups.filter((g) => g.available && !g.soldOut && g.ticketTypes.length > 0);
    this.quantities = {};
    this.state = this.ticketGroups.length === 0 ? 'unavailable' : 'ready';
  }

  #failed(e: unknown, retriedWithCode: boolean): SubmitResult {
    this.submitting = false;
    if (e instanceof ApiError && e.code === 'rule_blocks_reserve' && e.extra.block_reason === 'code_required') {
      this.codeRequired = true;
      this.codeError = retriedWithCode ? errorMessage(e) : null;
      return { ok: false, codeRequired: true };
    }
    if (retriedWithCode && e instanceof ApiError && ['code_not_found', 'code_exhausted', 'no_code_benefit'].includes(e.code)) {
      this.codeError = errorMessage(e);
      return { ok: false, codeRequired: true };
    }
    this.closeCodeModal();
    if (e instanceof ApiError && e.code === 'event_session_sold_out' && this.session) {
      // Spec 01 §8: the sessions reload and the message names the session's time.
      const time = formatTime(this.session.start, this.event.timezone);
      void this.load().then(() =>
        runInAction(() => {
          this.submitError = `Tickets have sold out for the session at ${time}. Please select another session and try again.`;
        }),
      );
      return { ok: false };
    }
    this.submitError = errorMessage(e);
    return { ok: false };
  }
}
