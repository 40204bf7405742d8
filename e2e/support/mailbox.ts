/**
 * Reading the API's dev mailbox from Playwright tests (ADR 0008): the confirmation e-mail
 * arrives after the purchase commits, so tests poll for it with a bounded timeout.
 */
import { request } from '@playwright/test';
// Type only (erased when run): the API's own answer shape, so the two cannot drift apart.
import type { MailboxMessageJson as MailboxMessage } from '../../api/src/mail/mailbox-json';

async function messagesTo(baseURL: string, address: string): Promise<MailboxMessage[]> {
  const context = await request.newContext({ baseURL });
  try {
    const res = await context.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
    if (!res.ok()) throw new Error(`dev mailbox: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { data: MailboxMessage[] }).data;
  } finally {
    await context.dispose();
  }
}

/**
 * The newest e-mail to `address` received after `since` (default: any), polling every
 * `intervalMs` until `timeoutMs`; `subject` narrows it (a substring or a pattern).
 */
export async function waitForEmail(
  baseURL: string,
  address: string,
  options: { since?: Date; subject?: string | RegExp; timeoutMs?: number; intervalMs?: number } = {},
): Promise<MailboxMessage> {
  const { since, subject, timeoutMs = 10_000, intervalMs = 250 } = options;
  const matches = (m: MailboxMessage) =>
    (!since || Date.parse(m.date) >= since.getTime() - 1000) &&
    (subject === undefined || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messagesTo(baseURL, address)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Empties the mailbox, so a test sees only its own e-mails. */
export async function clearMailbox(baseURL: string): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    const res = await context.delete('/api/dev/mailbox/messages');
    if (!res.ok()) throw new Error(`dev mailbox: ${res.status()}`);
  } finally {
    await context.dispose();
  }
}
