/**
 * The API's background jobs on PostgreSQL through pg-boss (ADR 0031): queues with retries,
 * backoff and a dead-letter queue, workers in the API process, periodic jobs throttled to one
 * job per interval between every instance, each run logged with its outcome and duration.
 * Tests start no workers and run what is queued by hand (`runQueued`).
 */
import { performance } from 'node:perf_hooks';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client';
import type { PeriodicScheduler } from '../periodic-job';
import { jobSchemaName, jobStoreOptions } from './job-store';
import { jobCountsByQueueAndState } from './jobs-repository';

export interface JobRunnerLog {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface QueueSpec<T extends object> {
  name: string;
  /** One run; a throw fails the attempt (retried while retries remain). */
  run(data: T): Promise<void>;
  /** Retries after the first attempt. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each retry (with jitter), up to `retryDelayMaxSeconds`. */
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** A job that fails for good is copied to `<name>-dead-letter`, which no worker takes: an operator lists it. */
  deadLetter?: boolean;
  /** At most one job of the queue runs at a time, across every instance. */
  oneAtATime?: boolean;
  /** How long a completed job is kept (default pg-boss's 7 days). */
  keepCompletedSeconds?: number;
}

export interface JobRunnerOptions {
  log: JobRunnerLog;
  /** Poll the queues and run their jobs in this process (the server; tests run them with `runQueued`). */
  workers: boolean;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed', 'dead_letter'] as const;
export type JobState = (typeof JOB_STATES)[number];
export interface JobCount {
  queue: string;
  state: JobState;
  count: number;
}

const DEFAULT_POLLING_SECONDS = 2;
/** Dead letters wait this long for an operator before pg-boss deletes them. */
const DEAD_LETTER_RETENTION_SECONDS = 30 * 86_400;
/** pg-boss's own default for a completed job's retention. */
const PG_BOSS_KEEP_COMPLETED_SECONDS = 7 * 86_400;
/** A run still active this long is taken as lost (its process died) and retried. */
const RUN_EXPIRY_SECONDS = 15 * 60;

export const deadLetterQueue = (queue: string): string => `${queue}-dead-letter`;
/** 'cart sweep' → 'periodic.cart-sweep' (pg-boss names: letters, digits, `.`, `-`, `_`, `/`). */
export const periodicQueue = (name: string): string => `periodic.${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export class JobRunner implements PeriodicScheduler {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueSpec<object>>();
  private readonly workerIds = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private started: Promise<void> | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly options: JobRunnerOptions,
  ) {
    this.boss = new PgBoss({
      ...jobStoreOptions(database),
      // The schema is `pnpm db:migrate`'s (ADR 0029): a missing one stops the start.
      migrate: false,
      createSchema: false,
      // Maintenance (expiring lost runs, deleting old jobs) and the instance registry run where jobs run.
      supervise: options.workers,
      registerInstance: options.workers,
      schedule: false,
    });
    this.boss.on('error', (error) => options.log.warn({ err: error }, 'job library error'));
    this.boss.on('warning', (warning) => options.log.warn({ warning }, 'job library warning'));
  }

  /** Starts pg-boss, creates the defined queues and, with workers, starts working them. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const spec of this.queues.values()) await this.install(spec);
    })().catch((error: unknown) => {
      // A later call tries again.
      this.started = null;
      throw error;
    });
    return this.started;
  }

  /**
   * Starts, or while the database cannot be reached keeps trying in the background (the delay
   * doubling up to a minute): the API stays up and answers 503 meanwhile (ADR 0010), and jobs
   * start with the database.
   */
  async startOrRetry(delayMs = 1000): Promise<void> {
    try {
      await this.start();
    } catch (error) {
      if (this.stopped) return;
      this.options.log.error({ err: error, retryInMs: delayMs }, 'job runner not started; trying again');
      this.retry = setTimeout(() => void this.startOrRetry(Math.min(delayMs * 2, 60_000)), delayMs);
      this.retry.unref();
    }
  }

  /** Stops the periodic timers and the workers (waiting for runs under way), then pg-boss. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await this.started?.catch(() => undefined);
    // Also after a failed start: pg-boss's pool may hold connections.
    await this.boss.stop({ graceful: true, close: this.database.jobStore.kind === 'postgres', timeout: 10_000 });
    this.started = null;
  }

  /** Declares a queue and its handler (before or after `start`). */
  async define<T extends object>(spec: QueueSpec<T>): Promise<void> {
    this.queues.set(spec.name, spec as unknown as QueueSpec<object>);
    if (this.started) {
      await this.started;
      await this.install(spec as unknown as QueueSpec<object>);
    }
  }

  /** Queues a job; `startAfterSeconds` holds it back that long. Returns its id. */
  async send(queue: string, data: object, options: { startAfterSeconds?: number } = {}): Promise<string> {
    await this.whenStarted();
    const id = await this.boss.send(queue, data, options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
    if (!id) throw new Error(`The job queue ${queue} did not take the job`);
    return id;
  }

  /** Marks a job done before any worker took it (a caller that ran it at once). */
  async complete(queue: string, id: string): Promise<void> {
    await this.boss.complete(queue, id, null, { includeQueued: true });
  }

  /**
   * Runs the queue's jobs now, in this process, until none is left (retries included, without
   * their delay when `ignoreStartAfter`): how tests run jobs deterministically. Returns the runs.
   */
  async runQueued(queue: string, options: { ignoreStartAfter?: boolean } = {}): Promise<number> {
    const spec = this.queues.get(queue);
    if (!spec) throw new Error(`No job queue ${queue}`);
    await this.whenStarted();
    let runs = 0;
    for (;;) {
      const [job] = await this.boss.fetch<object>(queue, { includeMetadata: true, ignoreStartAfter: options.ignoreStartAfter ?? false });
      if (!job) return runs;
      runs += 1;
      try {
        await this.execute(spec, job);
        await this.boss.complete(queue, job.id);
      } catch (error) {
        await this.boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /**
   * A periodic job: every `intervalMs` each instance asks for the job of the current time slot
   * (`queueSlot`); pg-boss keeps one per slot (`singletonSeconds`), and one instance runs it.
   */
  async every(name: string, intervalMs: number, run: () => Promise<void>): Promise<() => void> {
    const queue = periodicQueue(name);
    await this.define({ name: queue, run, retryLimit: 0, retryDelaySeconds: 0, oneAtATime: true, keepCompletedSeconds: 86_400 });
    const timer = setInterval(() => {
      this.queueSlot(name, intervalMs).catch((error: unknown) => this.options.log.warn({ err: error, job: queue }, 'periodic job not queued'));
    }, intervalMs);
    timer.unref();
    this.timers.add(timer);
    return () => {
      clearInterval(timer);
      this.timers.delete(timer);
    };
  }

  /** Asks for the periodic job `name`'s run of the current slot; false when an instance already queued it. */
  async queueSlot(name: string, intervalMs: number): Promise<boolean> {
    if (!this.started) return false;
    await this.started;
    const queue = periodicQueue(name);
    const slotSeconds = Math.max(1, Math.round(intervalMs / 1000));
    const id = await this.boss.send(queue, {}, { singletonKey: queue, singletonSeconds: slotSeconds });
    // This instance queued the slot's job: its worker takes it now rather than at its next poll.
    const workerId = this.workerIds.get(queue);
    if (id && workerId) this.boss.notifyWorker(workerId);
    return id !== null;
  }

  /** Jobs by queue and state (a queue's dead letters as its `dead_letter` state), zeros included. */
  async countsByState(): Promise<JobCount[]> {
    const rows = await jobCountsByQueueAndState(this.database.db, jobSchemaName(this.database));
    const owners = new Map([...this.queues.values()].filter((s) => s.deadLetter).map((s) => [deadLetterQueue(s.name), s.name]));
    const counts = new Map<string, number>();
    for (const queue of this.queues.keys()) for (const state of JOB_STATES) counts.set(`${queue}\n${state}`, 0);
    for (const row of rows) {
      const owner = owners.get(row.queue);
      // A dead letter is waiting for an operator whatever pg-boss's own state for it says.
      const key = owner ? `${owner}\ndead_letter` : `${row.queue}\n${row.state}`;
      counts.set(key, (counts.get(key) ?? 0) + row.count);
    }
    return [...counts].map(([key, count]) => {
      const [queue, state] = key.split('\n') as [string, JobState];
      return { queue, state, count };
    });
  }

  private async whenStarted(): Promise<void> {
    if (!this.started) throw new Error('The job runner is not started');
    await this.started;
  }

  private async install(spec: QueueSpec<object>): Promise<void> {
    const { boss } = this;
    const deadLetter = spec.deadLetter ? deadLetterQueue(spec.name) : null;
    const settings = {
      retryLimit: spec.retryLimit,
      retryDelay: spec.retryDelaySeconds,
      retryBackoff: spec.retryBackoff ?? false,
      retryDelayMax: spec.retryDelayMaxSeconds ?? null,
      expireInSeconds: RUN_EXPIRY_SECONDS,
      deleteAfterSeconds: spec.keepCompletedSeconds ?? PG_BOSS_KEEP_COMPLETED_SECONDS,
      deadLetter,
    };
    // Queues usually exist already (a previous start; the tests' snapshot): one read, no writes.
    const existing = new Map((await boss.getQueues(deadLetter ? [spec.name, deadLetter] : [spec.name])).map((queue) => [queue.name, queue]));
    if (deadLetter && !existing.has(deadLetter)) await boss.createQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
    const queue = existing.get(spec.name);
    if (!queue) {
      const { retryDelayMax, deadLetter: letters, ...created } = settings;
      await boss.createQueue(spec.name, {
        ...created,
        ...(retryDelayMax !== null ? { retryDelayMax } : {}),
        ...(letters ? { deadLetter: letters } : {}),
        policy: spec.oneAtATime ? 'singleton' : 'standard',
      });
    } else if (Object.entries(settings).some(([key, value]) => queue[key as keyof typeof queue] !== value)) {
      // An existing queue keeps what it was created with: bring its settings up to this release's.
      await boss.updateQueue(spec.name, settings);
    }
    if (!this.options.workers || this.workerIds.has(spec.name)) return;
    const workOptions = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS } as const;
    const workerId = await boss.work<object, unknown, typeof workOptions>(
      spec.name,
      workOptions,
      async ([job]) => {
        if (job) await this.execute(spec, job);
      },
    );
    this.workerIds.set(spec.name, workerId);
  }

  /** One attempt of a job, logged with its outcome and duration; rethrows so pg-boss records a failure. */
  private async execute(spec: QueueSpec<object>, job: JobWithMetadata<object>): Promise<void> {
    const startedAt = performance.now();
    const attempt = job.retryCount + 1;
    const base = { job: spec.name, id: job.id, attempt };
    try {
      await spec.run(job.data);
      this.options.log.info({ ...base, outcome: 'completed', durationMs: Math.round(performance.now() - startedAt) }, 'job run');
    } catch (error) {
      const durationMs = Math.round(performance.now() - startedAt);
      if (job.retryCount < job.retryLimit) {
        this.options.log.warn({ ...base, err: error, outcome: 'retry', durationMs }, 'job failed; it is retried');
      } else {
        const outcome = spec.deadLetter ? 'dead_letter' : 'failed';
        this.options.log.error({ ...base, err: error, outcome, durationMs }, spec.deadLetter ? `job failed for good: moved to ${deadLetterQueue(spec.name)}` : 'job failed for good');
      }
      throw error;
    }
  }
}
