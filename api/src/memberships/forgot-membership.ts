/**
 * Forgot membership (spec 03 §2.10, §7): the member IDs of an e-mail's account are mailed to
 * that address, one mail per seller whose memberships it holds. The caller learns nothing:
 * the answer is the same for unknown e-mails, and the mail leaves after the answer, so an
 * account's existence does not show in the response time either.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/client';
import { findMembershipReminderRows } from './memberships-repository';
import { renderMembershipReminder, type MembershipReminder } from '../mail/membership-reminder';
import type { MailTransport } from '../mail/transport';

/** The account's memberships with `email`, grouped per seller; none for an unknown e-mail. */
export async function membershipReminders(db: Db, email: string): Promise<MembershipReminder[]> {
  const rows = await findMembershipReminderRows(db, email);
  const perSeller = new Map<string, MembershipReminder>();
  for (const row of rows) {
    let reminder = perSeller.get(row.sellerId);
    if (!reminder) {
      reminder = { email: row.email, firstName: row.firstName, sellerName: row.sellerName, timezone: row.timezone, memberships: [] };
      perSeller.set(row.sellerId, reminder);
    }
    reminder.memberships.push({ scanCode: row.scanCode, levelName: row.levelName, validTo: row.validTo });
  }
  return [...perSeller.values()];
}

export class ForgotMembershipService {
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly fromAddress: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** Looks the e-mail up and starts its mails; resolves before they are sent, never with the outcome. */
  async request(email: string): Promise<void> {
    for (const reminder of await membershipReminders(this.db, email)) {
      const sent = this.send(reminder).finally(() => this.sending.delete(sent));
      this.sending.add(sent);
    }
  }

  /** Resolves once every mail started so far is sent or has failed (before the transport closes; tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  private async send(reminder: MembershipReminder): Promise<void> {
    try {
      const { subject, html, text } = renderMembershipReminder(reminder, this.now());
      await this.transport.send({ from: { name: reminder.sellerName, address: this.fromAddress }, to: reminder.email, subject, html, text });
      this.log.info({ to: reminder.email, seller: reminder.sellerName }, 'membership reminder sent');
    } catch (error) {
      this.log.error({ err: error, to: reminder.email }, 'membership reminder failed');
    }
  }
}
