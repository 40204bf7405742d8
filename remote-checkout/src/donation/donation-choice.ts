import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errorMessage, type Api, type CartItem, type CartStore, type Money, type TicketGroup } from '@storefront/shared';

/** The radio value of 'No donation'. */
export const NO_DONATION = 'none';

/** Spec 02 §9: the donation upsell's ticket group handler. */
const DONATION_HANDLER = 'donation';

export interface DonationOption {
  ticketTypeId: string;
  amountMinor: Money;
}

/**
 * Spec 02 §2 donation radio group: the seller's donation group's fixed amounts, one of which
 * is held in the cart as a single donation ticket. Choosing adds it through the cart store
 * and removes the donation it replaces; 'No donation' removes it.
 */
export class DonationChoice {
  group: TicketGroup | null = null;
  /** A choice is being written to the cart. */
  busy = false;
  /** The value being written: checked until the cart answers. */
  pending: string | null = null;
  /** Why the last choice failed; cleared by the next one. */
  error: string | null = null;

  readonly #api: Api;
  readonly #cart: CartStore;
  readonly #groupId: string | null;
  #requested = false;

  constructor(api: Api, cart: CartStore, groupId: string | null) {
    this.#api = api;
    this.#cart = cart;
    this.#groupId = groupId;
    makeAutoObservable(this, { group: observableRef }, { autoBind: true });
  }

  /** The fixed amounts of the group (flexible 'any amount' types are the event page's). */
  get options(): DonationOption[] {
    return (this.group?.ticketTypes ?? [])
      .filter((t) => t.available && t.minPriceMinor === null && t.maxPriceMinor === null)
      .map((t) => ({ ticketTypeId: t.id, amountMinor: t.priceMinor }));
  }
  /** Only for a cart that can still be changed (pending, not expired, no payments made). */
  get visible(): boolean {
    return this.options.length > 0 && this.#cart.canModify;
  }
  /** The cart lines that hold only this group's tickets: the donation in the cart. */
  get donationLines(): CartItem[] {
    const typeIds = new Set(this.group?.ticketTypes.map((t) => t.id));
    return (this.#cart.cart?.items ?? []).filter((item) => item.types.every((t) => typeIds.has(t.ticketTypeId)));
  }
  /** The amount the cart's donation is, 'No donation' without one; null for a donation of another kind. */
  get selected(): string | null {
    const [only, ...others] = this.donationLines.flatMap((item) => item.types);
    if (!only) return NO_DONATION;
    const isOption = others.length === 0 && only.ticketCount === 1 && this.options.some((o) => o.ticketTypeId === only.ticketTypeId);
    return isOption ? only.ticketTypeId : null;
  }
  /** The checked radio. */
  get checked(): string | null {
    return this.pending ?? this.selected;
  }

  /** Reads the seller's donation group once; none configured or found leaves the group hidden. */
  async load(): Promise<void> {
    if (!this.#groupId || this.#requested) return;
    this.#requested = true;
    try {
      const group = await this.#api.events.getTicketGroup(this.#groupId, DONATION_HANDLER);
      runInAction(() => {
        this.group = group;
      });
    } catch {
      // No donation group to offer: the page goes on without it.
    }
  }

  /** Puts the chosen amount in the cart in place of the current donation; 'No donation' removes it. */
  async choose(value: string): Promise<void> {
    if (this.busy || value === this.selected) return;
    const option = this.options.find((o) => o.ticketTypeId === value);
    if (!option && value !== NO_DONATION) return;
    const replaced = this.donationLines.flatMap((item) => item.ticketIds);
    this.busy = true;
    this.pending = value;
    this.error = null;
    try {
      if (option) await this.#cart.reserve({ items: [{ ticketTypeId: option.ticketTypeId, faceValueMinor: option.amountMinor }] });
      if (replaced.length > 0) await this.#cart.removeTickets(replaced);
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
        this.pending = null;
      });
    }
  }
}
