import { makeAutoObservable, runInAction } from 'mobx';
import type { ReserveOutcome } from './reserve-errors';

/** A refusal the form shows the common way: the code modal or the form's error (spec 01 §8). */
export type ShownRefusal = Exclude<ReserveOutcome, { kind: 'session-sold-out' }>;

/**
 * The submit state of one reservation form (spec 01 §4/§8): whether it is submitting, the
 * error shown above its submit button and the code-required modal's message. Each form store
 * owns one and delegates to it, as it does with `QuantitySelection`; its actions are the only
 * writers (STYLE.md 16).
 */
export class SubmitState {
  submitting = false;
  /** The form's error (a refusal's message, a sold-out message, the generic text); null when none. */
  error: string | null = null;
  /** The code-required modal's message (spec 01 §8 `code_required`); null = closed. */
  codePrompt: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * A new submit: the last error goes, and the form counts as submitting while it prepares
   * (the shared rules load on the first submit before any interaction), so a second click
   * cannot reserve twice.
   */
  start<T>(preparing: Promise<T>): Promise<T> {
    this.error = null;
    return this.busyWhile(preparing);
  }

  /** Counts as submitting while `work` runs (the reserve call). */
  async busyWhile<T>(work: Promise<T>): Promise<T> {
    this.submitting = true;
    try {
      return await work;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Shows `message` as the form's error. */
  fail(message: string | null): void {
    this.error = message;
  }

  clearError(): void {
    this.error = null;
  }

  /** Spec 01 §8: a required code opens the code modal; any other refusal is the form's error. */
  show(refusal: ShownRefusal): void {
    if (refusal.kind === 'code-required') this.codePrompt = refusal.message;
    else this.error = refusal.message;
  }

  closeCodePrompt(): void {
    this.codePrompt = null;
  }
}
