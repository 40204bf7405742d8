import { makeAutoObservable, runInAction } from 'mobx';
import { toApiError, type Api, type CartStore } from '@storefront/shared';

export const BLOCKED_CODE_MESSAGES = {
  required: 'Please enter a code.',
  tooShort: 'Please enter at least 2 characters.',
  tryAnother: 'Please try another one.',
} as const;

/** Codes after which another code may work: the description gets 'Please try another one.' */
const TRY_ANOTHER_CODES = new Set(['code_not_found', 'code_exhausted', 'code_expired', 'code_not_yet_valid', 'no_code_benefit']);

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
        this.message = TRY_ANOTHER_CODES.has(err.code) ? `${description} ${BLOCKED_CODE_MESSAGES.tryAnother}` : description;
      });
      return false;
    }
  }
}
