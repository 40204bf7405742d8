import { makeAutoObservable } from 'mobx';
import { CHECKOUT_MESSAGES as M } from '../checkout/checkout-messages';

/**
 * Spec 02 §2/§5 terms and conditions on a checkout page: shown only when the seller configured
 * a text, and then ticked before paying. `error` is the checkbox's message.
 */
export class TermsAcceptance {
  accepted = false;
  error: string | null = null;
  readonly #config: { settings: { termsText: string } };

  constructor(config: { settings: { termsText: string } }) {
    this.#config = config;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The seller's terms; empty when there are none to accept. */
  get text(): string {
    return this.#config.settings.termsText;
  }
  /** Terms are shown and not ticked: the page may not pay. */
  get missing(): boolean {
    return Boolean(this.text) && !this.accepted;
  }

  setAccepted(accepted: boolean): void {
    this.accepted = accepted;
    if (accepted) this.error = null;
  }
  /** The form was refused: the checkbox says whether it is missing. */
  check(): void {
    this.error = this.missing ? M.termsRequired : null;
  }
  /** Paying stopped at the missing tick. */
  refuse(): void {
    this.error = M.termsRequired;
  }
  /** A partial payment went through: the rest is paid under a new tick. */
  reset(): void {
    this.accepted = false;
  }
}
