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

/** An SMTP URL (`smtp://user:pass@host:587`, `smtps://…`) or the dev mailbox's local port. */
export function smtpTransport(target: { url: string } | { mailboxPort: number }): MailTransport {
  const transporter: Transporter =
    'url' in target
      ? nodemailer.createTransport(target.url)
      : nodemailer.createTransport({ host: '127.0.0.1', port: target.mailboxPort, secure: false, ignoreTLS: true });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
