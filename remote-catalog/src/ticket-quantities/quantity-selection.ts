import { makeAutoObservable } from 'mobx';
import { advertisedPrice, type EventSession, type Money, type TicketGroup, type TicketType } from '@storefront/shared';
import {
  MAX_TICKETS_PER_TYPE,
  countInGroup,
  groupOrderError,
  stepDown,
  stepUp,
  typeCap,
  type MemberAllowances,
  type Quantities,
  type TypeBounds,
} from './quantity-rules';

export const AT_LEAST_ONE_TICKET = 'Please select at least one ticket to continue.';

export interface QuantitySelectionOptions {
  groups: TicketGroup[];
  /** The chosen session: its seats left cap every non-flexible type together. */
  session?: EventSession | null;
  /** Member ticket type name (or '*') → allowed; empty or omitted = unlimited. */
  memberAllowances?: MemberAllowances;
  /** Exactly one ticket: '−' is blocked, '+' only from an empty selection. */
  exactlyOne?: boolean;
  /** Per-type min/max (unnamed member steppers); hidden when min equals max. */
  bounds?: TypeBounds;
  maxPerType?: number;
}

/**
 * Ticket quantities of a reservation form (spec 01 §5): counts per ticket type with the
 * per-type caps and stepper rules. Shared by every reservation form.
 */
export class QuantitySelection {
  groups: TicketGroup[];
  session: EventSession | null;
  memberAllowances: MemberAllowances;
  bounds: TypeBounds;
  exactlyOne: boolean;
  readonly maxPerType: number;
  quantities: Quantities = {};
  /** Set by `validate()`; cleared by any change. */
  error: string | null = null;

  constructor({ groups, session = null, memberAllowances = {}, exactlyOne = false, bounds = {}, maxPerType = MAX_TICKETS_PER_TYPE }: QuantitySelectionOptions) {
    this.groups = groups;
    this.session = session;
    this.memberAllowances = memberAllowances;
    this.exactlyOne = exactlyOne;
    this.bounds = bounds;
    this.maxPerType = maxPerType;
    this.quantities = this.#initial();
    makeAutoObservable(this, { maxPerType: false }, { autoBind: true });
  }

  get ticketTypes(): TicketType[] {
    return this.groups.flatMap((g) => g.ticketTypes);
  }
  get ticketCount(): number {
    return Object.values(this.quantities).reduce((sum, n) => sum + n, 0);
  }
  /** Non-zero counts only. */
  get byType(): Quantities {
    return Object.fromEntries(Object.entries(this.quantities).filter(([, n]) => n > 0));
  }
  get groupsWithTickets(): TicketGroup[] {
    return this.groups.filter((g) => countInGroup(g, this.quantities) > 0);
  }
  /**
   * Σ quantity × shown price in minor units; `prices` (type id → price, e.g. a priced session's)
   * override list prices, and each ticket's outside fees count when `includeFees` (spec 01 §9).
   */
  totalMinor(prices?: Record<string, Money>, includeFees = false): Money {
    return this.ticketTypes.reduce((sum, t) => sum + advertisedPrice(prices?.[t.id] ?? t.priceMinor, t.feesMinor, includeFees) * this.count(t.id), 0);
  }
  /** Type id → the outside fees of one ticket of the type. */
  get feesByType(): Record<string, Money> {
    return Object.fromEntries(this.ticketTypes.map((t) => [t.id, t.feesMinor]));
  }
  /** The outside fees of the selected tickets: Σ quantity × type fees. */
  get feesMinor(): Money {
    return this.ticketTypes.reduce((sum, t) => sum + t.feesMinor * this.count(t.id), 0);
  }

