/**
 * E-mail delivered by a job (issue 30 item 3, ADR 0031): every mail is first queued on the
 * `mail` job queue, then tried at once in the process that sent it, so a request that mails
 * still finds the mail delivered when it answers. A failed try is left to the job: retried with
 * a doubling delay, and after the last retry copied to `mail-dead-letter`, where an operator
 * lists it (`JobRunner.countsByState`, or the pg-boss tables). Delivery is at least once: a
 * process that dies between the SMTP answer and marking the job done sends the mail again.
 */
import { performance } from 'node:perf_hooks';
import type { JobRunner, JobRunnerLog, QueueSpec } from '../infra/jobs/job-runner';
import type { MailTransport, OutgoingMail } from './transport';

export const MAIL_QUEUE = 'mail';

/** The job's retries after the sender's own try and the job's first attempt; each delay doubles the last, up to the maximum. */
export type MailRetryPolicy = Required<Pick<QueueSpec<MailJob>, 'retryLimit' | 'retryDelaySeconds' | 'retryDelayMaxSeconds'>>;

/** About four hours of tries (30 s, 1 min, 2 min, … then hourly) before a mail is dead-lettered. */
export const DEFAULT_MAIL_RETRIES: MailRetryPolicy = { retryLimit: 10, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600 };

/** No worker takes a new mail's job this long, so the sender's own try (bounded by the transport's timeouts) goes first. */
const FIRST_TRY_GRACE_SECONDS = 120;
/** A delivered mail's job (which holds the message, sign-in codes included) is deleted after a day. */
const KEEP_DELIVERED_SECONDS = 86_400;

/** A mail as job data: JSON, attachments' bytes in base64. */
export interface MailJob {
  mail: OutgoingMail;
}

export function toMailJob(mail: OutgoingMail): MailJob {
  const attachments = mail.attachments?.map((attachment) => {
    if (Buffer.isBuffer(attachment.content)) return { ...attachment, content: attachment.content.toString('base64'), encoding: 'base64' };
    if (attachment.content !== undefined && typeof attachment.content !== 'string') {
      throw new Error('A queued mail carries its attachments as bytes or text, not streams');
    }
    return attachment;
  });
  return { mail: { ...mail, ...(attachments ? { attachments } : {}) } };
}

export class MailDelivery implements MailTransport {
  constructor(
    private readonly jobs: JobRunner,
    private readonly transport: MailTransport,
    private readonly log: JobRunnerLog,
    private readonly retries: MailRetryPolicy = DEFAULT_MAIL_RETRIES,
  ) {}

  /** The `mail` queue and its worker: each attempt sends the queued mail over the transport. */
  define(): Promise<void> {
    return this.jobs.define<MailJob>({
      name: MAIL_QUEUE,
      run: (job) => this.transport.send(job.mail),
      retryLimit: this.retries.retryLimit,
      retryDelaySeconds: this.retries.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMaxSeconds: this.retries.retryDelayMaxSeconds,
      deadLetter: true,
      keepCompletedSeconds: KEEP_DELIVERED_SECONDS,
    });
  }

  /** Queues the mail, then tries it at once; resolves either way once queued (the job retries a failure). */
  async send(mail: OutgoingMail): Promise<void> {
    const id = await this.jobs.send(MAIL_QUEUE, toMailJob(mail), { startAfterSeconds: FIRST_TRY_GRACE_SECONDS });
    const startedAt = performance.now();
    const logged = () => ({ job: MAIL_QUEUE, id, attempt: 0, durationMs: Math.round(performance.now() - startedAt) });
    try {
      await this.transport.send(mail);
    } catch (error) {
      this.log.warn({ ...logged(), err: error, outcome: 'retry' }, 'mail not delivered at once; its job retries it');
      return;
    }
    this.log.info({ ...logged(), outcome: 'completed' }, 'job run');
    await this.jobs.complete(MAIL_QUEUE, id);
  }

  close(): void {
    this.transport.close();
  }
}
