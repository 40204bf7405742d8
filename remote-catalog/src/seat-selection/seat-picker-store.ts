import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { bySeatName, errorMessage, seatStateOf, type Api, type Seat, type SeatMap, type SeatStates, type TicketGroup } from '@storefront/shared';
import type { SeatMapViewProps, SeatState } from './seat-map-view/seat-map-view-props';
import {
  autoSelect,
  deselect,
  isSelectable,
  remainingNeeds,
  seatNeeds,
  selectedCounts,
  totalOf,
  type ChosenSeat,
  type SeatNeeds,
  type SeatSelection,
  type SelectionChange,
} from './seat-selection';

export type PickerState = 'closed' | 'rendering' | 'open';

/** Spec 01 §9: the map opens 50 ms after 'Find seats' (the 'rendering' state meanwhile). */
export const SEAT_MAP_OPEN_DELAY_MS = 50;
/** Spec 01 §9: the focus moves this long after the map closes (once the modal has restored it). */
export const FOCUS_SHIFT_DELAY_MS = 100;
/** The benchmark measures the opening from this mark to the view's 'seat-map:painted'. */
export const SEAT_MAP_OPEN_MARK = 'seat-map:open';
/** A seat's fill when its group has no colour (spec 01 §3: the theme's). */
export const THEME_SEAT_COLOR = '#4b5563';

const STATE_WORDS: Record<SeatState, string> = { available: 'available', selected: 'selected', booked: 'sold out', unavailable: 'unavailable' };
const seats = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;

export type SeatView = Pick<SeatMapViewProps, 'stateOf' | 'colorOf' | 'isDimmed' | 'labelOf'>;

export interface SeatPickerOptions {
  eventId: string;
  sessionId: string;
  /** The form's `QuantitySelection` (or its two fields): the seats needed follow its quantities. */
  quantities: { groups: TicketGroup[]; byType: Record<string, number> };
}

/**
 * One session's seat picker (spec 01 §4 Seats): closed → rendering (50 ms) → open; the map
 * loads on the first opening and only the seats' states on the next (the geometry again when
 * its layout version changed). While open the visitor changes `selection`; 'Confirm
 * Selection' makes it `confirmed`, which the form validates and reserves. Closing without
 * confirming keeps the previous confirmed seats.
 */
export class SeatPickerStore {
  state: PickerState = 'closed';
  map: SeatMap | null = null;
  states: SeatStates = new Map();
  loading = false;
  loadError: string | null = null;
  /** The seats being chosen while the map is open: seat id → group id. */
  selection: SeatSelection = new Map();
  /** The seats of the last 'Confirm Selection', still held by this picker. */
  confirmed: SeatSelection = new Map();
  /** 'Select:': the group a click chooses for; null = All. */
  filterGroupId: string | null = null;
  /** Changes whenever the drawing must repaint (states, selection, filter, map). */
  revision = 0;
  error: string | null = null;
  /** The polite live region's text: what the last click changed. */
  announcement = '';

  readonly #api: Api;
  readonly #options: SeatPickerOptions;
  #openTimer: ReturnType<typeof setTimeout> | undefined;
  /** The map fetched ahead of the first opening (`preload`), while it is on its way. */
  #preloading: Promise<void> | null = null;

  constructor(api: Api, options: SeatPickerOptions) {
    this.#api = api;
    this.#options = options;
    makeAutoObservable(this, { map: observableRef, states: observableRef, selection: observableRef, confirmed: observableRef }, { autoBind: true });
  }

