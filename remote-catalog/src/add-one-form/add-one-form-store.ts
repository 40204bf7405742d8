import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, type Api, type CartStore, type EventDetail, type TicketGroup, type TicketType } from '@storefront/shared';
import { flexibleAmountError, parseFlexibleAmount } from '@storefront/shared/validation';
import { isFlexiblePrice } from '../flexible-amount/flexible-amount-field';
import { attemptReservation, retryWithCode, type RetryOutcome } from '../reservation/reserve-flow';
import { SubmitState } from '../reservation/submit-state';
import { loadValidationRules } from '../reservation/validation-rules';
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
  loadError: string | null = null;
  /** Submitting, the form's error and the code-required modal. */
  readonly submitState = new SubmitState();

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
      { api: false, cart: false, event: false, query: false, submitState: false },
      { autoBind: true },
    );
    if (firstScreen) runInAction(() => this.#show(firstScreen));
  }

  get submitting(): boolean {
    return this.submitState.submitting;
  }
  get submitError(): string | null {
    return this.submitState.error;
  }
  /** Spec 01 §8 `rule_blocks_reserve` with `code_required`: the code modal's message while it is open. */
  get codePrompt(): string | null {
    return this.submitState.codePrompt;
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
    const rules = this.submitState.start(loadValidationRules());
    const outcome = await attemptReservation(rules, () => this.validate(), () => this.#reserve([]));
    if (outcome.kind === 'invalid') return { ok: false, firstInvalid: outcome.focus };
    return this.#apply(outcome) ? { ok: true } : { ok: false, firstInvalid: null };
  }

  /** The code modal's submit: retries with the code; code problems reject so the modal shows them. */
  async retryWithCode(code: string): Promise<boolean> {
    const outcome = await retryWithCode((codesBefore) => this.#reserve(codesBefore), code);
    this.submitState.closeCodePrompt();
    return this.#apply(outcome);
  }

  closeCodePrompt(): void {
    this.submitState.closeCodePrompt();
  }

  /** Reserved: true. A refusal is the form's error or the code modal; sold out has no session to reload, the answer's own text shows. */
  #apply(outcome: RetryOutcome<{ ok: true }>): boolean {
    if (outcome.kind === 'reserved') return true;
    if (outcome.refusal.kind === 'session-sold-out') this.submitState.fail(errorMessage(outcome.error));
    else this.submitState.show(outcome.refusal);
    return false;
  }

  #show(groups: TicketGroup[]): void {
    this.groups = groups;
    const only = groups.length === 1 && groups[0]!.ticketTypes.length === 1 ? groups[0]!.ticketTypes[0] : undefined;
    // The `select` query names a type by id or by name.
    const preselected = (this.query.select ? findTicketType(this.types, this.query.select) : undefined) ?? only;
    if (preselected) this.selectType(preselected.id);
    this.state = 'ready';
  }

  async #reserve(codesBefore: string[]): Promise<{ ok: true }> {
    const type = this.selectedType!;
    const faceValueMinor = isFlexiblePrice(type) ? (parseFlexibleAmount(this.amount) ?? undefined) : undefined;
    await this.submitState.busyWhile(
      this.cart.reserve({
        items: [{ ticketTypeId: type.id, ...(faceValueMinor !== undefined ? { faceValueMinor } : {}) }],
        ...(codesBefore.length ? { codesBefore } : {}),
      }),
    );
    return { ok: true };
  }
}
