import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, type Api, type CartStore, type EventDetail, type EventSession, type TicketGroup } from '@storefront/shared';
import { AdmitDetails } from '../admit-details/admit-details';
import { buildReserveRequest } from '../reservation/build-reserve-request';
import { isCodeProblem, reserveOutcome, sessionSoldOutMessage } from '../reservation/reserve-errors';
import { SurveyAnswers } from '../survey-questions/survey-answers';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { lowCapacityWarning } from '../session-picker/low-capacity';

/** `firstInvalid` value naming the quantities fieldset (the form focuses it through its ref). */
export const SINGLE_QUANTITIES_ID = 'cat-single-quantities';

export type SingleEventState = 'loading' | 'ready' | 'unavailable' | 'error';
/** `firstInvalid`: the DOM id of the first invalid input, to scroll to and focus. */
export type SubmitResult = { ok: true } | { ok: false; firstInvalid: string | null };

/** A discount-code purchase group: the flow skips the session (spec 01 §4). */
const isCodeGroup = (g: TicketGroup) => g.handler === 'codes';

/**
 * Spec 01 §4 "Single-event flow": load the event's one session and its ticket groups (or,
 * when every group is a discount-code purchase, the event's groups without a session),
 * then quantities, survey and admit details, then reserve.
 */
export class SingleEventFormStore {
  state: SingleEventState = 'loading';
  session: EventSession | null = null;
  submitError: string | null = null;
  submitting = false;
  loadError: string | null = null;
  /** The code-required modal's rule message; null = closed (spec 01 §8 `code_required`). */
  codeModal: { message: string } | null = null;
  /** The last error of a code retry that belongs in the code modal (read once by `retryWithCode`). */
  codeError: unknown = null;
  readonly quantities = new QuantitySelection({ groups: [] });
  readonly survey = new SurveyAnswers(this.quantities);
  readonly admit = new AdmitDetails(this.quantities);

  constructor(
    private readonly api: Api,
    private readonly cart: CartStore,
    readonly event: EventDetail,
    /** Seller web `remaining_capacity_threshold`. */
    readonly capacityThreshold: number | undefined,
  ) {
    makeAutoObservable<SingleEventFormStore, 'api' | 'cart'>(
      this,
      { api: false, cart: false, event: false, capacityThreshold: false, quantities: false, survey: false, admit: false },
      { autoBind: true },
    );
  }

  get codesOnly(): boolean {
    return this.event.ticketGroups.length > 0 && this.event.ticketGroups.every(isCodeGroup);
  }
  get capacityWarning(): string | null {
    return this.session ? lowCapacityWarning(this.session.available, this.capacityThreshold) : null;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      if (this.codesOnly) return this.#ready(null, this.event.ticketGroups);
      const [first] = await this.api.events.getSessions(this.event.id, { limit: 1, soldOut: false });
      if (!first) return this.#ready(null, []);
      const detail = await this.api.events.getSessionDetail(this.event.id, first.id);
      this.#ready(detail.session, detail.ticketGroups);
    } catch (e) {
      runInAction(() => {
        this.state = 'error';
        this.loadError = errorMessage(e);
      });
    }
  }

  /** Validates quantities, survey and admit details, then reserves. */
  async submit(): Promise<SubmitResult> {
    this.submitError = null;
    const quantitiesOk = this.quantities.validate();
    const firstSurvey = quantitiesOk ? this.survey.validate() : null;
    const firstAdmit = quantitiesOk ? this.admit.validate() : null;
    const firstInvalid = quantitiesOk ? (firstSurvey ?? firstAdmit) : SINGLE_QUANTITIES_ID;
    if (firstInvalid) return { ok: false, firstInvalid };
    return this.#reserve();
  }

  /** Retries the reservation with the code from the code modal; code errors reject so the modal shows them. */
  async retryWithCode(code: string): Promise<SubmitResult> {
    const result = await this.#reserve([code]);
    if (!result.ok && this.codeError) {
      const error = this.codeError;
      runInAction(() => (this.codeError = null));
      throw error;
    }
    return result;
  }

  closeCodeModal(): void {
    this.codeModal = null;
  }

  async #reserve(codesBefore?: string[]): Promise<SubmitResult> {
    this.submitting = true;
    const request = buildReserveRequest({
      quantities: this.quantities,
      sessionId: this.session?.id ?? null,
      admit: this.admit,
      survey: this.survey,
      codesBefore,
    });
    try {
      await this.cart.reserve(request);
      runInAction(() => {
        this.submitting = false;
        this.codeModal = null;
      });
      return { ok: true };
    } catch (e) {
      runInAction(() => this.#failed(e, codesBefore !== undefined));
      return { ok: false, firstInvalid: null };
    }
  }

  #ready(session: EventSession | null, groups: TicketGroup[]): void {
    runInAction(() => {
      const open = groups.filter((g) => g.available && !g.soldOut && g.ticketTypes.length > 0);
      this.session = session;
      this.quantities.setGroups(open);
      this.quantities.setSession(session);
      this.quantities.reset();
      this.survey.reset();
      this.admit.reset();
      this.state = open.length === 0 ? 'unavailable' : 'ready';
    });
  }

  #failed(e: unknown, withCode: boolean): void {
    this.submitting = false;
    const outcome = reserveOutcome(e);
    if (withCode && isCodeProblem(e)) {
      this.codeError = e;
      return;
    }
    this.codeModal = null;
    switch (outcome.kind) {
      case 'code-required':
        this.codeModal = { message: outcome.message };
        return;
      case 'session-sold-out': {
        // Spec 01 §8: the session reloads and the message names the session's time.
        const message = this.session ? sessionSoldOutMessage(this.session.start, this.event.timezone) : null;
        void this.load().then(() => runInAction(() => (this.submitError = message)));
        return;
      }
      default:
        this.submitError = outcome.message;
    }
  }
}
