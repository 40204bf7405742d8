/** The dev mailbox as a person reads it (an HTML page) and as tests read it (JSON). */
import type { MailboxMessage } from './dev-mailbox';
import type { MailboxMessageJson } from './mailbox-json';
import { esc } from './html-escape';

export function toMailboxJson(m: MailboxMessage): MailboxMessageJson {
  return {
    id: m.id,
    to: m.to,
    from: m.from,
    subject: m.subject,
    date: m.date,
    text: m.text,
    html: m.html,
    attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.content_type, cid: a.cid, size: a.size })),
  };
}

export const messagePath = (base: string, id: string) => `${base}/messages/${encodeURIComponent(id)}`;
export const attachmentPath = (base: string, id: string, cid: string) =>
  `${messagePath(base, id)}/attachments/${encodeURIComponent(cid)}`;

/** The message's HTML with `cid:` images pointing at the mailbox's attachment route. */
export function htmlWithImages(m: MailboxMessage, base: string): string {
  if (m.html === null) return `<!doctype html><html lang="en"><title>${esc(m.subject)}</title><pre>${esc(m.text)}</pre></html>`;
  return m.html.replace(/(["'(])cid:([^"')]+)/g, (_match, quote: string, cid: string) => {
    return `${quote}${attachmentPath(base, m.id, decodeURIComponent(cid))}`;
  });
}

function row(m: MailboxMessage, base: string): string {
  const time = new Date(m.date).toUTCString();
  return `<tr>
<td>${esc(m.to.join(', '))}</td>
<td>${esc(m.subject || '(no subject)')}</td>
<td><time datetime="${esc(m.date)}">${esc(time)}</time></td>
<td><a href="${esc(messagePath(base, m.id))}/html">Read<span class="visually-hidden"> “${esc(m.subject)}”</span></a>
 · <a href="${esc(messagePath(base, m.id))}">JSON<span class="visually-hidden"> of “${esc(m.subject)}”</span></a></td>
</tr>`;
}

export function mailboxPage(messages: MailboxMessage[], base: string, smtpPort: number): string {
  const body =
    messages.length === 0
      ? '<p>No messages yet. E-mails the API sends appear here, newest first.</p>'
      : `<table>
<caption>${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, newest first</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th><th scope="col">Open</th></tr></thead>
<tbody>${messages.map((m) => row(m, base)).join('')}</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ccc}
caption{text-align:left;font-weight:600;padding:.4rem 0}a{color:#0645ad}a:focus{outline:3px solid #ffbf47}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p>Mail sent by the API in development (no <code>SMTP_URL</code>), received over SMTP on 127.0.0.1:${smtpPort} and kept in memory. JSON: <a href="${esc(base)}/messages">${esc(base)}/messages</a>.</p>
${body}
</main></body>
</html>`;
}
