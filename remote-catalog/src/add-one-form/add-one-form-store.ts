import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, type Api, type CartStore, type EventDetail, type TicketGroup, type TicketType } from '@storefront/shared';
import { flexibleAmountError, parseFlexibleAmount } from '@storefront/shared/validation';
import { isFlexiblePrice } from '../flexible-amount/flexible-amount-field';
import { retryReservationWithCode, submitReservation, type ReserveSteps } from '../reservation/reserve-flow';
import { findTicketType } from '../reserve-query/reserve-query';
import { fetchAddOneGroups } from './add-one-data';

/** DOM id of the amount input, so a failed validation can focus it. */
export const ADD_ONE_AMOUNT_ID = 'cat-add-one-amount';

export const SELECT_DONATION_MESSAGE = 'Please select a donation to continue.';
export const SELECT_GIFT_CARD_MESSAGE = 'Please select a gift card to continue.';

export type AddOneField = 'type' | 'amount';
export type AddOneState = 'loading' | 'ready' | 'error';

/**
 * Spec 01 §4 "Add-one flow" and §5: one ticket type chosen from the list (preselected by
 * the `select` query, or when there is one group with one type), an amount for flexible
 * types (preset by the `price` query), then exactly one ticket is added.
 */
export class AddOneFormStore {
  state: AddOneState = 'loading';
  groups: TicketGroup[] = [];
  selectedTypeId: string | null = null;
  /** The flexible amount as typed (major units, e.g. '25.00'). */
  amount = '';
  errors: Partial<Record<AddOneField, string>> = {};
  submitError: string | null = null;
  submitting = false;
  /** Spec 01 §8 `rule_blocks_reserve` with `code_required`: the code modal's message while it is open. */
  codePrompt: string | null = null;
  loadError: string | null = null;

  constructor(
    private readonly api: Api,
    private readonly cart: CartStore,
    readonly event: EventDetail,
    private readonly query: { select: string | null; price: string | null },
    /** The groups the storefront server fetched for the first screen: the form starts ready with them, without asking again. */
    firstScreen?: TicketGroup[],
  ) {
    makeAutoObservable<AddOneFormStore, 'api' | 'cart' | 'query'>(
      this,
      { api: false, cart: false, event: false, query: false },
      { autoBind: true },
    );
    if (firstScreen) runInAction(() => this.#show(firstScreen));
  }

  /** Donation context: the event is a donation, or one of its groups is a donation group. */
  get isDonation(): boolean {
    return this.event.eventType === 'donation' || this.event.ticketGroups.some((g) => g.handler === 'donation');
  }
  get types(): TicketType[] {
    return this.groups.flatMap((g) => g.ticketTypes);
  }
  get selectedType(): TicketType | null {
    return this.types.find((t) => t.id === this.selectedTypeId) ?? null;
  }
  get submitLabel(): string {
    return this.isDonation ? 'Add donation to cart' : 'Add gift card to cart';
  }

  /** Loads the groups (`fetchAddOneGroups`) and preselects. */
  async load(): Promise<void> {
    try {
      const groups = await fetchAddOneGroups(this.api, this.event);
      runInAction(() => this.#show(groups));
    } catch (e) {
      runInAction(() => {
        this.state = 'error';
        this.loadError = errorMessage(e);
      });
    }
  }

  selectType(id: string): void {
    this.selectedTypeId = id;
    delete this.errors.type;
    const type = this.selectedType;
    if (type && isFlexiblePrice(type) && !this.amount && this.query.price) this.amount = this.query.price;
  }

  setAmount(value: string): void {
    this.amount = value;
    delete this.errors.amount;
  }

  validate(): AddOneField | null {
    const errors: Partial<Record<AddOneField, string>> = {};
    const type = this.selectedType;
    if (!type) errors.type = this.isDonation ? SELECT_DONATION_MESSAGE : SELECT_GIFT_CARD_MESSAGE;
    else if (isFlexiblePrice(type)) {
      const amountError = flexibleAmountError(this.amount, type.minPriceMinor, type.maxPriceMinor);
      if (amountError) errors.amount = amountError;
    }
    this.errors = errors;
    return errors.type ? 'type' : errors.amount ? 'amount' : null;
  }

  /** Adds exactly one ticket (with its face value for a flexible type). */
  async submit(): Promise<{ ok: true } | { ok: false; firstInvalid: AddOneField | null }> {
    const result = await submitReservation(this.#steps());
    return result.ok ? result : { ok: false, firstInvalid: result.focus };
  }

  /** The code modal's submit: retries with the code; code problems reject so the modal shows them. */
  async retryWithCode(code: string): Promise<boolean> {
    return (await retryReservationWithCode(this.#steps(), code)).ok;
  }

  closeCodePrompt(): void {
    this.codePrompt = null;
  }

  #show(groups: TicketGroup[]): void {
    this.groups = groups;
    const only = groups.length === 1 && groups[0]!.ticketTypes.length === 1 ? groups[0]!.ticketTypes[0] : undefined;
    // The `select` query names a type by id or by name.
    const preselected = (this.query.select ? findTicketType(this.types, this.query.select) : undefined) ?? only;
    if (preselected) this.selectType(preselected.id);
    this.state = 'ready';
  }

  #steps(): ReserveSteps<{ ok: true }, AddOneField> {
    return {
      form: this,
      validate: () => this.validate(),
      reserve: (codesBefore) => this.#reserve(codesBefore),
      // No session to reload: the answer's own text is shown.
      soldOut: async (e) => {
        runInAction(() => (this.submitError = errorMessage(e)));
      },
    };
  }

  async #reserve(codesBefore: string[]): Promise<{ ok: true }> {
    const type = this.selectedType!;
    const faceValueMinor = isFlexiblePrice(type) ? (parseFlexibleAmount(this.amount) ?? undefined) : undefined;
    runInAction(() => (this.submitting = true));
    try {
      await this.cart.reserve({
        items: [{ ticketTypeId: type.id, ...(faceValueMinor !== undefined ? { faceValueMinor } : {}) }],
        ...(codesBefore.length ? { codesBefore } : {}),
      });
      return { ok: true };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
