import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, toApiError } from '@storefront/shared';
import { LOGIN_TEXT, loginFailure, otpIncorrectMessage } from './login-messages';

/** Spec 03 §9: 3 attempts per code, the no-arrival hint after 30 s, a retry after 5 s on not_available_yet. */
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_NO_ARRIVAL_HINT_MS = 30_000;
export const OTP_RETRY_DELAY_MS = 5_000;

/** Why a code was not accepted; every reason but `otp_incorrect` needs a new code. */
export type OtpFailureReason = 'otp_incorrect' | 'attempts_used_up' | 'otp_token_expired' | 'not_authorized' | 'other';

export type OtpState =
  | { status: 'entering' }
  /** `waitingForMail`: the code's mail is not sent yet (not_available_yet); the same code is tried again shortly. */
  | { status: 'submitting'; waitingForMail: boolean }
  | { status: 'success' }
  | { status: 'failure'; reason: OtpFailureReason; message: string };

export interface OtpMachineDeps {
  /** Signs in with the code and the login flow's token (rejects with the API's error). */
  verify(code: string): Promise<unknown>;
  /** Mails a new code for the same e-mail (a new token). */
  requestNewCode(): Promise<unknown>;
  /** The token cannot be used any more: forget it (spec 03 §4). */
  forgetCode(): void;
}

/**
 * The one-time code's state machine (spec 03 §4): entering → submitting → success, or
 * failure with a reason. A wrong code can be corrected until the attempts are used up; any
 * other failure needs a new code. Timers run between `start()` and `dispose()`.
 */
export class OtpMachine {
  state: OtpState = { status: 'entering' };
  incorrectAttempts = 0;
  /** The code may not have arrived: offer to send another (spec 03 §2.3). */
  showNoArrivalHint = false;
  requestingCode = false;
  requestError: string | null = null;
  /** A new code was mailed and nothing was tried with it yet. */
  newCodeSent = false;

  readonly #deps: OtpMachineDeps;
  #running = false;
  #hintTimer: ReturnType<typeof setTimeout> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(deps: OtpMachineDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get mustRequestNewCode(): boolean {
    return this.state.status === 'failure' && this.state.reason !== 'otp_incorrect';
  }

  get canSubmit(): boolean {
    return this.state.status === 'entering' || (this.state.status === 'failure' && !this.mustRequestNewCode);
  }

  get message(): string | null {
    return this.state.status === 'failure' ? this.state.message : null;
  }

  /** A code was just sent (or the step is shown again): the no-arrival hint counts from now. */
  start(): void {
    this.#running = true;
    this.#armHint();
  }

  dispose(): void {
    this.#running = false;
    clearTimeout(this.#hintTimer);
    clearTimeout(this.#retryTimer);
  }

  /** Checks a sanitised code; ignored while a check runs or when a new code is needed. */
  async submit(code: string): Promise<void> {
    if (!this.canSubmit) return;
    this.state = { status: 'submitting', waitingForMail: false };
    this.newCodeSent = false;
    await this.#attempt(code);
  }

  async requestNewCode(): Promise<void> {
    if (this.requestingCode) return;
    this.requestingCode = true;
    this.requestError = null;
    clearTimeout(this.#retryTimer);
    try {
      await this.#deps.requestNewCode();
      runInAction(() => {
        this.state = { status: 'entering' };
        this.incorrectAttempts = 0;
        this.newCodeSent = true;
        if (this.#running) this.#armHint();
      });
    } catch (e) {
      runInAction(() => (this.requestError = loginFailure(e).message));
    } finally {
      runInAction(() => (this.requestingCode = false));
    }
  }

  async #attempt(code: string): Promise<void> {
    try {
      await this.#deps.verify(code);
    } catch (e) {
      runInAction(() => this.#fail(e, code));
      return;
    }
    runInAction(() => {
      this.state = { status: 'success' };
      this.showNoArrivalHint = false;
    });
    clearTimeout(this.#hintTimer);
  }

  #fail(e: unknown, code: string): void {
    const error = toApiError(e);
    if (error.is('not_available_yet')) {
      this.state = { status: 'submitting', waitingForMail: true };
      if (this.#running) this.#retryTimer = setTimeout(() => void this.#attempt(code), OTP_RETRY_DELAY_MS);
      return;
    }
    if (error.is('otp_incorrect')) {
      this.incorrectAttempts += 1;
      const told = error.extra.remaining_attempts;
      const remaining = typeof told === 'number' ? told : OTP_MAX_ATTEMPTS - this.incorrectAttempts;
      if (remaining > 0) {
        this.state = { status: 'failure', reason: 'otp_incorrect', message: otpIncorrectMessage(remaining) };
        return;
      }
      this.state = { status: 'failure', reason: 'attempts_used_up', message: otpIncorrectMessage(0) };
    } else if (error.is('otp_token_expired')) {
      this.state = { status: 'failure', reason: 'otp_token_expired', message: LOGIN_TEXT.otpExpired };
    } else if (error.is('not_authorized')) {
      this.state = { status: 'failure', reason: 'not_authorized', message: LOGIN_TEXT.otpNotAuthorized };
    } else {
      this.state = { status: 'failure', reason: 'other', message: `${errorMessage(error)} ${LOGIN_TEXT.otpUsedUp}` };
    }
    this.#deps.forgetCode();
  }

  #armHint(): void {
    clearTimeout(this.#hintTimer);
    this.showNoArrivalHint = false;
    this.#hintTimer = setTimeout(() => runInAction(() => (this.showNoArrivalHint = true)), OTP_NO_ARRIVAL_HINT_MS);
  }
}
