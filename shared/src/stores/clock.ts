import { action, makeObservable, observable, onBecomeObserved, onBecomeUnobserved } from 'mobx';

/**
 * An observable clock for timers (cart expiry). `now` ticks every second while something
 * observes it, or between `start()` and `stop()`. Tests pin it with `set(ms)`.
 */
export class Clock {
  now: number;
  #source: () => number;
  #timer: ReturnType<typeof setInterval> | null = null;
  #pinned = false;
  #observed = false;

  constructor(source: () => number = Date.now, readonly intervalMs = 1000) {
    this.#source = source;
    this.now = source();
    makeObservable(this, { now: observable, tick: action, set: action });
    onBecomeObserved(this, 'now', () => {
      this.#observed = true;
      this.#sync();
    });
    onBecomeUnobserved(this, 'now', () => {
      this.#observed = false;
      this.#sync();
    });
  }

  /** Current time from the source, without subscribing (use for receipt timestamps). */
  read(): number {
    return this.#source();
  }

  tick(): void {
    this.now = this.#source();
  }

  /** Pins the clock to `ms` (tests); later reads and ticks return it. */
  set(ms: number): void {
    this.#source = () => ms;
    this.now = ms;
  }

  start(): void {
    this.#pinned = true;
    this.#sync();
  }

  stop(): void {
    this.#pinned = false;
    this.#observed = false;
    this.#sync();
  }

  #sync(): void {
    const run = this.#pinned || this.#observed;
    if (run && !this.#timer) {
      this.tick();
      this.#timer = setInterval(() => this.tick(), this.intervalMs);
    } else if (!run && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
  }
}