  get eventId(): string {
    return this.#options.eventId;
  }
  get sessionId(): string {
    return this.#options.sessionId;
  }
  get isOpen(): boolean {
    return this.state !== 'closed';
  }
  /** Seats needed per seated group, from the form's quantities. */
  get needs(): SeatNeeds {
    return seatNeeds(this.#options.quantities.groups, this.#options.quantities.byType);
  }
  /** The seated groups with tickets: the 'Select:' options. */
  get groups(): TicketGroup[] {
    return this.#options.quantities.groups.filter((g) => this.needs.has(g.id));
  }
  /** Every seated group of the session: the legend explains each colour on the map, chosen or not. */
  get seatedGroups(): TicketGroup[] {
    return this.#options.quantities.groups.filter((g) => g.handler === 'seated');
  }
  get groupNames(): ReadonlyMap<string, string> {
    return new Map(this.#options.quantities.groups.map((g) => [g.id, g.name]));
  }
  /** The needs a click serves: only the filtered group's when 'Select:' names one. */
  get #clickNeeds(): SeatNeeds {
    const filter = this.filterGroupId;
    return filter === null ? this.needs : new Map([...this.needs].filter(([id]) => id === filter));
  }
  get remaining(): SeatNeeds {
    return remainingNeeds(this.#clickNeeds, this.selection);
  }
  /** Every group has exactly its seats. */
  get isComplete(): boolean {
    const counts = selectedCounts(this.selection);
    return this.needs.size > 0 && [...this.needs].every(([id, n]) => counts.get(id) === n) && counts.size === this.needs.size;
  }
  get #seatsById(): Map<string, Seat> {
    return new Map((this.map?.seats ?? []).map((s) => [s.id, s]));
  }
  /** `selection` as the 'Selected Seats' list shows it: by seat name. */
  get selectedSeats(): ChosenSeat[] {
    return this.#chosen(this.selection);
  }
  /** The confirmed seats by seat name: the form's list and the reservation's seats. */
  get confirmedSeats(): ChosenSeat[] {
    return this.#chosen(this.confirmed);
  }
  get initialFocusSeatId(): string | null {
    const first = this.selectedSeats[0]?.id;
    if (first) return first;
    const { stateOf, isDimmed } = this.seatView;
    return this.map?.seats.find((s) => stateOf(s) === 'available' && !isDimmed(s))?.id ?? null;
  }

  /**
   * The drawing's per-seat answers (state, fill, dimming, accessible name) over one snapshot
   * of the states, the selection and the needs: a paint asks them for every seat (10,000 in
   * the arena), so nothing is recomputed per seat.
   */
  get seatView(): SeatView {
    const { states, selection, filterGroupId, remaining, groupNames } = this;
    const colors = new Map(this.#options.quantities.groups.flatMap((g) => (g.color ? [[g.id, g.color] as const] : [])));
    const stateOf = (seat: Seat): SeatState => (selection.has(seat.id) ? 'selected' : seatStateOf(states, seat.id));
    return {
      stateOf,
      colorOf: (seat) => colors.get(selection.get(seat.id) ?? seat.groupIds.find((id) => colors.has(id)) ?? '') ?? THEME_SEAT_COLOR,
      // Filtered out by 'Select:', or an available seat no group still needing seats sells (narrowing).
      isDimmed: (seat) =>
        !selection.has(seat.id) &&
        ((filterGroupId !== null && !seat.groupIds.includes(filterGroupId)) ||
          (seatStateOf(states, seat.id) === 'available' && !isSelectable(seat, states, selection, remaining))),
      // 'Stalls, row C, seat 12, Premium, available'
      labelOf: (seat) =>
        [seat.section, `row ${seat.row}`, `seat ${seat.number}`, ...seat.groupIds.flatMap((id) => groupNames.get(id) ?? []), STATE_WORDS[stateOf(seat)]].join(', '),
    };
  }

  /** 'Find seats' or 'Change selected seats': the confirmed seats to start from, the map after 50 ms; resolves once loaded. */
  open(): Promise<void> {
    if (this.state !== 'closed') return Promise.resolve();
    globalThis.performance?.mark?.(SEAT_MAP_OPEN_MARK);
    this.selection = this.confirmed;
    this.error = null;
    this.announcement = '';
    this.state = 'rendering';
    this.#openTimer = setTimeout(() => runInAction(() => (this.state = this.state === 'rendering' ? 'open' : this.state)), SEAT_MAP_OPEN_DELAY_MS);
    return this.load();
  }

  /**
   * Seated tickets are chosen, so the map is likely next: its geometry is fetched ahead (once),
   * and the opening then only refreshes the states — a 10,000-seat hall opens without waiting
   * for its geometry. A failure here is left to the opening to report.
   */
  preload(): void {
    if (this.map || this.#preloading) return;
    const { eventId, sessionId } = this.#options;
    this.#preloading = this.#api.events.getSeatMap(eventId, sessionId).then(
      (map) =>
        runInAction(() => {
          if (this.map) return;
          this.map = map;
          this.states = map.states;
          this.revision++;
        }),
      () => {
        this.#preloading = null;
      },
    );
  }

  /** The map on the first opening; afterwards the states alone, unless the layout changed. */
  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    const { eventId, sessionId } = this.#options;
    try {
      if (this.#preloading) await this.#preloading;
      let map = this.map;
      let states: SeatStates;
      const fresh = map ? await this.#api.events.getSeatStates(eventId, sessionId) : null;
      if (map && fresh && fresh.layoutVersion === map.layoutVersion) {
        states = fresh.states;
      } else {
        map = await this.#api.events.getSeatMap(eventId, sessionId);
        states = map.states;
      }
      runInAction(() => {
        this.map = map;
        this.states = states;
        this.loading = false;
        this.revision++;
      });
    } catch (e) {
      runInAction(() => {
        this.loading = false;
        this.loadError = errorMessage(e);
      });
    }
  }

  /** Escape, the close button or the browser's back: the confirmed seats stay as they were. */
  close(): void {
    clearTimeout(this.#openTimer);
    this.state = 'closed';
    this.selection = this.confirmed;
    this.error = null;
    this.revision++;
  }

  setFilter(groupId: string | null): void {
    this.filterGroupId = groupId;
    this.error = null;
    this.revision++;
  }

  /** A click, tap, Enter or Space on a seat: a selected seat is deselected, any other auto-selects. */
  activate(seat: Seat): void {
    if (!this.map) return;
    const wasSelected = this.selection.has(seat.id);
    const change: SelectionChange = wasSelected
      ? deselect(this.selection, seat)
      : autoSelect(this.map, this.states, this.selection, this.#clickNeeds, seat, this.groupNames);
    if (!change.ok) {
      this.error = change.error;
      this.announcement = '';
      return;
    }
    this.selection = change.selection;
    this.error = null;
    this.revision++;
    const names = change.changed.map((s) => s.name).join(', ');
    if (wasSelected) this.announcement = `${names} deselected.`;
    else if (this.isComplete) this.announcement = `${names} selected. All ${seats(totalOf(this.needs))} chosen. Confirm Selection to continue.`;
    else this.announcement = `${names} selected. ${this.selection.size} of ${seats(totalOf(this.needs))} chosen.`;
  }

  /** 'Confirm Selection': a complete assignment closes the map as the confirmed seats; anything else is an error. */
  confirm(): boolean {
    if (!this.isComplete) {
      const missing = totalOf(remainingNeeds(this.needs, this.selection));
      this.error = missing > 0 ? `Please choose ${missing} more ${missing === 1 ? 'seat' : 'seats'}.` : `Please deselect ${seats(this.selection.size - totalOf(this.needs))}.`;
      return false;
    }
    this.confirmed = this.selection;
    this.close();
    return true;
  }

  /** Leaving (the form unmounts, the session changes, 'Change Tickets', a reservation made): no seats chosen. */
  clear(): void {
    this.confirmed = new Map();
    this.filterGroupId = null;
    this.announcement = '';
    this.close();
  }

  /** The reservation was refused because `seatId` was taken meanwhile: it leaves the seats and the states are fetched again. */
  async refreshAfterRefusal(seatId: string | null): Promise<void> {
    if (seatId) {
      const rest = new Map(this.confirmed);
      rest.delete(seatId);
      this.confirmed = rest;
      this.selection = rest;
    }
    this.revision++;
    if (this.map) await this.load();
  }

  #chosen(selection: SeatSelection): ChosenSeat[] {
    const byId = this.#seatsById;
    return [...selection]
      .map(([id, groupId]) => ({ id, groupId, name: byId.get(id)?.name ?? id }))
      .sort((a, b) => bySeatName(a.name, b.name));
  }
}
