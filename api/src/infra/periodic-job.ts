/**
 * A job the API runs every `intervalMs` in the background (the expiry sweep, the cleanup).
 * Scheduled through the job library once attached to it (ADR 0031; the app attaches every
 * `PeriodicJob` it is decorated with): each tick is one job on PostgreSQL, so N API instances
 * run it once per interval between them, and the run is logged with its outcome and duration.
 * Unattached (a job built outside an app), it runs on a timer of its own. Overlapping calls
 * share the run under way, a failed run is logged and never thrown from a timer, and `stop`
 * waits for a run under way so the database can close after it.
 */
export interface JobLog {
  warn(obj: unknown, msg: string): void;
}

/** Runs `run` every `intervalMs` once between every process sharing the database; the returned function stops it. */
export interface PeriodicScheduler {
  every(name: string, intervalMs: number, run: () => Promise<void>): Promise<() => void>;
}

export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private scheduler: PeriodicScheduler | null = null;
  /** The schedule on the job library, once asked for: resolves to the function that stops it. */
  private scheduled: Promise<(() => void) | null> | null = null;

  /**
   * @param name    the job's name in the logs and the job queue ('cart sweep')
   * @param run     one run
   * @param report  logs what a successful run did
   */
  constructor(
    readonly name: string,
    private readonly run: () => Promise<T>,
    private readonly log: JobLog,
    private readonly report: (result: T) => void,
  ) {}

  get started(): boolean {
    return this.timer !== null || this.scheduled !== null;
  }

  /** Schedules the runs through `scheduler` from now on (before `start`, as the app does). */
  attach(scheduler: PeriodicScheduler): void {
    if (this.started) throw new Error(`${this.name}: attach the job scheduler before starting`);
    this.scheduler = scheduler;
  }

  start(intervalMs: number): void {
    if (this.started || intervalMs <= 0) return;
    if (this.scheduler) {
      this.scheduled = this.scheduler.every(this.name, intervalMs, () => this.runAndReport()).catch((error: unknown) => {
        this.log.warn({ err: error }, `${this.name} could not be scheduled`);
        return null;
      });
      return;
    }
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a run under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const cancel = await this.scheduled;
    cancel?.();
    this.scheduled = null;
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

  /** One scheduled run: a failure is thrown to the job library, which logs and records it. */
  private async runAndReport(): Promise<void> {
    this.report(await this.runOnce());
  }

  private async tick(): Promise<void> {
    try {
      await this.runAndReport();
    } catch (error) {
      this.log.warn({ err: error }, `${this.name} failed`);
    }
  }
}
