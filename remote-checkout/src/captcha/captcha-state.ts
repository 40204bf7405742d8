import { makeAutoObservable } from 'mobx';

/** Runs the widget (hCaptcha's execute) and answers its token; rejects when the visitor closes it. */
export type CaptchaRunner = () => Promise<string>;

/** Why the answer went away: the visitor closed the challenge, or the answer or challenge timed out. */
export type CaptchaDismissal = 'closed' | 'expired' | 'challenge_expired';

/** The guest's captcha answer, from the widget's verify callback or by running it at submit. */
export class CaptchaState {
  token: string | null = null;
  #run: CaptchaRunner | null = null;
  #resetWidget: (() => void) | null = null;
  readonly #onDismiss: (reason: CaptchaDismissal) => void;

  /** `onDismiss` records the dismissal (logged silently: the visitor sees no message). */
  constructor(onDismiss: (reason: CaptchaDismissal) => void = () => undefined) {
    this.#onDismiss = onDismiss;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The widget registers how to run and reset it once it is rendered. */
  attach(run: CaptchaRunner, reset: () => void): void {
    this.#run = run;
    this.#resetWidget = reset;
  }

  setToken(token: string): void {
    this.token = token;
  }

  /** Expired or closed: the answer is gone (spec 02 §4, logged silently, no message). */
  expire(): void {
    this.token = null;
  }

  /** The widget was closed or timed out: the answer is gone, and the dismissal is recorded. */
  dismiss(reason: CaptchaDismissal): void {
    this.expire();
    this.#onDismiss(reason);
  }

  /** The token, running the widget when the visitor has not answered yet; null when closed. */
  async obtain(): Promise<string | null> {
    if (this.token) return this.token;
    if (!this.#run) return null;
    try {
      const token = await this.#run();
      this.setToken(token);
      return token;
    } catch {
      this.expire();
      return null;
    }
  }

  /** A token is good for one call: after it is used, the widget starts over. */
  reset(): void {
    this.token = null;
    this.#resetWidget?.();
  }
}