  count(typeId: string): number {
    return this.quantities[typeId] ?? 0;
  }
  countInGroup(groupId: string): number {
    const group = this.groups.find((g) => g.id === groupId);
    return group ? countInGroup(group, this.quantities) : 0;
  }
  groupOf(type: TicketType | string): TicketGroup | undefined {
    const id = typeof type === 'string' ? type : type.id;
    return this.groups.find((g) => g.ticketTypes.some((t) => t.id === id));
  }
  /** The most tickets of `type` this selection can hold (spec 01 §5 per-type cap). */
  capFor(type: TicketType | string): number {
    const group = this.groupOf(type);
    const t = group?.ticketTypes.find((x) => x.id === (typeof type === 'string' ? type : type.id));
    if (!group || !t) return 0;
    return typeCap({
      type: t,
      group,
      groups: this.groups,
      quantities: this.quantities,
      session: this.session,
      allowances: this.memberAllowances,
      bounds: this.bounds,
      maxPerType: this.maxPerType,
    });
  }
  /** Unnamed member steppers whose min equals max are not shown. */
  isHidden(type: TicketType | string): boolean {
    const b = this.bounds[typeof type === 'string' ? type : type.id];
    return b !== undefined && b.max !== null && b.min === b.max;
  }

  canIncrement(type: TicketType | string): boolean {
    const group = this.groupOf(type);
    const id = typeof type === 'string' ? type : type.id;
    if (!group) return false;
    if (this.exactlyOne && this.ticketCount > 0) return false;
    const cap = this.capFor(id);
    return cap > 0 && stepUp(this.count(id), group) <= cap;
  }
  canDecrement(type: TicketType | string): boolean {
    const group = this.groupOf(type);
    const id = typeof type === 'string' ? type : type.id;
    if (!group || this.exactlyOne) return false;
    const value = this.count(id);
    return value > 0 && stepDown(value, group) >= (this.bounds[id]?.min ?? 0);
  }

  increment(type: TicketType | string): void {
    const id = typeof type === 'string' ? type : type.id;
    const group = this.groupOf(id);
    if (!group || !this.canIncrement(id)) return;
    this.#write(id, stepUp(this.count(id), group));
  }
  decrement(type: TicketType | string): void {
    const id = typeof type === 'string' ? type : type.id;
    const group = this.groupOf(id);
    if (!group || !this.canDecrement(id)) return;
    this.#write(id, stepDown(this.count(id), group));
  }
  /** Sets a count (query parameter `quantity`, add-one choice), clamped to 0..cap; in exactly-one mode it replaces the others. */
  set(type: TicketType | string, n: number): void {
    const id = typeof type === 'string' ? type : type.id;
    if (!this.groupOf(id)) return;
    if (this.exactlyOne) {
      this.quantities = {};
      this.#write(id, Math.min(1, Math.max(0, Math.floor(n)), this.capFor(id)));
      return;
    }
    this.#write(id, Math.min(Math.max(0, Math.floor(n)), this.capFor(id)));
  }
  /** Back to the start: nothing selected, except the bounded types' minimums. */
  reset(): void {
    this.quantities = this.#initial();
    this.error = null;
  }

  /** New groups (a session's): drops counts of types no longer offered. */
  setGroups(groups: TicketGroup[]): void {
    this.groups = groups;
    const ids = new Set(groups.flatMap((g) => g.ticketTypes.map((t) => t.id)));
    this.quantities = Object.fromEntries(Object.entries(this.quantities).filter(([id]) => ids.has(id)));
  }
  setSession(session: EventSession | null): void {
    this.session = session;
  }
  setMemberAllowances(allowances: MemberAllowances): void {
    this.memberAllowances = allowances;
  }
  setBounds(bounds: TypeBounds): void {
    this.bounds = bounds;
  }

  /** The quantity problems of the selection (none selected, group min/max per order); null when fine. */
  get problem(): string | null {
    if (this.ticketCount === 0) return AT_LEAST_ONE_TICKET;
    for (const g of this.groups) {
      const e = groupOrderError(g, this.quantities);
      if (e) return e;
    }
    return null;
  }
  /** Shows `problem` as the field error; true when valid. */
  validate(): boolean {
    this.error = this.problem;
    return this.error === null;
  }

  #initial(): Quantities {
    return Object.fromEntries(Object.entries(this.bounds).filter(([, b]) => b.min > 0).map(([id, b]) => [id, b.min]));
  }

  #write(id: string, n: number): void {
    this.quantities = { ...this.quantities, [id]: n };
    this.error = null;
  }
}
