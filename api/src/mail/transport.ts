/**
 * The one way the API sends mail: nodemailer over SMTP, to `SMTP_URL` in production or to
 * the in-process dev mailbox otherwise (ADR 0008).
 */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export type OutgoingMail = Pick<SendMailOptions, 'from' | 'to' | 'subject' | 'text' | 'html' | 'attachments'>;

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Nodemailer waits up to 2 min to connect and 10 min on a quiet socket; a purchase waits on none of it long.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP URL (`smtp://user:pass@host:587`, `smtps://…`) or the dev mailbox's local port. */
export function smtpTransport(target: { url: string } | { mailboxPort: number }): MailTransport {
  const transporter: Transporter =
    'url' in target
      ? nodemailer.createTransport({ url: target.url, ...TIMEOUTS })
      : nodemailer.createTransport({ host: '127.0.0.1', port: target.mailboxPort, secure: false, ignoreTLS: true, ...TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
