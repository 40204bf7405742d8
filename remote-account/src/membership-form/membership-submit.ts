/**
 * The membership form's submit (spec 03 §4 on success, §8 Memberships): validate, create the
 * giftee when gifting, reserve one ticket per member, keep the auto-renew choice, and answer
 * what the flow does next. Its state (submitting, the error, the code prompt) is one sub-store.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { GENERIC_ERROR_MESSAGE, isCodeProblem, toApiError, type ApiError, type RootStore } from '@storefront/shared';
import { fieldIds, type MembershipFormModel } from './membership-form-model';

export type SubmitResult =
  | { ok: true; ticketGroupIds: string[]; skipUpsells: boolean }
  /** `focus`: the id of the input to focus, if any. */
  | { ok: false; focus: string | null };

export interface MembershipSubmitOptions {
  /** A gift code being redeemed: the reservation applies it and the level costs nothing. */
  redeemCode: string | null;
}

type Stores = Pick<RootStore, 'cart' | 'membership' | 'config'>;

export class MembershipSubmit {
  submitting = false;
  /** A refusal with its description, shown in the form's live region. */
  error: string | null = null;
  /** The code a checkout rule asks for (`rule_blocks_reserve`): the prompt's message; null = closed. */
  codePrompt: string | null = null;
  /** Spec 03 §4: a buy with a membership already in the cart asks to delete it or check out. */
  membershipInCart = false;
  /** `code_not_found`: rethrown for the region's error boundary. */
  fatal: ApiError | null = null;

  readonly #form: MembershipFormModel;
  readonly #stores: Stores;
  readonly #options: MembershipSubmitOptions;

  constructor(form: MembershipFormModel, stores: Stores, options: MembershipSubmitOptions) {
    this.#form = form;
    this.#stores = stores;
    this.#options = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The cart already holds a membership (a gift's cart must be empty anyway). */
  get cartHasMembership(): boolean {
    return this.#stores.cart.cart?.items.some((i) => i.isMembershipEvent) ?? false;
  }

  async submit(): Promise<SubmitResult> {
    this.error = null;
    const focus = this.#form.validate();
    if (focus) return { ok: false, focus };
    if (!this.#form.gifting && this.cartHasMembership) {
      this.membershipInCart = true;
      return { ok: false, focus: null };
    }
    return this.#reserve([]);
  }

  /** The code prompt's submit: code problems reject, so the prompt shows them and stays open. */
  async retryWithCode(code: string): Promise<SubmitResult> {
    const result = await this.#reserve([code], true);
    runInAction(() => (this.codePrompt = null));
    return result;
  }

  closeCodePrompt(): void {
    this.codePrompt = null;
  }

  closeMembershipInCart(): void {
    this.membershipInCart = false;
  }

  async #reserve(codesBefore: string[], fromPrompt = false): Promise<SubmitResult> {
    const form = this.#form;
    const { cart, membership, config } = this.#stores;
    this.submitting = true;
    try {
      if (form.gifting) {
        const named = form.firstNamedMember;
        await membership.createGiftee({ firstName: named?.firstName ?? '', lastName: named?.lastName ?? '', email: form.giftee.email });
      }
      const redeemCode = this.#options.redeemCode;
      await cart.reserve({
        items: form.reservationItems(),
        ...(codesBefore.length ? { codesBefore } : {}),
        ...(redeemCode ? { codesAfter: [redeemCode] } : {}),
        ...(form.gifting ? { gift: true } : {}),
      });
      // Spec 03 §4: gifts, and tenants that opt out of upsells, go straight on.
      const skipUpsells = form.gifting || config.settings.skipMembershipUpsells;
      return { ok: true, ticketGroupIds: [form.levelId!], skipUpsells };
    } catch (e) {
      const error = toApiError(e);
      if (fromPrompt && isCodeProblem(error)) throw error;
      return runInAction(() => this.#show(error));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Spec 03 §8 Memberships: what the form does with a refusal. */
  #show(error: ApiError): SubmitResult {
    this.codePrompt = null;
    if (error.is('code_not_found')) {
      this.fatal = error;
      return { ok: false, focus: null };
    }
    if (error.is('rule_blocks_reserve') && error.extra.block_reason === 'code_required') {
      this.codePrompt = error.description || '';
      return { ok: false, focus: null };
    }
    if (error.is('validate_not_email')) {
      const field = this.#form.gifting ? fieldIds.gifteeEmail : this.#firstMemberEmailField();
      if (field) {
        this.#form.setError(field, error.description || GENERIC_ERROR_MESSAGE);
        return { ok: false, focus: field };
      }
    }
    this.error = error.description || GENERIC_ERROR_MESSAGE;
    return { ok: false, focus: null };
  }

  #firstMemberEmailField(): string | null {
    for (const role of this.#form.level?.roles ?? []) {
      if (!role.named) continue;
      for (let i = 0; i < this.#form.shownMembers(role); i++) {
        if (this.#form.member(role.ticketType.id, i).email.trim() !== '') return fieldIds.member(role.ticketType.id, i, 'email');
      }
    }
    return null;
  }
}
