/**
 * The job runner in the app (ADR 0031): `jobsPlugin` decorates `fastify.jobs` early, so services
 * can define their queues, and publishes jobs by queue and state as the `storefront_jobs` gauge; `jobsStartPlugin`, registered last, hands every `PeriodicJob` the app
 * is decorated with to the runner, starts it when the app is ready and stops it after every
 * other `preClose` hook (mails being sent, sweeps under way), before transports and the
 * database close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicJob } from '../periodic-job';
import { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  /** Run queued jobs in this process (default true; tests run them with `jobs.runQueued`). */
  workers: boolean;
  /** How often an idle worker looks for jobs, in seconds (default 2). */
  pollingIntervalSeconds?: number;
}

export const jobsPlugin = fp<JobsOptions>(
  async (fastify, options) => {
    const runner = new JobRunner(fastify.database, {
      log: fastify.log,
      workers: options.workers,
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    });
    fastify.decorate('jobs', runner);
    // Jobs by state on /metrics (ADR 0035), read from the job tables at each scrape.
    const jobs = fastify.metrics.gauge({
      name: 'storefront_jobs',
      help: 'Background jobs by queue and state: created, retry, active, completed, cancelled, failed, dead_letter',
      labelNames: ['queue', 'state'],
      async collect() {
        for (const { queue, state, count } of await runner.countsByState()) jobs.set({ queue, state }, count);
      },
    });
  },
  { name: 'jobs', dependencies: ['database', 'metrics'] },
);

/** Every periodic job among the app's decorations (the cart sweep, the cleanup, …). */
function periodicJobsOf(app: FastifyInstance): PeriodicJob<unknown>[] {
  return Object.values(app).filter((value): value is PeriodicJob<unknown> => value instanceof PeriodicJob);
}

export const jobsStartPlugin = fp(
  async (fastify) => {
    for (const job of periodicJobsOf(fastify)) job.attach(fastify.jobs);
    fastify.addHook('onReady', () => fastify.jobs.startOrRetry());
    fastify.addHook('preClose', () => fastify.jobs.stop());
  },
  { name: 'jobs-start', dependencies: ['jobs'] },
);

/** `JOB_WORKERS=off`: this instance queues jobs but runs none (others do); `JOB_POLL_SECONDS`: an idle worker's polling interval. */
export function jobsOptionsFromEnv(env: NodeJS.ProcessEnv): JobsOptions {
  const workers = env.JOB_WORKERS ?? 'on';
  if (workers !== 'on' && workers !== 'off') throw new Error(`JOB_WORKERS must be on or off, got "${workers}"`);
  const poll = env.JOB_POLL_SECONDS;
  if (poll !== undefined && poll !== '' && !(Number(poll) >= 0.5 && Number(poll) <= 600)) {
    throw new Error(`JOB_POLL_SECONDS must be a number of seconds from 0.5 to 600, got "${poll}"`);
  }
  return { workers: workers === 'on', ...(poll ? { pollingIntervalSeconds: Number(poll) } : {}) };
}
