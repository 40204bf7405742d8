/**
 * The dev mailbox (ADR 0008): with no SMTP relay configured, an SMTP server inside the API
 * process on 127.0.0.1 receives what nodemailer sends, parses it and keeps the newest
 * messages in memory so a person (HTML page) and tests (JSON) can read them over HTTP.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailboxAttachmentJson, MailboxMessageJson } from './mailbox-json';

/** A message as kept: its JSON shape, with the attachments' bytes. */
export interface MailboxAttachment extends MailboxAttachmentJson {
  content: Buffer;
}

export interface MailboxMessage extends Omit<MailboxMessageJson, 'attachments'> {
  attachments: MailboxAttachment[];
}

export const DEFAULT_MAILBOX_LIMIT = 500;
/** Per message: the mailbox is memory, so it refuses what would fill it. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((group) => group.value.flatMap((a) => (a.address ? [a.address.toLowerCase()] : [])));
}

function toMessage(parsed: ParsedMail, envelopeTo: string[], receivedAt: Date): MailboxMessage {
  const to = addresses(parsed.to);
  return {
    id: randomUUID(),
    // Bcc recipients only show in the envelope.
    to: to.length > 0 ? to : envelopeTo,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    date: (parsed.date ?? receivedAt).toISOString(),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? null,
      content_type: a.contentType,
      cid: a.cid ?? null,
      size: a.size,
      content: a.content,
    })),
  };
}

export class DevMailbox {
  private readonly messages: MailboxMessage[] = [];
  private readonly server: SMTPServer;
  private port = 0;

  constructor(
    private readonly now: () => Date,
    private readonly limit = DEFAULT_MAILBOX_LIMIT,
  ) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      banner: 'storefront dev mailbox',
      logger: false,
      size: MAX_MESSAGE_BYTES,
      onData: (stream, session, callback) => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        // Keep cid: links as sent (the JSON shows the real message); the HTML route resolves them.
        simpleParser(stream, { skipImageLinks: true }).then(
          (parsed) => {
            if (stream.sizeExceeded) {
              callback(Object.assign(new Error('Message exceeds the mailbox size limit'), { responseCode: 552 }));
              return;
            }
            this.store(toMessage(parsed, envelopeTo, this.now()));
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  /** Listens on 127.0.0.1 (`port` 0: an ephemeral port); resolves with the port. */
  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        this.port = (this.server.server.address() as AddressInfo).port;
        resolve(this.port);
      });
    });
  }

  get smtpPort(): number {
    return this.port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private store(message: MailboxMessage): void {
    this.messages.unshift(message);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
  }

  /** Newest first; `to` keeps the messages addressed to it (case-insensitive). */
  list(to?: string): MailboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.messages.filter((m) => m.to.includes(wanted)) : [...this.messages];
  }

  find(id: string): MailboxMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
