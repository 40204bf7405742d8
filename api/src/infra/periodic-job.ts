/**
 * A job the API runs every `intervalMs` in the background (the expiry sweep, the cleanup):
 * overlapping calls share the run under way, a failed run is logged and never thrown from
 * the timer, and `stop` waits for a run under way so the database can close after it.
 */
export interface JobLog {
  warn(obj: unknown, msg: string): void;
}

export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  /**
   * @param name    how the log names a failed run ('cart sweep failed')
   * @param run     one run
   * @param report  logs what a successful run did
   */
  constructor(
    private readonly name: string,
    private readonly run: () => Promise<T>,
    private readonly log: JobLog,
    private readonly report: (result: T) => void,
  ) {}

  get started(): boolean {
    return this.timer !== null;
  }

  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** Stops the interval and waits for a run under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One run now; overlapping calls share the run under way. */
  runOnce(): Promise<T> {
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async tick(): Promise<void> {
    try {
      this.report(await this.runOnce());
    } catch (error) {
      this.log.warn({ err: error }, `${this.name} failed`);
    }
  }
}
