import { makeAutoObservable, runInAction } from 'mobx';
import { inCodeSet, toApiError, type Api, type CartErrorCode, type CartStore, type CheckoutErrorCode } from '@storefront/shared';

export const BLOCKED_CODE_MESSAGES = {
  required: 'Please enter a code.',
  tooShort: 'Please enter at least 2 characters.',
  tryAnother: 'Please try another one.',
} as const;

/**
 * Codes after which another code may work: the description gets 'Please try another one.'
 * A code outside its validity window comes as `code_not_found` with `_extra.reason`
 * (`expired`, `not_yet_valid`), so it is among them whatever the reason.
 */
const TRY_ANOTHER_CODES = new Set<CartErrorCode | CheckoutErrorCode>(['code_not_found', 'code_exhausted', 'code_expired', 'no_code_benefit']);

/** Spec 02 §5 blocked-cart checkout code: unlocks a checkout rule (apply_code). */
export class BlockedCode {
  applying = false;
  message: string | null = null;

  readonly #api: Api;
  readonly #cart: CartStore;

  constructor(api: Api, cart: CartStore) {
    this.#api = api;
    this.#cart = cart;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async apply(input: string): Promise<boolean> {
    const code = input.trim();
    const cartId = this.#cart.cart?.id;
    this.message = !code ? BLOCKED_CODE_MESSAGES.required : code.length < 2 ? BLOCKED_CODE_MESSAGES.tooShort : null;
    if (this.message || !cartId) return false;
    this.applying = true;
    try {
      const cart = await this.#api.cart.applyCode(cartId, code);
      runInAction(() => {
        this.applying = false;
        this.#cart.takeCart(cart);
      });
      return true;
    } catch (e) {
      const err = toApiError(e);
      runInAction(() => {
        this.applying = false;
        const description = err.description ?? err.message;
        this.message = inCodeSet(TRY_ANOTHER_CODES, err.code) ? `${description} ${BLOCKED_CODE_MESSAGES.tryAnother}` : description;
      });
      return false;
    }
  }
}
