/**
 * Mail (ADR 0008, 0022): `fastify.orderEmails` sends the order e-mails (the purchase
 * confirmation and a gift's codes to the giftee, the edit and cancellation notices, resends;
 * links from `storefrontUrl`); other mails go through
 * `fastify.mailTransport` from `fastify.mailFromAddress`. With `smtpUrl` it
 * sends through that relay; without, it starts the dev mailbox (`fastify.devMailbox`) on
 * 127.0.0.1 and sends to it over SMTP, so the same nodemailer path runs in both cases. Either
 * way every mail is a job (`mail-delivery.ts`, ADR 0031): tried at once, retried, dead-lettered.
 */
import fp from 'fastify-plugin';
import { DevMailbox } from './dev-mailbox';
import { GiftCodeMailer } from './gift-code-mail';
import { OrderConfirmationMailer } from './order-confirmation';
import type { OrderEmails } from './order-emails';
import { DEFAULT_MAIL_RETRIES, MailDelivery, type MailRetryPolicy } from './mail-delivery';
import { smtpTransport, type MailTransport } from './transport';

export interface MailOptions {
  /** SMTP relay (`smtp://user:pass@host:587`); the dev mailbox when absent. */
  smtpUrl?: string;
  /** The sender's address; the seller's name is its display name. */
  from?: string;
  /** The dev mailbox's SMTP port on 127.0.0.1 (default: an ephemeral port). */
  mailboxSmtpPort?: number;
  /** The mail job's retries (default `DEFAULT_MAIL_RETRIES`). */
  retries?: Partial<MailRetryPolicy>;
  /** Tests' seam: wraps the SMTP transport (a relay that fails). */
  wrapTransport?: (transport: MailTransport) => MailTransport;
}

export const DEFAULT_FROM_ADDRESS = 'tickets@storefront.localhost';

/** `SMTP_URL`, `MAIL_FROM`, `MAILBOX_SMTP_PORT`; a malformed value stops the start-up rather than being ignored. */
export function mailOptionsFromEnv(env: NodeJS.ProcessEnv): MailOptions {
  const port = env.MAILBOX_SMTP_PORT;
  if (port !== undefined && port !== '' && !(/^\d{1,5}$/.test(port) && Number(port) <= 65535)) {
    throw new Error(`MAILBOX_SMTP_PORT must be a port number, got "${port}"`);
  }
  const from = env.MAIL_FROM;
  if (from && !/^[^\s@<>"]+@[^\s@<>"]+$/.test(from)) {
    throw new Error(`MAIL_FROM must be a bare address (the seller's name is added), got "${from}"`);
  }
  return {
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(from ? { from } : {}),
    ...(port ? { mailboxSmtpPort: Number(port) } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEmails: OrderEmails;
    /** The one transport every mail goes through, and the sender's address (the seller's name is its display name). */
    mailTransport: MailTransport;
    mailFromAddress: string;
    /** The in-process mailbox; null when mail goes to an SMTP relay. */
    devMailbox: DevMailbox | null;
  }
}

export const orderEmailsPlugin = fp<MailOptions & { storefrontUrl: string }>(
  async (fastify, options) => {
    const mailbox = options.smtpUrl ? null : new DevMailbox(fastify.clock);
    const port = mailbox ? await mailbox.listen(options.mailboxSmtpPort ?? 0) : 0;
    const smtp = smtpTransport(options.smtpUrl ? { url: options.smtpUrl } : { mailboxPort: port });
    const transport = new MailDelivery(fastify.jobs, options.wrapTransport ? options.wrapTransport(smtp) : smtp, fastify.log, {
      ...DEFAULT_MAIL_RETRIES,
      ...options.retries,
    });
    await transport.define();
    const fromAddress = options.from ?? DEFAULT_FROM_ADDRESS;
    fastify.decorate('devMailbox', mailbox);
    fastify.decorate('mailTransport', transport);
    fastify.decorate('mailFromAddress', fromAddress);
    const giftCodes = new GiftCodeMailer(fastify.db, transport, fastify.log, fromAddress, options.storefrontUrl);
    fastify.decorate(
      'orderEmails',
      new OrderConfirmationMailer({ db: fastify.db, transport, log: fastify.log, fromAddress, storefrontUrl: options.storefrontUrl, giftCodes }),
    );
    if (mailbox) fastify.log.info({ smtpPort: port, url: '/api/dev/mailbox' }, 'dev mailbox (no SMTP_URL)');
    fastify.addHook('onClose', async () => {
      transport.close();
      await mailbox?.close();
    });
  },
  { name: 'order-emails', dependencies: ['database', 'clock', 'jobs'] },
);
