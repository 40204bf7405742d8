import { makeAutoObservable } from 'mobx';
import type { Api } from '@storefront/shared';
import { AT_LEAST_ONE_TICKET, type QuantitySelection } from '../ticket-quantities/quantity-selection';
import { SeatPickerStore } from './seat-picker-store';
import { seatValidationErrors, type ChosenSeat } from './seat-selection';

export type FindSeatsResult = 'opened' | 'no-tickets';

/**
 * A reservation form's seats (spec 01 §4 Seats, §5 seated groups): one picker per chosen
 * session, the submit validation shown next to 'Find seats', the seats given to the
 * reservation items, and the refresh after a seat was taken meanwhile. Composed by the
 * date-first and single-event form stores over their `QuantitySelection`.
 */
export class FormSeats {
  picker: SeatPickerStore | null = null;
  /** Set by `validate()`: the seat messages then follow the quantities and the seats live. */
  checked = false;
  /** 'Find seats' pressed with no seated tickets chosen. */
  findError: string | null = null;

  readonly #api: Api;
  readonly #eventId: string;
  readonly #quantities: QuantitySelection;

  constructor(api: Api, eventId: string, quantities: QuantitySelection) {
    this.#api = api;
    this.#eventId = eventId;
    this.#quantities = quantities;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get hasSeatedGroups(): boolean {
    return this.#quantities.groups.some((g) => g.handler === 'seated');
  }
  /** Spec 01 §5 seated groups, word for word; empty when fine or not yet submitted. */
  get errors(): string[] {
    if (this.findError && !this.picker?.needs.size) return [this.findError];
    if (!this.checked) return [];
    return seatValidationErrors(this.#quantities.groups, this.#quantities.byType, this.picker?.confirmed ?? new Map());
  }

  /** A new session (or none): the seats chosen at the previous one are let go. */
  setSession(sessionId: string | null): void {
    if (this.picker?.sessionId === sessionId) return;
    this.clear();
    this.picker = sessionId ? new SeatPickerStore(this.#api, { eventId: this.#eventId, sessionId, quantities: this.#quantities }) : null;
  }

  /** 'Find seats' and 'Change selected seats': the map, once some seated tickets are chosen. */
  findSeats(): FindSeatsResult {
    if (!this.picker || this.picker.needs.size === 0) {
      // No tickets at all is the quantities' own error; tickets of unseated groups only, this button's.
      if (this.#quantities.validate()) this.findError = AT_LEAST_ONE_TICKET;
      return 'no-tickets';
    }
    this.findError = null;
    void this.picker.open();
    return 'opened';
  }

  /** Seated tickets are chosen: the map is fetched ahead of 'Find seats' (see `SeatPickerStore.preload`). */
  preloadMap(): void {
    if (this.picker && this.picker.needs.size > 0) this.picker.preload();
  }

  /** True when the seats match the seated quantities (nothing to check without seated groups). */
  validate(): boolean {
    this.findError = null;
    this.checked = true;
    return this.errors.length === 0;
  }

  /** The confirmed seats, for the reservation's seated items. */
  get confirmedSeats(): ChosenSeat[] {
    return this.picker?.confirmedSeats ?? [];
  }

  /** 409 `seat_unavailable`: the seat leaves the selection and 'Find seats' shows the map as it now is. */
  seatTaken(seatId: string | null): Promise<void> {
    return this.picker?.refreshAfterRefusal(seatId) ?? Promise.resolve();
  }

  /** Leaving, 'Change Tickets', a reservation made: no seats chosen, the map closed. */
  clear(): void {
    this.picker?.clear();
    this.checked = false;
    this.findError = null;
  }
}
